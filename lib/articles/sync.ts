/**
 * Keeps the blog's mirror (the `articles` table and the articles in the search index) in step
 * with WordPress (docs/articles.md).
 *
 * - Incremental: only posts modified since the newest change the mirror holds.
 * - Reconciliation: the ids of every published post, to drop what was deleted, unpublished or
 *   made private, and to fetch anything an incremental pass missed.
 * - One post: the webhook names a post, and that post alone is asked for.
 * - The last good copy: a sync that meets a failure stops where it is. What it already stored
 *   is correct, and nothing is ever removed on the word of an answer that looks wrong: a list
 *   that cannot be complete removes nothing, and a removal of many posts waits for a second
 *   look that agrees.
 */
import { and, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type ArticleRow, articleSync, articles, searchDocuments } from '../db/schema';
import type { DatabaseHandle, Db } from '../db/types';
import { errorFields, log } from '../log';
import { routes } from '../routes';
import { isPasswordProtected, isRecord, normalizePost, plainText } from './normalize';
import type { Article } from './types';
import { blogName, GONE, PER_PAGE, type PostSource } from './wordpress';

/**
 * How far before the newest change an incremental sync starts asking. WordPress compares
 * `modified_after` to the second and excludes the moment itself, so an edit saved in the same
 * second as the last one seen would otherwise be missed.
 */
const CURSOR_OVERLAP_SECONDS = 60;

/** Reconciliation runs at least this often, whichever instance runs it. */
export const RECONCILE_EVERY_MS = 10 * 60 * 1000;

/**
 * A reconciliation that would remove more than this many posts, or more than this share of
 * the mirror, lists the blog's ids a second time (in the other order, so a cache in front of
 * WordPress answers afresh) and removes only when both looks agree (docs/articles.md). A blog
 * rarely loses more at once; a cache, a plugin or a host in trouble makes it look so.
 */
export const MASS_REMOVAL_POSTS = 20;
export const MASS_REMOVAL_SHARE = 0.1;

export type SyncReport = {
  /** Posts added or changed in the mirror. */
  stored: number;
  /** Posts removed from it. */
  removed: number;
  reconciled: boolean;
  /** The mirror's version afterwards: it grows by one when the sync changed anything. */
  version: number;
};

export type SyncOptions = {
  /** Reconcile now (`always`: the webhook), or only when the last one is older than 10 minutes. */
  reconcile: 'always' | 'when-due';
  /** Featured images the site can serve (the image optimiser's rule); others are left out. */
  imageAllowed?: (src: string) => boolean;
  now?: () => Date;
};

type State = typeof articleSync.$inferSelect;

/**
 * Makes the mirror hold `sourceName`'s posts: the first time, or when the site was pointed at
 * another blog (the bundled sample before a real one), it empties the mirror, so nothing from
 * the other blog is ever shown. Returns the mirror's state.
 */
export async function adoptSource(db: Db, sourceName: string): Promise<State> {
  return db.transaction(async (tx) => {
    await tx.insert(articleSync).values({ source: sourceName }).onConflictDoNothing();
    const [state] = await tx.select().from(articleSync).where(eq(articleSync.id, 1)).for('update');
    if (!state) throw new Error('The article_sync row is missing');
    if (state.source === sourceName) return state;
    // The same blog written another way (a trailing slash, as an older version stored it): renamed, not emptied.
    if (state.source !== 'sample' && sourceName !== 'sample' && blogName(state.source) === blogName(sourceName)) {
      const [renamed] = await tx.update(articleSync).set({ source: sourceName }).returning();
      return renamed as State;
    }
    await tx.delete(articles);
    await tx.delete(searchDocuments).where(eq(searchDocuments.kind, 'article'));
    const [adopted] = await tx
      .update(articleSync)
      .set({
        source: sourceName,
        modifiedCursor: null,
        version: sql`${articleSync.version} + 1`,
        lastSuccessAt: null,
        lastReconciledAt: null,
        lastError: null,
      })
      .returning();
    log.info(`[articles] the mirror held ${state.source}; emptied it for ${sourceName}`);
    return adopted as State;
  });
}

/**
 * One sync of the mirror from `source`. Throws when WordPress failed; what was stored before
 * the failure stays (it is correct), and the failure is recorded in the mirror's state.
 */
