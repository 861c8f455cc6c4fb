/**
 * The first start: every content collection and global of the staff admin is seeded from
 * the sample firm in content/seed/ (in the shape Payload stores) or, for those not moved there
 * yet, from content/*.ts, so a fresh database shows exactly the site the code describes. Each collection is seeded once (the table `payload.content_seeded` remembers it): one the
 * staff later empty stays empty. Runs in getCms() under the site's migration lock, so two
 * instances starting together seed once.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Payload } from 'payload';
import { type Db, rowsOf } from '../db/types';
import { log } from '../log';
import { contentCollections, contentGlobals } from './collections';
import type { SeedContext } from './content-registry';
import { seedDocuments, seedGlobalData } from './seed-data';

/** Documents of a collection or global with drafts are seeded published. */
const published = (config: { versions?: unknown }) =>
  typeof config.versions === 'object' && config.versions !== null && 'drafts' in config.versions && config.versions.drafts ? { _status: 'published' } : {};

/** Tells the content hooks that a change is the seed's, which regenerates nothing (no page was built from it yet). */
export const SEEDING_CONTEXT = { seeding: true } as const;

async function seededNames(db: Db): Promise<Set<string>> {
  return new Set(rowsOf<{ name: string }>(await db.execute(sql`select name from payload.content_seeded`)).map((row) => row.name));
}

async function markSeeded(db: Db, name: string): Promise<void> {
  await db.execute(sql`insert into payload.content_seeded (name) values (${name}) on conflict (name) do nothing`);
}

/** Uploads made from files under `public/`, each stored once. */
function seedContext(payload: Payload): SeedContext {
  const made = new Map<string, Promise<number>>();
  return {
    payload,
    upload(collection, publicPath, data = {}) {
      const key = `${collection}:${publicPath}`;
      let id = made.get(key);
      if (!id) {
        id = payload
          .create({
            collection,
            data,
            filePath: path.resolve('public', `.${publicPath}`),
            overrideAccess: true,
            context: SEEDING_CONTEXT,
          })
          .then((doc) => Number(doc.id));
        made.set(key, id);
      }
      return id;
    },
  };
}

/** Seeds what has never been seeded; returns the names seeded now. */
export async function seedContent(payload: Payload, db: Db): Promise<string[]> {
  const done = await seededNames(db);
  const context = seedContext(payload);
  const seeded: string[] = [];
  for (const collection of contentCollections) {
    if (done.has(collection.slug)) continue;
    // A database that holds documents but no record (seeded before the record was kept) is left as it is.
    const { totalDocs } = await payload.count({ collection: collection.slug, overrideAccess: true });
    if (totalDocs === 0) {
      for (const data of await seedDocuments(collection, context)) {
        await payload.create({
          collection: collection.slug,
          data: { ...data, ...published(collection.config) },
          draft: false,
          overrideAccess: true,
          context: SEEDING_CONTEXT,
        });
      }
      seeded.push(collection.slug);
    }
    await markSeeded(db, collection.slug);
  }
  for (const global of contentGlobals) {
    const name = `global:${global.slug}`;
    if (done.has(name)) continue;
    await payload.updateGlobal({
      slug: global.slug,
      data: { ...(await seedGlobalData(global, context)), ...published(global.config) },
      draft: false,
      overrideAccess: true,
      context: SEEDING_CONTEXT,
    });
    seeded.push(name);
    await markSeeded(db, name);
  }
  if (seeded.length > 0) log.info('[admin] seeded the content of a new database', { seeded });
  return seeded;
}
