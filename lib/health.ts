/**
 * The site's health for load balancers and monitoring: is the database reachable, how much
 * mail is waiting, and when WordPress last answered. No secrets, no personal data.
 */
import { count, isNull, min, sql } from 'drizzle-orm';
import { getArticleSourceStatus } from '@/lib/articles/repository';
import { getDatabase } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { isStopping } from '@/lib/server/lifecycle';

const DATABASE_TIMEOUT_MS = 2_000;

type DatabaseHealth =
  | { ok: true; kind: string; outbox: { undelivered: number; oldestQueuedAt: string | null } }
  | { ok: false; error: string };

async function databaseHealth(): Promise<DatabaseHealth> {
  const check = async (): Promise<DatabaseHealth> => {
    const handle = await getDatabase();
    await handle.db.execute(sql`select 1`);
    const [row] = await handle.db
      .select({ undelivered: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return {
      ok: true,
      kind: handle.kind,
      outbox: { undelivered: row?.undelivered ?? 0, oldestQueuedAt: row?.oldest ? new Date(row.oldest).toISOString() : null },
    };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${DATABASE_TIMEOUT_MS} ms` }), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch {
    // The error text can carry connection details; the logs have it, the answer does not.
    return { ok: false, error: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/** The site's health; not ok while the database is unreachable or the server is stopping. */
export async function siteHealth() {
  const [database, articles] = await Promise.all([databaseHealth(), getArticleSourceStatus()]);
  // A stopping server still answers what it has in hand; the load balancer should send no more.
  const draining = isStopping();
  return { ok: database.ok && !draining, draining, database, articles, checkedAt: new Date().toISOString() };
}
