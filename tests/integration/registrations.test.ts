/**
 * Selling a training's seats (lib/registrations/) on a real database, against the stand-in
 * Daraja (tests/support/fake-daraja.ts) calling back a real HTTP server that runs the site's
 * callback endpoint: the exact push with its password decoded, every outcome of a prompt
 * (paid, cancelled, timed out, wrong PIN, no funds), duplicate, out-of-order, late, lost and
 * forged callbacks, holds that lapse and the waitlist they feed, invoices, and 50 registrations
 * at once for 10 seats on the PostgreSQL server at 127.0.0.1:5432.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';
import { seminarEvent, testInvoiceDetails } from './support/registration-fixtures';
import { openDatabase } from '../../lib/db/client';
import { mailOutbox, mpesaPayments, registrationRefunds, registrations, waitlist } from '../../lib/db/schema';
import type { DatabaseHandle, Db } from '../../lib/db/types';
import { eraseByEmail, purgeExpired } from '../../lib/forms/records';
import { RateLimiter } from '../../lib/forms/rate-limit';
import { mpesaCallbackKey, mpesaCallbackUrl } from '../../lib/payments/mpesa/callback-path';
import { DarajaClient } from '../../lib/payments/mpesa/daraja';
import { parseMpesaSettings, type MpesaSettings } from '../../lib/payments/mpesa/settings';
import type { RegistrationDeps } from '../../lib/registrations/deps';
import { submitRegistrationForm } from '../../lib/registrations/form-post';
import { handleMpesaCallback } from '../../lib/registrations/mpesa-callback';
import { payByInvoiceInstead } from '../../lib/registrations/invoice-instead';
import { acceptOffer } from '../../lib/registrations/offer';
import { payAgain } from '../../lib/registrations/payments';
import { joinWaitlist as join, register, type RegistrationInput } from '../../lib/registrations/register';
import { cancelRegistration, markInvoicePaid, noteRefund, recordEtimsNumber } from '../../lib/registrations/staff-actions';
import { paymentStatus } from '../../lib/registrations/status';
import { sweepRegistrations } from '../../lib/registrations/sweeper';
import type { TrainingTerms } from '../../lib/registrations/terms';
import { type FakeDaraja, startFakeDaraja } from '../support/fake-daraja';
import { embeddedDatabase, POSTGRES_URL, postgresDatabase, type TestDatabase } from './support/databases';
import { eventually } from './support/rows';

const credentials = { consumerKey: 'test-key', consumerSecret: 'test-secret', shortcode: '174379', passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd', type: 'paybill' as const };
const STAFF = 'enquiries@kilele.example';
const SITE = 'https://www.kilele.example';

/** 10:00 in Nairobi on 1 May 2026; the seminar starts on 29 May. */
const START = new Date('2026-05-01T07:00:00Z');
const seminar: TrainingTerms = { trainingId: 'tax-seminar-2026', title: 'Tax seminar 2026', feeKes: 35_000, capacity: 10, seatLimit: 5, startsOn: '2026-05-29' };

let daraja: FakeDaraja;
let settings: MpesaSettings;
/** The site's callback endpoint on a real HTTP server; `settling` holds the work each answer deferred. */
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
  callbackServer = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', callbackOrigin);
      const request = new Request(url, { method: incoming.method, headers: { 'content-type': String(incoming.headers['content-type'] ?? '') }, body: Buffer.concat(chunks) });
      const key = url.pathname.split('/').at(-1) ?? '';
      const deferred: (() => Promise<void>)[] = [];
      void handleMpesaCallback(request, key, { settings, defer: (work) => deferred.push(work), registrationDeps: async () => currentDeps }).then(async (response) => {
        outgoing.writeHead(response.status, { 'content-type': 'application/json' });
        outgoing.end(await response.text());
        // As Next's after(): the work starts once the answer has gone.
        for (const work of deferred) settling.push(work());
      });
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

/** Deps on `db` with a clock the test moves and one training sold. */
function depsFor(db: Db, clock: { now: Date }, terms: TrainingTerms = seminar): RegistrationDeps {
  currentDeps = {
    db,
    siteUrl: SITE,
    terms: async (id) => (id === terms.trainingId ? terms : undefined),
    mpesa: { client: new DarajaClient(settings, { now: () => clock.now }), callbackUrl: mpesaCallbackUrl(callbackOrigin, settings) },
    staffAddress: async () => STAFF,
    firmContact: async () => firmContactSeed(),
    invoiceDetails: async () => testInvoiceDetails,
    trainingEvent: async () => seminarEvent,
    wake: () => undefined,
    now: () => clock.now,
  };
  return currentDeps;
}

const visitor = (overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  trainingId: seminar.trainingId,
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '0712 345 678',
  organisation: 'Otieno Traders',
  kraPin: 'a012345678z',
  attendees: ['Amina Otieno'],
  paymentMethod: 'mpesa',
  ...overrides,
});

/** The registration form as the visitor's browser posts it, through the form's own path, from `197.248.10.20`. */
function postForm(deps: RegistrationDeps, fields: Record<string, string>) {
  const form = new FormData();
  const all = { training: seminar.trainingId, name: 'Amina Otieno', email: 'amina@example.com', phone: '0712 345 678', seats: '1', attendee1: 'Amina Otieno', payment: 'invoice', ...fields };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return submitRegistrationForm(form, new Headers({ 'x-kilele-client-address': '197.248.10.20' }), { registration: async () => deps, siteUrl: SITE, trustProxy: false, limiter: new RateLimiter({ limit: 100 }) });
}

/** Waits until `n` callbacks have been answered and their work done. */
async function callbacksSettled(n: number) {
  await eventually(() => settling.length >= n, 10_000);
  await Promise.all(settling);
}

/** Joins the waitlist; the test's visitors are never refused. */
async function joinWaitlist(input: RegistrationInput, deps: RegistrationDeps) {
  const result = await join(input, deps);
  if (result.outcome === 'refused') throw new Error(`refused: ${result.reason}`);
  return result;
}

