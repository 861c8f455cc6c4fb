/**
 * How pages read the staff admin's content: through Payload's Local API in this process (no
 * HTTP), mapped back to the shapes content/schema.ts defines, so components take the same
 * props as when the content was code. Pages stay static: they are rendered at the build from
 * the seed data (there is no database during `next build`), at the start from the database,
 * and again whenever a change regenerates them (lib/cms/revalidate.ts). A read the database
 * cannot answer gets the last good copy (lib/cms/last-good.ts), kept across restarts, so the
 * start regenerates the build's pages even during an outage and the seed never comes back. A
 * published read is kept in the process until the content changes (lib/cms/kept-reads.ts), so
 * pages rendered per visit do not ask the admin for the menus each time.
 *
 * A staff member previewing a draft (Next's draft mode, app/api/preview) reads drafts too;
 * nobody else ever does.
 */
import type { Job, TrainingEvent } from '@/content/schema';
import { draftMode, headers } from 'next/headers';
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug } from 'payload';
import { nairobiToday } from '../nairobi-time';
import { contentStaff } from './access';
import { jobOpeningsCollection, trainingEventsCollection } from './collections';
import { keptRead } from './kept-reads';
import { withLastGood } from './last-good';
import type { Opening } from './collections/Openings';
import type { ContentCollection, ContentGlobal } from './content-registry';
import { seedItems, seedValue } from './seed-data';
import type { FirmContent } from './read-content';
import type { ArchivedNewsletter } from '../newsletters/archive';

/**
 * `next build` prerenders pages with no database: they are built from the seed, and every one
 * is regenerated at the start before the first visitor (server.ts).
 */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';

async function cms() {
  const { getCms } = await import('./runtime');
  return getCms();
}

/**
 * Whether this request previews drafts: draft mode is on and the request carries a signed-in
 * content editor's session. Outside a request (the start, a regeneration) it is false.
 */
export async function isDraftPreview(): Promise<boolean> {
  if (isBuildPhase()) return false;
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return false; // not rendering a request
  }
  if (!enabled) return false;
  const payload = await cms();
  const { user } = await payload.auth({ headers: await headers() });
  return Boolean(await contentStaff({ req: { user, payload } as never }));
}

export type ReadOptions = { draft?: boolean };

/** Every document of a collection the public may see (or, previewing, its latest drafts), as typed items. */
export async function readCollection<T, S extends CollectionSlug>(collection: ContentCollection<T, S>, { draft = false }: ReadOptions = {}): Promise<T[]> {
  if (isBuildPhase()) return seedItems(collection);
  const key = `collection:${collection.slug}`;
  if (draft) return findCollection(collection, true);
  return keptRead(key, (answered) =>
    withLastGood(key, false, async () => {
      const items = await findCollection(collection, false);
      answered();
      return items;
    }, () => seedItems(collection)),
  );
}

async function findCollection<T, S extends CollectionSlug>(collection: ContentCollection<T, S>, draft: boolean): Promise<T[]> {
  const payload = await cms();
  const drafts = typeof collection.config.versions === 'object' && Boolean(collection.config.versions.drafts);
  const { docs } = await payload.find({
    collection: collection.slug,
    draft,
    where: drafts && !draft ? { _status: { equals: 'published' } } : undefined,
    depth: 1,
    pagination: false,
    // The staff's order where they set one (an orderable collection's), else the order they were made in.
    sort: collection.config.defaultSort ?? 'id',
    overrideAccess: true,
  });
  return docs.map((doc) => collection.fromDoc(doc as DataFromCollectionSlug<S>));
}

export async function readGlobal<T, S extends GlobalSlug>(global: ContentGlobal<T, S>, { draft = false }: ReadOptions = {}): Promise<T> {
  if (isBuildPhase()) return seedValue(global);
  const find = async () => global.fromDoc((await (await cms()).findGlobal({ slug: global.slug, draft, depth: 1, overrideAccess: true })) as DataFromGlobalSlug<S>);
  if (draft) return find();
  const key = `global:${global.slug}`;
  return keptRead(key, (answered) =>
    withLastGood(key, false, async () => {
      const value = await find();
      answered();
      return value;
    }, () => seedValue(global)),
  );
}

// ─── Trainings and events ───────────────────────────────────────────────────────────────

export async function getTrainingEvents(options?: ReadOptions): Promise<TrainingEvent[]> {
  return readCollection(trainingEventsCollection, options);
}

export async function getTrainingEvent(slug: string, options?: ReadOptions): Promise<TrainingEvent | undefined> {
  return (await getTrainingEvents(options)).find((event) => event.slug === slug);
}

// ─── Careers ────────────────────────────────────────────────────────────────────────────

/** Whether an opening still takes applications on `now`'s day: through its closing date. */
export const isOpen = (job: Pick<Job, 'validThrough'>, now: Date) => job.validThrough >= nairobiToday(now);

export type Openings = { openPositions: Opening[]; outsourcedRoles: Opening[] };

/** The openings taking applications at `now`: the firm's own and the roles it recruits for clients. */
export async function getOpenings(now: Date, options?: ReadOptions): Promise<Openings> {
  const jobs = (await readCollection(jobOpeningsCollection, options)).filter((job) => isOpen(job, now));
  return { openPositions: jobs.filter((job) => !job.outsourced), outsourcedRoles: jobs.filter((job) => job.outsourced) };
}

// ─── The site's own content in search ───────────────────────────────────────────────────

/** What lib/search/content-index.ts indexes from the admin's content. */
export type SearchableContent = { trainingEvents: TrainingEvent[]; newsletters: ArchivedNewsletter[] } & Openings & FirmContent;

export async function readSiteContent(now = new Date()): Promise<SearchableContent> {
  // Loaded when used: lib/cms/read-content.ts and the archive read through this module.
  const { readFirmContent } = await import('./read-content');
  const { getSentNewsletters } = await import('../newsletters/archive');
  return { trainingEvents: await getTrainingEvents(), newsletters: await getSentNewsletters(), ...(await getOpenings(now)), ...(await readFirmContent()) };
}
