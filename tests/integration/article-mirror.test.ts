/**
 * The blog's mirror against a stand-in WordPress that pages as WordPress does (`per_page` at
 * most 100, `X-WP-Total(Pages)`, a 400 past the last page), on the embedded database and on
 * the PostgreSQL server: what a sync asks for, what it stores, what it removes, and that no
 * failure of WordPress ever empties or garbles the mirror.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePosts } from '@/lib/articles/sample-feed';
import { adoptSource, syncMirror, syncUnderLock } from '@/lib/articles/sync';
import { WordPressPosts } from '@/lib/articles/wordpress';
import { articleSync, articles, searchDocuments } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { type FakeWordPress, generatePosts, startFakeWordPress } from '../support/fake-wordpress';
import { databaseKinds, type TestDatabase } from './support/databases';

/** The hang case waits this long; a loopback stand-in answers any real request far sooner, even on a busy machine. */
const TIMEOUT_MS = 4_000;

const client = (wordpress: FakeWordPress) => new WordPressPosts(wordpress.url, { timeoutMs: TIMEOUT_MS });
const sync = (db: Db, wordpress: FakeWordPress, reconcile: 'always' | 'when-due' = 'when-due') => syncMirror(db, client(wordpress), { reconcile });

async function mirrored(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles);
  return row?.n ?? 0;
}

async function stateOf(db: Db) {
  const [state] = await db.select().from(articleSync);
  return state;
}

/** The messages of the log's warnings (JSON lines on stderr) from now until `restore()`. */
function captureWarnings(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const line = String(chunk);
    if (line.startsWith('{') && (JSON.parse(line) as { level?: string }).level === 'warn') lines.push((JSON.parse(line) as { msg: string }).msg);
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}

/** The list requests a sync made, as URLs. */
const listRequests = (wordpress: FakeWordPress) =>
  wordpress.requests.filter((request) => request.includes('/wp-json/wp/v2/posts')).map((request) => new URL(request, 'http://wordpress.test'));

