/**
 * The shape every content collection (and global) of the staff admin has, so that seeding
 * (lib/cms/seed.ts), reading (lib/cms/read.ts) and regeneration (lib/cms/revalidate.ts) work
 * the same way for all of them. A collection module (lib/cms/collections/*.ts) defines one of
 * these; lib/cms/collections/index.ts lists them, and the configuration, the seed and the
 * hooks take them from there. docs/admin.md "For developers" walks through adding one.
 */
import type { CollectionConfig, GlobalConfig, Payload } from 'payload';

/** A stored document as Payload returns it. */
export type StoredDoc = Record<string, unknown>;

/** What a collection's seed may do besides returning its data: store today's files as uploads. */
export type SeedContext = {
  payload: Payload;
  /**
   * The id of an upload made from a file under `public/` (e.g. `/images/events/x.webp`),
   * stored once however many items name it.
   */
  upload: (collection: 'media' | 'documents', publicPath: string, data?: Record<string, unknown>) => Promise<number>;
};

export type ContentCollection<T> = {
  slug: string;
  config: CollectionConfig;
  /**
   * Today's content, as content/*.ts types it: what an empty database is seeded with, and
   * what pages read during `next build`, when there is no database.
   */
  seed(): T[];
  /** One seed item as the data Payload stores. */
  toData(item: T, context: SeedContext): Promise<StoredDoc>;
  /** A stored document (read with its uploads populated) as the typed item pages use. */
  fromDoc(doc: StoredDoc): T;
  /**
   * The site's addresses that show a document, from its stored fields (uploads may be ids
   * here): regenerated when it is published, changed, unpublished or deleted.
   */
  pagesOf(doc: StoredDoc): string[];
};

export type ContentGlobal<T> = {
  slug: string;
  config: GlobalConfig;
  seed(): T;
  toData(value: T, context: SeedContext): Promise<StoredDoc>;
  fromDoc(doc: StoredDoc): T;
  /** The addresses that show it: usually every page (contact details in the footer). */
  pages(): string[];
};

/** Identity, for the types: `defineCollection<TrainingEvent>({...})`. */
export const defineCollection = <T>(collection: ContentCollection<T>): ContentCollection<T> => collection;
export const defineGlobal = <T>(global: ContentGlobal<T>): ContentGlobal<T> => global;
