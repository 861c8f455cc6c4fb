/**
 * The mails of a training registration (lib/registrations/registration-mail.ts), from the
 * engine's real steps through the outbox to a real SMTP server: the pro-forma invoice with its
 * PDF (read back as text), the confirmation with the event's `.ics` once paid (by staff, or by an
 * M-Pesa callback that comes twice, through the stand-in Daraja and the site's callback endpoint),
 * the invoice of a waitlist offer taken up, the day-before reminder once per paid registration,
 * and the refusal of invoices while the firm's payment details are not filled in.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';
import { mailOutbox, registrations } from '../../lib/db/schema';
import type { Db } from '../../lib/db/types';
import { createSmtpTransport, type MailTransport } from '../../lib/mail/transport';
import { OutboxWorker } from '../../lib/mail/worker';
import { mpesaCallbackUrl } from '../../lib/payments/mpesa/callback-path';
import { DarajaClient } from '../../lib/payments/mpesa/daraja';
import { parseMpesaSettings, type MpesaSettings } from '../../lib/payments/mpesa/settings';
import type { RegistrationDeps } from '../../lib/registrations/deps';
import { handleMpesaCallback } from '../../lib/registrations/mpesa-callback';
import { acceptOffer } from '../../lib/registrations/offer';
import { joinWaitlist, register, type RegistrationInput } from '../../lib/registrations/register';
import { queueTrainingReminders } from '../../lib/registrations/reminders';
import { cancelRegistration, markInvoicePaid } from '../../lib/registrations/staff-actions';
import type { TrainingTerms } from '../../lib/registrations/terms';
import { type FakeDaraja, startFakeDaraja } from '../support/fake-daraja';
import { decodeHeader, htmlText, mimeParts, plainText } from '../support/mime';
import { embeddedDatabase, type TestDatabase } from './support/databases';
import { seminarEvent, testInvoiceDetails } from './support/registration-fixtures';
import { eventually } from './support/rows';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const credentials = { consumerKey: 'test-key', consumerSecret: 'test-secret', shortcode: '174379', passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd', type: 'paybill' as const };
const SITE = 'https://www.kilele.example';
/** 10:00 in Nairobi on Friday 1 May 2026; the seminar starts at 9:00 on Friday 29 May. */
const START = new Date('2026-05-01T07:00:00Z');
const seminar: TrainingTerms = { trainingId: '7', title: 'Tax seminar 2026', feeKes: 35_000, capacity: 10, seatLimit: 5, startsOn: '2026-05-29' };

let daraja: FakeDaraja;
let settings: MpesaSettings;
let callbackServer: http.Server;
let callbackOrigin: string;
const settling: Promise<void>[] = [];
let currentDeps: RegistrationDeps;

beforeAll(async () => {
  daraja = await startFakeDaraja(credentials);
  const parsed = parseMpesaSettings({
    MPESA_ENV: 'sandbox',
    MPESA_CONSUMER_KEY: credentials.consumerKey,
    MPESA_CONSUMER_SECRET: credentials.consumerSecret,
    MPESA_SHORTCODE: credentials.shortcode,
    MPESA_PASSKEY: credentials.passkey,
    MPESA_TYPE: 'paybill',
    MPESA_API_URL: daraja.url,
  });
  if (!parsed.ok || !parsed.settings) throw new Error('settings');
  settings = parsed.settings;
  // The site's callback endpoint on a real HTTP server, its deferred work run after the answer as Next's after() does.
  callbackServer = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', callbackOrigin);
      const request = new Request(url, { method: incoming.method, headers: { 'content-type': String(incoming.headers['content-type'] ?? '') }, body: Buffer.concat(chunks) });
      const deferred: (() => Promise<void>)[] = [];
      void handleMpesaCallback(request, url.pathname.split('/').at(-1) ?? '', { settings, defer: (work) => deferred.push(work), registrationDeps: async () => currentDeps }).then(
        async (response) => {
          outgoing.writeHead(response.status, { 'content-type': 'application/json' });
          outgoing.end(await response.text());
          for (const work of deferred) settling.push(work());
        },
      );
    });
  });
  callbackServer.listen(0, '127.0.0.1');
  await once(callbackServer, 'listening');
  callbackOrigin = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await daraja.close();
  callbackServer.closeAllConnections();
  callbackServer.close();
});