describe.each(databaseKinds)('the blog mirror on the %s', (_label, create) => {
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
  });

  afterEach(async () => {
    await wordpress?.close();
  });

  it('mirrors a blog of 1,050 posts in pages of 100, asking only for the fields and embeds it keeps', async () => {
    wordpress.posts = generatePosts(1_050);
    const report = await sync(db, wordpress);

    expect(report.stored).toBe(1_050);
    expect(await mirrored(db)).toBe(1_050);
    const requests = listRequests(wordpress);
    // 11 pages of the posts, then the reconciliation's 11 pages of ids.
    expect(requests).toHaveLength(22);
    const [first] = requests;
    expect(first?.searchParams.get('per_page')).toBe('100');
    expect(first?.searchParams.get('_embed')).toBe('wp:featuredmedia,wp:term');
    expect(first?.searchParams.get('_fields')).not.toBeNull();
    const idRequests = requests.filter((url) => url.searchParams.get('_fields') === 'id,modified');
    expect(idRequests).toHaveLength(11);
    // The search index holds every article, as plain text.
    const [indexed] = await db.select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.kind, 'article'));
    expect(indexed?.n).toBe(1_050);
  });

  it('asks a steady blog one question, modified_after the newest change it holds, and changes nothing', async () => {
    wordpress.posts = generatePosts(250);
    await sync(db, wordpress);
    const before = await stateOf(db);
    wordpress.requests.length = 0;

    const report = await sync(db, wordpress);

    expect(report).toMatchObject({ stored: 0, removed: 0, reconciled: false, version: before?.version });
    const requests = listRequests(wordpress);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('orderby')).toBe('modified');
    expect(requests[0]?.searchParams.get('order')).toBe('asc');
    expect(requests[0]?.searchParams.get('modified_after')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('takes in an edit (a changed modified) and a new post, in the mirror and the search index', async () => {
    wordpress.posts = generatePosts(120);
    await sync(db, wordpress);
    const version = (await stateOf(db))?.version ?? 0;
    const target = wordpress.posts[37] as { id: number };
    wordpress.editPost(target.id, { title: { rendered: 'Withholding VAT &amp; the new rules' } });
    wordpress.addPost({ ...generatePosts(1, { firstId: 90_001 })[0], slug: 'a-brand-new-post', title: { rendered: 'A brand new post' } });

    const report = await sync(db, wordpress);

    expect(report.stored).toBe(2);
    expect(report.version).toBe(version + 1);
    const [edited] = await db.select().from(articles).where(eq(articles.id, target.id));
    expect(edited?.title).toBe('Withholding VAT & the new rules');
    const [document] = await db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'article'), eq(searchDocuments.key, String(target.id))));
    expect(document?.title).toBe('Withholding VAT & the new rules');
    expect(await mirrored(db)).toBe(121);
  });

  it('removes deleted, unpublished and private posts when it reconciles, and never shows password-protected ones', async () => {
    wordpress.posts = generatePosts(300);
    const ids = wordpress.posts.map((post) => post.id as number);
    wordpress.setPassword(ids[5]!);
    await sync(db, wordpress);
    expect(await mirrored(db)).toBe(299);
    expect(await db.select().from(articles).where(eq(articles.id, ids[5]!))).toEqual([]);

    wordpress.deletePost(ids[10]!);
    wordpress.setStatus(ids[11]!, 'private');
    wordpress.setStatus(ids[12]!, 'draft');
    const report = await sync(db, wordpress, 'always');

    expect(report.removed).toBe(3);
    expect(await mirrored(db)).toBe(296);
    const gone = await db.select({ key: searchDocuments.key }).from(searchDocuments).where(eq(searchDocuments.kind, 'article'));
    expect(gone.map((row) => Number(row.key))).not.toContain(ids[10]);

    // Protected after it was mirrored: the edit that protects it changes `modified`.
    wordpress.setPassword(ids[20]!);
    await sync(db, wordpress);
    expect(await db.select().from(articles).where(eq(articles.id, ids[20]!))).toEqual([]);
  });

  it('reconciles on the schedule at least every 10 minutes, not on every sync', async () => {
    wordpress.posts = generatePosts(30);
    const at = (minutes: number) => () => new Date(Date.UTC(2026, 10, 25, 9, minutes));
    const scheduled = (minutes: number) => syncMirror(db, client(wordpress), { reconcile: 'when-due', now: at(minutes) });
    await scheduled(0);
    const deleted = wordpress.posts[3]!.id as number;
    wordpress.deletePost(deleted);

    // 9 minutes after the last reconciliation: only the incremental question, which cannot see a deletion.
    expect(await scheduled(9)).toMatchObject({ reconciled: false, removed: 0 });
    expect(await mirrored(db)).toBe(30);
    // 10 minutes after it: the ids are compared, and the deleted post goes.
    expect(await scheduled(10)).toMatchObject({ reconciled: true, removed: 1 });
    expect(await db.select().from(articles).where(eq(articles.id, deleted))).toEqual([]);
  });

  it('decodes entity-encoded titles and keeps a percent-encoded slug decoded', async () => {
    const [post] = generatePosts(1);
    wordpress.posts = [
      {
        ...post,
        slug: '%d8%b6%d8%b1%d9%8a%d8%a8%d8%a9-%d8%a7%d9%84%d9%82%d9%8a%d9%85%d8%a9',
        title: { rendered: 'Finance Act 2025 &#8211; what&#8217;s new for &quot;SMEs&quot;' },
      },
    ];
    await sync(db, wordpress);
    const [row] = await db.select().from(articles);
    expect(row?.slug).toBe('ضريبة-القيمة');
    expect(row?.title).toBe('Finance Act 2025 – what’s new for "SMEs"');
  });

  describe('keeps the last good copy', () => {
    beforeEach(async () => {
      wordpress.posts = generatePosts(140);
      await sync(db, wordpress);
    });

    const failures = [
      ['an empty answer where the mirror holds 140 posts', 'empty', /listed no published posts/],
      ['an HTML error page', 'html-error', /WordPress answered 500|not JSON/],
      ['a 200 that is not JSON', 'garbage', /not JSON/],
      ['a hang', 'hang', /timed out after 4000 ms/],
    ] as const;

    for (const [what, mode, message] of failures) {
      it(`through ${what}`, async () => {
        const before = await db.select().from(articles).orderBy(asc(articles.id));
        wordpress.mode = mode;
        await expect(sync(db, wordpress, 'always')).rejects.toThrow(message);
        expect(await db.select().from(articles).orderBy(asc(articles.id))).toEqual(before);
        expect((await stateOf(db))?.lastError).toMatch(message);
        // Back to normal, the next sync clears the error.
        wordpress.mode = 'ok';
        await sync(db, wordpress, 'always');
        expect((await stateOf(db))?.lastError).toBeNull();
        expect(await mirrored(db)).toBe(140);
      });
    }
  });

  describe('removes nothing on an answer that cannot be complete', () => {
    let deleted: number;

    beforeEach(async () => {
      wordpress.posts = generatePosts(300);
      await sync(db, wordpress, 'always');
      // A real deletion waits in WordPress: even it is not followed while the answers are odd.
      deleted = wordpress.posts[150]!.id as number;
      wordpress.deletePost(deleted);
    });

    const faults = [
      ['paging headers stripped', { stripPagingHeaders: true }, /carries no X-WP-Total/],
      ['every list cut to 50 posts', { truncateListsTo: 50 }, /page 1 held 50 posts where X-WP-Total 299 means 100/],
      ['pages shifted by a post gone mid-walk (a hole)', { shiftPagesBy: 1 }, /298 posts listed where X-WP-Total says 299/],
      ['pages shifted by a post arrived mid-walk (a repeat)', { shiftPagesBy: -1 }, /listed twice/],
    ] as const;

    for (const [what, fault, message] of faults) {
      it(`with ${what}`, async () => {
        const before = await db.select().from(articles).orderBy(asc(articles.id));
        wordpress.faults = fault;
        await expect(sync(db, wordpress, 'always')).rejects.toThrow(message);
        expect(await db.select().from(articles).orderBy(asc(articles.id))).toEqual(before);
        expect((await stateOf(db))?.lastError).toMatch(message);

        wordpress.faults = {};
        expect(await sync(db, wordpress, 'always')).toMatchObject({ removed: 1 });
        expect(await mirrored(db)).toBe(299);
        expect(await db.select().from(articles).where(eq(articles.id, deleted))).toEqual([]);
      });
    }

    it('with include= ignored (a cache keyed without the query)', async () => {
      // Thirty old posts the mirror holds an older copy of: reconciliation asks for them by id.
      const older = wordpress.posts.slice(200, 230).map((post) => post.id as number);
      await db.update(articles).set({ modified: '2020-01-01T00:00:00' }).where(inArray(articles.id, older));
      const before = await db.select().from(articles).orderBy(asc(articles.id));
      wordpress.faults = { ignoreInclude: true };
      await expect(sync(db, wordpress, 'always')).rejects.toThrow(/not asked for \(include= ignored\)/);
      expect(await db.select().from(articles).orderBy(asc(articles.id))).toEqual(before);

      wordpress.faults = {};
      expect(await sync(db, wordpress, 'always')).toMatchObject({ stored: 30, removed: 1 });
      expect(await mirrored(db)).toBe(299);
    });

    it('follows a mass deletion once a second look agrees, and warns', async () => {
      const gone = wordpress.posts.slice(0, 60).map((post) => post.id as number);
      for (const id of gone) wordpress.deletePost(id);
      const warnings = captureWarnings();
      wordpress.requests.length = 0;

      expect(await sync(db, wordpress, 'always')).toMatchObject({ removed: 61 });

      expect(await mirrored(db)).toBe(239);
      // The second look asks the other way round, an address no cache has seen.
      const idLists = listRequests(wordpress).filter((url) => url.searchParams.get('_fields') === 'id,modified');
      expect(idLists.map((url) => url.searchParams.get('order'))).toEqual(['asc', 'asc', 'asc', 'desc', 'desc', 'desc']);
      expect(warnings.lines).toEqual([expect.stringContaining('removing 61 of the 300 posts the mirror holds: WordPress no longer publishes them, and a second look agrees')]);
      warnings.restore();
    });

    it('removes nothing of a mass deletion a second look disagrees with, and warns', async () => {
      const gone = new Set(wordpress.posts.slice(0, 60).map((post) => post.id as number));
      const real = client(wordpress);
      // The first list leaves out 60 posts (a plugin in trouble); the second, the blog as it is.
      const flaky = {
        ...real,
        name: real.name,
        changedPosts: real.changedPosts.bind(real),
        postsById: real.postsById.bind(real),
        postById: real.postById.bind(real),
        publishedIds: async (order?: 'asc' | 'desc') => {
          const ids = await real.publishedIds(order);
          if (order !== 'desc') for (const id of gone) ids.delete(id);
          return ids;
        },
      };
      const before = await db.select().from(articles).orderBy(asc(articles.id));
      const warnings = captureWarnings();

      await expect(syncMirror(db, flaky, { reconcile: 'always' })).rejects.toThrow(/Two looks at WordPress disagree about removing 61 of the 300 posts/);

      expect(await db.select().from(articles).orderBy(asc(articles.id))).toEqual(before);
      expect(warnings.lines).toEqual([expect.stringContaining('but a second look at WordPress leaves out 1; nothing is removed')]);
      warnings.restore();
    });
  });

  it('empties a mirror that holds another blog (the bundled sample) before showing a real one', async () => {
    await syncMirror(db, samplePosts, { reconcile: 'always' });
    expect(await mirrored(db)).toBe(17);

    const state = await adoptSource(db, wordpress.url);

    expect(state.source).toBe(wordpress.url);
    expect(await mirrored(db)).toBe(0);
    const [left] = await db.select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.kind, 'article'));
    expect(left?.n).toBe(0);
  });

  it('lets one of two instances sync at a time', async () => {
    wordpress.posts = generatePosts(400);
    const other = await database.openAnother();
    // Scheduled syncs: whoever takes the lock syncs; the other skips.
    const scheduled = await Promise.all(
      [database.handle, other].map((handle) => syncUnderLock(handle, client(wordpress), 'try', { reconcile: 'when-due' })),
    );
    expect(scheduled.filter((report) => report === undefined)).toHaveLength(1);
    expect(await mirrored(db)).toBe(400);

    // Webhook syncs wait their turn and both run, one after the other.
    wordpress.editPost(wordpress.posts[0]!.id as number, { title: { rendered: 'Edited while two instances sync' } });
    const waited = await Promise.all(
      [database.handle, other].map((handle) => syncUnderLock(handle, client(wordpress), 'wait', { reconcile: 'always' })),
    );
    expect(waited.map((report) => report?.stored).sort()).toEqual([0, 1]);
    expect(await mirrored(db)).toBe(400);
  });
});
