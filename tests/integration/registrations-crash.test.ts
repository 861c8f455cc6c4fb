/**
 * kill -9 of the site during an M-Pesa registration (docs/registrations.md, "Restart-safe"):
 * a real process registers against the stand-in Daraja and is killed, once after Daraja
 * accepted the push (its callback then finds nobody) and once while the push is still in
 * flight. The sweeper, run as the restarted site runs it, leaves no paid registration without
 * its seat and no seat held for ever.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';
import { seminarEvent, testInvoiceDetails } from './support/registration-fixtures';
import { mpesaPayments, registrations } from '../../lib/db/schema';
import type { Db } from '../../lib/db/types';
import { DarajaClient } from '../../lib/payments/mpesa/daraja';
import { parseMpesaSettings } from '../../lib/payments/mpesa/settings';
import type { RegistrationDeps } from '../../lib/registrations/deps';
import { register } from '../../lib/registrations/register';
import { sweepRegistrations } from '../../lib/registrations/sweeper';
import type { TrainingTerms } from '../../lib/registrations/terms';
import { type FakeDaraja, startFakeDaraja } from '../support/fake-daraja';
import { embeddedDatabase, type TestDatabase } from './support/databases';
import { eventually } from './support/rows';

const root = fileURLToPath(new URL('../../', import.meta.url));
const credentials = { consumerKey: 'test-key', consumerSecret: 'test-secret', shortcode: '174379', passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd', type: 'paybill' as const };
const START = new Date('2026-05-01T07:00:00Z');
const seminar: TrainingTerms = { trainingId: 'tax-seminar-2026', title: 'Tax seminar 2026', feeKes: 35_000, capacity: 1, seatLimit: 5, startsOn: '2026-05-29' };
/** Where the dead site was: nothing listens on port 9 (discard) here. */
const DEAD_SITE = 'http://127.0.0.1:9/api/payments/mpesa/callback/x';

let database: TestDatabase;
let db: Db;
let daraja: FakeDaraja;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await embeddedDatabase();
  db = database.handle.db;
  daraja = await startFakeDaraja(credentials);
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await daraja.close();
  await database.cleanup();
});
beforeEach(async () => {
  await db.execute(sql`truncate table registrations, mpesa_payments, waitlist, training_seats, mail_outbox cascade`);
});

/** Starts the registering site against `darajaUrl`; `pushed` resolves once Daraja accepted its push. */
function startSite(darajaUrl: string): { child: ChildProcess; pushed: Promise<void> } {
  const { url, socketPath } = database.handle.connection;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/support/registering-site.ts', url, socketPath ?? '-', darajaUrl, DEAD_SITE], { cwd: root });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const pushed = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('pushed') && resolve());
    child.on('exit', (code, signal) => signal !== 'SIGKILL' && reject(new Error(`the site exited with ${code}: ${stderr}`)));
  });
  return { child, pushed };
}

async function killNine(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** The restarted site's deps, at `minutes` after the registration. */
function restarted(minutes: number): RegistrationDeps {
  const settings = parseMpesaSettings({ ...envOf(daraja.url) });
  if (!settings.ok || !settings.settings) throw new Error('settings');
  const now = () => new Date(START.getTime() + minutes * 60_000);
  return {
    db,
    siteUrl: 'https://www.kilele.example',
    terms: async (id) => (id === seminar.trainingId ? seminar : undefined),
    mpesa: { client: new DarajaClient(settings.settings, { now }), callbackUrl: DEAD_SITE },
    staffAddress: async () => 'enquiries@kilele.example',
    firmContact: async () => firmContactSeed(),
    invoiceDetails: async () => testInvoiceDetails,
    trainingEvent: async () => seminarEvent,
    wake: () => undefined,
    now,
  };
}

const envOf = (apiUrl: string) => ({
  MPESA_ENV: 'sandbox',
  MPESA_CONSUMER_KEY: credentials.consumerKey,
  MPESA_CONSUMER_SECRET: credentials.consumerSecret,
  MPESA_SHORTCODE: credentials.shortcode,
  MPESA_PASSKEY: credentials.passkey,
  MPESA_TYPE: 'paybill',
  MPESA_API_URL: apiUrl,
});

describe('kill -9 of the site during an M-Pesa registration', () => {
  it('after the push: the payment made meanwhile is found by the query, and the registration is paid with its seat', async () => {
    daraja.script.push({ resultCode: 0, held: true });
    const site = startSite(daraja.url);
    await site.pushed;
    await killNine(site.child);
    const [held] = await db.select().from(registrations);
    expect(held).toMatchObject({ status: 'held', holdExpiresAt: new Date('2026-05-01T07:10:00Z') });
    const [pending] = await db.select().from(mpesaPayments);
    expect(pending).toMatchObject({ status: 'pending', checkoutRequestId: daraja.pushes.at(-1)!.checkoutRequestId });
    // The payer pays while the site is down; the callback finds nobody.
    daraja.release(pending!.checkoutRequestId);

    expect(await sweepRegistrations(restarted(1.1))).toEqual({ paymentsSettled: 1, holdsLapsed: 0, offers: 0 });
    expect((await db.select().from(registrations))[0]).toMatchObject({ status: 'paid' });
    expect((await db.select().from(mpesaPayments))[0]).toMatchObject({ status: 'paid', settledBy: 'query' });
    // Paid with its seat: the one seat is taken, so nobody else gets it.
    expect(await register({ trainingId: seminar.trainingId, name: 'Brian Kamau', email: 'brian@example.com', phone: '0722000000', attendees: ['Brian Kamau'], paymentMethod: 'invoice' }, restarted(2))).toEqual({
      outcome: 'full',
      seatsLeft: 0,
    });
  });

  it('with the push in flight: the push is ended, the hold lapses after ten minutes, and the seat is sold again', async () => {
    // A Daraja that issues tokens and never answers a push.
    const silent = http.createServer((request, response) => {
      if (request.url?.startsWith('/oauth/')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ access_token: 'token', expires_in: '3599' }));
      }
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const site = startSite(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
      await eventually(async () => (await db.select().from(mpesaPayments)).length === 1, 30_000);
      await killNine(site.child);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    const [registration] = await db.select().from(registrations);
    expect(registration).toMatchObject({ status: 'held' });
    expect((await db.select().from(mpesaPayments))[0]!.checkoutRequestId).toMatch(/^in-flight:/);

    // A minute on, the push nobody heard back about is ended; the hold stays its ten minutes.
    expect(await sweepRegistrations(restarted(1.1))).toEqual({ paymentsSettled: 0, holdsLapsed: 0, offers: 0 });
    expect((await db.select().from(mpesaPayments))[0]).toMatchObject({ status: 'failed', resultDesc: 'the push was never confirmed (the site stopped while sending it)' });
    expect(await sweepRegistrations(restarted(10))).toEqual({ paymentsSettled: 0, holdsLapsed: 1, offers: 0 });
    expect((await db.select().from(registrations).where(eq(registrations.id, registration!.id)))[0]).toMatchObject({ status: 'lapsed', statusReason: 'the hold lapsed' });
    const again = await register({ trainingId: seminar.trainingId, name: 'Brian Kamau', email: 'brian@example.com', phone: '0722000000', attendees: ['Brian Kamau'], paymentMethod: 'invoice' }, restarted(11));
    expect(again.outcome).toBe('invoiced');
  });
});
