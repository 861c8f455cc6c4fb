/**
 * The process's staff admin, as the server sees it: whether it is ready, and how to close it.
 * Kept apart from lib/cms/runtime.ts so that `server.ts` can close the admin without loading
 * Payload itself (Payload runs inside Next's bundle; a second copy would be a second admin).
 */
import type { GlobalSlug } from 'payload';
import { processWide } from '../process-wide';

/** Payload's Local API read of a global, as the server's own jobs use it (lib/cms/read-firm-contact.ts). */
export type GlobalReader = {
  findGlobal: (options: { slug: GlobalSlug; depth?: number; draft?: boolean; overrideAccess?: boolean }) => Promise<unknown>;
};

/** Payload's Local API read of one document by its id, as the server's own jobs use it (lib/cms/read-training-terms.ts). */
export type DocumentReader = {
  findByID: (options: { collection: 'training-events'; id: number; depth?: number; draft?: boolean; overrideAccess?: boolean; disableErrors?: boolean }) => Promise<unknown>;
};

/** What lib/cms/runtime.ts keeps for the process: the admin once ready, as the Payload instance's methods the server needs. */
export type CmsState = {
  ready?: Promise<GlobalReader & DocumentReader & { destroy: () => Promise<void>; db: unknown }>;
  /** The content changes saved in a request whose regeneration and signal are still under way (lib/cms/revalidate.ts). */
  changes?: Set<Promise<void>>;
};

export const cmsState = () => processWide<CmsState>('cms', () => ({}));

/**
 * Counts a content change's regeneration until it settles. A save in a request answers before
 * its pages are regenerated (in `after()`) and the other instances told; the stop waits for
 * that work ({@link settleContentChanges}) instead of closing the database under it.
 */
export function trackContentChange(work: Promise<void>): void {
  const state = cmsState();
  const changes = (state.changes ??= new Set());
  const tracked = work.catch(() => undefined).finally(() => changes.delete(tracked));
  changes.add(tracked);
}

/** Resolves once every content change in hand has regenerated its pages and told the other instances. */
export async function settleContentChanges(): Promise<void> {
  const changes = cmsState().changes;
  while (changes && changes.size > 0) await Promise.all(changes);
}

/** Closes the admin's connections if it was opened (the stop, after requests have drained). */
export async function closeCms(): Promise<void> {
  const state = cmsState();
  await settleContentChanges();
  const ready = state.ready;
  state.ready = undefined;
  const payload = await ready?.catch(() => undefined);
  if (!payload) return;
  await payload.destroy();
  // Payload's `destroy` leaves its pool open. Ending it closes the idle connections now; the one
  // Payload keeps checked out for good goes when the database stops.
  const pool = (payload.db as { pool?: { end: () => Promise<void> } }).pool;
  void pool?.end().catch(() => undefined);
}
