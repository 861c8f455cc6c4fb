/** Small queries the tests use to look at what was stored. */
import { asc, count } from 'drizzle-orm';
import { bookings, contactMessages, mailOutbox, subscribers } from '../../../lib/db/schema';
import type { Db } from '../../../lib/db/types';

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
