/**
 * The seed's shape: each collection's and global's data exactly as Payload stores it (the generated types,
 * lib/cms/payload-types.ts, which `payload` re-exports), except that an upload is named by its
 * file under `public/` until the first start uploads it (lib/cms/seed-data.ts). Type imports
 * only: content/ runs no code of the site.
 */
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload';

/** An image the first start uploads to `media` from `public/`; its size is the file's, for the build's render. */
export type SeedImage = { publicFile: string; alt: string; width: number; height: number };

/** A PDF the first start uploads to `documents` from `public/`, with the title the admin lists it by. */
export type SeedDocument = { publicFile: string; title: string };

export type SeedUpload = SeedImage | SeedDocument;

type Media = DataFromCollectionSlug<'media'>;
type Document = DataFromCollectionSlug<'documents'>;

/**
 * Whether a field's value is an upload to the collection of `U` (its id, or its document
 * populated). Media and documents fit each other's types, since every field they differ in is
 * optional, so their fields' names tell them apart.
 */
type HoldsUpload<T, U> = [Exclude<T, number | null | undefined>] extends [U]
  ? [keyof Exclude<T, number | null | undefined>] extends [keyof U]
    ? [keyof U] extends [keyof Exclude<T, number | null | undefined>]
      ? true
      : false
    : false
  : false;

/** A stored shape with each upload (its id, or the populated document) written as a `SeedImage` or a `SeedDocument`. */
type WithSeedUploads<T> =
  HoldsUpload<T, Media> extends true
    ? SeedImage | Exclude<T, number | Media>
    : HoldsUpload<T, Document> extends true
      ? SeedDocument | Exclude<T, number | Document>
      : T extends (infer Item)[]
        ? WithSeedUploads<Item>[]
        : T extends object
          ? { [K in keyof T]: WithSeedUploads<T[K]> }
          : T;

/** One document of a collection as the seed writes it. */
export type SeedData<S extends CollectionSlug> = WithSeedUploads<RequiredDataFromCollectionSlug<S>>;

/** A global as the seed writes it: its stored data, without the id Payload gives it. */
export type SeedGlobalData<S extends GlobalSlug> = WithSeedUploads<Omit<DataFromGlobalSlug<S>, 'id'>>;