export async function syncMirror(db: Db, source: PostSource, options: SyncOptions): Promise<SyncReport> {
  const now = options.now ?? (() => new Date());
  const state = await adoptSource(db, source.name);
  await db.update(articleSync).set({ lastAttemptAt: now() });
  const store = new MirrorWriter(db, options.imageAllowed ?? (() => true));
  try {
    let newest = state.modifiedCursor;
    const since = state.modifiedCursor === null ? null : minusSeconds(state.modifiedCursor, CURSOR_OVERLAP_SECONDS);
    await source.changedPosts(since, async (posts) => {
      await store.write(posts);
      newest = latest(newest, posts);
    });
    // Only a complete pass moves the cursor: a failure part-way asks again from the old one.
    await db.update(articleSync).set({ modifiedCursor: newest });

    const due = options.reconcile === 'always' || state.lastReconciledAt === null || now().getTime() - state.lastReconciledAt.getTime() >= RECONCILE_EVERY_MS;
    if (due) {
      await reconcile(db, source, store);
      await db.update(articleSync).set({ lastReconciledAt: now() });
    }
    // A recovery counts as a change too: pages that said the blog could not be loaded must not keep saying so.
    const changed = store.stored + store.removed > 0 || state.lastError !== null;
    const [after] = await db
      .update(articleSync)
      .set({ lastSuccessAt: now(), lastError: null, ...(changed ? { version: sql`${articleSync.version} + 1` } : {}) })
      .returning({ version: articleSync.version });
    return { stored: store.stored, removed: store.removed, reconciled: due, version: after?.version ?? state.version };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // What was stored before the failure is shown at once.
    const changed = store.stored + store.removed > 0;
    await db
      .update(articleSync)
      .set({ lastError: message.slice(0, 1000), ...(changed ? { version: sql`${articleSync.version} + 1` } : {}) })
      .catch(() => undefined);
    throw error;
  }
}

/** An arbitrary constant naming "the blog's sync" among the database's advisory locks. */
const SYNC_LOCK_KEY = 47_112_005;

/**
 * {@link syncMirror} while holding the database's sync lock, so one sync runs at a time across
 * every instance: `wait` for it (the webhook's sync must run after its call), or `try` and
 * skip (resolves undefined) when another instance is syncing already (the schedule).
 */
export async function syncUnderLock(handle: DatabaseHandle, source: PostSource, lockMode: 'wait' | 'try', options: SyncOptions): Promise<SyncReport | undefined> {
  return underSyncLock(handle, lockMode, () => syncMirror(handle.db, source, options));
}

/**
 * `work` while holding the database's sync lock (`wait` for it, or `try` and resolve undefined
 * when another instance holds it). Anything that writes the mirror runs under it, emptying it
 * for another blog included, so a sync of the old blog never writes into the new one's mirror.
 */
