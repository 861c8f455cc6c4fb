/**
 * The staff admin (Payload) on a test database, as the site runs it: getCms() with its
 * migrations and first-start seed, uploads under the test's DATA_DIR. A change made through
 * the Local API is announced on the database when it commits (lib/cms/revalidate.ts); the
 * plans those signals carry are recorded here, heard as the site's server hears them.
 */
import { randomUUID } from 'node:crypto';
import type { Payload, RequiredDataFromCollectionSlug } from 'payload';
import { afterAll, beforeAll, vi } from 'vitest';
import { adoptDatabase } from '../../../lib/db/client';
import type { DatabaseHandle } from '../../../lib/db/types';
import { parseContentRegenerationPlan, type ContentRegenerationPlan } from '../../../lib/cms/regenerate-pages';
import { closeCms } from '../../../lib/cms/state';
import { changeChannel } from '../../../lib/server/change-signal';
import { forgetProcessWideValues } from '../../../lib/process-wide';
import { embeddedDatabase, type TestDatabase } from './databases';

export type TestCms = {
  payload: Payload;
  /** The regeneration plans the content hooks announced, in the order their changes committed. */
  plans: ContentRegenerationPlan[];
  /** Resolves once every signal of a change committed before the call has been heard (and its plan recorded). */
  signalsDelivered: () => Promise<void>;
  close: () => Promise<void>;
};

/** The admin on a test database of its own (`cmsOnFreshDatabase`), and that database. */
export type FreshCms = TestCms & { database: TestDatabase };

/**
 * The admin on a fresh copy of the migrated template database, for the tests of the enclosing
 * `describe` (or file): opened before them, closed and dropped after. Its fields can be read
 * once the tests run.
 */
export function cmsOnFreshDatabase(): FreshCms {
  let database: TestDatabase | undefined;
  let opened: TestCms | undefined;
  beforeAll(async () => {
    database = await embeddedDatabase();
    opened = await openTestCms(database);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
    await database?.cleanup();
  });
  const ready = () => {
    if (!opened || !database) throw new Error('The admin opens in beforeAll: read it inside a test or a hook');
    return { opened, database };
  };
  return {
    get payload() {
      return ready().opened.payload;
    },
    get plans() {
      return ready().opened.plans;
    },
    signalsDelivered: () => ready().opened.signalsDelivered(),
    get database() {
      return ready().database;
    },
    close: () => ready().opened.close(),
  };
}

/** Opens the admin on `database` (a test database, or a DATA_DIR's own opened with openDatabase). */
export async function openTestCms(database: Pick<TestDatabase, 'handle' | 'dataDir'>): Promise<TestCms> {
  vi.stubEnv('DATA_DIR', database.dataDir);
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('SITE_URL', 'http://localhost:3000');
  vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
  adoptDatabase(database.handle);
  const { plans, signalsDelivered, stopListening } = await listenForContentPlans(database.handle);
  const { getCms } = await import('../../../lib/cms/runtime');
  const payload = await getCms();
  return {
    payload,
    plans,
    signalsDelivered,
    close: async () => {
      await stopListening();
      // Ends Payload's pool too; the connection Payload holds for good ends with the test's database.
      await closeCms();
      // Payload keeps its instance for the process (getPayload's cache): forgotten, so that a
      // later openTestCms in the same file (another database) gets an instance of its own.
      (globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default');
      forgetProcessWideValues();
      vi.unstubAllEnvs();
    },
  };
}

/**
 * Listens on the site's change channel, as the server's background jobs do, and records the
 * content plans announced. PostgreSQL delivers a listener's notifications in the order their
 * transactions committed, so a marker sent now arrives after every signal already committed.
 */
async function listenForContentPlans(handle: DatabaseHandle) {
  const plans: ContentRegenerationPlan[] = [];
  const markers = new Map<string, () => void>();
  const channel = changeChannel(handle);
  const { unlisten } = await handle.sql.listen(channel, (message) => {
    const signal = JSON.parse(message) as { kind?: string; plan?: unknown; marker?: string };
    if (signal.kind === 'content') plans.push(parseContentRegenerationPlan(JSON.stringify(signal.plan)) ?? { everything: false, paths: ['(unreadable plan)'] });
    if (signal.marker) markers.get(signal.marker)?.();
  });
  const signalsDelivered = async () => {
    const marker = randomUUID();
    const heard = new Promise<void>((resolve) => markers.set(marker, resolve));
    await handle.sql`select pg_notify(${channel}, ${JSON.stringify({ kind: 'test-marker', marker })})`;
    await heard;
    markers.delete(marker);
  };
  return { plans, signalsDelivered, stopListening: unlisten };
}

/** Waits (up to 10 s) until `check` holds: the hooks regenerate once the change is committed. */
export async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The condition did not hold within 10 s');
}

/** A training as the staff would fill it in (its image and its status are the caller's to add). */
export const SAMPLE_TRAINING: Omit<RequiredDataFromCollectionSlug<'training-events'>, 'image'> = {
  title: 'Payroll Masterclass 2027',
  slug: 'payroll-masterclass-2027',
  intro: { lead: 'One day on PAYE, SHIF and the housing levy.', paragraphs: [{ text: 'Hands-on payroll for finance teams.' }] },
  outline: { heading: 'What it covers', listHeading: 'Topics', topics: [{ name: 'PAYE:', description: 'bands and reliefs.' }], closing: '' },
  more: { heading: 'Who should attend', text: '', items: [] },
  cost: { title: 'Cost', description: 'KES 18,000 per delegate.' },
  closingNote: '',
  link: '',
  venue: 'The Acacia Hotel, Kilimani, Nairobi',
  address: 'Argwings Kodhek Road, Kilimani, Nairobi, Kenya',
  priceKes: 18000,
  starts: '2027-03-04T06:00:00.000Z',
  ends: '2027-03-04T13:00:00.000Z',
};
