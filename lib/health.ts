/**
 * The site's health for load balancers and monitoring: is the database reachable, how mail
 * leaves and whether it is leaving, and when WordPress last answered. No secrets, no
 * personal data; and the details only to the site's operators (`health-access.ts`;
 * docs/production.md, "Health check").
 */
import { and, count, desc, isNotNull, isNull, min, sql } from 'drizzle-orm';
import { getMirrorStatus } from '@/lib/articles/repository';
import { getDatabase } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { maskText } from '@/lib/log';
import { mailTransportStatus, mailWorkerRounds } from '@/lib/mail/runtime';
import { isStopping } from '@/lib/server/lifecycle';

const DATABASE_TIMEOUT_MS = 2_000;

/**
 * Mail waiting longer than this makes the site unhealthy: the worker retries a relay that is
 * down every 30 s and a deferring recipient within the hour, so an hour-old mail means mail
 * has stopped leaving and someone should look.
 */
export const MAIL_STALE_AFTER_SECONDS = 60 * 60;

/** How many of the most recent dead mails the answer lists. */
const DEAD_LISTED = 10;

type OutboxHealth = {
  undelivered: number;
  oldestQueuedAt: string | null;
  oldestAgeSeconds: number | null;
  staleAfterSeconds: number;
  stale: boolean;
  dead: { count: number; recent: { id: string; kind: string; queuedAt: string; deadAt: string; reason: string }[] };
};

/** `work`, or `late` once {@link DATABASE_TIMEOUT_MS} has passed: the health answer never waits on a database that hangs. */
async function withinTimeout<T>(work: Promise<T>, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The blog's mirror: how many posts it holds and when WordPress last answered well (null when it cannot be read). */
async function articlesHealth() {
  const status = await withinTimeout(getMirrorStatus().catch(() => null), null);
  if (!status) return null;
  return {
    source: status.source,
    count: status.articles,
    lastSuccessAt: status.lastSuccessAt,
    lastAttemptAt: status.lastAttemptAt,
    failing: status.lastError !== null,
  };
}

type DatabaseHealth = { ok: true; kind: string; outbox: OutboxHealth } | { ok: false; error: string };

async function databaseHealth(): Promise<DatabaseHealth> {
  const check = async (): Promise<DatabaseHealth> => {
    const handle = await getDatabase();
    await handle.db.execute(sql`select 1`);
    const [waiting] = await handle.db
      .select({
        undelivered: count(),
        oldest: min(mailOutbox.createdAt),
        // The database's clock queued the mail, so it also measures its age.
        ageSeconds: sql<number | null>`floor(extract(epoch from now() - min(${mailOutbox.createdAt})))::int`,
      })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt)));
    const [dead] = await handle.db.select({ count: count() }).from(mailOutbox).where(isNotNull(mailOutbox.deadAt));
    const recentDead = await handle.db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        createdAt: mailOutbox.createdAt,
        deadAt: mailOutbox.deadAt,
        lastError: mailOutbox.lastError,
      })
      .from(mailOutbox)
      .where(isNotNull(mailOutbox.deadAt))
      .orderBy(desc(mailOutbox.deadAt))
      .limit(DEAD_LISTED);
    const age = waiting?.ageSeconds ?? null;
    return {
      ok: true,
      kind: handle.kind,
      outbox: {
        undelivered: waiting?.undelivered ?? 0,
        oldestQueuedAt: waiting?.oldest ? new Date(waiting.oldest).toISOString() : null,
        oldestAgeSeconds: age === null ? null : Number(age),
        staleAfterSeconds: MAIL_STALE_AFTER_SECONDS,
        stale: age !== null && Number(age) > MAIL_STALE_AFTER_SECONDS,
        dead: {
          count: dead?.count ?? 0,
          recent: recentDead.map((mail) => ({
            id: mail.id,
            kind: mail.kind,
            queuedAt: new Date(mail.createdAt).toISOString(),
            deadAt: mail.deadAt ? new Date(mail.deadAt).toISOString() : '',
            // A refusal usually quotes the recipient's address: masked, as in the logs.
            reason: maskText(mail.lastError ?? ''),
          })),
        },
      },
    };
  };
  return withinTimeout(
    // The error text can carry connection details; the logs have it, the answer does not.
    check().catch((): DatabaseHealth => ({ ok: false, error: 'unreachable' })),
    { ok: false, error: `no answer within ${DATABASE_TIMEOUT_MS} ms` },
  );
}

/**
 * The site's health: not ok while the database is unreachable, the server is stopping, or
 * mail has waited longer than {@link MAIL_STALE_AFTER_SECONDS}. With `{ mail: false }` a
 * stale outbox does not count (for a load balancer: mail is shared through the database, so
 * it would take every instance out at once, which helps nobody).
 */
export async function siteHealth({ mail = true }: { mail?: boolean } = {}) {
  const [database, articles] = await Promise.all([databaseHealth(), articlesHealth()]);
  // A stopping server still answers what it has in hand; the load balancer should send no more.
  const draining = isStopping();
  const mailStale = database.ok && database.outbox.stale;
  return {
    ok: database.ok && !draining && !(mail && mailStale),
    draining,
    database,
    mail: { transport: mailTransportStatus(), rounds: mailWorkerRounds(), stale: mailStale, counted: mail },
    articles,
    checkedAt: new Date().toISOString(),
  };
}