const registrationRow = async (db: Db, id: string) => (await db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const paymentsOf = (db: Db, id: string) => db.select().from(mpesaPayments).where(eq(mpesaPayments.registrationId, id)).orderBy(asc(mpesaPayments.createdAt));
const minutes = (n: number) => n * 60_000;

describe('registrations on the embedded PostgreSQL server', () => {
  let database: TestDatabase;
  let db: Db;
  const clock = { now: START };

  beforeAll(async () => {
    database = await embeddedDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.cleanup());
  beforeEach(async () => {
    await db.execute(sql`truncate table registrations, mpesa_payments, waitlist, training_seats, mail_outbox cascade`);
    clock.now = START;
    settling.length = 0;
    daraja.script.length = 0;
  });
  afterEach(async () => {
    await Promise.all(settling);
    vi.unstubAllEnvs();
  });

  it('pushes exactly what Daraja expects, holds the seats, and is paid by the callback with its receipt', async () => {
    const deps = depsFor(db, clock);
    daraja.script.push({ resultCode: 0, receipt: 'TKR7ZQ1A2B', delayMs: 50 });
    const result = await register(visitor({ attendees: ['Amina Otieno', 'Brian Kamau'] }), deps);
    expect(result.outcome).toBe('held');
    if (result.outcome !== 'held') return;
    const push = daraja.pushes.at(-1)!;
    expect(push.problems).toEqual([]);
    // 07:00 UTC is 10:00 in Nairobi.
    expect(push.body).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from('174379bfb279f9aa9bdbcf158e97dd71a467cd20260501100000').toString('base64'),
      Timestamp: '20260501100000',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 70000,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: `${callbackOrigin}/api/payments/mpesa/callback/${mpesaCallbackKey(settings)}`,
      AccountReference: result.registration.reference,
      TransactionDesc: 'Training fee',
    });
    expect(Buffer.from(String(push.body.Password), 'base64').toString()).toBe('174379bfb279f9aa9bdbcf158e97dd71a467cd20260501100000');
    expect(result.registration.reference).toMatch(/^KP-[2-9A-HJ-NP-Z]{8}$/);
    expect(result.registration).toMatchObject({
      status: 'held',
      seats: 2,
      attendees: ['Amina Otieno', 'Brian Kamau'],
      phone: '254712345678',
      kraPin: 'A012345678Z',
      feePerSeatCents: 3_500_000,
      totalCents: 7_000_000,
      // 70,000 × 16 / 116 = 9,655.17 (rounded to the cent).
      vatCents: 965_517,
      holdExpiresAt: new Date('2026-05-01T07:10:00Z'),
    });
    expect(await paymentStatus(db, result.registration.id)).toMatchObject({ status: 'held', mpesa: { state: 'pending', message: 'Check your phone and enter your M-Pesa PIN.' } });

    await callbacksSettled(1);
    expect(await registrationRow(db, result.registration.id)).toMatchObject({ status: 'paid', holdExpiresAt: null, paidAt: START });
    expect(await paymentsOf(db, result.registration.id)).toMatchObject([
      { status: 'paid', receipt: 'TKR7ZQ1A2B', resultCode: 0, settledBy: 'callback', amount: 70000, phone: '254712345678' },
    ]);
    expect(await paymentStatus(db, result.registration.id)).toMatchObject({
      status: 'paid',
      mpesa: { state: 'paid', receipt: 'TKR7ZQ1A2B', message: 'Paid. Thank you: your seats are confirmed.' },
    });
  });

  it.each([
    [1032, 'Request cancelled by user', 'The payment was cancelled on the phone.'],
    [1037, 'DS timeout user cannot be reached', 'The phone did not answer the payment prompt in time.'],
    [2001, 'The initiator information is invalid.', 'The M-Pesa PIN entered was wrong.'],
    [1, 'The balance is insufficient for the transaction.', 'The M-Pesa account does not have enough funds for this payment.'],
  ])('a prompt that ends %i frees the seats at once and says so; Try again takes them back', async (code, desc, message) => {
    const deps = depsFor(db, clock, { ...seminar, capacity: 1 });
    daraja.script.push({ resultCode: code, resultDesc: desc, delayMs: 20 });
    const result = await register(visitor(), deps);
    if (result.outcome !== 'held') throw new Error(result.outcome);
    await callbacksSettled(1);
    expect(await registrationRow(db, result.registration.id)).toMatchObject({ status: 'lapsed', statusReason: `M-Pesa ${code}: ${desc}`, holdExpiresAt: null });
    expect(await paymentStatus(db, result.registration.id)).toMatchObject({ status: 'lapsed', mpesa: { state: 'failed', resultCode: code, message } });
    // The seat is free again: someone else could take it; here the same payer tries again and pays.
    daraja.script.push({ resultCode: 0, delayMs: 20 });
    expect(await payAgain(result.registration.id, deps)).toMatchObject({ started: true });
    await callbacksSettled(2);
    expect((await registrationRow(db, result.registration.id)).status).toBe('paid');
  });

  it('sends at most 3 payment prompts an hour for a registration, and 5 to a phone however its number is written', async () => {
    const deps = depsFor(db, clock);
    const cancelled = { resultCode: 1032, resultDesc: 'Request cancelled by user', delayMs: 5 };
    daraja.script.push(cancelled, cancelled, cancelled);
    const first = await register(visitor({ phone: '0712 345 678' }), deps);
    if (first.outcome !== 'held') throw new Error(first.outcome);
    await callbacksSettled(1);
    expect(await payAgain(first.registration.id, deps)).toMatchObject({ started: true });
    await callbacksSettled(2);
    expect(await payAgain(first.registration.id, deps)).toMatchObject({ started: true });
    await callbacksSettled(3);
    // A fourth "Try again" within the hour: no prompt.
    const pushes = daraja.pushes.length;
    expect(await payAgain(first.registration.id, deps)).toMatchObject({ started: false, reason: 'too-many' });
    expect(daraja.pushes.length).toBe(pushes);
    // Other registrations giving the same phone, written otherwise: two more prompts, then none, and the seat is not kept.
    daraja.script.push(cancelled, cancelled);
    for (const [email, phone] of [['brian@example.com', '+254 712 345678'], ['chebet@example.com', '254712345678']] as const) {
      expect(await register(visitor({ email, phone }), deps)).toMatchObject({ outcome: 'held', payment: { started: true } });
    }
    await callbacksSettled(5);
    const sixth = await register(visitor({ email: 'david@example.com', phone: '0712345678' }), deps);
    if (sixth.outcome !== 'held') throw new Error(sixth.outcome);
    expect(sixth.payment).toMatchObject({ started: false, reason: 'too-many' });
    expect(daraja.pushes.length).toBe(pushes + 2);
    expect((await registrationRow(db, sixth.registration.id)).status).toBe('lapsed');
    // An hour later the phone may be prompted again.
    clock.now = new Date(clock.now.getTime() + 3_600_000 + 1_000);
    daraja.script.push({ resultCode: 0, delayMs: 5 });
    expect(await payAgain(first.registration.id, deps)).toMatchObject({ started: true });
    await callbacksSettled(6);
    expect((await registrationRow(db, first.registration.id)).status).toBe('paid');
  });

  it('sends one prompt at a time: Try again twice at once pushes once', async () => {
    const deps = depsFor(db, clock);
    daraja.script.push({ resultCode: 1032, delayMs: 10 }, { resultCode: 0, held: true, callback: 'never' }, { resultCode: 0, held: true, callback: 'never' });
    const result = await register(visitor(), deps);
    if (result.outcome !== 'held') throw new Error(result.outcome);
    await callbacksSettled(1);
    const pushesBefore = daraja.pushes.length;
    const twice = await Promise.all([payAgain(result.registration.id, deps), payAgain(result.registration.id, deps)]);
    expect(twice.map((outcome) => (outcome.started ? 'started' : outcome.reason)).sort()).toEqual(['pending', 'started']);
    expect(daraja.pushes.length - pushesBefore).toBe(1);
    expect((await paymentsOf(db, result.registration.id)).map((payment) => payment.status)).toEqual(['failed', 'pending']);
  });

  it('a duplicate callback and one out of order change nothing', async () => {
    const deps = depsFor(db, clock);
    daraja.script.push({ resultCode: 0, receipt: 'TDUP000001', callback: 'twice', delayMs: 20 });
    const result = await register(visitor(), deps);
    if (result.outcome !== 'held') throw new Error(result.outcome);
    await callbacksSettled(2);
    const push = daraja.pushes.at(-1)!;
    // A cancellation arriving after the payment it contradicts.
    expect(await daraja.sendCallback(push.checkoutRequestId, { resultCode: 1032 })).toBe(200);
    await callbacksSettled(3);
    expect((await registrationRow(db, result.registration.id)).status).toBe('paid');
    expect(await paymentsOf(db, result.registration.id)).toMatchObject([{ status: 'paid', receipt: 'TDUP000001', resultCode: 0 }]);
  });

  it('a lost callback is recovered by the query a minute on; "being processed" is asked again later', async () => {
    const deps = depsFor(db, clock);
    daraja.script.push({ resultCode: 0, callback: 'never', held: true, receipt: 'TLOST00001' });
    const result = await register(visitor(), deps);
    if (result.outcome !== 'held') throw new Error(result.outcome);
    const { checkoutRequestId } = daraja.pushes.at(-1)!;
    clock.now = new Date(START.getTime() + 30_000);
    expect(await sweepRegistrations(deps)).toEqual({ paymentsSettled: 0, holdsLapsed: 0, offers: 0 });
    expect(daraja.queries).not.toContain(checkoutRequestId);
    clock.now = new Date(START.getTime() + 61_000);
    expect(await sweepRegistrations(deps)).toEqual({ paymentsSettled: 0, holdsLapsed: 0, offers: 0 });
    expect(daraja.queries.filter((id) => id === checkoutRequestId)).toHaveLength(1);
    expect(await paymentsOf(db, result.registration.id)).toMatchObject([{ status: 'pending', queries: 1, nextQueryAt: new Date(START.getTime() + 91_000) }]);
    daraja.release(checkoutRequestId);
    clock.now = new Date(START.getTime() + 92_000);
    expect(await sweepRegistrations(deps)).toEqual({ paymentsSettled: 1, holdsLapsed: 0, offers: 0 });
    expect((await registrationRow(db, result.registration.id)).status).toBe('paid');
    expect(await paymentsOf(db, result.registration.id)).toMatchObject([{ status: 'paid', settledBy: 'query', receipt: null }]);
    // The callback, if it comes after all, adds the receipt and nothing else.
    await daraja.sendCallback(checkoutRequestId, { resultCode: 0, receipt: 'TLOST00001' });
    await callbacksSettled(1);
    expect(await paymentsOf(db, result.registration.id)).toMatchObject([{ status: 'paid', settledBy: 'query', receipt: 'TLOST00001' }]);
  });

  it('refuses a callback body over 16 KB, declared or sent in chunks, without reading it all', async () => {
    const url = mpesaCallbackUrl('http://127.0.0.1', settings);
    const key = new URL(url).pathname.split('/').at(-1)!;
    const endpoint = { settings, defer: () => undefined, registrationDeps: async () => currentDeps };
    // 64 chunks of 1 KB, with no Content-Length: the body is only known to be too large once read.
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 64) return controller.close();
        sent += 1;
        controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
      },
    });
    const streamed = await handleMpesaCallback(new Request(url, { method: 'POST', body: chunked, duplex: 'half' } as RequestInit), key, endpoint);
    expect(streamed.status).toBe(413);
    expect(sent, 'chunks read before the refusal').toBeLessThan(64);
    const declared = await handleMpesaCallback(new Request(url, { method: 'POST', headers: { 'content-length': String(20 * 1024) }, body: ' '.repeat(20 * 1024) }), key, endpoint);
    expect(declared.status).toBe(413);
  });

  it('refuses forged callbacks: a wrong address, a push the site never made, another amount or phone', async () => {
    const deps = depsFor(db, clock);
    daraja.script.push({ resultCode: 0, callback: 'never', held: true });
    const result = await register(visitor(), deps);
    if (result.outcome !== 'held') throw new Error(result.outcome);
    const { checkoutRequestId } = daraja.pushes.at(-1)!;
    const forged = {
      Body: {
        stkCallback: {
          MerchantRequestID: 'x',
          CheckoutRequestID: checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: { Item: [{ Name: 'Amount', Value: 35000 }, { Name: 'MpesaReceiptNumber', Value: 'TFORGED001' }, { Name: 'PhoneNumber', Value: 254712345678 }] },
        },
      },
    };
    const wrongAddress = await fetch(`${callbackOrigin}/api/payments/mpesa/callback/${'0'.repeat(32)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(forged) });
    expect(wrongAddress.status).toBe(404);
    const notACallback = await fetch(mpesaCallbackUrl(callbackOrigin, settings), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"paid":true}' });
    expect(notACallback.status).toBe(400);
    expect(await daraja.sendCallback(checkoutRequestId, { checkoutRequestId: 'ws_CO_never_issued' })).toBe(200);
    expect(await daraja.sendCallback(checkoutRequestId, { amount: 1 })).toBe(200);
    expect(await daraja.sendCallback(checkoutRequestId, { phone: '254799999999' })).toBe(200);
    await callbacksSettled(3);
    expect((await registrationRow(db, result.registration.id)).status).toBe('held');
    expect(await paymentsOf(db, result.registration.id)).toMatchObject([{ status: 'pending', receipt: null }]);
  });

  it('a receipt is unique: a second payment cannot claim a receipt already recorded', async () => {
    const deps = depsFor(db, clock);
    daraja.script.push({ resultCode: 0, receipt: 'TSAME00001', delayMs: 10 }, { resultCode: 0, receipt: 'TSAME00001', delayMs: 10 });
    const first = await register(visitor(), deps);
    await callbacksSettled(1);
    const second = await register(visitor({ email: 'brian@example.com' }), deps);
    await callbacksSettled(2);
    if (first.outcome !== 'held' || second.outcome !== 'held') throw new Error('not held');
    expect((await registrationRow(db, first.registration.id)).status).toBe('paid');
    expect((await registrationRow(db, second.registration.id)).status).toBe('held');
    expect(await paymentsOf(db, second.registration.id)).toMatchObject([{ status: 'pending', receipt: null }]);
  });

  it('a hold that lapses frees its seats and offers them to the waitlist; the offer link holds them a day', async () => {
    const deps = depsFor(db, clock, { ...seminar, capacity: 2 });
    daraja.script.push({ resultCode: 1037, held: true });
    const holder = await register(visitor({ attendees: ['Amina Otieno', 'Brian Kamau'] }), deps);
    expect(holder.outcome).toBe('held');
    expect(await register(visitor({ email: 'chebet@example.com' }), deps)).toEqual({ outcome: 'full', seatsLeft: 0 });
    const chebet = await joinWaitlist(visitor({ name: 'Chebet Koech', email: 'chebet@example.com', paymentMethod: 'invoice' }), deps);
    const david = await joinWaitlist(visitor({ name: 'David Mwangi', email: 'david@example.com', attendees: ['David Mwangi', 'Esther Wambui'] }), deps);
    const faith = await joinWaitlist(visitor({ name: 'Faith Njeri', email: 'faith@example.com', paymentMethod: 'invoice' }), deps);
    expect([chebet.outcome, david.outcome, faith.outcome]).toEqual(['waitlisted', 'waitlisted', 'waitlisted']);

    clock.now = new Date(START.getTime() + minutes(9));
    expect((await sweepRegistrations(deps)).holdsLapsed).toBe(0);
    clock.now = new Date(START.getTime() + minutes(10));
    // Chebet (1 seat) is offered first; David's 2 do not fit in the one left, so Faith's 1 does.
    expect(await sweepRegistrations(deps)).toEqual({ paymentsSettled: 0, holdsLapsed: 1, offers: 0 });
    expect((await registrationRow(db, holder.outcome === 'held' ? holder.registration.id : '')).status).toBe('lapsed');
    const offered = await db.select().from(registrations).where(eq(registrations.status, 'held')).orderBy(asc(registrations.email));
    expect(offered.map((row) => [row.email, row.holdExpiresAt])).toEqual([
      ['chebet@example.com', new Date('2026-05-02T07:10:00Z')],
      ['faith@example.com', new Date('2026-05-02T07:10:00Z')],
    ]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'waitlist-offer')).orderBy(asc(mailOutbox.toAddress));
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ['chebet@example.com', 'A place for you at Tax seminar 2026 – held until 2 May 2026 at 10:10 (Nairobi time)'],
      ['faith@example.com', 'A place for you at Tax seminar 2026 – held until 2 May 2026 at 10:10 (Nairobi time)'],
    ]);
    expect(mails[0]!.textBody).toContain('Dear Chebet Koech,');
    expect(mails[0]!.textBody).toContain('A seat has come free at Tax seminar 2026, and we are holding it for you until 2 May 2026 at 10:10 (Nairobi time).');
    const token = /offer\?token=([\w-]+)/.exec(mails[0]!.textBody)![1]!;

    // Chebet takes the place up by invoice; Faith lets the day pass, and David still does not fit... until Faith lapses.
    expect(await acceptOffer(token, deps)).toEqual({ outcome: 'invoiced', registrationId: chebet.registration.id });
    expect(await acceptOffer(token, deps)).toEqual({ outcome: 'invalid' });
    // Taken up on 1 May: seven days to pay.
    expect(await registrationRow(db, chebet.registration.id)).toMatchObject({ status: 'invoice_sent', invoiceDueDate: '2026-05-08' });
    clock.now = new Date('2026-05-02T07:10:00Z');
    // The first holder's prompt, still "being processed" a day on, is given up as failed.
    expect(await sweepRegistrations(deps)).toEqual({ paymentsSettled: 1, holdsLapsed: 1, offers: 0 });
    expect(await paymentsOf(db, holder.outcome === 'held' ? holder.registration.id : '')).toMatchObject([
      { status: 'failed', resultCode: -1, resultDesc: 'no outcome after 24 hours' },
    ]);
    expect((await registrationRow(db, faith.registration.id)).status).toBe('lapsed');
    expect((await registrationRow(db, david.registration.id)).status).toBe('waitlisted');
    expect(await db.select().from(waitlist)).toMatchObject([{ registrationId: david.registration.id, offeredAt: null }]);
  });

  it('refuses Try again and taking up a waitlist offer, by invoice or M-Pesa, once the training has started', async () => {
    // A training that starts tomorrow, 2 May: offers made today still stand when it starts.
    const deps = depsFor(db, clock, { ...seminar, capacity: 2, startsOn: '2026-05-02' });
    // One M-Pesa registration whose prompt is cancelled, and one that holds the other seat.
    daraja.script.push({ resultCode: 1032, resultDesc: 'Request cancelled by user', delayMs: 10 }, { resultCode: 1037, held: true, callback: 'never' });
    const cancelled = await register(visitor(), deps);
    await callbacksSettled(1);
    const holder = await register(visitor({ email: 'brian@example.com', attendees: ['Brian Kamau'] }), deps);
    if (cancelled.outcome !== 'held' || holder.outcome !== 'held') throw new Error('not held');
    // The cancelled one's seat goes to the waitlist: Chebet by invoice; then, when the holder lapses, David by M-Pesa.
    const chebet = await joinWaitlist(visitor({ name: 'Chebet Koech', email: 'chebet@example.com', paymentMethod: 'invoice' }), deps);
    expect(chebet.outcome).toBe('offered');
    const david = await joinWaitlist(visitor({ name: 'David Mwangi', email: 'david@example.com' }), deps);
    expect(david.outcome).toBe('waitlisted');
    clock.now = new Date(START.getTime() + minutes(10));
    expect((await sweepRegistrations(deps)).holdsLapsed).toBe(1);
    const offerTokens = (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'waitlist-offer')).orderBy(asc(mailOutbox.toAddress))).map(
      (mail) => [mail.toAddress, /offer\?token=([\w-]+)/.exec(mail.textBody)![1]!] as const,
    );
    expect(offerTokens.map(([to]) => to)).toEqual(['chebet@example.com', 'david@example.com']);
    const [[, chebetToken], [, davidToken]] = offerTokens as [readonly [string, string], readonly [string, string]];
    // David takes his offer up by M-Pesa and cancels the prompt: the offer keeps its day.
    daraja.script.push({ resultCode: 1032, resultDesc: 'Request cancelled by user', delayMs: 10 });
    expect(await acceptOffer(davidToken, deps)).toMatchObject({ outcome: 'held', payment: { started: true } });
    await callbacksSettled(2);
    expect((await registrationRow(db, david.registration.id)).status).toBe('held');

    // 2 May, the first day, 00:30 in Nairobi: the training has started.
    clock.now = new Date('2026-05-01T21:30:00Z');
    const pushesBefore = daraja.pushes.length;
    const mailsBefore = (await db.select().from(mailOutbox)).length;
    expect(await payAgain(david.registration.id, deps)).toMatchObject({ started: false, reason: 'training-started' });
    expect(await payAgain(cancelled.registration.id, deps)).toMatchObject({ started: false, reason: 'training-started' });
    expect(await acceptOffer(chebetToken, deps)).toEqual({ outcome: 'refused', reason: 'started' });
    expect(await acceptOffer(davidToken, deps)).toEqual({ outcome: 'refused', reason: 'started' });
    expect(daraja.pushes.length).toBe(pushesBefore);
    expect((await db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect(await registrationRow(db, chebet.registration.id)).toMatchObject({ status: 'held', invoiceNumber: null });
    expect((await paymentsOf(db, david.registration.id)).map((payment) => payment.status)).toEqual(['failed']);

    // A minute before midnight, the evening before, they went ahead.
    clock.now = new Date('2026-05-01T20:59:00Z');
    daraja.script.push({ resultCode: 0, held: true, callback: 'never' });
    expect(await payAgain(david.registration.id, deps)).toMatchObject({ started: true });
    expect(await acceptOffer(chebetToken, deps)).toEqual({ outcome: 'invoiced', registrationId: chebet.registration.id });
  });

  it('"Pay by invoice instead" makes the same registration an invoice one: its seats kept or taken back, the invoice mailed once; not while a prompt is pending', async () => {
    const deps = depsFor(db, clock, { ...seminar, capacity: 3 });
    const invoiceMails = () => db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-invoice'));
    // A prompt still on the phone: refused, nothing changes.
    daraja.script.push({ resultCode: 1032, resultDesc: 'Request cancelled by user', held: true });
    const amina = await register(visitor({ attendees: ['Amina Otieno', 'Brian Kamau'] }), deps);
    if (amina.outcome !== 'held') throw new Error(amina.outcome);
    expect(await payByInvoiceInstead(amina.registration.id, deps)).toEqual({ outcome: 'refused', reason: 'pending' });
    expect(await registrationRow(db, amina.registration.id)).toMatchObject({ status: 'held', paymentMethod: 'mpesa', invoiceNumber: null });
    // Cancelled on the phone: the seats were released; they are free, so the invoice takes them back.
    daraja.release(daraja.pushes.at(-1)!.checkoutRequestId);
    await callbacksSettled(1);
    expect((await registrationRow(db, amina.registration.id)).status).toBe('lapsed');
    expect(await payByInvoiceInstead(amina.registration.id, { ...deps, invoiceDetails: async () => undefined })).toEqual({ outcome: 'refused', reason: 'no-invoice-details' });
    expect(await payByInvoiceInstead(amina.registration.id, deps)).toEqual({ outcome: 'invoiced' });
    const reference = amina.registration.reference;
    expect(await registrationRow(db, amina.registration.id)).toMatchObject({
      status: 'invoice_sent',
      paymentMethod: 'invoice',
      seats: 2,
      invoiceNumber: `PF-${reference.slice(3)}`,
      // Switched on 1 May: seven days to pay, the seats held until that day ends in Nairobi.
      invoiceDueDate: '2026-05-08',
      holdExpiresAt: new Date('2026-05-08T21:00:00Z'),
    });
    expect(await paymentStatus(db, amina.registration.id)).toMatchObject({ status: 'invoice_sent', paymentMethod: 'invoice', invoiceNumber: `PF-${reference.slice(3)}`, invoiceDueDate: '2026-05-08' });
    const [mail] = await invoiceMails();
    expect(mail).toMatchObject({ toAddress: 'amina@example.com' });
    expect(mail!.attachments).toMatchObject([{ filename: `PF-${reference.slice(3)}.pdf` }]);
    // Pressed again (a second tab): nothing more to switch, no second invoice.
    expect(await payByInvoiceInstead(amina.registration.id, deps)).toEqual({ outcome: 'refused', reason: 'not-mpesa' });
    expect(await invoiceMails()).toHaveLength(1);

    // Brian's prompt fails and, before he switches, Chebet takes the last seat: his is gone.
    daraja.script.push({ resultCode: 2001, resultDesc: 'The initiator information is invalid.', delayMs: 10 });
    const brian = await register(visitor({ email: 'brian@example.com', attendees: ['Brian Kamau'] }), deps);
    await callbacksSettled(2);
    if (brian.outcome !== 'held') throw new Error(brian.outcome);
    expect((await register(visitor({ email: 'chebet@example.com', paymentMethod: 'invoice' }), deps)).outcome).toBe('invoiced');
    expect(await payByInvoiceInstead(brian.registration.id, deps)).toEqual({ outcome: 'refused', reason: 'full' });
    expect(await registrationRow(db, brian.registration.id)).toMatchObject({ status: 'lapsed', paymentMethod: 'mpesa' });
    expect(await invoiceMails()).toHaveLength(2);

    // From the first day of the training, nothing is switched.
    clock.now = new Date('2026-05-28T21:00:00Z');
    expect(await payByInvoiceInstead(brian.registration.id, { ...deps, terms: async () => ({ ...seminar, capacity: 10 }) })).toEqual({ outcome: 'refused', reason: 'started' });
  });

  it('"Pay by invoice instead" on a waitlist offer whose prompt failed keeps its seats, and the offer is done with', async () => {
    const deps = depsFor(db, clock, { ...seminar, capacity: 1 });
    expect((await register(visitor({ email: 'first@example.com', paymentMethod: 'invoice' }), deps)).outcome).toBe('invoiced');
    const waiting = await joinWaitlist(visitor({ name: 'David Mwangi', email: 'david@example.com' }), deps);
    const [first] = await db.select().from(registrations).where(eq(registrations.email, 'first@example.com'));
    expect(await cancelRegistration(first!.id, 'asked by phone', deps)).toEqual({ ok: true, status: 'cancelled' });
    const [offer] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'waitlist-offer'));
    const token = /offer\?token=([\w-]+)/.exec(offer!.textBody)![1]!;
    daraja.script.push({ resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.', delayMs: 10 });
    expect(await acceptOffer(token, deps)).toMatchObject({ outcome: 'held' });
    await callbacksSettled(1);
    // The offer keeps its day after a failed prompt, and its seat.
    expect((await registrationRow(db, waiting.registration.id)).status).toBe('held');
    expect(await payByInvoiceInstead(waiting.registration.id, deps)).toEqual({ outcome: 'invoiced' });
    expect(await registrationRow(db, waiting.registration.id)).toMatchObject({ status: 'invoice_sent', paymentMethod: 'invoice' });
    expect(await db.select().from(waitlist)).toEqual([]);
    expect(await acceptOffer(token, deps)).toEqual({ outcome: 'invalid' });
  });

  it('a late payment takes its seat back when one is free, and is "paid, no seat" with staff mailed when none is', async () => {
    const deps = depsFor(db, clock, { ...seminar, capacity: 1 });
    daraja.script.push({ resultCode: 0, held: true, receipt: 'TLATE00001' }, { resultCode: 0, held: true, receipt: 'TLATE00002' }, { resultCode: 0, callback: 'never', held: true });
    const early = await register(visitor(), deps);
    if (early.outcome !== 'held') throw new Error(early.outcome);
    const earlyPush = daraja.pushes.at(-1)!.checkoutRequestId;
    // The payer is slow: the hold lapses, then the payment comes, and the seat is still free.
    clock.now = new Date(START.getTime() + minutes(10));
    // The query finds the prompt unanswered ("being processed"); the hold lapses.
    expect(await sweepRegistrations(deps)).toEqual({ paymentsSettled: 0, holdsLapsed: 1, offers: 0 });
    expect((await registrationRow(db, early.registration.id)).status).toBe('lapsed');
    daraja.release(earlyPush);
    await callbacksSettled(1);
    expect(await registrationRow(db, early.registration.id)).toMatchObject({ status: 'paid', statusReason: 'paid after the hold ended (lapsed)' });

    // Now a second training day with one seat: the late payer finds it taken.
    const dayTwo = { ...seminar, trainingId: 'tax-seminar-2026-day-two', capacity: 1 };
    const deps2 = depsFor(db, clock, dayTwo);
    const slow = await register(visitor({ trainingId: dayTwo.trainingId }), deps2);
    if (slow.outcome !== 'held') throw new Error(slow.outcome);
    const slowPush = daraja.pushes.at(-1)!.checkoutRequestId;
    clock.now = new Date(START.getTime() + minutes(21));
    expect(await sweepRegistrations(deps2)).toEqual({ paymentsSettled: 0, holdsLapsed: 1, offers: 0 });
    const quick = await register(visitor({ trainingId: dayTwo.trainingId, email: 'brian@example.com', name: 'Brian Kamau', phone: '0110 123 456' }), deps2);
    expect(quick.outcome).toBe('held');
    daraja.release(slowPush);
    await callbacksSettled(2);
    expect(await registrationRow(db, slow.registration.id)).toMatchObject({ status: 'paid_no_seat' });
    const [alert] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-alert'));
    expect(alert).toMatchObject({ toAddress: STAFF, subject: `Paid, no seat: ${slow.registration.reference} – Tax seminar 2026`, personEmail: 'amina@example.com' });
    expect(alert!.textBody).toContain('Paid: KES 35,000.00 (M-Pesa TLATE00002)');
  });

  it('an invoice holds until its due date; staff mark it paid or cancel, and a cancellation feeds the waitlist', async () => {
    const deps = depsFor(db, clock, { ...seminar, capacity: 1, startsOn: '2026-05-05' });
    const invoiced = await register(visitor({ paymentMethod: 'invoice', phone: '020 123 4567' }), deps);
    if (invoiced.outcome !== 'invoiced') throw new Error(invoiced.outcome);
    // Seven days would pass the seminar: due the day before it, held until that day ends in Nairobi.
    expect(invoiced.registration).toMatchObject({ status: 'invoice_sent', invoiceDueDate: '2026-05-04', holdExpiresAt: new Date('2026-05-04T21:00:00Z'), phone: '020 123 4567' });
    expect(invoiced.registration.invoiceNumber).toBe(`PF-${invoiced.registration.reference.slice(3)}`);
    expect(await markInvoicePaid(invoiced.registration.id, deps)).toEqual({ ok: true, status: 'paid' });
    expect(await markInvoicePaid(invoiced.registration.id, deps)).toEqual({ ok: true, status: 'paid' });
    expect(await recordEtimsNumber(invoiced.registration.id, ' KRA0012345678 ', deps)).toEqual({ ok: true });
    expect(await registrationRow(db, invoiced.registration.id)).toMatchObject({ status: 'paid', paidAt: START, etimsNumber: 'KRA0012345678' });
    const waiting = await joinWaitlist(visitor({ email: 'chebet@example.com', paymentMethod: 'invoice' }), deps);
    expect(waiting.outcome).toBe('waitlisted');
    expect(await cancelRegistration(invoiced.registration.id, 'asked by phone', deps)).toEqual({ ok: true, status: 'cancelled' });
    expect((await registrationRow(db, waiting.registration.id)).status).toBe('held');
    expect(await db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.kind, 'waitlist-offer'))).toEqual([{ to: 'chebet@example.com' }]);
    // The seminar has started: no more registrations.
    clock.now = new Date('2026-05-04T21:00:00Z');
    expect(await register(visitor(), deps)).toEqual({ outcome: 'refused', reason: 'started' });
  });

  it('lets one email hold at most one registration’s worth of unpaid seats in a training: a stranger cannot fill the room with invoices', async () => {
    // The seminar sells at most 5 seats a registration, in a room of 10.
    const deps = depsFor(db, clock);
    const first = await register(visitor({ paymentMethod: 'invoice', attendees: ['A One', 'B Two', 'C Three'] }), deps);
    expect(first.outcome).toBe('invoiced');
    // The same address again, however written, for more than the 2 seats left of its 5: refused, nothing stored or mailed.
    const again = await register(visitor({ email: ' AMINA@Example.com ', paymentMethod: 'invoice', attendees: ['D Four', 'E Five', 'F Six'] }), deps);
    expect(again).toEqual({ outcome: 'refused', reason: 'unpaid-held' });
    expect((await db.select().from(registrations)).length).toBe(1);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-invoice'))).length).toBe(1);
    // Up to the limit is fine, and another address is not affected.
    expect((await register(visitor({ paymentMethod: 'invoice', attendees: ['D Four', 'E Five'] }), deps)).outcome).toBe('invoiced');
    expect((await register(visitor({ email: 'wanjiku@example.com', paymentMethod: 'invoice', attendees: ['G Seven'] }), deps)).outcome).toBe('invoiced');
    // Once the first is paid, its seats no longer count against the address.
    if (first.outcome !== 'invoiced') throw new Error(first.outcome);
    expect(await markInvoicePaid(first.registration.id, deps)).toEqual({ ok: true, status: 'paid' });
    expect((await register(visitor({ paymentMethod: 'invoice', attendees: ['H Eight', 'I Nine'] }), deps)).outcome).toBe('invoiced');
  });

  it('counts seats taken back after a failed prompt ("Try again", "Pay by invoice instead") against what one email may hold unpaid', async () => {
    // At most 5 seats a registration. A prompt for 4 is cancelled: its seats stop counting, so the same email invoices 4 more.
    const deps = depsFor(db, clock);
    daraja.script.push({ resultCode: 1032, resultDesc: 'Request cancelled by user', delayMs: 10 });
    const lapsed = await register(visitor({ attendees: ['A One', 'B Two', 'C Three', 'D Four'] }), deps);
    if (lapsed.outcome !== 'held') throw new Error(lapsed.outcome);
    await callbacksSettled(1);
    expect((await registrationRow(db, lapsed.registration.id)).status).toBe('lapsed');
    const invoiced = await register(visitor({ paymentMethod: 'invoice', attendees: ['E Five', 'F Six', 'G Seven', 'H Eight'] }), deps);
    expect(invoiced.outcome).toBe('invoiced');
    // Taking the lapsed 4 back would make 8 unpaid under one email: refused both ways, no prompt sent, nothing mailed.
    const pushes = daraja.pushes.length;
    expect(await payAgain(lapsed.registration.id, deps)).toMatchObject({ started: false, reason: 'unpaid-held' });
    expect(await payByInvoiceInstead(lapsed.registration.id, deps)).toEqual({ outcome: 'refused', reason: 'unpaid-held' });
    expect(daraja.pushes.length).toBe(pushes);
    expect(await registrationRow(db, lapsed.registration.id)).toMatchObject({ status: 'lapsed', paymentMethod: 'mpesa', invoiceNumber: null });
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-invoice'))).length).toBe(1);
    // Once the invoice is paid, the lapsed registration may take its seats back.
    if (invoiced.outcome !== 'invoiced') throw new Error(invoiced.outcome);
    expect(await markInvoicePaid(invoiced.registration.id, deps)).toEqual({ ok: true, status: 'paid' });
    expect(await payByInvoiceInstead(lapsed.registration.id, deps)).toEqual({ outcome: 'invoiced' });
  });

  it('caps the waitlist as it caps registrations, counting seats waited for: one client cannot fill a room through the offers a join gets at once', async () => {
    // A room of 10, at most 5 seats a registration: one client address may hold or wait for 10.
    const deps = depsFor(db, clock);
    const five = ['A One', 'B Two', 'C Three', 'D Four', 'E Five'];
    const wait = (email: string, clientAddress: string, attendees: string[]) => join(visitor({ email, clientAddress, paymentMethod: 'invoice', attendees }), deps);
    expect((await register(visitor({ email: 'one@example.com', clientAddress: '197.248.10.20', paymentMethod: 'invoice', attendees: five }), deps)).outcome).toBe('invoiced');
    // Five seats are free: a join gets them at once, held for a day.
    expect((await wait('two@example.com', '197.248.10.20', five)).outcome).toBe('offered');
    // The address now holds 10 unpaid: a third email from it is refused, and nothing is stored or mailed to it.
    expect(await wait('three@example.com', '197.248.10.20', ['F Six'])).toEqual({ outcome: 'refused', reason: 'address-waiting' });
    expect(await db.select().from(registrations).where(eq(registrations.email, 'three@example.com'))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'three@example.com'))).toEqual([]);
    // One email waits for at most one registration's worth; another client is not affected.
    expect((await wait('four@example.com', '41.90.64.7', five)).outcome).toBe('waitlisted');
    expect(await wait('four@example.com', '41.90.64.7', ['F Six'])).toEqual({ outcome: 'refused', reason: 'waiting-held' });
    expect((await wait('five@example.com', '41.90.64.7', ['F Six'])).outcome).toBe('waitlisted');
  });

  it('lets one client address hold at most twice the seat limit unpaid in a training, whatever emails it gives; the purge clears the address once it is not needed', async () => {
    // A room of 40 with at most 5 seats a registration: one address may hold 10 unpaid.
    const deps = depsFor(db, clock, { ...seminar, capacity: 40 });
    const from = (clientAddress: string | undefined, email: string, seats: number) =>
      register(visitor({ email, clientAddress, paymentMethod: 'invoice', attendees: Array.from({ length: seats }, (_, n) => `Attendee ${n + 1}`) }), deps);
    const first = await from('197.248.10.20', 'one@example.com', 5);
    expect(first.outcome).toBe('invoiced');
    expect((await from('197.248.10.20', 'two@example.com', 4)).outcome).toBe('invoiced');
    expect((await from('197.248.10.20', 'three@example.com', 1)).outcome).toBe('invoiced');
    // The eleventh unpaid seat from the address, under a fourth email: refused, nothing stored or mailed.
    expect(await from('197.248.10.20', 'four@example.com', 1)).toEqual({ outcome: 'refused', reason: 'address-held' });
    expect(await register(visitor({ email: 'five@example.com', clientAddress: '197.248.10.20' }), deps)).toEqual({ outcome: 'refused', reason: 'address-held' });
    expect(await db.select().from(registrations).where(eq(registrations.email, 'four@example.com'))).toEqual([]);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-invoice'))).length).toBe(3);
    // Another address, and one the site could not tell, are not affected.
    expect((await from('41.90.64.7', 'four@example.com', 1)).outcome).toBe('invoiced');
    expect((await from(undefined, 'six@example.com', 1)).outcome).toBe('invoiced');
    // Once one is paid, its seats no longer count against the address.
    if (first.outcome !== 'invoiced') throw new Error(first.outcome);
    expect((await registrationRow(db, first.registration.id)).clientAddress).toBe('197.248.10.20');
    expect(await markInvoicePaid(first.registration.id, deps)).toEqual({ ok: true, status: 'paid' });
    expect((await from('197.248.10.20', 'seven@example.com', 5)).outcome).toBe('invoiced');
    expect(await from('197.248.10.20', 'eight@example.com', 1)).toEqual({ outcome: 'refused', reason: 'address-held' });

    // The daily purge clears the address of what no longer holds unpaid seats or waits (the paid one), and keeps the rest.
    expect((await purgeExpired(db, clock.now)).registrationAddresses).toBe(1);
    expect((await registrationRow(db, first.registration.id)).clientAddress).toBeNull();
    const kept = await db.select({ email: registrations.email, clientAddress: registrations.clientAddress }).from(registrations).where(eq(registrations.status, 'invoice_sent')).orderBy(asc(registrations.email));
    expect(kept).toEqual([
      { email: 'four@example.com', clientAddress: '41.90.64.7' },
      { email: 'seven@example.com', clientAddress: '197.248.10.20' },
      { email: 'six@example.com', clientAddress: null },
      { email: 'three@example.com', clientAddress: '197.248.10.20' },
      { email: 'two@example.com', clientAddress: '197.248.10.20' },
    ]);
    expect((await purgeExpired(db, clock.now)).registrationAddresses).toBe(0);
  });

  it('the form keeps the address the request pipeline stamped, and says why it refuses an address holding too many unpaid seats', async () => {
    // The registration's page link is signed under the site's secret.
    vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
    const deps = depsFor(db, clock, { ...seminar, capacity: 40, seatLimit: 2 });
    const post = (email: string) => postForm(deps, { email, seats: '2', attendee2: 'Brian Kamau' });
    expect(await post('one@example.com')).toMatchObject({ redirect: expect.stringMatching(/^\/registrations\//) });
    expect(await post('two@example.com')).toMatchObject({ redirect: expect.stringMatching(/^\/registrations\//) });
    expect(await post('three@example.com')).toEqual({
      status: 'refused',
      message: 'Many seats of this training are already held, unpaid, from your internet connection. Please pay for those first (the links are in the mails we sent), or contact us and we will hold your places.',
      errors: {},
      values: expect.objectContaining({ email: 'three@example.com', attendee2: 'Brian Kamau' }),
    });
    expect((await db.select({ clientAddress: registrations.clientAddress }).from(registrations)).map((row) => row.clientAddress)).toEqual(['197.248.10.20', '197.248.10.20']);
  });

  it('the form answers a request for more seats than are left with how many are left, then takes fewer, or all of them on the waitlist', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
    const deps = depsFor(db, clock, { ...seminar, capacity: 3 });
    expect(await postForm(deps, { email: 'first@example.com' })).toMatchObject({ redirect: expect.any(String) });
    const three = { seats: '3', attendee1: 'Amina Otieno', attendee2: 'Brian Kamau', attendee3: 'Chebet Koech' };
    expect(await postForm(deps, { ...three, intent: 'register' })).toEqual({
      status: 'full',
      message:
        'Only 2 seats are left, fewer than the 3 you asked for. Choose 2 seats or fewer and register, or join the waitlist for all 3 with the same details: if seats come free we email you a link that holds them for you for 24 hours.',
      errors: {},
      values: expect.objectContaining(three),
      seatsLeft: 2,
    });
    // Register for the two left…
    const fewer = await postForm(deps, { seats: '2', attendee1: 'Amina Otieno', attendee2: 'Brian Kamau', intent: 'register' });
    expect(fewer).toMatchObject({ redirect: expect.stringMatching(/^\/registrations\/status\?token=/) });
    expect((await db.select({ seats: registrations.seats, status: registrations.status }).from(registrations).where(eq(registrations.email, 'amina@example.com')))).toEqual([{ seats: 2, status: 'invoice_sent' }]);
    // …or, as a colleague does, wait for all three.
    expect(await postForm(deps, { ...three, email: 'wanjiku@example.com', intent: 'register' })).toMatchObject({ status: 'full', seatsLeft: 0 });
    expect(await postForm(deps, { ...three, email: 'wanjiku@example.com', intent: 'waitlist' })).toMatchObject({ status: 'waitlisted', message: 'You are on the waitlist. If seats come free we will email you a link that holds them for you for 24 hours.' });
    expect(await db.select({ seats: registrations.seats, status: registrations.status }).from(registrations).where(eq(registrations.email, 'wanjiku@example.com'))).toEqual([{ seats: 3, status: 'waitlisted' }]);
  });

  it('refuses names and organisations that carry a web address (they go into the invoice and the mails), with a message on each field', async () => {
    const deps = depsFor(db, clock);
    const linkMessage = 'Write the name without a web address or link';
    const refused = await postForm(deps, {
      name: 'Win big at www.cheap-prizes.example',
      organisation: 'Visit https://spam.example/offer',
      seats: '3',
      attendee1: 'Amina Otieno',
      attendee2: 'claim now x.co/abc',
      attendee3: 'ｗｗｗ．prizes．com',
    });
    expect(refused).toMatchObject({
      status: 'invalid',
      message: 'Please correct the fields listed below.',
      errors: { name: linkMessage, organisation: linkMessage, attendee2: linkMessage, attendee3: linkMessage },
      values: { name: 'Win big at www.cheap-prizes.example', attendee2: 'claim now x.co/abc' },
    });
    expect(Object.keys('errors' in refused ? refused.errors : {}).sort()).toEqual(['attendee2', 'attendee3', 'name', 'organisation']);
    // Links hidden by characters that show nothing (a soft hyphen, a zero-width space), by another
    // script's full stop, under other top-level domains, or as a numeric address.
    for (const organisation of [
      'spam.ke', 'Cheap pills at pills.xyz', 'hxxps://spam', 'bit.ly/win', 'Win KES 1m at evil\u00AD.com', 'prizes\u3002com', 'prizes\uFF61com',
      'claim at goo.gl', 'evil.\u200Bcom', 'prizes.de', 'evil.tv', 'evil.pro', 'evil.africa', '1.2.3.4/login', 'login at 10.0.0.1',
    ]) {
      expect(await postForm(deps, { organisation }), organisation).toMatchObject({ status: 'invalid', errors: { organisation: linkMessage } });
    }
    // A name of characters that show nothing is no name.
    expect(await postForm(deps, { name: '\u200B\u200B', attendee1: '\u200B' })).toMatchObject({ status: 'invalid', errors: { name: 'Name input is required', attendee1: 'Enter the name of attendee 1' } });
    expect(await db.select().from(registrations)).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
    // Initials and abbreviations are names, not links.
    vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
    const taken = await postForm(deps, { name: 'J. Kamau', organisation: 'A.B.C. Holdings Ltd.', seats: '2', attendee1: 'Dr. W. Mwangi', attendee2: 'St.John Otieno\u202E' });
    expect(taken).toMatchObject({ redirect: expect.stringMatching(/^\/registrations\//) });
    // Kept without the right-to-left override, which would turn the text after it around wherever it shows.
    expect((await db.select({ attendees: registrations.attendees }).from(registrations))[0]?.attendees).toEqual(['Dr. W. Mwangi', 'St.John Otieno']);
  });

  it('refuses what cannot be sold: an unknown training, too many seats, a number M-Pesa cannot reach', async () => {
    const deps = depsFor(db, clock);
    expect(await register(visitor({ trainingId: 'no-such-training' }), deps)).toEqual({ outcome: 'refused', reason: 'not-sold' });
    expect(await register(visitor({ attendees: ['a', 'b', 'c', 'd', 'e', 'f'] }), deps)).toEqual({ outcome: 'refused', reason: 'seat-count' });
    expect(await register(visitor({ attendees: [] }), deps)).toEqual({ outcome: 'refused', reason: 'seat-count' });
    expect(await register(visitor({ phone: '020 123 4567' }), deps)).toEqual({ outcome: 'refused', reason: 'phone' });
    expect(await register(visitor(), { ...deps, mpesa: undefined })).toEqual({ outcome: 'refused', reason: 'no-mpesa' });
    expect(await db.select().from(registrations)).toEqual([]);
  });

  it('erasing a person removes their registrations, payments and place on the waitlist', async () => {
    const deps = depsFor(db, clock, { ...seminar, capacity: 1 });
    daraja.script.push({ resultCode: 0, delayMs: 10 });
    await register(visitor({ email: 'Gone@Example.com' }), deps);
    await callbacksSettled(1);
    await joinWaitlist(visitor({ email: 'gone@example.com', paymentMethod: 'invoice' }), deps);
    await joinWaitlist(visitor({ email: 'stays@example.com', paymentMethod: 'invoice' }), deps);
    expect(await eraseByEmail(db, 'gone@example.com')).toMatchObject({ registrations: 2 });
    expect(await db.select({ email: registrations.email }).from(registrations)).toEqual([{ email: 'stays@example.com' }]);
    expect(await db.select().from(mpesaPayments)).toEqual([]);
    expect(await db.select().from(waitlist)).toHaveLength(1);
  });

  it('keeps an unpaid registration 24 months and a paid one five years, cancelled after paying or not; one holding seats stays', async () => {
    const deps = depsFor(db, clock);
    const rows = [];
    const emails = ['unpaid-old@example.com', 'unpaid-new@example.com', 'paid-old@example.com', 'paid-new@example.com', 'held-old@example.com', 'refunded-old@example.com', 'refunded-new@example.com'];
    for (const email of emails) {
      const result = await register(visitor({ email, paymentMethod: 'invoice' }), deps);
      if (result.outcome !== 'invoiced') throw new Error(result.outcome);
      rows.push(result.registration.id);
    }
    const set = (id: string, status: string, createdAt: string) => db.execute(sql`update registrations set status = ${status}, hold_expires_at = null, created_at = ${createdAt} where id = ${id}`);
    const now = new Date('2030-06-01T00:00:00Z');
    await set(rows[0]!, 'lapsed', '2028-05-31T00:00:00Z');
    await set(rows[1]!, 'cancelled', '2028-06-02T00:00:00Z');
    await set(rows[2]!, 'paid', '2025-05-31T00:00:00Z');
    await set(rows[3]!, 'paid_no_seat', '2025-06-02T00:00:00Z');
    await db.execute(sql`update registrations set created_at = '2020-01-01T00:00:00Z' where id = ${rows[4]!}`);
    // Paid, then cancelled and refunded: a sale, kept five years with its refunds, not 24 months.
    for (const [id, createdAt] of [[rows[5]!, '2025-05-31T00:00:00Z'], [rows[6]!, '2028-05-31T00:00:00Z']] as const) {
      await db.execute(sql`update registrations set status = 'cancelled', hold_expires_at = null, paid_at = ${createdAt}, created_at = ${createdAt} where id = ${id}`);
      expect(await noteRefund(id, { amountCents: 3_500_000, refundedOn: '2028-06-01', note: 'Bank transfer' }, 7, deps)).toEqual({ ok: true, refundedCents: 3_500_000 });
    }
    expect((await purgeExpired(db, now)).registrations).toBe(3);
    expect((await db.select({ email: registrations.email }).from(registrations).orderBy(asc(registrations.email))).map((row) => row.email)).toEqual([
      'held-old@example.com',
      'paid-new@example.com',
      'refunded-new@example.com',
      'unpaid-new@example.com',
    ]);
    expect((await db.select({ id: registrationRefunds.registrationId }).from(registrationRefunds)).map((row) => row.id)).toEqual([rows[6]!]);
  });
});

describe('50 registrations at once for 10 seats, on the PostgreSQL server at 127.0.0.1:5432', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await postgresDatabase();
    // Enough connections that the 50 really meet at the lock, not in the pool's queue.
    const schema = rowsOfSchema(await database.handle.db.execute(sql`select current_schema() as name`));
    handle = await openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schema, maxConnections: 25 });
  });
  afterAll(async () => {
    await handle.close();
    await database.cleanup();
  });

  it('holds exactly 10, tells the other 40 it is full, and puts them on the waitlist', async () => {
    const clock = { now: START };
    const deps = depsFor(handle.db, clock);
    for (let n = 0; n < 50; n += 1) daraja.script.push({ resultCode: 0, callback: 'never', held: true });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) => register(visitor({ name: `Visitor ${n}`, email: `visitor${n}@example.com` }), deps)),
    );
    const elapsedMs = Math.round(performance.now() - started);
    daraja.script.length = 0;
    const full = results.filter((result) => result.outcome === 'full');
    expect(results.filter((result) => result.outcome === 'held')).toHaveLength(10);
    expect(full).toHaveLength(40);
    expect(full.every((result) => result.outcome === 'full' && result.seatsLeft === 0)).toBe(true);
    const [taken] = rowsOfTaken(await handle.db.execute(sql`select count(*)::int as rows, sum(seats)::int as seats from registrations where status = 'held'`));
    expect(taken).toEqual({ rows: 10, seats: 10 });
    const waiting = await Promise.all(
      results.flatMap((result, n) => (result.outcome === 'full' ? [joinWaitlist(visitor({ name: `Visitor ${n}`, email: `visitor${n}@example.com` }), deps)] : [])),
    );
    expect(waiting.every((result) => result.outcome === 'waitlisted')).toBe(true);
    expect(await handle.db.select().from(waitlist)).toHaveLength(40);
    console.info(`[registrations] 50 concurrent registrations for 10 seats: 10 held, 40 full, in ${elapsedMs} ms`);
  });
});

const rowsOfSchema = (result: unknown) => (result as { name: string }[])[0]!.name;
const rowsOfTaken = (result: unknown) => result as { rows: number; seats: number }[];
