/**
 * The hooks every content collection and global carries (as `revalidate*` in Payload's
 * `templates/website`): what a change in the staff admin touches, and when its pages are
 * regenerated. docs/admin.md, "How a change reaches the pages", says why each piece exists.
 *
 * - **What it touches:** the public addresses that showed the document before the change and
 *   show it after. Only the published document is public: a draft saved over it, or a draft of
 *   something never published, touches nothing.
 * - **When:** once Payload has committed the change, never before (a page rendered from the
 *   old data in between would be kept as new). In a request (the admin's REST and GraphQL
 *   calls) Payload commits before the response, so the pages are regenerated in Next's
 *   `after()`, here, and the other instances are told. Outside a request (Payload's job runner
 *   publishing on schedule, a command) the change is announced from within its transaction to
 *   every instance, this one included: PostgreSQL delivers it at the commit
 *   (lib/server/change-signal.ts), and each instance regenerates through lib/server/loopback.ts.
 */
import { after } from 'next/server';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import { getDatabase } from '../db/client';
import type { Db } from '../db/types';
import { log } from '../log';
import { announceChange, changeChannel, MAX_SIGNAL_BYTES } from '../server/change-signal';
import { asStored, type ContentCollection, type ContentGlobal, type StoredDoc } from './content-registry';
import { forgetKeptReads } from './kept-reads';
import { type ContentRegenerationPlan, regenerateContentPages } from './regenerate-pages';
import { trackContentChange } from './state';

/** What a collection's `pagesOf` names for every page (the menus, the footer). */
export { EVERY_PAGE } from './regenerate-pages';

/** The plan for the addresses a change touched: each once, in order. */
export function regenerationPlanFor(pages: string[]): ContentRegenerationPlan {
  return { everything: false, paths: [...new Set(pages)].sort() };
}

/** Whether the public site shows a document: published, or in a collection without drafts. */
function isPublished(doc: StoredDoc): boolean {
  return !('_status' in doc) || doc._status === 'published' || doc._status === undefined || doc._status === null;
}

/**
 * `shown` of a document that may be missing: nothing shows what is not there. A declaration, as
 * `isPublished`: the collections call {@link regenerateOnChange} while this module may still be loading.
 */
function isShownBy(shown: (doc: StoredDoc) => boolean): (doc: StoredDoc | null | undefined) => boolean {
  return (doc) => Boolean(doc && Object.keys(doc).length > 0 && shown(doc));
}

/**
 * The addresses each document being updated in a request showed before the change, read from
 * the stored document by `beforeChange`. Payload's `previousDoc` is the latest version, which
 * may be an unpublished draft, not what the site shows.
 */
const shownBefore = new WeakMap<PayloadRequest, Map<string, string[]>>();

/** The stored document as the site shows it (not its latest draft), read within the change's transaction. */
async function storedDocument(req: PayloadRequest, collection: CollectionSlug, id: number | string): Promise<StoredDoc | null> {
  const doc = await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req });
  return doc ? asStored(doc) : null;
}

/**
 * The hooks every content collection carries: regenerate what a publish, unpublish or delete
 * touched. `shown` says when the public sees a document: published (the default), or, for a
 * collection whose own field decides (a campaign is public once sent), that field's value.
 */
export function regenerateOnChange(
  collection: Pick<ContentCollection<unknown>, 'slug' | 'pagesOf'>,
  shown: (doc: StoredDoc) => boolean = isPublished,
): {
  beforeChange: CollectionBeforeChangeHook[];
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  const key = (id: unknown) => `${collection.slug}:${String(id)}`;
  const isShown = isShownBy(shown);
  return {
    beforeChange: [
      async ({ operation, originalDoc, req, context }) => {
        if (context.seeding || operation !== 'update' || !originalDoc) return;
        const before = await storedDocument(req, collection.slug, (originalDoc as { id: number | string }).id);
        const pages = isShown(before) ? collection.pagesOf(before!) : [];
        if (!shownBefore.has(req)) shownBefore.set(req, new Map());
        shownBefore.get(req)!.set(key(originalDoc.id), pages);
      },
    ],
    afterChange: [
      async ({ doc, req, context }) => {
        if (context.seeding) return doc;
        const before = shownBefore.get(req)?.get(key(doc.id)) ?? [];
        shownBefore.get(req)?.delete(key(doc.id));
        let pages: string[];
        if (isShown(doc)) {
          pages = [...before, ...collection.pagesOf(doc)];
        } else if (before.length > 0 && !isShown(await storedDocument(req, collection.slug, doc.id))) {
          // Unpublished: it leaves the pages that showed it.
          pages = before;
        } else {
          // A draft, over the published document or of one never published: the site shows what it showed.
          pages = [];
        }
        if (pages.length > 0) await regenerateOnceCommitted(req, collection.slug, pages);
        return doc;
      },
    ],
    afterDelete: [
      async ({ doc, req, context }) => {
        if (context.seeding || !isShown(doc)) return doc;
        await regenerateOnceCommitted(req, collection.slug, collection.pagesOf(doc));
        return doc;
      },
    ],
  };
}

