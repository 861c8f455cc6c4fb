/**
 * How this instance regenerates the pages that show the staff admin's content: a plan names
 * the public addresses a change touched (or every page that shows content), and
 * {@link regenerateContentPages} turns it into Next's revalidation calls, empties the page
 * cache, forgets the kept contact details and rewrites the search index's site content.
 *
 * Next revalidates only within a request: this runs in `after()` of the request that saved
 * (lib/cms/revalidate.ts), or in the internal route the server asks through
 * lib/server/loopback.ts (the start, midnight, a change committed outside a request or on
 * another instance). docs/admin.md, "How a change reaches the pages".
 */
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDatabase } from '../db/client';
import { parseJsonAs } from '../json';
import { log } from '../log';
import { configNamedRoutes } from '../routes';
import { indexSiteContent } from '../search/content-index';
import { forgetKeptPages } from '../server/page-cache';
import { asStored } from './content-registry';
import { readSiteContent } from './read';
import { forgetKeptReads } from './kept-reads';

/**
 * Stands for every page of the site in a plan's paths: for content every page shows (the
 * contact details in the footer, the menus), articles and pages made after the build included.
 */
export const EVERY_PAGE = '/*';

/**
 * What to regenerate: the public addresses of the pages a change touched. The sitemap, the
 * search index's site content and the page cache are regenerated with every plan. `everything`
 * (the start, midnight) regenerates every page that shows content.
 */
export type ContentRegenerationPlan = { everything: true } | { everything: false; paths: string[] };

const planSchema = z.union([
  z.object({ everything: z.literal(true) }),
  z.object({ everything: z.literal(false), paths: z.array(z.string().startsWith('/')) }),
]);

/** The plan a request or a signal carries, or null when it carries none. */
export function parseContentRegenerationPlan(body: string): ContentRegenerationPlan | null {
  return parseJsonAs(body, planSchema);
}

/** The route folder Next keys a public address by (`/kp-trainings/x` is rendered by `/trainings/x`). */
export function internalPathOf(publicPath: string): string {
  for (const { publicPath: prefix, internalPath } of configNamedRoutes) {
    if (publicPath === prefix || publicPath.startsWith(`${prefix}/`)) return internalPath + publicPath.slice(prefix.length);
  }
  return publicPath;
}

/**
 * Every address that shows content: what the start and midnight regenerate. With the database
 * unreachable (a start during an outage) the documents cannot be listed, and every page is
 * regenerated instead: from the last good copy (lib/cms/last-good.ts), never left as the build
 * made it, from the seed.
 */
export async function everyContentPage(): Promise<string[]> {
  // Imported when called: the collections' hooks import this module's plan.
  const { contentCollections, contentGlobals } = await import('./collections');
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
 * Applies a plan on this instance, from within a request (the route, or `after()`): Next
 * regenerates each page at its next visit. Resolves the number of addresses and of search
 * documents written.
 */
export async function regenerateContentPages(plan: ContentRegenerationPlan): Promise<{ pages: number; searchDocuments: number }> {
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
  forgetKeptPages('the content pages are regenerated');
  forgetKeptReads();
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
