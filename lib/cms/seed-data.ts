/**
 * A collection's or global's seed (content/seed/, in the shape Payload stores, each upload named
 * by its file under `public/`) made into what Payload is given on the first start, and into the
 * documents the pages render from during `next build`, when there is no database. The seed
 * names its uploads the same way everywhere, so both are one walk over the data.
 */
import type { SeedDocument, SeedImage, SeedUpload } from '@/content/seed/stored';
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload';
import type { ContentCollection, ContentGlobal, SeedContext } from './content-registry';
import type { Document, Media } from './payload-types';

const isSeedUpload = (value: unknown): value is SeedUpload => typeof value === 'object' && value !== null && 'publicFile' in value;

/** An image has its size; a document (a PDF) has only its title. */
const isSeedImage = (upload: SeedUpload): upload is SeedImage => 'width' in upload;

/** `value` with each seed upload replaced by what `replace` makes of it. */
function replaceUploads(value: unknown, replace: (upload: SeedUpload) => unknown): unknown {
  if (isSeedUpload(value)) return replace(value);
  if (Array.isArray(value)) return value.map((item) => replaceUploads(item, replace));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, replaceUploads(field, replace)]));
  }
  return value;
}

/** The build renders the seed's uploads from `public/`, where Payload's upload would have copied them. */
const BUILD_TIME = new Date(0).toISOString();
const asMedia = (image: SeedImage): Media => ({
  id: 0,
  url: image.publicFile,
  width: image.width,
  height: image.height,
  alt: image.alt,
  createdAt: BUILD_TIME,
  updatedAt: BUILD_TIME,
});
const asDocument = (document: SeedDocument): Document => ({ id: 0, url: document.publicFile, title: document.title, createdAt: BUILD_TIME, updatedAt: BUILD_TIME });
const populated = (upload: SeedUpload) => (isSeedImage(upload) ? asMedia(upload) : asDocument(upload));

/**
 * A seed item (or a global's seed) as a stored document read with its uploads populated. The
 * walk keeps every field the seed's type (`SeedData<S>`, `SeedGlobalData<S>`) gives and turns
 * each image into a `Media` and each document into a `Document`, which is what the stored type
 * holds there; TypeScript cannot follow a walk over any shape, so the callers name the type.
 */
const asDoc = (item: object, id: number): object => ({ ...(replaceUploads(item, populated) as object), id, createdAt: BUILD_TIME, updatedAt: BUILD_TIME });

/** A collection's seed as its stored documents. */
function seedAsDocs<S extends CollectionSlug>(seed: readonly object[]): DataFromCollectionSlug<S>[] {
  // Numbered 1, 2, 3… in the seed's order, as the first start's database numbers them.
  return seed.map((item, index) => asDoc(item, index + 1) as DataFromCollectionSlug<S>);
}

/** A global's seed as its stored document. */
export const seedAsGlobalDoc = <S extends GlobalSlug>(seed: object): DataFromGlobalSlug<S> => asDoc(seed, 1) as DataFromGlobalSlug<S>;

/** The seed as the typed items pages use: what `next build` renders and what the last good copy is shaped like. */
export function seedItems<T, S extends CollectionSlug>(collection: ContentCollection<T, S>): T[] {
  return seedAsDocs<S>(collection.storedSeed()).map((doc) => collection.fromDoc(doc));
}

/** A global's seed as the typed value pages use: what `next build` renders and what the last good copy is shaped like. */
export function seedValue<T, S extends GlobalSlug>(global: ContentGlobal<T, S>): T {
  if ('buildSeed' in global) return global.buildSeed();
  return global.fromDoc(seedAsGlobalDoc<S>(global.storedSeed()));
}

/** `seed` with each upload made once from its file under `public/` and written as its id, which is what the stored types hold there. */
async function withUploads(seed: unknown, context: SeedContext): Promise<unknown> {
  const uploads: SeedUpload[] = [];
  replaceUploads(seed, (upload) => uploads.push(upload));
  const ids = new Map<string, number>();
  // One at a time, in the seed's order: the uploads' ids follow it, as they did when each item uploaded its own.
  for (const upload of uploads) {
    const id = isSeedImage(upload)
      ? await context.upload('media', upload.publicFile, { alt: upload.alt })
      : await context.upload('documents', upload.publicFile, { title: upload.title });
    ids.set(upload.publicFile, id);
  }
  return replaceUploads(seed, (upload) => ids.get(upload.publicFile));
}

/** The seed as the data Payload is given, each upload made once from its file under `public/` (its id stored). */
export async function seedDocuments<T, S extends CollectionSlug>(collection: ContentCollection<T, S>, context: SeedContext): Promise<RequiredDataFromCollectionSlug<S>[]> {
  return (await withUploads(collection.storedSeed(), context)) as RequiredDataFromCollectionSlug<S>[];
}

/** A global's seed as the data Payload is given, as {@link seedDocuments} makes a collection's. */
export async function seedGlobalData<T, S extends GlobalSlug>(global: ContentGlobal<T, S>, context: SeedContext): Promise<Omit<DataFromGlobalSlug<S>, 'id'>> {
  const seed = 'buildSeed' in global ? await global.storedSeed(context) : global.storedSeed();
  return (await withUploads(seed, context)) as Omit<DataFromGlobalSlug<S>, 'id'>;
}
