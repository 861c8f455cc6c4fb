import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ArticleSource, type ArticleSourceOptions } from '@/lib/articles/source';
import { type FakeWordPress, makePost, startFakeWordPress } from '../support/fake-wordpress';

let wordpress: FakeWordPress;
let dataDir: string;
let clock: number;

beforeAll(async () => {
  wordpress = await startFakeWordPress();
});
afterAll(async () => {
  await wordpress.close();
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'articles-'));
  clock = Date.parse('2026-11-21T08:00:00Z');
  if (wordpress.mode !== 'ok') wordpress.mode = 'ok';
  wordpress.requests.length = 0;
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function source(overrides: Partial<ArticleSourceOptions> = {}) {
  return new ArticleSource({
    baseUrl: wordpress.url,
    cacheFile: path.join(dataDir, 'articles', 'posts.json'),
    ttlMs: 60_000,
    timeoutMs: 300,
    now: () => clock,
    log: () => {},
    ...overrides,
  });
}

describe('ArticleSource against a stand-in WordPress', () => {
  it('reads every page of the feed and keeps a copy on disk', async () => {
    const feed = await source().get();
    expect(feed.status).toBe('live');
    expect(feed.articles).toHaveLength(wordpress.posts.length);
    expect(wordpress.requests.every((url) => url.includes('_embed') && url.includes('per_page=100'))).toBe(true);
    const onDisk = JSON.parse(await readFile(path.join(dataDir, 'articles', 'posts.json'), 'utf8'));
    expect(onDisk.articles).toHaveLength(wordpress.posts.length);
  });

  it('follows X-WP-TotalPages when WordPress pages the answer', async () => {
    const small = source();
    // per_page is the adapter's; force paging by making the feed longer than one page would be at 10.
    const extra = Array.from({ length: 95 }, (_, i) => makePost(9000 + i, `extra-post-${i}`, `Extra ${i}`, `2023-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00`));
    wordpress.posts.push(...extra);
    try {
      const feed = await small.get();
      expect(feed.articles).toHaveLength(wordpress.posts.length);
      expect(wordpress.requests.filter((url) => url.includes('/wp-json/wp/v2/posts'))).toHaveLength(2);
    } finally {
      wordpress.posts.splice(-extra.length);
    }
  });

  it('serves a fresh copy without asking WordPress again', async () => {
    const articles = source();
    await articles.get();
    wordpress.requests.length = 0;
    clock += 30_000;
    expect((await articles.get()).status).toBe('live');
    expect(wordpress.requests).toHaveLength(0);
  });

  it('shows a new post after the copy goes stale, without making the visitor wait', async () => {
    const articles = source();
    await articles.get();
    wordpress.posts.push(makePost(777, 'brand-new-post', 'A brand new post', '2026-11-20T09:00:00'));
    try {
      clock += 61_000;
      const stale = await articles.get();
      // The stale copy comes back at once; the refresh runs behind it.
      expect(stale.articles.some((article) => article.slug === 'brand-new-post')).toBe(false);
      await articles.refresh();
      const fresh = await articles.get();
      expect(fresh.articles[0]?.slug).toBe('brand-new-post');
      expect(fresh.status).toBe('live');
    } finally {
      wordpress.posts.pop();
    }
  });

  for (const mode of ['error', 'garbage', 'not-a-list', 'hang'] as const) {
    it(`keeps the last good copy when WordPress answers ${mode}, quickly`, async () => {
      const articles = source();
      const good = await articles.get();
      wordpress.mode = mode;
      clock += 61_000;
      const started = performance.now();
      const during = await articles.get();
      expect(performance.now() - started).toBeLessThan(100);
      expect(during.articles).toEqual(good.articles);
      expect(await articles.refresh()).toBe(false);
      const after = await articles.get();
      expect(after.status).toBe('stale');
      expect(after.articles).toEqual(good.articles);
      expect(after.lastError).toMatch(/WordPress/);
    });
  }

  it('recovers when WordPress comes back', async () => {
    const articles = source();
    await articles.get();
    await wordpress.stop();
    try {
      clock += 61_000;
      expect(await articles.refresh()).toBe(false);
      expect((await articles.get()).status).toBe('stale');
    } finally {
      await wordpress.start();
    }
    // The stale read above started a background refresh during the outage; let it finish.
    await articles.refresh();
    expect(await articles.refresh()).toBe(true);
    expect((await articles.get()).status).toBe('live');
  });

  it('starts from the copy on disk when restarted during an outage', async () => {
    const before = await source().get();
    await wordpress.stop();
    try {
      const restarted = source();
      clock += 3_600_000;
      const started = performance.now();
      const feed = await restarted.get();
      expect(performance.now() - started).toBeLessThan(200);
      expect(feed.articles).toEqual(before.articles);
      expect(feed.status).toBe('stale');
    } finally {
      await wordpress.start();
    }
  });

  it('says plainly that nothing is available when no copy was ever fetched', async () => {
    wordpress.mode = 'hang';
    const started = performance.now();
    const feed = await source().get();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(feed).toMatchObject({ articles: [], status: 'unavailable', fetchedAt: null });
  });

  it('ignores a damaged cache file instead of failing', async () => {
    const file = path.join(dataDir, 'articles', 'posts.json');
    await source().get();
    await writeFile(file, '{"version":1,"fetchedAt":');
    wordpress.mode = 'error';
    const feed = await source().get();
    expect(feed.status).toBe('unavailable');
  });

  it('runs one refresh at a time however many pages ask', async () => {
    const articles = source();
    await articles.get();
    wordpress.requests.length = 0;
    clock += 61_000;
    await Promise.all(Array.from({ length: 20 }, () => articles.get()));
    await articles.refresh();
    expect(wordpress.requests).toHaveLength(1);
  });
});