const visitor = (overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  trainingId: seminar.trainingId,
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '0712 345 678',
  organisation: 'Otieno Traders',
  kraPin: 'a012345678z',
  attendees: ['Amina Otieno'],
  paymentMethod: 'invoice',
  ...overrides,
});

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the mails of a registration, delivered to a real SMTP server', () => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let worker: OutboxWorker | undefined;
  const clock = { now: START };

  function depsFor(overrides: Partial<RegistrationDeps> = {}, terms: TrainingTerms = seminar): RegistrationDeps {
    currentDeps = {
      db,
      siteUrl: SITE,
      terms: async (id) => (id === terms.trainingId ? terms : undefined),
      mpesa: { client: new DarajaClient(settings, { now: () => clock.now }), callbackUrl: mpesaCallbackUrl(callbackOrigin, settings) },
      staffAddress: async () => 'enquiries@kilele.example',
      firmContact: async () => firmContactSeed(),
      invoiceDetails: async () => testInvoiceDetails,
      trainingEvent: async (id) => (id === seminar.trainingId ? seminarEvent : undefined),
      wake: () => worker?.wake(),
      now: () => clock.now,
      ...overrides,
    };
    return currentDeps;
  }

  function deliver() {
    worker = new OutboxWorker({ db, transport, pollIntervalMs: 50, log: () => undefined });
    worker.start();
  }

  const subjectOf = (mail: { subject: string }) => decodeHeader(mail.subject);
  const received = (subjectStart: string) => smtp.received.filter((mail) => subjectOf(mail).startsWith(subjectStart));

  beforeAll(async () => {
    database = await embeddedDatabase();
    db = database.handle.db;
    smtp = await startSmtpServer();
    transport = createSmtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
    await database.cleanup();
  });
  beforeEach(async () => {
    await db.execute(sql`truncate table registrations, mpesa_payments, waitlist, training_seats, mail_outbox cascade`);
    smtp.received.length = 0;
    settling.length = 0;
    daraja.script.length = 0;
    clock.now = START;
  });
  afterEach(async () => {
    await Promise.all(settling);
    await worker?.stop();
    worker = undefined;
  });

  it('refuses the invoice method while the firm has not filled in its payment details, and stores and mails nothing', async () => {
    const deps = depsFor({ invoiceDetails: async () => undefined });
    expect(await register(visitor(), deps)).toEqual({ outcome: 'refused', reason: 'no-invoice-details' });
    expect(await joinWaitlist(visitor(), deps)).toEqual({ outcome: 'refused', reason: 'no-invoice-details' });
    expect(await db.select().from(registrations)).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });

  it('mails the pro-forma invoice at once, its PDF attached with every seat, the VAT inside the fee, the due date and how to pay', async () => {
    const deps = depsFor();
    const result = await register(visitor({ name: 'Amina <b>Otieno</b> & Co', attendees: ['Amina Otieno', 'Brian Kamau'] }), deps);
    if (result.outcome !== 'invoiced') throw new Error(result.outcome);
    const { reference, invoiceNumber } = result.registration;
    expect(invoiceNumber).toBe(`PF-${reference.slice(3)}`);
    // Queued with the registration, the PDF in the mail's own row: nothing is made later.
    const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-invoice'));
    expect(queued?.attachments).toMatchObject([{ filename: `${invoiceNumber}.pdf`, contentType: 'application/pdf' }]);

    deliver();
    await eventually(() => received('Pro-forma invoice').length === 1);
    const [mail] = received('Pro-forma invoice');
    expect(mail!.to).toEqual(['amina@example.com']);
    expect(subjectOf(mail!)).toBe(`Pro-forma invoice ${invoiceNumber}: Tax seminar 2026`);
    const text = plainText(mail!.raw);
    expect(text).toContain(`Thank you for registering 2 seats at Tax seminar 2026. Your pro-forma invoice ${invoiceNumber} is attached.`);
    expect(text).toContain(`Please pay KES 70,000.00 (VAT inclusive; VAT at 16%: KES 9,655.17) by 8 May 2026, and quote ${reference} with your payment.`);
    expect(text).toContain('Bank: Test Bank of Kenya, Upper Hill');
    expect(text).toContain('Account number: 0123456789012');
    expect(text).toContain(`M-Pesa paybill: 555123, account number ${reference}`);
    expect(text).toContain('Kilele Partners LLP');
    const html = htmlText(mail!.raw);
    expect(html).toContain('Dear Amina &lt;b&gt;Otieno&lt;/b&gt; &amp; Co,');
    expect(html).not.toContain('<b>Otieno');

    const pdf = mimeParts(mail!.raw).find((part) => part.filename === `${invoiceNumber}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const invoice = await pdfText(pdf!.content);
    for (const expected of [
      'PRO-FORMA INVOICE',
      `Invoice number ${invoiceNumber}`,
      `Reference to quote ${reference}`,
      'Issued 1 May 2026',
      'Due 8 May 2026',
      'Name Amina <b>Otieno</b> & Co',
      'Organisation Otieno Traders',
      'KRA PIN A012345678Z',
      'Tax seminar 2026, 29th - 30th May 2026: one seat for Amina Otieno 1 35,000.00 35,000.00',
      'Tax seminar 2026, 29th - 30th May 2026: one seat for Brian Kamau 1 35,000.00 35,000.00',
      'Total, VAT inclusive (KES) 70,000.00',
      'of which VAT at 16% (KES) 9,655.17',
      'Amount before VAT (KES) 60,344.83',
      'Account name Kilele Partners LLP (test)',
      'Account number 0123456789012',
      'SWIFT or bank code TESTKENA',
      `Paybill number 555123 Account number ${reference}`,
      'KRA PIN P051234567Q | VAT No. 0123456X',
      'This is a pro-forma invoice, not a tax invoice.',
    ]) {
      expect(invoice).toContain(expected);
    }
  });

  it('marking the invoice paid mails one confirmation with the event, the invoice number, the VAT and the .ics, however often it is marked', async () => {
    const deps = depsFor();
    const result = await register(visitor({ attendees: ['Amina Otieno', 'Brian Kamau'] }), deps);
    if (result.outcome !== 'invoiced') throw new Error(result.outcome);
    clock.now = new Date('2026-05-05T08:00:00Z');
    expect(await markInvoicePaid(result.registration.id, deps)).toEqual({ ok: true, status: 'paid' });
    expect(await markInvoicePaid(result.registration.id, deps)).toEqual({ ok: true, status: 'paid' });

    deliver();
    // The invoice, the firm's notification of the registration, and one confirmation.
    await eventually(() => smtp.received.length === 3);
    await worker!.nextRounds(2);
    expect(smtp.received).toHaveLength(3);
    const confirmations = received('Confirmed:');
    expect(confirmations).toHaveLength(1);
    const [mail] = confirmations;
    const { reference, invoiceNumber } = result.registration;
    expect(mail!.to).toEqual(['amina@example.com']);
    expect(subjectOf(mail!)).toBe(`Confirmed: Tax seminar 2026 – ${reference}`);
    const text = plainText(mail!.raw);
    expect(text).toContain('Your payment is received and your 2 seats are confirmed at Tax seminar 2026.');
    expect(text).toContain('Dates: 29th - 30th May 2026');
    expect(text).toContain('Time: 9:00am - 5:00pm (Nairobi time)');
    expect(text).toContain('Venue: Radisson Blu Hotel, Elgon Road, Upper Hill, Nairobi');
    expect(text).toContain('Attendees: Amina Otieno, Brian Kamau');
    expect(text).toContain('Paid: KES 70,000.00, VAT inclusive (VAT at 16%: KES 9,655.17)');
    expect(text).toContain(`Payment: Invoice ${invoiceNumber}`);
    expect(text).toContain('The tax invoice, issued through KRA eTIMS, follows by email.');

    const ics = mimeParts(mail!.raw).find((part) => part.filename === 'tax-seminar-2026.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString('utf8');
    // 9:00 in Nairobi (UTC+3) is 06:00 UTC; 17:00 on the second day is 14:00 UTC.
    expect(calendar).toContain('DTSTART:20260529T060000Z');
    expect(calendar).toContain('DTEND:20260530T140000Z');
    expect(calendar).toContain('SUMMARY:Tax seminar 2026');
    expect(calendar).toContain('LOCATION:Radisson Blu Hotel\\, Elgon Road\\, Upper Hill\\, Nairobi');
  });

  it('an M-Pesa payment whose callback comes twice mails one confirmation, with the receipt number', async () => {
    const deps = depsFor();
    daraja.script.push({ resultCode: 0, receipt: 'TKR7ZQ1A2B', callback: 'twice', delayMs: 30 });
    const result = await register(visitor({ paymentMethod: 'mpesa' }), deps);
    if (result.outcome !== 'held') throw new Error(result.outcome);
    await eventually(() => settling.length >= 2);
    await Promise.all(settling);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-confirmation'))).length).toBe(1);

    deliver();
    // The firm's notification of the registration, and one confirmation.
    await eventually(() => smtp.received.length === 2);
    await worker!.nextRounds(2);
    expect(smtp.received).toHaveLength(2);
    const [mail] = received('Confirmed:');
    expect(mail!.to).toEqual(['amina@example.com']);
    expect(subjectOf(mail!)).toBe(`Confirmed: Tax seminar 2026 – ${result.registration.reference}`);
    const text = plainText(mail!.raw);
    expect(text).toContain('Your payment is received and your seat is confirmed at Tax seminar 2026.');
    expect(text).toContain('Payment: M-Pesa, receipt TKR7ZQ1A2B');
    // 35,000 × 16 / 116 = 4,827.586…: KES 4,827.59.
    expect(text).toContain('Paid: KES 35,000.00, VAT inclusive (VAT at 16%: KES 4,827.59)');
    const ics = mimeParts(mail!.raw).find((part) => part.filename === 'tax-seminar-2026.ics');
    expect(ics!.content.toString('utf8')).toContain('DTSTART:20260529T060000Z');
  });

  it('a waitlist offer taken up by invoice mails the pro-forma invoice', async () => {
    const deps = depsFor({}, { ...seminar, capacity: 1 });
    const first = await register(visitor(), deps);
    if (first.outcome !== 'invoiced') throw new Error(first.outcome);
    const waiting = await joinWaitlist(visitor({ name: 'Chebet Mutai', email: 'chebet@example.com', attendees: ['Chebet Mutai'] }), deps);
    expect(waiting.outcome).toBe('waitlisted');
    await cancelRegistration(first.registration.id, 'cannot come', deps);
    const [offer] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'waitlist-offer'));
    const token = /offer\?token=([\w-]+)/.exec(offer!.textBody)?.[1];
    expect(await acceptOffer(token!, deps)).toMatchObject({ outcome: 'invoiced' });
    const [taken] = await db.select().from(registrations).where(eq(registrations.email, 'chebet@example.com'));
    expect(taken?.status).toBe('invoice_sent');

    deliver();
    await eventually(() => received(`Pro-forma invoice ${taken!.invoiceNumber!}`).length === 1);
    const [mail] = received(`Pro-forma invoice ${taken!.invoiceNumber!}`);
    expect(mail!.to).toEqual(['chebet@example.com']);
    const pdf = mimeParts(mail!.raw).find((part) => part.contentType === 'application/pdf');
    const invoice = await pdfText(pdf!.content);
    expect(invoice).toContain(`Invoice number ${taken!.invoiceNumber!}`);
    expect(invoice).toContain('one seat for Chebet Mutai');
  });

  it('reminds each paid registration once, the day before from 8:00 in Nairobi, with the venue, a map and the start time', async () => {
    const deps = depsFor();
    const paid: string[] = [];
    for (const [name, email] of [
      ['Amina Otieno', 'amina@example.com'],
      ['Brian Kamau', 'brian@example.com'],
      ['Chebet Mutai', 'chebet@example.com'],
    ] as const) {
      const result = await register(visitor({ name, email, attendees: [name] }), deps);
      if (result.outcome !== 'invoiced') throw new Error(result.outcome);
      if (email !== 'chebet@example.com') {
        await markInvoicePaid(result.registration.id, deps);
        paid.push(result.registration.reference);
      }
    }
    // 07:59 in Nairobi on Thursday 28 May: not yet.
    clock.now = new Date('2026-05-28T04:59:00Z');
    expect(await queueTrainingReminders(deps)).toBe(0);
    // 08:00: the two paid ones, once, however many passes run at once; the unpaid invoice none.
    clock.now = new Date('2026-05-28T05:00:00Z');
    const passes = await Promise.all([queueTrainingReminders(deps), queueTrainingReminders(deps), queueTrainingReminders(deps)]);
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(2);
    clock.now = new Date('2026-05-28T20:00:00Z');
    expect(await queueTrainingReminders(deps)).toBe(0);

    deliver();
    await eventually(() => received('Tomorrow:').length === 2);
    await worker!.nextRounds(2);
    const reminders = received('Tomorrow:');
    expect(reminders.flatMap((mail) => mail.to).sort()).toEqual(['amina@example.com', 'brian@example.com']);
    for (const mail of reminders) {
      expect(subjectOf(mail)).toBe('Tomorrow: Tax seminar 2026, 9:00am at Radisson Blu Hotel');
      const text = plainText(mail.raw);
      expect(text).toContain('A reminder: Tax seminar 2026 is tomorrow, Friday 29 May 2026, starting at 9:00am (Nairobi time).');
      expect(text).toContain('Venue: Radisson Blu Hotel, Elgon Road, Upper Hill, Nairobi');
      expect(text).toContain('Map: https://www.google.com/maps/search/?api=1&query=Radisson%20Blu%20Hotel%2C%20Elgon%20Road%2C%20Upper%20Hill%2C%20Nairobi');
      expect(htmlText(mail.raw)).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Radisson%20Blu%20Hotel%2C%20Elgon%20Road%2C%20Upper%20Hill%2C%20Nairobi"');
      expect(paid.some((reference) => text.includes(`Reference: ${reference}`))).toBe(true);
    }
    // After the start, nothing more: a registration paid now is not reminded of a training under way.
    clock.now = new Date('2026-05-29T06:30:00Z');
    expect(await queueTrainingReminders(deps)).toBe(0);
  });

  it('mails the firm once for each new registration (invoice, M-Pesa hold, waitlist), with a link to its staff page, and not again as it changes', async () => {
    const deps = depsFor({}, { ...seminar, capacity: 3 });
    const invoiced = await register(visitor({ name: 'Amina <b>Otieno</b>', attendees: ['Amina Otieno', 'Brian Kamau'] }), deps);
    if (invoiced.outcome !== 'invoiced') throw new Error(invoiced.outcome);
    daraja.script.push({ resultCode: 0, held: true });
    const held = await register(visitor({ name: 'Wanjiku Mwangi', email: 'wanjiku@example.com', phone: '0722 000 111', organisation: '', kraPin: '', attendees: ['Wanjiku Mwangi'], paymentMethod: 'mpesa' }), deps);
    if (held.outcome !== 'held') throw new Error(held.outcome);
    const waiting = await joinWaitlist(visitor({ name: 'Chebet Mutai', email: 'chebet@example.com', attendees: ['Chebet Mutai'] }), deps);
    if (waiting.outcome !== 'waitlisted') throw new Error(waiting.outcome);
    // Paid and cancelled: no more mail to the firm (the registrant's confirmation and the waitlist offer go to them).
    await markInvoicePaid(invoiced.registration.id, deps);
    await cancelRegistration(held.registration.id, 'asked by phone', deps);
    const notifications = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-notification'));
    expect(notifications.map((mail) => [mail.toAddress, mail.personEmail]).sort()).toEqual([
      ['enquiries@kilele.example', 'amina@example.com'],
      ['enquiries@kilele.example', 'chebet@example.com'],
      ['enquiries@kilele.example', 'wanjiku@example.com'],
    ]);

    deliver();
    await eventually(() => received('Training registration:').length === 2 && received('Waitlist:').length === 1);
    await worker!.nextRounds(2);
    const [invoiceMail] = received(`Training registration: ${invoiced.registration.reference}`);
    expect(invoiceMail!.to).toEqual(['enquiries@kilele.example']);
    expect(subjectOf(invoiceMail!)).toBe(`Training registration: ${invoiced.registration.reference} – Tax seminar 2026 (2 seats, Invoice ${invoiced.registration.invoiceNumber})`);
    expect(invoiceMail!.headers).toMatch(/^Reply-To: .*amina@example\.com/im);
    const text = plainText(invoiceMail!.raw);
    expect(text).toContain('Someone registered for a training on the website.');
    expect(text).toContain(`Registration: ${invoiced.registration.reference}`);
    expect(text).toContain('Training: Tax seminar 2026');
    expect(text).toContain('Seats: 2');
    expect(text).toContain('Attendees:\nAmina Otieno\nBrian Kamau');
    expect(text).toContain('Amount: KES 70,000.00 (VAT KES 9,655.17 included)');
    expect(text).toContain(`Status: Pro-forma invoice ${invoiced.registration.invoiceNumber} mailed; seats held until it is due on 8 May 2026`);
    expect(text).toContain('Phone: 254712345678');
    expect(text).toContain('Organisation: Otieno Traders');
    expect(text).toContain('KRA PIN: A012345678Z');
    expect(text).toContain(`https://www.kilele.example/admin/registrations/${invoiced.registration.id}`);
    const html = htmlText(invoiceMail!.raw);
    expect(html).toContain('Amina &lt;b&gt;Otieno&lt;/b&gt;');
    expect(html).toContain(`href="https://www.kilele.example/admin/registrations/${invoiced.registration.id}"`);

    const [mpesaMail] = received(`Training registration: ${held.registration.reference}`);
    expect(subjectOf(mpesaMail!)).toBe(`Training registration: ${held.registration.reference} – Tax seminar 2026 (1 seat, M-Pesa)`);
    const mpesaText = plainText(mpesaMail!.raw);
    // Held 10 minutes from 10:00 in Nairobi.
    expect(mpesaText).toContain('Status: Seats held until 1 May 2026 at 10:10 (Nairobi time) while the M-Pesa prompt on the phone is answered');
    expect(mpesaText).toContain('Phone: 254722000111');
    expect(mpesaText).toContain('Organisation: (not given)');

    const [waitlistMail] = received('Waitlist:');
    expect(subjectOf(waitlistMail!)).toBe(`Waitlist: ${waiting.registration.reference} – Tax seminar 2026 (1 seat, waitlist)`);
    const waitlistText = plainText(waitlistMail!.raw);
    expect(waitlistText).toContain('Someone joined the waitlist of a training on the website.');
    expect(waitlistText).toContain('Status: On the waitlist: offered seats by mail when some come free');
  });
});
