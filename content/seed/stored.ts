/**
 * The seed's shape: each collection's and global's data exactly as Payload stores it (the generated types,
 * lib/cms/payload-types.ts, which `payload` re-exports), except that an upload is named by its
 * file under `public/` until the first start uploads it (lib/cms/seed-data.ts). Type imports
 * only: content/ runs no code of the site.
 */
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload';

/** An image the first start uploads to `media` from `public/`; its size is the file's, for the build's render. */
export type SeedImage = { publicFile: string; alt: string; width: number; height: number };

type Upload = DataFromCollectionSlug<'media'>;

/** A stored shape with each upload (its id, or the populated document) written as a `SeedImage`. */
type WithSeedImages<T> = Upload extends T
  ? SeedImage | Exclude<T, number | Upload>
  : T extends (infer Item)[]
    ? WithSeedImages<Item>[]
    : T extends object
      ? { [K in keyof T]: WithSeedImages<T[K]> }
      : T;

/** One document of a collection as the seed writes it. */
export type SeedData<S extends CollectionSlug> = WithSeedImages<RequiredDataFromCollectionSlug<S>>;

/** A global as the seed writes it: its stored data, without the id Payload gives it. */
export type SeedGlobalData<S extends GlobalSlug> = WithSeedImages<Omit<DataFromGlobalSlug<S>, 'id'>>;
