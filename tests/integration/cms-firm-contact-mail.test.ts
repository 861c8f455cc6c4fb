/**
 * The contact details staff set in the admin reach what the site sends, not only what it shows:
 * the mails a contact message causes (the visitor's receipt, every mail's footer, where the
 * firm's notification goes when NOTIFY_TO is not set), a training's calendar file and the forms'
 * messages. Real parts throughout: the admin (Payload) on a real database, the JSON route
 * module, the outbox worker delivering to a real SMTP server. When the admin's content cannot be
 * read, the post is still accepted and its mail queued, with the last good details or, before
 * any, today's.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openedAdmin, readFirmContact } from '@/lib/cms/read-firm-contact';
import { readFirmContactNow } from '@/lib/cms/read-content';
import { contactMessages, type OutboxMail } from '@/lib/db/schema';
import { defaultSubmissionDeps, processSubmission } from '@/lib/forms/submission';
import { createSmtpTransport, type MailTransport } from '@/lib/mail/transport';
import { OutboxWorker } from '@/lib/mail/worker';
import { openTestCms, type TestCms } from './support/cms';
import { embeddedDatabase, type TestDatabase } from './support/databases';
import { jsonPost } from './support/deps';
import { eventually, outbox } from './support/rows';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const NEW_PHONE = { label: 'Main office', display: '+254 700 000 999' };
const NEW_EMAIL = 'hello@kilele-partners.example';
const NEW_BUILDING = 'Mvule Towers, 9th Floor';

describe('the admin’s contact details in the mails, calendar files and form messages', () => {
  let database: TestDatabase;
  let cms: TestCms;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let worker: OutboxWorker;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await embeddedDatabase();
    // Where notifications go is then the admin's to say.
    vi.stubEnv('NOTIFY_TO', '');
    cms = await openTestCms(database);
    smtp = await startSmtpServer();
    transport = createSmtpTransport(smtp.url);
    worker = new OutboxWorker({ db: db(), transport, pollIntervalMs: 50, log: () => undefined });
    worker.start();
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    transport?.close();
    await smtp?.close();
    await cms?.close();
    await database?.cleanup();
  });

  afterEach(() => {
    smtp.received.length = 0;
  });

  /** Posts a contact message to the site's JSON endpoint, as a visitor's browser would. */
  async function postContact(email: string, name = 'Amina Yusuf') {
    const { POST } = await import('../../app/api/client/submit-form/route');
    const response = await POST(
      jsonPost('/api/client/submit-form', { data: { name, email, subject: 'Audit quote', content: 'Could you audit our books?', honey: '' } }),
    );
    return { status: response.status, body: (await response.json()) as { message: string } };
  }

  /** The mails a visitor's message caused once delivered: the rows queued and what the SMTP server took. */
  async function mailsFor(visitor: string): Promise<{ receipt: OutboxMail; notification: OutboxMail }> {
    let rows: OutboxMail[] = [];
    await eventually(async () => {
      rows = (await outbox(db())).filter((row) => row.personEmail === visitor);
      return rows.length === 2 && rows.every((row) => row.sentAt !== null);
    });
    return {
      receipt: rows.find((row) => row.kind === 'contact-acknowledgement')!,
      notification: rows.find((row) => row.kind === 'contact-notification')!,
    };
  }

  /** Makes the admin's contact details unreadable (its table gone) while the site's own tables work. */
  async function withContactDetailsUnreadable(work: () => Promise<void>) {
    await db().execute(sql`alter table payload.firm_contact rename to firm_contact_away`);
    try {
      await work();
    } finally {
      await db().execute(sql`alter table payload.firm_contact_away rename to firm_contact`);
    }
  }

  it('with the admin’s details unreadable before any read, still takes the message and mails today’s details', async () => {
    await withContactDetailsUnreadable(async () => {
      const answer = await postContact('first@example.com');
      expect(answer).toEqual({ status: 200, body: { message: 'Thank you, your message has been sent. We will reply by email within one working day.' } });
    });
    expect(await db().select({ email: contactMessages.email }).from(contactMessages).where(eq(contactMessages.email, 'first@example.com'))).toHaveLength(1);
    const { receipt, notification } = await mailsFor('first@example.com');
    expect(receipt.textBody).toContain('If your matter is urgent, please call us on +254 20 765 4321.');
    expect(receipt.textBody).toContain('Kilele House, 4th Floor, Ralph Bunche Road, Upper Hill, Nairobi\n+254 20 765 4321');
    expect(receipt.replyToAddress).toBe('enquiries@kilele.example');
    expect(notification.toAddress).toBe('enquiries@kilele.example');
    expect(smtp.received.find((mail) => mail.messageId === notification.messageId)?.to).toEqual(['enquiries@kilele.example']);
  });

  it('after staff change the phone, email and address, the receipt, the footer and the notification follow', async () => {
    const { payload } = cms;
    const current = await payload.findGlobal({ slug: 'firm-contact', overrideAccess: true });
    const phones = (current.phones as { label: string; display: string }[]).map(({ label, display }) => ({ label, display }));
    phones[0] = NEW_PHONE;
    const address = { ...(current.address as Record<string, unknown>), building: NEW_BUILDING };
    await payload.updateGlobal({ slug: 'firm-contact', data: { phones, email: NEW_EMAIL, address }, overrideAccess: true });

    expect((await postContact('second@example.com')).status).toBe(200);
    const { receipt, notification } = await mailsFor('second@example.com');
    expect(receipt.textBody).toContain('If your matter is urgent, please call us on +254 700 000 999.');
    expect(receipt.textBody).toContain('Kilele Partners LLP\nMvule Towers, 9th Floor, Ralph Bunche Road, Upper Hill, Nairobi\n+254 700 000 999');
    expect(receipt.htmlBody).toContain('please call us on +254 700 000 999.');
    expect(receipt.htmlBody).toContain('Mvule Towers, 9th Floor, Ralph Bunche Road, Upper Hill, Nairobi<br>\n+254 700 000 999');
    expect(receipt.textBody).not.toContain('+254 20 765 4321');
    // The staff's copy goes to the general email they set, over SMTP.
    expect(notification.toAddress).toBe(NEW_EMAIL);
    const delivered = smtp.received.find((mail) => mail.messageId === notification.messageId);
    expect(delivered?.to).toEqual([NEW_EMAIL]);
    const deliveredReceipt = smtp.received.find((mail) => mail.messageId === receipt.messageId);
    expect(deliveredReceipt?.to).toEqual(['second@example.com']);
    expect(deliveredReceipt?.raw).toContain('+254 700 000 999');
    // A visitor who answers the receipt reaches the new inbox; it still comes from the sending mailbox.
    expect(deliveredReceipt?.headers).toMatch(/^Reply-To: "?Kilele Partners LLP"? <hello@kilele-partners\.example>$/m);
    expect(deliveredReceipt?.headers).toMatch(/^From: "?Kilele Partners LLP"? <enquiries@kilele\.example>$/m);
  });

  it('sends the notification to NOTIFY_TO when it is set, whatever the admin says', async () => {
    const deps = { ...defaultSubmissionDeps(), notifyTo: 'partners-inbox@kilele.example' };
    const outcome = await processSubmission(
      'contact',
      { name: 'Brian Otieno', email: 'third@example.com', subject: 'Payroll', content: 'Do you run payroll?', honey: '' },
      'api',
      deps,
    );
    expect(outcome.status).toBe(200);
    const { receipt, notification } = await mailsFor('third@example.com');
    expect(notification.toAddress).toBe('partners-inbox@kilele.example');
    expect(smtp.received.find((mail) => mail.messageId === notification.messageId)?.to).toEqual(['partners-inbox@kilele.example']);
    // The receipt still carries the admin's phone.
    expect(receipt.textBody).toContain('please call us on +254 700 000 999.');
  });

  it('names the new email in the form’s answer when the message cannot be saved', async () => {
    const deps = { ...defaultSubmissionDeps(), database: () => Promise.reject(new Error('the database is down in this test')), log: () => undefined };
    const outcome = await processSubmission(
      'contact',
      { name: 'Carol Wanjiru', email: 'fourth@example.com', subject: 'VAT', content: 'A VAT question.', honey: '' },
      'api',
      deps,
    );
    expect(outcome).toMatchObject({
      status: 503,
      message: 'We could not save your details just now. Please try again in a few minutes, or email us at hello@kilele-partners.example.',
    });
  });

  it('organises a training’s calendar file from the new email', async () => {
    const { GET } = await import('../../app/(site)/trainings/[slug]/calendar.ics/route');
    const response = await GET(new Request('http://localhost:3000/kp-trainings/tax-updates-seminar-2025/calendar.ics'), {
      params: Promise.resolve({ slug: 'tax-updates-seminar-2025' }),
    });
    expect(response.status).toBe(200);
    const ics = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('ORGANIZER;CN=Kilele Partners LLP:mailto:hello@kilele-partners.example\r\n');
  });

  it('asks the admin once for a crowd’s submissions, again a minute later, and at once after a change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let asked = 0;
      const admin = async () => {
        asked += 1;
        return cms.payload;
      };
      // A minute on from the reads of the tests above.
      vi.setSystemTime(Date.now() + 61_000);
      const crowd = await Promise.all(Array.from({ length: 20 }, () => readFirmContact(admin)));
      expect(new Set(crowd.map((contact) => contact.email))).toEqual(new Set([NEW_EMAIL]));
      for (let submission = 0; submission < 5; submission += 1) await readFirmContact(admin);
      expect(asked).toBe(1);

      vi.setSystemTime(Date.now() + 61_000);
      await readFirmContact(admin);
      expect(asked).toBe(2);

      // Staff change the email: the very next submission has it.
      await cms.payload.updateGlobal({ slug: 'firm-contact', data: { email: 'office@kilele-partners.example' }, overrideAccess: true });
      expect((await readFirmContact(admin)).email).toBe('office@kilele-partners.example');
      expect(asked).toBe(3);
      await cms.signalsDelivered();
      await cms.payload.updateGlobal({ slug: 'firm-contact', data: { email: NEW_EMAIL }, overrideAccess: true });
      expect((await readFirmContact(admin)).email).toBe(NEW_EMAIL);
      await cms.signalsDelivered();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the server’s own jobs read the same details through the admin the process opened', async () => {
    const contact = await readFirmContact(openedAdmin);
    expect(contact.email).toBe(NEW_EMAIL);
    expect(contact.phones[0]).toEqual(NEW_PHONE);
  });

  it('with the admin’s details unreadable after a good read, still takes the message and mails the last good details', async () => {
    // A good read first (any mail, calendar file or page makes one), then a minute without a change.
    expect((await readFirmContactNow()).email).toBe(NEW_EMAIL);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    try {
      await withContactDetailsUnreadable(async () => {
        expect((await postContact('fifth@example.com')).status).toBe(200);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await db().select({ email: contactMessages.email }).from(contactMessages).where(eq(contactMessages.email, 'fifth@example.com'))).toHaveLength(1);
    const { receipt, notification } = await mailsFor('fifth@example.com');
    expect(receipt.textBody).toContain('If your matter is urgent, please call us on +254 700 000 999.');
    expect(receipt.textBody).toContain('Mvule Towers, 9th Floor, Ralph Bunche Road, Upper Hill, Nairobi\n+254 700 000 999');
    expect(notification.toAddress).toBe(NEW_EMAIL);
  });
});
