/**
 * What one instance of the site tells the others sharing its database, at once, over
 * PostgreSQL's LISTEN/NOTIFY: the blog's mirror moved (a sync or the webhook stored a change),
 * or the firm's content changed in the admin. Without it a second instance learned of a change
 * at its next scheduled look (50 s on average with the default interval); with it, within a
 * second or two.
 *
 * A signal only says "look now": each instance then works out from the database what its
 * pages need, as its scheduled look would, so a lost signal (a dropped connection) costs
 * the delay of the next look, never a page left stale for good. The listening connection is
 * postgres.js's own, which reconnects and listens again by itself.
 */
import { sql } from 'drizzle-orm';
import { log } from '../log';
import type { DatabaseHandle, Db } from '../db/types';

/** What changed. The content change's details are the admin's (lib/cms/revalidate.ts). */
export type SiteChange = { kind: 'articles' } | { kind: 'content'; change: unknown };

/**
 * One channel per database and schema: two sites in two schemas of one database (the tests
 * do this) do not hear each other.
 */
export function changeChannel(handle: Pick<DatabaseHandle, 'connection'>): string {
  return `kilele_changes.${handle.connection.searchPath ?? 'public'}`;
}

/** Tells every instance on the database, this one included, that `change` happened. */
export async function announceChange(db: Db, channel: string, change: SiteChange): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(change)})`);
}

function parseChange(payload: string): SiteChange | null {
  try {
    const value = JSON.parse(payload) as { kind?: unknown; change?: unknown };
    if (value.kind === 'articles') return { kind: 'articles' };
    if (value.kind === 'content') return { kind: 'content', change: value.change };
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
    if (change) onChange(change);
    else log.warn('[changes] ignored a signal that is not a change', { channel });
  });
  return unlisten;
}
