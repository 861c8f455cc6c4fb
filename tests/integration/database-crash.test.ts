/**
 * The PostgreSQL database after its server crashed (`pg_ctl stop -m immediate`) while the site
 * held the blog's sync lock, on a private cluster of the test's own (the shared server on 5432
 * is never touched).
 *
 * The lock lives on a connection of its own. Had it been reserved from the pool, releasing it
 * after the crash would hand the dead connection back to the pool: the driver then throws
 * outside any query (an uncaught TypeError, which ends the process) and later queries fail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../lib/db/client';
import type { DatabaseHandle } from '../../lib/db/types';
import { type PrivateCluster, startPrivateCluster } from '../support/private-postgres';

const PG_PORT = 5441;
const LOCK_KEY = 4242;

let cluster: PrivateCluster | undefined;
let handle: DatabaseHandle | undefined;
let other: DatabaseHandle | undefined;

beforeAll(async () => {
  cluster = await startPrivateCluster(PG_PORT);
  handle = await openDatabase({ databaseUrl: cluster.url, maxConnections: 4 });
}, 120_000);

afterAll(async () => {
  await other?.close().catch(() => undefined);
  await handle?.close().catch(() => undefined);
  await cluster?.destroy();
});

const selectOne = async (db: DatabaseHandle) => db.db.execute(sql`select 1 as one`);

describe('a crash of the PostgreSQL server while the sync lock is held', () => {
  it('lets go of the lock without harm, and after the restart every query and the lock work again', async () => {
    const db = handle!;
    // Every pooled connection open, as on a busy site.
    await Promise.all(Array.from({ length: 4 }, () => db.db.execute(sql`select pg_sleep(0.05)`)));
    const release = await db.lock(LOCK_KEY, 'wait');
    expect(release).not.toBeNull();

    await cluster!.stop('immediate');
    await expect(selectOne(db)).rejects.toThrow();
    // The sync ends while the server is down: its release must neither throw nor poison the pool.
    await expect(release!()).resolves.toBeUndefined();

    await cluster!.start();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => selectOne(db)));
    expect(results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);

    // The crash released the lock: it can be taken again, and while held another instance cannot.
    const again = await db.lock(LOCK_KEY, 'try');
    expect(again).not.toBeNull();
    other = await openDatabase({ databaseUrl: cluster!.url, maxConnections: 2 });
    expect(await other.lock(LOCK_KEY, 'try')).toBeNull();
    await again!();
    const taken = await other.lock(LOCK_KEY, 'try');
    expect(taken).not.toBeNull();
    await taken!();
  }, 60_000);
});
