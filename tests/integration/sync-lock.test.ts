/**
 * The blog's sync lock on PostgreSQL holds for as long as the sync runs, however long its
 * session sits idle. The lock lives on a session of its own that says nothing while the sync
 * talks to WordPress; with the pool's idle timeout (60 s in production, 1 s here) the driver
 * closed that session, the server released the lock with it, and a second instance started
 * syncing beside the first.
 *
 * The test prints what happened, in order (`[sync-lock] …` lines).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { syncUnderLock } from '@/lib/articles/sync';
import { WordPressPosts } from '@/lib/articles/wordpress';
import { openDatabase } from '@/lib/db/client';
import { type DatabaseHandle, rowsOf } from '@/lib/db/types';
import { type FakeWordPress, generatePosts, startFakeWordPress } from '../support/fake-wordpress';
import { POSTGRES_URL } from './support/databases';
import { syncLockWatcher } from './support/sync-lock';

const IDLE_TIMEOUT_SECONDS = 1;

const schema = `sync_lock_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => undefined });
let first: DatabaseHandle;
let second: DatabaseHandle;
let wordpress: FakeWordPress;

const open = () => openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schema, maxConnections: 1, idleTimeoutSeconds: IDLE_TIMEOUT_SECONDS });

beforeAll(async () => {
  await admin.unsafe(`create schema "${schema}"`);
  first = await open();
  second = await open();
  wordpress = await startFakeWordPress();
  wordpress.posts = generatePosts(30);
});

afterAll(async () => {
  await wordpress?.close();
  await Promise.all([first, second].map((handle) => handle?.close().catch(() => undefined)));
  await admin.unsafe(`drop schema if exists "${schema}" cascade`);
  await admin.end();
  await lock.end();
});

const lock = syncLockWatcher(schema);
/** The sessions holding or waiting for this schema's sync lock. */
const syncLockSessions = () => lock.sessions();

async function backendAlive(pid: number): Promise<boolean> {
  const [row] = await admin.unsafe<{ n: number }[]>('select count(*)::int as n from pg_stat_activity where pid = $1', [pid]);
  return row?.n === 1;
}

const events: string[] = [];
function note(line: string): void {
  events.push(line);
  process.stdout.write(`[sync-lock] ${line}\n`);
}

describe('the sync lock on PostgreSQL', () => {
  it(`stays held by a sync whose lock session is idle past the ${IDLE_TIMEOUT_SECONDS} s idle timeout, and a second instance waits`, async () => {
    const client = new WordPressPosts(wordpress.url, { timeoutMs: 60_000 });
    const [pool] = rowsOf<{ pid: number }>(await first.db.execute(sql`select pg_backend_pid() as pid`));
    const answers = wordpress.holdAnswers();

    const started = Date.now();
    const syncing = syncUnderLock(first, client, 'wait', { reconcile: 'always' });
    await answers.received;
    const [holder] = await syncLockSessions();
    expect(holder?.granted).toBe(true);
    note(`instance 1 took the sync lock on its own session (backend ${holder?.pid}) and is waiting on WordPress`);

    // The pool's connection did the sync's first writes and has been idle since: its closing by
    // the idle timeout is the event that shows the lock's session, idle for longer, outlived it.
    await vi.waitFor(async () => expect(await backendAlive(pool!.pid)).toBe(false), { timeout: 30_000, interval: 100 });
    note(`the pool's idle connection (backend ${pool!.pid}) was closed by the ${IDLE_TIMEOUT_SECONDS} s idle timeout, ${Date.now() - started} ms into the sync`);

    expect(await syncLockSessions()).toEqual([{ pid: holder!.pid, granted: true }]);
    note(`the lock is still held by backend ${holder!.pid}, idle for longer than that`);

    expect(await syncUnderLock(second, client, 'try', { reconcile: 'when-due' })).toBeUndefined();
    note('instance 2: a scheduled sync found the lock taken and skipped its turn');

    const waiting = syncUnderLock(second, client, 'wait', { reconcile: 'always' });
    await vi.waitFor(async () => expect(await syncLockSessions()).toEqual([{ pid: holder!.pid, granted: true }, expect.objectContaining({ granted: false })]), {
      timeout: 30_000,
      interval: 100,
    });
    note('instance 2: a webhook sync is waiting for the lock');

    answers.release();
    const report = await syncing;
    expect(report).toMatchObject({ stored: 30, removed: 0 });
    note(`instance 1 finished after ${Date.now() - started} ms: ${report?.stored} stored, ${report?.removed} removed; lock released`);
    expect(await waiting).toMatchObject({ stored: 0, removed: 0 });
    note('instance 2 then took the lock and synced: nothing left to do');
    expect(await syncLockSessions()).toEqual([]);
  });
});
