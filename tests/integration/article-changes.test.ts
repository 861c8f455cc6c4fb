/**
 * What one change of the blog costs, on both databases against the stand-in WordPress:
 *
 * - a webhook that names a post asks WordPress one question and stores or removes that post;
 * - related articles are an article's neighbours in its first category, and the pages that
 *   show an article among theirs are found without reading every page;
 * - an edit regenerates its article, the few that show it, and the pages that list articles;
 * - a post another instance synced opens on this one before its next look at the mirror;
 * - the same blog written another way (a trailing slash) keeps the mirror, and a change of
 *   blog waits for a sync under way.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdsArticle, readHeldArticles, regenerationPlan } from '@/lib/articles/stale-pages';
import { relatedArticles, slugsShowingAsRelated } from '@/lib/articles/related';
import { adoptSource, adoptSourceUnderLock, syncMirror, syncNamedPost, syncUnderLock } from '@/lib/articles/sync';
import { WordPressPosts } from '@/lib/articles/wordpress';
import { articleSync, articles, searchDocuments } from '@/lib/db/schema';
import { type Db, rowsOf } from '@/lib/db/types';
import { knowsSlugFrom, unknownSlugRewrite } from '@/lib/server/unknown-slug-guard';
import { type FakeWordPress, generatePosts, startFakeWordPress } from '../support/fake-wordpress';
import { databaseKinds, type TestDatabase } from './support/databases';
import { syncLockWatcher } from './support/sync-lock';

const client = (wordpress: FakeWordPress, url = wordpress.url) => new WordPressPosts(url, { timeoutMs: 10_000 });
const postRequests = (wordpress: FakeWordPress) => wordpress.requests.filter((request) => request.includes('/wp-json/wp/v2/posts'));

async function slugsHeld(db: Db): Promise<string[]> {
  return (await db.select({ slug: articles.slug }).from(articles).orderBy(asc(articles.slug))).map((row) => row.slug);
}

describe.each(databaseKinds)('one change of the blog on the %s', (label, create) => {
  let database: TestDatabase;
  let wordpress: FakeWordPress;
  let db: Db;

  beforeAll(async () => {
    database = await create();
    db = database.handle.db;
  });

  afterAll(async () => {
    await database?.cleanup();
  });

  beforeEach(async () => {
    await db.delete(articles);
    await db.delete(searchDocuments);
    await db.delete(articleSync);
    wordpress = await startFakeWordPress();
    wordpress.posts = generatePosts(120);
    await syncMirror(db, client(wordpress), { reconcile: 'always' });
    wordpress.requests.length = 0;
  });

  afterEach(async () => {
    await wordpress?.close();
  });

  describe('a webhook that names a post', () => {
    it('stores an edit with one request to WordPress', async () => {
      const post = wordpress.posts[40]!;
      wordpress.editPost(post.id as number, { title: { rendered: 'Edited, and named by the webhook' } });

      const report = await syncNamedPost(db, client(wordpress), post.id as number);

      expect(report).toMatchObject({ stored: 1, removed: 0 });
      expect(postRequests(wordpress)).toEqual([expect.stringMatching(new RegExp(`/wp-json/wp/v2/posts/${String(post.id)}\\?`))]);
      const [row] = await db.select({ title: articles.title }).from(articles).where(eq(articles.id, post.id as number));
      expect(row?.title).toBe('Edited, and named by the webhook');
    });

    it('changes nothing for a post saved unchanged', async () => {
      const version = (await db.select().from(articleSync))[0]?.version;
      expect(await syncNamedPost(db, client(wordpress), wordpress.posts[3]!.id as number)).toMatchObject({ stored: 0, removed: 0, version });
    });

    for (const [what, change] of [
      ['deleted (404)', (id: number) => wordpress.deletePost(id)],
      ['trashed (401)', (id: number) => wordpress.setStatus(id, 'trash')],
      ['made private (401)', (id: number) => wordpress.setStatus(id, 'private')],
      ['put behind a password', (id: number) => wordpress.setPassword(id)],
    ] as const) {
      it(`removes a post ${what} with one request`, async () => {
        const id = wordpress.posts[7]!.id as number;
        change(id);

        expect(await syncNamedPost(db, client(wordpress), id)).toMatchObject({ stored: 0, removed: 1 });

        expect(postRequests(wordpress)).toHaveLength(1);
        expect(await db.select().from(articles).where(eq(articles.id, id))).toEqual([]);
        expect(await slugsHeld(db)).toHaveLength(119);
      });
    }

    it('removes nothing when WordPress answers with an error page that is not its own', async () => {
      wordpress.mode = 'error';
      await expect(syncNamedPost(db, client(wordpress), wordpress.posts[7]!.id as number)).rejects.toThrow(/WordPress answered 500/);
      expect(await slugsHeld(db)).toHaveLength(120);
    });
  });

  describe('related articles', () => {
    beforeEach(async () => {
      // A category of two, and a post with none: the small cases of the neighbours rule.
      const [first, second, bare] = generatePosts(3, { firstId: 70_000 });
      const alone = (post: Record<string, unknown>, slug: string, categories: string[]) => ({
        ...post,
        slug,
        class_list: ['post', ...categories.map((category) => `category-${category}`)],
        _embedded: { ...(post._embedded as object), 'wp:term': [categories.map((category, index) => ({ id: 900 + index, slug: category, name: category, taxonomy: 'category' })), []] },
      });
      wordpress.posts.push(alone(first!, 'small-category-one', ['csr']), alone(second!, 'small-category-two', ['csr']), alone(bare!, 'no-category', []));
      await syncMirror(db, client(wordpress), { reconcile: 'always' });
    });

    it('are the articles just before it in its first category, the newest filling in for the oldest', async () => {
      const rows = await db.select().from(articles).orderBy(asc(articles.publishedAt));
      const inCategory = rows.filter((row) => row.categories[0] === rows[60]!.categories[0]).reverse();
      const middle = inCategory[5]!;
      const oldest = inCategory.at(-1)!;
      const position = (row: (typeof rows)[number]) => ({ id: row.id, primaryCategory: row.categories[0] ?? null, publishedAt: row.publishedAt });

      expect((await relatedArticles(db, position(middle), 3)).map((article) => article.slug)).toEqual(inCategory.slice(6, 9).map((row) => row.slug));
      expect((await relatedArticles(db, position(oldest), 3)).map((article) => article.slug)).toEqual(inCategory.slice(0, 3).map((row) => row.slug));
      // A category too small to fill them: the other one in it, then the blog's newest.
      const small = rows.find((row) => row.slug === 'small-category-one')!;
      const newestOthers = [...rows].reverse().filter((row) => !row.slug.startsWith('small-category-'));
      expect((await relatedArticles(db, position(small), 3)).map((article) => article.slug)).toEqual([
        'small-category-two',
        newestOthers[0]!.slug,
        newestOthers[1]!.slug,
      ]);
    });

    it('the pages that show an article among theirs are exactly those found by asking the reverse', async () => {
      const rows = await db.select().from(articles);
      const position = (row: (typeof rows)[number]) => ({ id: row.id, primaryCategory: row.categories[0] ?? null, publishedAt: row.publishedAt });
      const shownOn = new Map<string, Set<string>>(rows.map((row) => [row.slug, new Set<string>()]));
      for (const page of rows) {
        for (const related of await relatedArticles(db, position(page), 3)) shownOn.get(related.slug)!.add(page.slug);
      }
      for (const row of rows) {
        const found = new Set(await slugsShowingAsRelated(db, position(row), 3));
        for (const page of shownOn.get(row.slug)!) expect(found, `${page} shows ${row.slug}`).toContain(page);
        // A few more at most (the three articles of small categories among them): never a whole category.
        expect(found.size, row.slug).toBeLessThanOrEqual(9);
      }
    });
  });

  describe('the pages one change regenerates', () => {
    it('an edit: its article and the three that show it, never every article', async () => {
      const before = await readHeldArticles(db);
      const post = wordpress.posts[60]!;
      wordpress.editPost(post.id as number, { title: { rendered: 'One edit' } });
      await syncNamedPost(db, client(wordpress), post.id as number);

      const plan = await regenerationPlan(db, before, await readHeldArticles(db));

      expect(plan.everyArticle).toBe(false);
      const slugs = plan.everyArticle ? [] : plan.slugs;
      expect(slugs).toContain(post.slug);
      expect(slugs).toHaveLength(4);
    });

    it('a deletion: its article and the pages that showed it', async () => {
      const before = await readHeldArticles(db);
      const post = wordpress.posts[60]!;
      wordpress.deletePost(post.id as number);
      await syncNamedPost(db, client(wordpress), post.id as number);

      const plan = await regenerationPlan(db, before, await readHeldArticles(db));

      expect(plan).toEqual({ everyArticle: false, slugs: expect.arrayContaining([post.slug]) });
      expect(plan.everyArticle ? [] : plan.slugs).toHaveLength(4);
    });

    it('nothing known of what the pages show (a start): every article', async () => {
      expect(await regenerationPlan(db, undefined, await readHeldArticles(db))).toEqual({ everyArticle: true });
    });
  });

  it('keeps the mirror when the blog\'s address gains a trailing slash, or was stored with one', async () => {
    const held = await slugsHeld(db);
    await adoptSource(db, client(wordpress, `${wordpress.url}/`).name);
    expect(await slugsHeld(db)).toEqual(held);
    // An older version stored the address as configured.
    await db.update(articleSync).set({ source: `${wordpress.url}//` });
    const state = await adoptSource(db, client(wordpress).name);
    expect(state.source).toBe(wordpress.url);
    expect(await slugsHeld(db)).toEqual(held);
    expect((await syncMirror(db, client(wordpress, `${wordpress.url}/`), { reconcile: 'always' })).stored).toBe(0);
  });

  it('opens a post another instance has just synced, before this one looks at the mirror again', async () => {
    const other = await database.openAnother();
    // This instance's last look at the mirror.
    const known = new Set((await readHeldArticles(db)).keys());
    const [post] = generatePosts(1, { firstId: 90_000 });
    wordpress.addPost({ ...post, slug: 'published-on-another-instance' });
    await syncNamedPost(other.db, client(wordpress), 90_000);

    const knows = knowsSlugFrom({ heldArticles: () => known, inMirror: (slug) => holdsArticle(db, slug), inAdmin: async () => true });
    expect(await unknownSlugRewrite('GET', '/insights/article/published-on-another-instance', knows)).toBeNull();
    expect(await unknownSlugRewrite('GET', '/insights/article/never-published', knows)).toBe('/_kilele/not-found');
  });

  it('empties the mirror for another blog only once a sync of the old one has finished', async () => {
    const other = await database.openAnother();
    const answers = wordpress.holdAnswers();
    wordpress.editPost(wordpress.posts[0]!.id as number, { title: { rendered: 'Written by the old blog\'s sync' } });
    const syncing = syncUnderLock(database.handle, client(wordpress), 'wait', { reconcile: 'when-due' });
    await answers.received;

    const [{ schema }] = rowsOf<{ schema: string }>(await db.execute(sql`select current_schema() as schema`)) as [{ schema: string }];
    const lock = syncLockWatcher(schema, database.handle.sql);
    try {
      let adopted = false;
      const adopting = adoptSourceUnderLock(other, 'https://another-blog.example').then(() => (adopted = true));
      // The change of blog is queued behind the sync's lock, not applied beside it.
      await vi.waitFor(async () => expect((await lock.sessions()).map((session) => session.granted)).toEqual([true, false]), { timeout: 30_000, interval: 100 });
      expect(adopted).toBe(false);
      expect(await slugsHeld(db)).toHaveLength(120);
      answers.release();
      expect(await syncing).toMatchObject({ stored: 1 });
      await adopting;
      expect(await slugsHeld(db)).toEqual([]);
    } finally {
      await lock.end();
    }
  });
});