export async function underSyncLock<T>(handle: DatabaseHandle, lockMode: 'wait' | 'try', work: () => Promise<T>): Promise<T | undefined> {
  const release = await handle.lock(SYNC_LOCK_KEY, lockMode);
  if (!release) return undefined;
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * {@link adoptSource} under the sync lock: a change of blog empties the mirror only once a sync
 * of the old blog under way (on any instance) has finished, so none of its posts land after.
 */
export async function adoptSourceUnderLock(handle: DatabaseHandle, sourceName: string): Promise<State> {
  const state = await underSyncLock(handle, 'wait', () => adoptSource(handle.db, sourceName));
  if (!state) throw new Error('The sync lock was not taken');
  return state;
}

/**
 * The webhook named a post: that post alone, with one request. It is stored when published
 * and changed, removed when WordPress no longer shows it to the public (deleted, trashed,
 * unpublished, private or password-protected). Throws when WordPress failed; nothing changes.
 */
export async function syncNamedPost(db: Db, source: PostSource, id: number, options: Pick<SyncOptions, 'imageAllowed'> = {}): Promise<SyncReport> {
  const state = await adoptSource(db, source.name);
  const store = new MirrorWriter(db, options.imageAllowed ?? (() => true));
  let post: unknown;
  try {
    post = await source.postById(id);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(articleSync).set({ lastError: message.slice(0, 1000) }).catch(() => undefined);
    throw error;
  }
  if (post === GONE) await store.remove([id]);
  else await store.write([post]);
  const changed = store.stored + store.removed > 0;
  const [after] = changed
    ? await db.update(articleSync).set({ version: sql`${articleSync.version} + 1` }).returning({ version: articleSync.version })
    : [];
  return { stored: store.stored, removed: store.removed, reconciled: false, version: after?.version ?? state.version };
}

/**
 * Removes what WordPress no longer publishes and fetches what the mirror lacks or holds old.
 * The list of ids must be provably whole (the client throws otherwise), and a removal of many
 * posts needs a second list that agrees.
 */
async function reconcile(db: Db, source: PostSource, store: MirrorWriter): Promise<void> {
  const published = await source.publishedIds();
  const held = await db.select({ id: articles.id, modified: articles.modified }).from(articles);
  if (published.size === 0 && held.length > 0) {
    // A blog does not lose every post at once; a broken plugin or a cache in front of it does.
    throw new Error(`WordPress listed no published posts while the mirror holds ${held.length}; keeping the mirror`);
  }
  const heldModified = new Map(held.map((row) => [row.id, localTime(row.modified)] as const));
  const unlisted = held.filter((row) => !published.has(row.id)).map((row) => row.id);
  const stale = [...published].filter(([id, modified]) => heldModified.get(id) !== localTime(modified)).map(([id]) => id);
  /** Listed, asked for by id and not returned: unpublished since the list was made. */
  const notReturned: number[] = [];
  for (let at = 0; at < stale.length; at += PER_PAGE) {
    const ids = stale.slice(at, at + PER_PAGE);
    const posts = await source.postsById(ids);
    await store.write(posts);
    const returned = new Set(posts.map((post) => (isRecord(post) ? post.id : undefined)));
    notReturned.push(...ids.filter((id) => !returned.has(id) && heldModified.has(id)));
  }
  const gone = [...unlisted, ...notReturned];
  if (gone.length > MASS_REMOVAL_POSTS || gone.length > held.length * MASS_REMOVAL_SHARE) {
    await confirmMassRemoval(source, held.map((row) => row.id), gone);
  }
  await store.remove(gone);
}

/**
 * A second, independent list of the blog's ids must leave out exactly the posts the first
 * did before many are removed; throws (removing nothing) when it does not. Logs a warning
 * either way.
 */
async function confirmMassRemoval(source: PostSource, held: number[], gone: number[]): Promise<void> {
  const what = `${gone.length} of the ${held.length} posts the mirror holds`;
  let second: Map<number, string>;
  try {
    second = await source.publishedIds('desc');
  } catch (error) {
    log.warn(`[articles] reconciliation would remove ${what}; a second look at WordPress failed, so nothing is removed`, errorFields(error));
    throw new Error(`A second look at WordPress before removing ${what} failed; nothing removed`, { cause: error });
  }
  const leftOut = new Set(held.filter((id) => !second.has(id)));
  const agrees = leftOut.size === gone.length && gone.every((id) => leftOut.has(id));
  if (!agrees) {
    log.warn(`[articles] reconciliation would remove ${what}, but a second look at WordPress leaves out ${leftOut.size}; nothing is removed`);
    throw new Error(`Two looks at WordPress disagree about removing ${what}; nothing removed`);
  }
  log.warn(`[articles] removing ${what}: WordPress no longer publishes them, and a second look agrees`);
}

/** Writes pages of raw posts into the mirror and the search index, counting what changed. */
class MirrorWriter {
  stored = 0;
  removed = 0;

  constructor(
    private readonly db: Db,
    private readonly imageAllowed: (src: string) => boolean,
  ) {}

  async write(posts: unknown[]): Promise<void> {
    const shown: Article[] = [];
    const hidden: number[] = [];
    let malformed = 0;
    for (const raw of posts) {
      if (isRecord(raw) && typeof raw.id === 'number' && (isPasswordProtected(raw) || (typeof raw.status === 'string' && raw.status !== 'publish'))) {
        hidden.push(raw.id);
        continue;
      }
      try {
        const article = normalizePost(raw);
        shown.push(article.image && !this.imageAllowed(article.image.src) ? { ...article, image: null } : article);
      } catch (error) {
        malformed += 1;
        log.warn(`[articles] skipping a WordPress post: ${(error as Error).message}`);
      }
    }
    if (malformed > 0 && malformed === posts.length) {
      // Every post failing means the feed changed shape, not that the blog is empty.
      throw new Error(`Every one of the ${posts.length} WordPress posts in an answer was malformed`);
    }
    const unchanged = await this.unchangedIds(shown);
    const changed = dedupe(shown).filter((article) => !unchanged.has(article.id));
    if (changed.length > 0) {
      await this.db.transaction(async (tx) => {
        for (const article of changed) {
          // WordPress slugs are unique, but a post deleted and a new one given its slug can meet here.
          await tx.delete(articles).where(and(eq(articles.slug, article.slug), ne(articles.id, article.id)));
        }
        await tx
          .insert(articles)
          .values(changed.map(toRow))
          .onConflictDoUpdate({ target: articles.id, set: takeExcluded(articles, [], { syncedAt: sql`now()` }) });
        await tx
          .insert(searchDocuments)
          .values(changed.map(toSearchDocument))
          .onConflictDoUpdate({ target: [searchDocuments.kind, searchDocuments.key], set: takeExcluded(searchDocuments, ['kind', 'key']) });
      });
      this.stored += changed.length;
    }
    await this.remove(hidden);
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const removed = await this.db.transaction(async (tx) => {
      const deleted = await tx.delete(articles).where(inArray(articles.id, ids)).returning({ id: articles.id });
      await tx.delete(searchDocuments).where(and(eq(searchDocuments.kind, 'article'), inArray(searchDocuments.key, ids.map(String))));
      return deleted.length;
    });
    this.removed += removed;
  }

  /** The posts the mirror already holds exactly as given (the overlap of incremental syncs). */
  private async unchangedIds(candidates: Article[]): Promise<Set<number>> {
    if (candidates.length === 0) return new Set();
    const rows = await this.db
      .select()
      .from(articles)
      .where(inArray(articles.id, candidates.map((article) => article.id)));
    const held = new Map(rows.map((row) => [row.id, row] as const));
    return new Set(candidates.filter((article) => sameRow(held.get(article.id), toRow(article))).map((article) => article.id));
  }
}

type NewRow = typeof articles.$inferInsert;

function toRow(article: Article): NewRow {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    date: article.date,
    publishedAt: new Date(article.date),
    year: Number(article.date.slice(0, 4)),
    modified: article.modified,
    excerpt: article.excerpt,
    contentHtml: article.contentHtml,
    link: article.link,
    categories: article.categories,
    imageSrc: article.image?.src ?? null,
    imageWidth: article.image?.width ?? null,
    imageHeight: article.image?.height ?? null,
    imageAlt: article.image?.alt ?? null,
  };
}

