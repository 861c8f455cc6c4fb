/**
 * Double opt-in and unsubscribe, the same answer whatever an address's state, and the
 * firm's tools: exports, the undelivered mail list and erasure.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, subscribers } from '../../lib/db/schema';
import { formMessages } from '../../lib/forms/messages';
import { confirmSubscription, unsubscribe } from '../../lib/forms/newsletter';
import { eraseByEmail, exportTable, outboxTable, purgeExpired, toCsv } from '../../lib/forms/records';
import { processSubmission } from '../../lib/forms/submission';
import { createFileTransport } from '../../lib/mail/transport';
import { OutboxWorker } from '../../lib/mail/worker';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { TEST_SITE_URL, testDeps } from './support/deps';
import { counts, outbox } from './support/rows';

describe.each(databaseKinds)('newsletter and records on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  const db = () => database().handle.db;
  const subscribe = (email: string, source: 'footer' | 'popup' | 'api' = 'footer') =>
    processSubmission('subscribe', { email }, source, testDeps(db()));

  async function linksIn(email: string) {
    const mails = (await outbox(db())).filter((mail) => mail.kind === 'newsletter-confirmation' && mail.toAddress === email);
    const text = mails.at(-1)?.textBody ?? '';
    return {
      count: mails.length,
      confirm: /\/newsletter\/confirm\?token=([\w-]+)/.exec(text)?.[1],
      unsubscribe: /\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(text)?.[1],
      headers: mails.at(-1)?.headers,
    };
  }

  const statusOf = async (email: string) =>
    (await db().select().from(subscribers).where(eq(subscribers.email, email)))[0];


  it('confirms by link, answers alike for new, pending and confirmed addresses, and unsubscribes', async () => {
    const answer = { status: 200, message: formMessages.success.subscribe };
    expect(await subscribe('Njeri@Example.com', 'popup')).toEqual(answer);
    const pending = await statusOf('njeri@example.com');
    expect(pending).toMatchObject({ status: 'pending', source: 'popup', consentedAt: null });

    const links = await linksIn('njeri@example.com');
    expect(links.count).toBe(1);
    expect(links.confirm).toMatch(/^[\w-]{43}$/);
    expect(links.headers?.['List-Unsubscribe']).toBe(`<${TEST_SITE_URL}/newsletter/unsubscribe/submit?token=${links.unsubscribe}>`);
    expect(links.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Asking again while pending: the same answer, and no second mail within the resend window.
    expect(await subscribe('njeri@example.com')).toEqual(answer);
    expect((await linksIn('njeri@example.com')).count).toBe(1);

    expect(await confirmSubscription(db(), links.confirm)).toBe('confirmed');
    const confirmed = await statusOf('njeri@example.com');
    expect(confirmed?.status).toBe('confirmed');
    expect(confirmed?.consentedAt).toBeInstanceOf(Date);
    expect(await confirmSubscription(db(), links.confirm)).toBe('already-confirmed');

    // A confirmed address: the same answer, nothing mailed, nothing changed.
    expect(await subscribe('njeri@example.com')).toEqual(answer);
    expect((await linksIn('njeri@example.com')).count).toBe(1);
    expect((await statusOf('njeri@example.com'))?.status).toBe('confirmed');

    expect(await unsubscribe(db(), links.unsubscribe)).toBe('unsubscribed');
    expect((await statusOf('njeri@example.com'))?.status).toBe('unsubscribed');
    expect(await unsubscribe(db(), links.unsubscribe)).toBe('already-unsubscribed');
    // The old confirmation link cannot sign the address up again.
    expect(await confirmSubscription(db(), links.confirm)).toBe('invalid');

    // Subscribing again needs a new confirmation.
    expect(await subscribe('njeri@example.com')).toEqual(answer);
    const again = await linksIn('njeri@example.com');
    expect(again.count).toBe(2);
    expect(again.confirm).not.toBe(links.confirm);
    expect(again.unsubscribe).toBe(links.unsubscribe);
    expect((await statusOf('njeri@example.com'))?.status).toBe('pending');
    expect(await confirmSubscription(db(), again.confirm)).toBe('confirmed');
  });

  it('resends the confirmation to a pending address after the resend window', async () => {
    await subscribe('kamau@example.com');
    await db()
      .update(subscribers)
      .set({ confirmationSentAt: sql`now() - interval '1 hour'` })
      .where(eq(subscribers.email, 'kamau@example.com'));
    await subscribe('kamau@example.com');
    const links = await linksIn('kamau@example.com');
    expect(links.count).toBe(2);
    expect(await confirmSubscription(db(), links.confirm)).toBe('confirmed');
  });

  it('refuses expired, unknown and malformed tokens', async () => {
    await subscribe('late@example.com');
    const links = await linksIn('late@example.com');
    await db()
      .update(subscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(subscribers.email, 'late@example.com'));
    expect(await confirmSubscription(db(), links.confirm)).toBe('expired');
    expect((await statusOf('late@example.com'))?.status).toBe('pending');
    const unknown = 'A'.repeat(43);
    expect(await confirmSubscription(db(), unknown)).toBe('invalid');
    expect(await unsubscribe(db(), unknown)).toBe('invalid');
    for (const token of [undefined, '', 'short', ['array'], `${links.confirm}'; drop table subscribers; --`]) {
      expect(await confirmSubscription(db(), token)).toBe('invalid');
      expect(await unsubscribe(db(), token)).toBe('invalid');
    }
  });

  it('handles two simultaneous sign-ups of one new address as one', async () => {
    const results = await Promise.all([subscribe('twice@example.com'), subscribe('twice@example.com')]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect((await counts(db())).subscribers).toBe(1);
  });

  it('exports each form as spreadsheet-safe CSV with one header row', async () => {
    await subscribe('reader@example.com');
    await processSubmission(
      'contact',
      { name: 'Zawadi, "Z" Mwangi', email: 'zawadi@example.com', subject: '=HYPERLINK("http://evil.example")', content: 'Line one\nLine two' },
      'contact-page',
      testDeps(db()),
    );
    await processSubmission(
      'booking',
      { name: 'Juma', email: 'juma@example.com', phone: '+254 733 000 111', industry: 'Retail', service: 'Business Advisory' },
      'booking-page',
      testDeps(db()),
    );

    const contacts = toCsv(await exportTable(db(), 'contacts', TEST_SITE_URL)).split('\r\n');
    expect(contacts[0]).toBe('received_at,name,email,company,subject,message,source');
    expect(contacts[1]).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,"Zawadi, ""Z"" Mwangi",zawadi@example.com,,"'=HYPERLINK\(""http:\/\/evil.example""\)","Line one\nLine two",contact-page$/,
    );

    const bookingsCsv = toCsv(await exportTable(db(), 'bookings', TEST_SITE_URL)).split('\r\n');
    expect(bookingsCsv[0]).toBe('received_at,name,email,phone,industry,service,info,source');
    expect(bookingsCsv[1]).toContain(",Juma,juma@example.com,'+254 733 000 111,Retail,Business Advisory,,booking-page");

    const subscribersTable = await exportTable(db(), 'subscribers', TEST_SITE_URL);
    expect(subscribersTable.columns).toEqual([
      'email',
      'status',
      'source',
      'requested_at',
      'consented_at',
      'unsubscribed_at',
      'unsubscribe_url',
      'list_unsubscribe_url',
      'topics',
      'reminder_groups',
    ]);
    expect(subscribersTable.rows[0]).toMatchObject({
      email: 'reader@example.com',
      status: 'pending',
      consented_at: '',
      topics: 'insights',
      reminder_groups: '',
    });
    expect(subscribersTable.rows[0]?.unsubscribe_url).toMatch(/^https:\/\/www\.kilele\.example\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    expect(subscribersTable.rows[0]?.list_unsubscribe_url).toMatch(
      /^https:\/\/www\.kilele\.example\/newsletter\/unsubscribe\/submit\?token=[\w-]{43}$/,
    );
  });

  it('lists undelivered mail and erases one person everywhere, .eml files included', async () => {
    const deps = testDeps(db());
    await processSubmission('subscribe', { email: 'gone@example.com' }, 'footer', deps);
    await processSubmission(
      'contact',
      { name: 'Gone', email: 'Gone@Example.com', subject: 'Hi', content: 'Please forget me later.' },
      'contact-page',
      deps,
    );
    await processSubmission(
      'booking',
      { name: 'Gone', email: 'gone@example.com', phone: '0712345678', industry: 'Retail', service: 'ICT Advisory' },
      'booking-page',
      deps,
    );
    await processSubmission('subscribe', { email: 'stays@example.com' }, 'footer', deps);
    const undelivered = await outboxTable(db());
    expect(undelivered.rows).toHaveLength(6);
    expect(undelivered.columns).toContain('last_error');

    // Deliver the contact mails to files, so erasure has files to remove.
    const mailDir = path.join(database().dataDir, 'mail');
    await new OutboxWorker({ db: db(), transport: createFileTransport(mailDir) }).runRound();
    expect(readdirSync(mailDir)).toHaveLength(6);
    expect((await outboxTable(db())).rows).toHaveLength(0);

    const report = await eraseByEmail(db(), ' GONE@example.com ', mailDir);
    expect(report).toEqual({ subscribers: 1, contactMessages: 1, bookings: 1, registrations: 0, mails: 5, mailFiles: 5 });
    expect(await counts(db())).toEqual({ subscribers: 1, contacts: 0, bookings: 0, mails: 1 });
    expect(readdirSync(mailDir)).toHaveLength(1);
    const [left] = await db().select().from(mailOutbox);
    expect(left?.toAddress).toBe('stays@example.com');
    expect(existsSync(mailDir)).toBe(true);
    expect(await eraseByEmail(db(), 'nobody@example.com', mailDir)).toEqual({
      subscribers: 0,
      contactMessages: 0,
      bookings: 0,
      registrations: 0,
      mails: 0,
      mailFiles: 0,
    });
  });

  it('purges what the retention policy no longer keeps, and nothing else', async () => {
    const deps = testDeps(db());
    const contact = { name: 'Old', subject: 'Hi', content: 'An old enquiry.' };
    const booking = { name: 'Old', phone: '0712345678', industry: 'Retail', service: 'ICT Advisory' };
    await processSubmission('contact', { ...contact, email: 'old@example.com' }, 'contact-page', deps);
    await processSubmission('booking', { ...booking, email: 'old@example.com' }, 'booking-page', deps);
    await processSubmission('contact', { ...contact, email: 'new@example.com' }, 'contact-page', deps);
    await processSubmission('subscribe', { email: 'never-confirmed@example.com' }, 'footer', deps);
    await processSubmission('subscribe', { email: 'still-deciding@example.com' }, 'footer', deps);
    await new OutboxWorker({ db: db(), transport: createFileTransport(path.join(database().dataDir, 'mail-purge')) }).runRound();

    // Age the old person's records past 24 months and one sign-up's link past a month expired.
    const longAgo = sql`now() - interval '25 months'`;
    await db().execute(sql`update contact_messages set created_at = ${longAgo} where email = 'old@example.com'`);
    await db().execute(sql`update bookings set created_at = ${longAgo} where email = 'old@example.com'`);
    await db().execute(
      sql`update subscribers set confirm_expires_at = now() - interval '31 days' where email = 'never-confirmed@example.com'`,
    );
    // Mail: the old person's four were delivered 31 days ago; one of the new enquiry's two was
    // given up on 31 days ago, the other delivered yesterday; one sign-up's confirmation has
    // waited 40 days without being given up on (the worker does that, not the purge).
    await db().execute(sql`update mail_outbox set sent_at = now() - interval '31 days' where person_email = 'old@example.com'`);
    await db().execute(sql`update mail_outbox set sent_at = now() - interval '1 day' where person_email = 'new@example.com'`);
    await db().execute(
      sql`update mail_outbox set sent_at = null, dead_at = now() - interval '31 days'
          where id = (select id from mail_outbox where person_email = 'new@example.com' order by kind limit 1)`,
    );
    await db().execute(
      sql`update mail_outbox set sent_at = null, created_at = now() - interval '40 days'
          where person_email = 'still-deciding@example.com'`,
    );

    expect(await purgeExpired(db())).toEqual({ contactMessages: 1, bookings: 1, registrations: 0, registrationAddresses: 0, mails: 5, unconfirmedSubscribers: 1 });
    expect(await counts(db())).toEqual({ subscribers: 1, contacts: 1, bookings: 0, mails: 3 });
    const left = await db().select().from(mailOutbox);
    expect(left.map((mail) => mail.personEmail).sort()).toEqual([
      'never-confirmed@example.com',
      'new@example.com',
      'still-deciding@example.com',
    ]);
    expect(await purgeExpired(db())).toEqual({ contactMessages: 0, bookings: 0, registrations: 0, registrationAddresses: 0, mails: 0, unconfirmedSubscribers: 0 });
  });
});
