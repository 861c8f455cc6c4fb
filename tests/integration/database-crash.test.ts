/**
 * The PostgreSQL driver as the site configures it, while its server goes away, on a private
 * cluster of the test's own (the shared server on 5432 is never touched):
 *
 * - a crash (`pg_ctl stop -m immediate`) while the site holds the blog's sync lock. The lock
 *   lives on a connection of its own: had it been reserved from the pool, releasing it after
 *   the crash would hand the dead connection back to the pool, where the driver throws outside
 *   any query (an uncaught TypeError, which ends the process) and later queries hang;
 * - a long outage: however many queries failed before, each is refused before the driver's
 *   connect timeout could have fired (forms answer 503 at once, /healthz within its 2 s), and
 *   the first query after the restart succeeds as promptly. The driver's own backoff grows to
 *   20 s between attempts, which made both wait that long.
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
let single: DatabaseHandle | undefined;

beforeAll(async () => {
  cluster = await startPrivateCluster(PG_PORT);
  handle = await openDatabase({ databaseUrl: cluster.url, maxConnections: 4 });
}, 120_000);

afterAll(async () => {
  await other?.close().catch(() => undefined);
  await single?.close().catch(() => undefined);
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

  it('refuses each query at once through a long outage, and answers the first after the restart', async () => {
    // One connection, so each query meets in full the wait that the failures before it set.
    const db = (single = await openDatabase({ databaseUrl: cluster!.url, maxConnections: 1 }));
    // The driver's connect timeout (CONNECT_TIMEOUT_SECONDS in lib/db/client.ts), written out:
    // lengthening it there must not lengthen what this test accepts.
    const beforeTheDriverGivesUp = 10_000;
    await selectOne(db);
    await cluster!.stop('fast');
    // Query after query while it is down, as a few minutes of traffic and mail polling make:
    // each one is refused before the driver's connect timeout could have fired. (The driver's
    // own backoff held the 8th back by 10 to 20 s.)
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const started = performance.now();
      await expect(selectOne(db)).rejects.toThrow();
      expect(performance.now() - started, `query ${attempt} of the outage is refused at once`).toBeLessThan(beforeTheDriverGivesUp);
    }

    await cluster!.start();
    const started = performance.now();
    await expect(selectOne(db)).resolves.toBeDefined();
    expect(performance.now() - started, 'the first query after the restart answers at once').toBeLessThan(beforeTheDriverGivesUp);
  }, 120_000);
});
