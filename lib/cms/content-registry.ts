/**
 * The shape every content collection (and global) of the staff admin has, so that seeding
 * (lib/cms/seed.ts), reading (lib/cms/read.ts) and regeneration (lib/cms/revalidate.ts) work
 * the same way for all of them. A collection module (lib/cms/collections/*.ts) defines one of
 * these; lib/cms/collections/index.ts lists them, and the configuration, the seed and the
 * hooks take them from there. docs/admin.md "For developers" walks through adding one.
 */
import type { SeedData, SeedGlobalData } from '@/content/seed/stored';
import { withTextLimits } from './fields';
import type { CollectionConfig, CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalConfig, GlobalSlug, Payload } from 'payload';

/**
 * A stored document read field by field where the code serves every collection alike (the
 * seed, the regeneration plan); a collection's own `fromDoc` takes its generated type instead
 * (lib/cms/payload-types.ts), so a renamed field fails to compile there.
 */
export type StoredDoc = Record<string, unknown>;

/** Any collection's or global's document, for the code that serves them all alike. */
export const asStored = (doc: object): StoredDoc => doc as StoredDoc;

/** What the first start's seed may use besides its data: the admin, and today's files stored as uploads. */
export type SeedContext = {
  payload: Payload;
  /**
   * The id of an upload made from a file under `public/` (e.g. `/images/events/x.webp`),
   * stored once however many items name it.
   */
  upload: (collection: 'media' | 'documents', publicPath: string, data?: Record<string, unknown>) => Promise<number>;
};

/**
 * A content collection: seeded from content/seed/, in the shape Payload stores. What an empty
 * database is seeded with (its uploads made, lib/cms/seed-data.ts), and, through `fromDoc`, what
 * pages read during `next build`, when there is no database.
 */
export type ContentCollection<T, S extends CollectionSlug = CollectionSlug> = {
  /** One of the collections Payload's generated types name (lib/cms/payload-types.ts). */
  slug: S;
  config: CollectionConfig;
  /** A stored document (read with its uploads populated) as the typed item pages use. */
  fromDoc(doc: DataFromCollectionSlug<S>): T;
  /**
   * The site's addresses that show a document, from its stored fields (uploads may be ids
   * here): regenerated when it is published, changed, unpublished or deleted.
   */
  pagesOf(doc: StoredDoc): string[];
  /** The sample firm's documents (content/seed/<name>.ts). */
  storedSeed(): SeedData<S>[];
};

type GlobalBase<T, S extends GlobalSlug> = {
  slug: S;
  config: GlobalConfig;
  /** The stored global (read with its uploads populated) as the typed value pages use. */
  fromDoc(doc: DataFromGlobalSlug<S>): T;
  /** The addresses that show it: usually every page (contact details in the footer). */
  pages(): string[];
};

/**
 * A global seeded from content/seed/, in the shape Payload stores: what an empty database is
 * seeded with (its images uploaded), and, through `fromDoc`, what pages read during
 * `next build` (lib/cms/seed-data.ts).
 */
export type StoredSeedGlobal<T, S extends GlobalSlug = GlobalSlug> = GlobalBase<T, S> & {
  storedSeed(): SeedGlobalData<S>;
};

/**
 * A global whose stored data points at documents by id, as the menus' links point at services.
 * Ids exist only once the collections are seeded (lib/cms/seed.ts seeds the globals after them),
 * so its seed names each document otherwise (a service by its slug) and `storedSeed` looks the
 * ids up through the seed's `payload`. The build has no database, so no ids either: pages read
 * `buildSeed()`, the same seed resolved against the collections' own seeds.
 */
export type LinkedSeedGlobal<T, S extends GlobalSlug = GlobalSlug> = GlobalBase<T, S> & {
  storedSeed(context: SeedContext): Promise<SeedGlobalData<S>>;
  buildSeed(): T;
};

export type ContentGlobal<T, S extends GlobalSlug = GlobalSlug> = StoredSeedGlobal<T, S> | LinkedSeedGlobal<T, S>;

/** A content collection, typed (`defineCollection<TrainingEvent, 'training-events'>({...})`), its text fields limited ({@link withTextLimits}). */
export const defineCollection = <T, S extends CollectionSlug>(collection: ContentCollection<T, S>): ContentCollection<T, S> => ({
  ...collection,
  config: { ...collection.config, fields: withTextLimits(collection.config.fields) },
});

/** A content global, typed, its text fields limited as a collection's. */
export const defineGlobal = <T, S extends GlobalSlug>(global: ContentGlobal<T, S>): ContentGlobal<T, S> => ({
  ...global,
  config: { ...global.config, fields: withTextLimits(global.config.fields) },
});
