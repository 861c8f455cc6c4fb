/**
 * The outbox against a real SMTP server: delivery, an outage followed by recovery, a
 * refused recipient, restarts with mail pending, and two workers sharing one outbox —
 * each mail arriving exactly once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { mailOutbox } from '../../lib/db/schema';
import { outboxTable } from '../../lib/forms/records';
import { processSubmission } from '../../lib/forms/submission';
import { createSmtpTransport, type MailTransport } from '../../lib/mail/transport';
import { OutboxWorker, type OutboxWorkerOptions } from '../../lib/mail/worker';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { TEST_NOTIFY_TO, testDeps } from './support/deps';
import { eventually, outbox } from './support/rows';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const fast = {
  pollIntervalMs: 50,
  mailBackoff: { baseMs: 100, maxMs: 400 },
  transportBackoff: { baseMs: 50, maxMs: 200 },
  log: () => undefined,
} satisfies Partial<OutboxWorkerOptions>;

describe.each(databaseKinds)('mail delivery on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];
  const transports: MailTransport[] = [];
  const db = () => database().handle.db;

  function startWorker(options: Partial<OutboxWorkerOptions> = {}) {
    const transport = createSmtpTransport(smtp.url);
    const worker = new OutboxWorker({ db: db(), transport, ...fast, ...options });
    transports.push(transport);
    workers.push(worker);
    worker.start();
    return worker;
  }

  async function submitContacts(count: number, prefix = 'visitor') {
    for (let i = 0; i < count; i += 1) {
      const result = await processSubmission(
        'contact',
        { name: `Visitor ${i}`, email: `${prefix}${i}@example.com`, subject: `Question ${i}`, content: 'Hello' },
        'contact-page',
        testDeps(db()),
      );
      expect(result.status).toBe(200);
    }
  }

  const undelivered = async () => (await db().select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length;

  function expectEachDeliveredOnce(expected: number) {
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    await smtp.start();
    smtp.received.length = 0;
    smtp.refuse.clear();
    smtp.defer.clear();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    for (const transport of transports.splice(0)) transport.close();
  });

  it('delivers the notification and the receipt, with reply-to and message id', async () => {
    startWorker();
    await submitContacts(1);
    await eventually(async () => (await undelivered()) === 0);
    expectEachDeliveredOnce(2);
    const notification = smtp.received.find((mail) => mail.to.includes(TEST_NOTIFY_TO));
    expect(notification?.headers).toMatch(/^Reply-To: "?Visitor 0"? <visitor0@example.com>$/m);
    const rows = await outbox(db());
    expect(rows.map((row) => row.messageId).sort()).toEqual(smtp.received.map((mail) => mail.messageId).sort());
    expect(rows.every((row) => row.attempts === 1 && row.sentAt && !row.lockedBy)).toBe(true);
  });

  it('rides out an SMTP outage and then delivers every mail exactly once', async () => {
    await smtp.stop();
    const worker = startWorker();
    await submitContacts(3);
    // The worker keeps trying while the server is down; nothing is lost or marked sent.
    await eventually(async () => (await outbox(db())).some((row) => row.attempts >= 2 && row.lastError));
    expect(await undelivered()).toBe(6);
    await submitContacts(2, 'late');
    await smtp.start();
    await eventually(async () => (await undelivered()) === 0);
    // Two more rounds: any mail sent twice would have gone out again by now.
    await worker.nextRounds(2);
    expectEachDeliveredOnce(10);
    expect((await outbox(db())).every((row) => row.lastError === null)).toBe(true);
  });

  const bookingFrom = (email: string) =>
    processSubmission(
      'booking',
      { name: 'Bounce', email, phone: '0712345678', industry: 'Retail', service: 'ICT Advisory' },
      'booking-page',
      testDeps(db()),
    );

  it('backs off a recipient refused for now (450) without holding up the rest', async () => {
    smtp.defer.add('busy@example.com');
    startWorker();
    await bookingFrom('busy@example.com');
    await submitContacts(2);
    await eventually(async () => smtp.received.length === 5);
    const [deferred] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'busy@example.com'));
    expect(deferred?.sentAt).toBeNull();
    expect(deferred?.lastError).toMatch(/450/);
    await eventually(async () => ((await outbox(db())).find((row) => row.toAddress === 'busy@example.com')?.attempts ?? 0) >= 2);
    expect((await outbox(db())).every((row) => row.deadAt === null)).toBe(true);
    smtp.defer.clear();
    await eventually(async () => (await undelivered()) === 0);
    expectEachDeliveredOnce(6);
  });

  it('gives up at once on a recipient refused for good (550), and lists it as dead', async () => {
    smtp.refuse.add('bounce@example.com');
    const worker = startWorker();
    await bookingFrom('bounce@example.com');
    await submitContacts(1);
    await eventually(async () => smtp.received.length === 3);
    await eventually(async () => (await outbox(db())).some((row) => row.deadAt !== null));
    // Two more rounds pass: a dead mail is never tried again.
    await worker.nextRounds(2);
    const [dead] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'bounce@example.com'));
    expect(dead).toMatchObject({ attempts: 1, sentAt: null, lockedBy: null });
    expect(dead?.lastError).toMatch(/550/);
    const table = await outboxTable(db());
    expect(table.rows.map((row) => [row.status, row.to, row.kind])).toEqual([['dead', 'bounce@example.com', 'booking-acknowledgement']]);
    expect(table.rows[0]?.dead_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gives up on mail still undelivered after 3 days, even if it was never tried', async () => {
    await smtp.stop();
    await submitContacts(2);
    // One message's two mails were queued 3 days and a minute ago, the other's an hour ago.
    await db().execute(sql`update mail_outbox set created_at = now() - interval '3 days 1 minute' where person_email = 'visitor0@example.com'`);
    await db().execute(sql`update mail_outbox set created_at = now() - interval '1 hour' where person_email = 'visitor1@example.com'`);
    const transport = createSmtpTransport(smtp.url);
    transports.push(transport);
    await new OutboxWorker({ db: db(), transport, ...fast }).runRound();
    const rows = await outbox(db());
    const byPerson = (email: string) => rows.filter((row) => row.personEmail === email);
    expect(byPerson('visitor0@example.com').map((row) => [row.attempts, row.lastError])).toEqual([
      [0, 'gave up after 3 days: never delivered'],
      [0, 'gave up after 3 days: never delivered'],
    ]);
    expect(byPerson('visitor0@example.com').every((row) => row.deadAt !== null)).toBe(true);
    expect(byPerson('visitor1@example.com').every((row) => row.deadAt === null && row.attempts <= 1)).toBe(true);

    await smtp.start();
    const worker = startWorker();
    await eventually(async () => smtp.received.length === 2);
    // Two more rounds pass: the dead message's mails are never sent.
    await worker.nextRounds(2);
    expect(smtp.received.every((mail) => mail.to.includes('visitor1@example.com') || mail.to.includes(TEST_NOTIFY_TO))).toBe(true);
    expect(smtp.received.map((mail) => mail.subject).join()).not.toContain('Question 0');
  });

  it('renews each mail\'s lease before sending it, so a slow relay never lets another worker resend a batch', async () => {
    await submitContacts(3);
    // Each send takes 300 ms; a lease lasts 1 s; one worker claims all six mails at once,
    // so without renewal the last ones' leases lapse while it is still sending the first.
    const slow = createSmtpTransport(smtp.url);
    transports.push(slow);
    const slowRelay: MailTransport = {
      ...slow,
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await slow.send(mail);
      },
    };
    const first = new OutboxWorker({ db: db(), transport: slowRelay, ...fast, leaseMs: 1_000, batchSize: 6 });
    workers.push(first);
    first.start();
    await eventually(async () => (await outbox(db())).every((row) => row.lockedBy === first.id || row.sentAt));
    const second = (await database().openAnother()).db;
    const other = startWorker({ db: second, leaseMs: 1_000 });
    await eventually(async () => (await undelivered()) === 0, 10_000);
    // Both workers finish two more rounds: a mail resent by either would have arrived.
    await Promise.all([first.nextRounds(2), other.nextRounds(2)]);
    expectEachDeliveredOnce(6);
  });

  it('keeps mail pending across a restart and delivers it once afterwards', async () => {
    await smtp.stop();
    const first = startWorker();
    await submitContacts(2);
    await eventually(async () => (await outbox(db())).every((row) => row.attempts >= 1));
    await first.stop();
    workers.splice(workers.indexOf(first), 1);
    await database().handle.close();

    await smtp.start();
    await database().reopen();
    expect(await undelivered()).toBe(4);
    // The embedded database's one site process: every claim left at its start is its own dead one.
    startWorker({ releaseAllClaimsOnStart: true });
    await eventually(async () => (await undelivered()) === 0);
    expectEachDeliveredOnce(4);
  });

  it('recovers mail claimed by a process that was killed mid-send, as the only worker of the data (the embedded database)', async () => {
    await submitContacts(1);
    // A claim from a dead worker: its lease still runs.
    await db()
      .update(mailOutbox)
      .set({ lockedBy: 'worker-killed', lockedUntil: sql`now() + interval '1 hour'` });
    // One site process per data directory: on start, every old claim is known dead.
    startWorker({ releaseAllClaimsOnStart: true });
    await eventually(async () => (await undelivered()) === 0);
    expectEachDeliveredOnce(2);
  });

  it('honours a claim of another instance until its lease runs out, as several sites on one PostgreSQL server must', async () => {
    await submitContacts(1);
    await db()
      .update(mailOutbox)
      .set({ lockedBy: 'worker-elsewhere', lockedUntil: sql`now() + interval '1 hour'` });
    const worker = startWorker();
    // Two rounds of the worker: a claimed mail sent before its lease ran out would have arrived.
    await worker.nextRounds(2);
    expect(smtp.received).toHaveLength(0);
    await db().update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` });
    await eventually(async () => (await undelivered()) === 0);
    expectEachDeliveredOnce(2);
  });

  it('takes back its own claims left by a round the database dropped out of', async () => {
    await submitContacts(1);
    const transport = createSmtpTransport(smtp.url);
    transports.push(transport);
    const worker = new OutboxWorker({ db: db(), transport, ...fast });
    // What a round leaves when the database goes away between claim and record: its own lease, still running.
    await db().update(mailOutbox).set({ lockedBy: worker.id, lockedUntil: sql`now() + interval '1 hour'` });
    await worker.runRound();
    expect(await undelivered()).toBe(0);
    expectEachDeliveredOnce(2);
  });

  it('never lets two workers send the same mail', async () => {
    await submitContacts(15);
    const second = (await database().openAnother()).db;
    const three = [startWorker({ batchSize: 3 }), startWorker({ batchSize: 3, db: second }), startWorker({ batchSize: 3, db: second })];
    await eventually(async () => (await undelivered()) === 0, 20_000);
    await Promise.all(three.map((worker) => worker.nextRounds(2)));
    expectEachDeliveredOnce(30);
  });

  it('sends at once when woken rather than at the next poll', async () => {
    const worker = startWorker({ pollIntervalMs: 60_000 });
    // Its first round found nothing; it now sleeps for a minute unless woken.
    await worker.nextRounds(1);
    await submitContacts(1);
    worker.wake();
    await eventually(async () => smtp.received.length === 2, 3_000);
  });
});