/** The hook a content global carries (globals have no drafts: every save is public). */
export function regenerateOnGlobalChange(global: Pick<ContentGlobal<unknown>, 'slug' | 'pages'>): GlobalAfterChangeHook[] {
  return [
    async ({ doc, req, context }) => {
      if (context.seeding || !isShownBy(isPublished)(doc)) return doc;
      await regenerateOnceCommitted(req, global.slug, global.pages());
      return doc;
    },
  ];
}

/**
 * Regenerates `pages` once the change is committed: in `after()` of the request that saved,
 * or, outside a request, through a signal sent within the change's transaction. Never throws
 * for a failure to regenerate: a change is saved whatever its pages do.
 */
async function regenerateOnceCommitted(req: PayloadRequest, source: string, pages: string[]): Promise<void> {
  // Forgotten now, and again when the pages are regenerated: a read in between is not kept for long.
  forgetKeptReads();
  const plan = regenerationPlanFor(pages);
  if (req.payloadAPI !== 'local' && scheduledAfterResponse(source, plan)) return;
  await announceWithinTransaction(req, plan);
}

/**
 * Schedules the regeneration after the response: Payload has committed by then, and Next
 * revalidates there (its pending revalidations run when the `after()` callbacks end). False
 * when Next has no request here to schedule on (Payload's REST handler called outside Next).
 */
function scheduledAfterResponse(source: string, plan: ContentRegenerationPlan): boolean {
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  try {
    after(async () => {
      // The other instances are told at once: the change is committed, and their pages owe nothing to this one's.
      await Promise.all([
        regenerateContentPages(plan).catch((error: unknown) =>
          log.error('[admin] regenerating the pages of a content change failed; they regenerate at the next change or midnight', { source, plan, error }),
        ),
        tellOtherInstances(plan),
      ]);
      finished();
    });
  } catch (error) {
    log.debug('[admin] no request to regenerate after: announcing the change within its transaction', { source, error });
    return false;
  }
  // The stop waits for it (lib/cms/state.ts) before it closes the database.
  trackContentChange(done);
  return true;
}

/**
 * The other instances on the database regenerate the same pages at once. Should the signal
 * fail, they show the change at their next regeneration (midnight, a restart).
 */
async function tellOtherInstances(plan: ContentRegenerationPlan): Promise<void> {
  try {
    const handle = await getDatabase();
    await announceChange(handle.db, changeChannel(handle), { kind: 'content', plan: boundedPlan(plan) });
  } catch (error) {
    log.warn('[admin] could not tell the other instances of a content change', { error });
  }
}

/**
 * Announces the change to every instance, this one included, on the change's own
 * transaction: PostgreSQL delivers it when Payload commits, and drops it if Payload rolls back.
 * Without a transaction the change is already committed, and it leaves at once.
 */
async function announceWithinTransaction(req: PayloadRequest, plan: ContentRegenerationPlan): Promise<void> {
  const handle = await getDatabase();
  const transactionID = await req.transactionID;
  // Payload's PostgreSQL adapter keeps each open transaction's Drizzle session here
  // (@payloadcms/drizzle's getTransaction reads the same); it is a Drizzle PostgreSQL database.
  const transaction = transactionID === undefined ? undefined : (req.payload.db.sessions?.[transactionID]?.db as Db | undefined);
  await announceChange(transaction ?? handle.db, changeChannel(handle), { kind: 'content', plan: boundedPlan(plan) }, { thisProcessToo: true });
}

/** A plan too long for a signal becomes "every page": a failed signal would fail the save with it. */
function boundedPlan(plan: ContentRegenerationPlan): ContentRegenerationPlan {
  return Buffer.byteLength(JSON.stringify(plan)) > MAX_SIGNAL_BYTES - 200 ? { everything: true } : plan;
}
