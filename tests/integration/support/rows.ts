/** Small queries the tests use to look at what was stored. */
import { asc, count, sql } from 'drizzle-orm';
import { bookings, contactMessages, mailOutbox, subscribers } from '../../../lib/db/schema';
import type { DatabaseHandle, Db } from '../../../lib/db/types';
import { rowsOf } from '../../../lib/db/types';

export async function counts(db: Db) {
  const [[s], [c], [b], [m]] = await Promise.all([
    db.select({ n: count() }).from(subscribers),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { subscribers: s?.n ?? 0, contacts: c?.n ?? 0, bookings: b?.n ?? 0, mails: m?.n ?? 0 };
}

export const outbox = (db: Db) => db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));

/** Polls until `check` passes or `timeoutMs` runs out. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, stepMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/**
 * Every row of `table` (the site's schema, or another's as `payload.users`), ordered by all its
 * columns, as JSON (generated columns included).
 */
export async function tableRows(handle: DatabaseHandle, table: string): Promise<string[]> {
  const name = table
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');
  const rows = rowsOf<{ row: string }>(await handle.db.execute(sql.raw(`select to_jsonb(t)::text as row from ${name} t order by 1`)));
  return rows.map((entry) => entry.row);
}
