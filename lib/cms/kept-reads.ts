/**
 * Reads of the admin's published content, kept in this process until the content changes.
 *
 * A page rendered per visit (a search, a calculation, a registration form) renders the layout
 * too, and the layout shows the menus and the contact details: without this, every such visit
 * asked the admin for both globals and the services behind the menus, and a crowd on the search
 * cost the database three reads per request. A kept read serves until any content change here or
 * on another instance forgets it ({@link forgetKeptReads}, called where the pages are
 * regenerated: lib/cms/revalidate.ts, lib/cms/regenerate-pages.ts), and for at most
 * {@link KEPT_READ_MS} should another instance's signal be lost.
 *
 * Only what the admin answered is kept: a stand-in (the last good copy, the seed) is read afresh
 * next time. Reads of one key begun at once share one answer. A read begun before a change is
 * not kept. This module loads neither Next nor Payload, so the server's own jobs use it too.
 */
import { processWide } from '../process-wide';

/** How long a kept read serves, should no change be heard of: a signal from another instance can be lost. */
export const KEPT_READ_MS = 60_000;

type Kept = {
  copies: Map<string, { value: unknown; readAt: number }>;
  reading: Map<string, Promise<unknown>>;
  /** Moves on with every change: a read begun before one is not kept. */
  changes: number;
};
const kept = () => processWide<Kept>('cms.kept-reads', () => ({ copies: new Map(), reading: new Map(), changes: 0 }));

/** The content may have changed: every next read asks the admin again. */
export function forgetKeptReads(): void {
  const state = kept();
  state.copies.clear();
  state.reading.clear();
  state.changes += 1;
}

/**
 * `key`'s kept value, or `read`'s. `read` calls `answered()` once the admin has answered, and
 * only then is its value kept (a read that fell back to a stand-in is not).
 */
export function keptRead<T>(key: string, read: (answered: () => void) => Promise<T>): Promise<T> {
  const state = kept();
  const copy = state.copies.get(key);
  if (copy && Date.now() - copy.readAt < KEPT_READ_MS) return Promise.resolve(copy.value as T);
  let reading = state.reading.get(key) as Promise<T> | undefined;
  if (!reading) {
    reading = readNow(key, read, state);
    state.reading.set(key, reading);
  }
  return reading;
}

async function readNow<T>(key: string, read: (answered: () => void) => Promise<T>, state: Kept): Promise<T> {
  const changes = state.changes;
  let answered = false;
  try {
    const value = await read(() => (answered = true));
    if (answered && state.changes === changes) state.copies.set(key, { value, readAt: Date.now() });
    return value;
  } finally {
    if (state.changes === changes) state.reading.delete(key);
  }
}
