/**
 * What a change in the staff admin regenerates, and how. A publish, unpublish or delete calls
 * {@link contentChanged} once (from the hooks {@link regenerateOnChange} gives every content
 * collection); the change names the public addresses that showed the document before and show
 * it now. Every plan also regenerates the sitemap, the search index's site content and the
 * page cache. The plan is applied on this instance by the internal route
 * (app/api/content/regenerate-pages), where Next can regenerate pages.
 */
import { revalidatePath } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload';
import { getDatabase } from '../db/client';
import { log } from '../log';
import { configNamedRoutes } from '../routes';
import { indexSiteContent } from '../search/content-index';
import { announceChange, changeChannel } from '../server/change-signal';
import { forgetKeptPages } from '../server/page-cache';
import { contentCollections, contentGlobals } from './collections';
import { asStored, type ContentCollection, type ContentGlobal, type StoredDoc } from './content-registry';
import { readSiteContent } from './read';
import { forgetFirmContact } from './read-firm-contact';
import { type ContentRegenerationPlan, EVERY_PAGE, regenerateContentPages } from './regeneration';
import { trackContentChange } from './state';

/** A change the site must show: which collection or global, and the addresses it touched. */
export type ContentChange = {
  source: string;
  operation: 'create' | 'update' | 'delete';
  /** Public addresses that showed the document before the change or show it after. */
  pages: string[];
};

/**
 * The one call site for every change (the cross-instance relay goes here): regenerates what
 * the change touched. Never throws: a change is saved whatever the regeneration does.
 */
export async function contentChanged(change: ContentChange): Promise<void> {
  forgetFirmContact();
  const plan = regenerationPlanFor(change);
  try {
    await regenerateContentPages(plan);
  } catch (error) {
    log.error('[admin] regenerating the pages of a content change failed; they regenerate at the next change or start', { change, error });
  }
  await tellOtherInstances(plan);
}

/**
 * The other instances on the database regenerate the same pages at once (lib/server/change-signal.ts).
 * Should the signal fail, they show the change at their next regeneration (midnight, a restart).
 */
async function tellOtherInstances(plan: ContentRegenerationPlan): Promise<void> {
  try {
    const handle = await getDatabase();
    await announceChange(handle.db, changeChannel(handle), { kind: 'content', change: plan });
  } catch (error) {
    log.warn('[admin] could not tell the other instances of a content change', { error });
  }
}

export function regenerationPlanFor(change: ContentChange): ContentRegenerationPlan {
  return { everything: false, paths: [...new Set(change.pages)].sort() };
}

/** Whether the public site shows a document: published, or in a collection without drafts. */
function isShown(doc: StoredDoc | undefined): boolean {
  if (!doc || Object.keys(doc).length === 0) return false;
  return !('_status' in doc) || doc._status === 'published' || doc._status === undefined || doc._status === null;
}

/** Payload runs the hooks inside the change's transaction: what they regenerate must read it committed. */
async function afterCommit(req: PayloadRequest): Promise<void> {
  for (let waited = 0; req.transactionID !== undefined && waited < 10_000; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function changeOnceCommitted(req: PayloadRequest, change: ContentChange): void {
  // Forgotten now and again once committed (contentChanged): a read in between is not kept.
  forgetFirmContact();
  trackContentChange(afterCommit(req).then(() => contentChanged(change)));
}

/** The hooks every content collection carries: regenerate what a publish, unpublish or delete touched. */
export function regenerateOnChange(collection: Pick<ContentCollection<unknown>, 'slug' | 'pagesOf'>): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      ({ doc, previousDoc, operation, req, context }) => {
        if (context.seeding) return doc;
        const before = isShown(previousDoc) ? collection.pagesOf(previousDoc) : [];
        const after = isShown(doc) ? collection.pagesOf(doc) : [];
        // A draft of a document the site does not show changes nothing public.
        if (before.length + after.length > 0) changeOnceCommitted(req, { source: collection.slug, operation, pages: [...before, ...after] });
        return doc;
      },
    ],
    afterDelete: [
      ({ doc, req, context }) => {
        if (context.seeding || !isShown(doc)) return doc;
        changeOnceCommitted(req, { source: collection.slug, operation: 'delete', pages: collection.pagesOf(doc) });
        return doc;
      },
    ],
  };
}

/** The hook a content global carries. */
export function regenerateOnGlobalChange(global: Pick<ContentGlobal<unknown>, 'slug' | 'pages'>): GlobalAfterChangeHook[] {
  return [
    ({ doc, req, context }) => {
      if (context.seeding || !isShown(doc)) return doc;
      changeOnceCommitted(req, { source: global.slug, operation: 'update', pages: global.pages() });
      return doc;
    },
  ];
}

/** The route folder Next keys a public address by (`/kp-trainings/x` is rendered by `/trainings/x`). */
export function internalPathOf(publicPath: string): string {
  for (const { publicPath: prefix, internalPath } of configNamedRoutes) {
    if (publicPath === prefix || publicPath.startsWith(`${prefix}/`)) return internalPath + publicPath.slice(prefix.length);
  }
  return publicPath;
}

/**
 * Every address that shows content: what the start regenerates. With the database unreachable
 * (a start during an outage) the documents cannot be listed, and every page is regenerated
 * instead: from the last good copy (lib/cms/last-good.ts), never left as the build made it,
 * from the seed.
 */
export async function everyContentPage(): Promise<string[]> {
  const pages = new Set<string>(contentGlobals.flatMap((global) => global.pages()));
  try {
    const { getCms } = await import('./runtime');
    const payload = await getCms();
    for (const collection of contentCollections) {
      const { docs } = await payload.find({ collection: collection.slug, depth: 0, pagination: false, overrideAccess: true });
      for (const doc of docs) for (const page of collection.pagesOf(asStored(doc))) pages.add(page);
    }
  } catch (error) {
    log.warn('[admin] the content cannot be listed: every page is regenerated, from the last good copy', { error });
    return [EVERY_PAGE];
  }
  return [...pages].sort();
}

/**
 * Applies a plan on this instance: called from within a request (the internal route). Returns
 * the number of search documents written.
 */
export async function applyContentRegeneration(plan: ContentRegenerationPlan): Promise<{ pages: number; searchDocuments: number }> {
  const paths = plan.everything ? await everyContentPage() : plan.paths;
  for (const path of paths) {
    if (path === EVERY_PAGE) {
      // Every page under the site's layout, whichever route made it.
      revalidatePath('/', 'layout');
      continue;
    }
    revalidatePath(path);
    const internal = internalPathOf(path);
    if (internal !== path) revalidatePath(internal);
  }
  revalidatePath('/sitemap.xml');
  forgetKeptPages();
  forgetFirmContact();
  return { pages: paths.length, searchDocuments: await indexContent() };
}

/**
 * Writes the search index's site content; the number of documents written. The index lives in
 * the database: with the database unreachable it keeps what it held, and the pages are
 * regenerated all the same.
 */
async function indexContent(): Promise<number> {
  try {
    return await indexSiteContent((await getDatabase()).db, await readSiteContent());
  } catch (error) {
    log.warn('[search] the site content was not indexed: the database is unreachable; the index keeps what it held', { error });
    return 0;
  }
}
