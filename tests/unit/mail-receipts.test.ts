/**
 * No open echo: anyone can type any address into the contact or booking form, so the receipt
 * the visitor's address gets repeats nothing they typed except their name, cut short, and no
 * name that a mail client would turn into a link.
 */
import { describe, expect, it } from 'vitest';
import { bookingAcknowledgement, contactAcknowledgement, greetingName } from '../../lib/mail/templates';

const receivedAt = new Date('2030-03-02T06:00:00.000Z');
const siteUrl = 'https://www.kilele.example';
const firmContact = {
  email: 'enquiries@kilele.example',
  phones: [{ label: 'Main office', display: '+254 20 765 4321' }],
  address: {
    street: 'Ralph Bunche Road',
    building: 'Kilele House, 4th Floor',
    locality: 'Upper Hill',
    city: 'Nairobi',
    postalCode: '00100',
    country: 'Kenya',
    countryCode: 'KE',
    geo: { lat: -1.2966, lng: 36.8107 },
  },
};

const contact = (name: string) =>
  contactAcknowledgement(
    {
      name,
      email: 'target@example.com',
      company: 'Spam Ltd – visit cheap-pills.example',
      subject: 'You have won KES 1,000,000',
      content: 'Click https://phish.example/claim to collect your prize before Friday.',
      receivedAt,
    },
    siteUrl,
    firmContact,
  );

const booking = (name: string) =>
  bookingAcknowledgement(
    {
      name,
      email: 'target@example.com',
      phone: '0712345678',
      industry: 'Retail',
      service: 'Tax Consulting',
      info: 'Reset your bank password at https://phish.example/bank',
      receivedAt,
    },
    siteUrl,
    firmContact,
  );

describe('greetingName', () => {
  it('keeps an ordinary name whole', () => {
    expect(greetingName('Wanjiru Kamau')).toBe('Wanjiru Kamau');
    expect(greetingName('  Dr. Achieng  Odhiambo ')).toBe('Dr. Achieng  Odhiambo');
  });

  it('cuts a long name to at most 40 characters, at a word', () => {
    expect(greetingName('Wanjiru Nyambura Kamau Wa Njoroge Kariuki Githinji')).toBe('Wanjiru Nyambura Kamau Wa Njoroge');
    expect(greetingName('A'.repeat(90))).toBe('A'.repeat(40));
  });

  it.each([
    'Claim your prize at win.example',
    'www.example',
    'see https://x.example',
    'mail me@example.com',
    'FREE-MONEY.biz',
  ])('leaves out %j, which a mail client would make a link', (name) => {
    expect(greetingName(name)).toBeUndefined();
  });
});

describe.each([
  ['contact', contact],
  ['booking', booking],
] as const)('the %s receipt', (_kind, receipt) => {
  it('greets by the name and repeats nothing else the visitor typed', () => {
    const mail = receipt('Wanjiru Kamau');
    expect(mail.to).toEqual({ address: 'target@example.com', name: 'Wanjiru Kamau' });
    expect(mail.text.startsWith('Dear Wanjiru Kamau,\n')).toBe(true);
    expect(mail.html).toContain('<p>Dear Wanjiru Kamau,</p>');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/phish|cheap-pills|won KES|Spam Ltd|bank password|0712345678/);
    }
  });

  it('greets a link-like name as "Hello," and keeps it out of the To header too', () => {
    const mail = receipt('Your parcel is held: pay at parcel-fees.example');
    expect(mail.to).toEqual({ address: 'target@example.com' });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('parcel');
  });

  it('cuts a long name short everywhere it appears', () => {
    const name = 'Pay the outstanding invoice today or your account is closed';
    const mail = receipt(name);
    expect(mail.to.name).toBe('Pay the outstanding invoice today or');
    expect(mail.text).not.toContain('account is closed');
    expect(mail.html).not.toContain('account is closed');
  });
});