/** Whether the mirror holds `next` exactly: every column the sync writes (`syncedAt` is only when). */
function sameRow(held: ArticleRow | undefined, next: NewRow): boolean {
  if (!held) return false;
  return (Object.keys(next) as (keyof NewRow & keyof ArticleRow)[]).every(
    (key) => JSON.stringify(held[key] ?? null) === JSON.stringify(next[key] ?? null),
  );
}

/**
 * The `set` of an upsert that takes every column from the row being inserted (`excluded`),
 * but the conflict target's and those in `except`; `extra` adds or overrides columns.
 */
function takeExcluded<T extends PgTable>(table: T, except: string[], extra: Record<string, SQL> = {}): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (except.includes(key) || column.primary || column.generated) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return { ...set, ...extra };
}

function toSearchDocument(article: Article): typeof searchDocuments.$inferInsert {
  return {
    kind: 'article',
    key: String(article.id),
    path: routes.article(article.slug),
    title: article.title,
    excerpt: article.excerpt,
    body: plainText(article.contentHtml),
    sortDate: new Date(article.date),
  };
}

/** The last of several versions of one post in a page (WordPress repeats posts across pages). */
function dedupe(list: Article[]): Article[] {
  return [...new Map(list.map((article) => [article.id, article] as const)).values()];
}

/** WordPress's local `modified` (`2025-03-13T09:30:00`), from it or from a zoned one. */
function localTime(value: string): string {
  return value.slice(0, 19);
}

/** The later of `current` and every post's local `modified`. */
function latest(current: string | null, posts: unknown[]): string | null {
  let newest = current;
  for (const post of posts) {
    if (!isRecord(post) || typeof post.modified !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(post.modified)) continue;
    const modified = localTime(post.modified);
    if (newest === null || modified > newest) newest = modified;
  }
  return newest;
}

function minusSeconds(local: string, seconds: number): string {
  const moment = Date.parse(`${localTime(local)}Z`);
  if (Number.isNaN(moment)) return local;
  return new Date(moment - seconds * 1000).toISOString().slice(0, 19);
}
