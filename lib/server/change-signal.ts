/**
 * What one instance of the site tells the others sharing its database, at once, over
 * PostgreSQL's LISTEN/NOTIFY: the blog's mirror moved (a sync or the webhook stored a change),
 * or the firm's content changed in the admin. Without it a second instance learned of a change
 * at its next scheduled look (50 s on average with the default interval); with it, within a
 * second or two.
 *
 * PostgreSQL delivers a notification sent inside a transaction only when it commits, and never
 * if it rolls back. So a content change saved outside a request (Payload's job runner, a
 * command) is announced from within its own transaction to every instance, this one included
 * ({@link announceChange} with `thisProcessToo`): each regenerates once the data is committed,
 * without watching for the commit (docs/admin.md, "How a change reaches the pages").
 *
 * A signal only says "look now": each instance then works out from the database what its
 * pages need, as its scheduled look would, so a lost signal (a dropped connection) costs
 * the delay of the next look, never a page left stale for good. The listening connection is
 * postgres.js's own, which reconnects and listens again by itself.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { log } from '../log';
import { processWide } from '../process-wide';
import type { DatabaseHandle, Db } from '../db/types';

/** This process, as its signals name it: a process does not act on its own signals, having acted already. */
const thisProcess = () => processWide('changes.origin', () => randomUUID());

/**
 * What changed. A content change carries its regeneration plan (lib/cms/regenerate-pages.ts),
 * unchecked here: the instance that applies it checks it.
 */
export type SiteChange = { kind: 'articles' } | { kind: 'content'; plan: unknown };

/** PostgreSQL refuses a notification's payload from 8000 bytes. */
export const MAX_SIGNAL_BYTES = 7900;

/**
 * One channel per database and schema: two sites in two schemas of one database (the tests
 * do this) do not hear each other.
 */
export function changeChannel(handle: Pick<DatabaseHandle, 'connection'>): string {
  return `kilele_changes.${handle.connection.searchPath ?? 'public'}`;
}

/**
 * Tells every other instance on the database that `change` happened; with `thisProcessToo`,
 * this process's listener hears it too (the change has not been applied here). On a
 * transaction (`db`), the signal leaves when the transaction commits.
 */
export async function announceChange(db: Db, channel: string, change: SiteChange, { thisProcessToo = false } = {}): Promise<void> {
  const payload = JSON.stringify(thisProcessToo ? change : { ...change, origin: thisProcess() });
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The change a signal carries; null for one of this process's own, or one that is not a change. */
function parseChange(payload: string): SiteChange | 'own' | null {
  try {
    const value = JSON.parse(payload) as { kind?: unknown; plan?: unknown; origin?: unknown };
    if (value.origin === thisProcess()) return 'own';
    if (value.kind === 'articles') return { kind: 'articles' };
    if (value.kind === 'content') return { kind: 'content', plan: value.plan };
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/** Calls `onChange` for every change announced on the database; resolves how to stop listening. */
export async function listenForChanges(handle: DatabaseHandle, onChange: (change: SiteChange) => void): Promise<() => Promise<void>> {
  const channel = changeChannel(handle);
  const { unlisten } = await handle.sql.listen(channel, (payload) => {
    const change = parseChange(payload);
    if (change === 'own') return;
    if (change) onChange(change);
    else log.warn('[changes] ignored a signal that is not a change', { channel });
  });
  return unlisten;
}
