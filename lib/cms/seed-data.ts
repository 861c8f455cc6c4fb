/**
 * A collection's seed (content/seed/, in the shape Payload stores, each upload named by its
 * file under `public/`) made into what Payload is given on the first start, and into the
 * documents the pages render from during `next build`, when there is no database. The seed
 * names its uploads the same way in every collection, so both are one walk over the data.
 */
import type { SeedDocument, SeedImage, SeedUpload } from '@/content/seed/stored';
import type { CollectionSlug, DataFromCollectionSlug, RequiredDataFromCollectionSlug } from 'payload';
import type { ContentCollection, SeedContext } from './content-registry';
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

/**
 * The seed as stored documents read with their uploads populated. The walk keeps every field
 * the seed's type (`SeedData<S>`) gives and turns each image into a `Media` and each document
 * into a `Document`, which is what `DataFromCollectionSlug<S>` holds there; TypeScript cannot
 * follow a walk over any shape.
 */
function seedAsDocs<S extends CollectionSlug>(seed: readonly object[]): DataFromCollectionSlug<S>[] {
  const populated = (upload: SeedUpload) => (isSeedImage(upload) ? asMedia(upload) : asDocument(upload));
  // Numbered 1, 2, 3… in the seed's order, as the first start's database numbers them.
  return seed.map((item, index) => ({ ...(replaceUploads(item, populated) as object), id: index + 1, createdAt: BUILD_TIME, updatedAt: BUILD_TIME }) as DataFromCollectionSlug<S>);
}

/** The seed as the typed items pages use: what `next build` renders and what the last good copy is shaped like. */
export function seedItems<T, S extends CollectionSlug>(collection: ContentCollection<T, S>): T[] {
  if ('storedSeed' in collection) return seedAsDocs<S>(collection.storedSeed()).map((doc) => collection.fromDoc(doc));
  return collection.seed();
}

/** The seed as the data Payload is given, each upload made once from its file under `public/` (its id stored). */
export async function seedDocuments<T, S extends CollectionSlug>(collection: ContentCollection<T, S>, context: SeedContext): Promise<RequiredDataFromCollectionSlug<S>[]> {
  if (!('storedSeed' in collection)) {
    const data: RequiredDataFromCollectionSlug<S>[] = [];
    for (const item of collection.seed()) data.push(await collection.toData(item, context));
    return data;
  }
  const seed = collection.storedSeed();
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
  // As in seedAsDocs: each upload becomes its id, which is what the stored type holds there.
  return seed.map((item) => replaceUploads(item, (upload) => ids.get(upload.publicFile)) as RequiredDataFromCollectionSlug<S>);
}
