/**
 * The built site against a stand-in WordPress, as a firm deploys it: the build is the one
 * `npm test` made without `WORDPRESS_URL` (the README's first command), and the server is then
 * started with it. From the very first request it shows the real blog only, never the bundled
 * sample; edits show by webhook at once and by the schedule within seconds; the mirror keeps
 * the last good copy through WordPress's faults and a restart.
 *
 * Serving pages rewrites their cached copies inside the build folder, so the server runs on a
 * private copy of the build.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { routes } from '@/lib/routes';
import { requireBuiltSite, SYSTEM_DIST } from '../support/built-site';
import { type FakeWordPress, generatePosts, startFakeWordPress } from '../support/fake-wordpress';
import { type SiteProcess, startSite } from '../support/next-server';

const SITE_PORT = 3161;
const SECRET = 'a-test-secret-of-some-length';
const SYNC_SECONDS = 5;

const run = promisify(execFile);
const sample = loadSampleArticles();

let wordpress: FakeWordPress;
let site: SiteProcess;
let build: string;
let dataDir: string;
const cleanups: Array<() => Promise<unknown>> = [];

async function get(pathname: string) {
  const response = await fetch(site.url + pathname, { signal: AbortSignal.timeout(20_000) });
  return { status: response.status, text: await response.text() };
}

const webhook = (secret: string) =>
  fetch(`${site.url}/api/articles/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': secret }, signal: AbortSignal.timeout(30_000) });

const byDate = () => [...wordpress.posts].sort((a, b) => String(b.date).localeCompare(String(a.date)));
const newestPost = () => byDate()[0]!;
const oldestPost = () => byDate().at(-1)!;

function blogEnv(): Record<string, string> {
  return {
    WORDPRESS_URL: wordpress.url,
    DATA_DIR: dataDir,
    REVALIDATE_SECRET: SECRET,
    ARTICLES_SYNC_SECONDS: String(SYNC_SECONDS),
    SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
  };
}

beforeAll(async () => {
  requireBuiltSite();
  wordpress = await startFakeWordPress();
  wordpress.posts = generatePosts(30, { baseUrl: wordpress.url });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-wordpress-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  build = await mkdtemp(path.join(process.cwd(), '.next-wordpress-'));
  cleanups.push(() => rm(build, { recursive: true, force: true }));
  const entries = (await readdir(SYSTEM_DIST)).filter((name) => name !== 'cache').map((name) => path.join(SYSTEM_DIST, name));
  await run('cp', ['-R', ...entries, build]);
  build = path.relative(process.cwd(), build);

  // The README's first command: the site on its defaults, the bundled sample, pages cached.
  const defaults = await startSite(build, SITE_PORT, { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${SITE_PORT}` });
  for (const pathname of [routes.home, routes.articles, routes.articlesFeed, '/sitemap.xml']) {
    const response = await fetch(defaults.url + pathname);
    expect(await response.text(), pathname).toContain(routes.article(sample[0]!.slug));
  }
  expect((await fetch(defaults.url + routes.article(sample[0]!.slug))).status).toBe(200);
  await defaults.stop();
});

afterAll(async () => {
  await site?.stop();
  await wordpress?.close();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('a site that ran on the bundled sample, started with WORDPRESS_URL', () => {
  beforeAll(async () => {
    // A slow blog: the first sync is still under way when the first visitors arrive.
    wordpress.latencyMs = 1_500;
    site = await startSite(build, SITE_PORT, blogEnv());
  });

  it('shows only the real blog from its very first requests: home, listing, feed, sitemap, and the sample article 404s', async () => {
    // No waiting: these are the server's first requests after it said it was ready.
    const answers = await Promise.all(
      [routes.home, routes.articles, routes.articlesFeed, '/sitemap.xml', routes.article(sample[0]!.slug), routes.article(sample[5]!.slug)].map(
        async (pathname) => ({ pathname, ...(await get(pathname)) }),
      ),
    );
    const [home, listing, feed, sitemap, sampleArticle, otherSampleArticle] = answers;
    expect(sampleArticle?.status).toBe(404);
    expect(otherSampleArticle?.status).toBe(404);
    for (const page of [home, listing, feed, sitemap]) {
      expect(page?.status, page?.pathname).toBe(200);
      for (const article of sample) {
        expect(page?.text.includes(routes.article(article.slug)), `${page?.pathname} must not link the sample's ${article.slug}`).toBe(false);
      }
    }
    // The real blog's newest post is on each of them.
    const newest = newestPost();
    expect(home?.text).toContain(routes.article(String(newest.slug)));
    expect(listing?.text).toContain(routes.article(String(newest.slug)));
    expect(feed?.text).toContain(routes.article(String(newest.slug)));
    expect(sitemap?.text).toContain(routes.article(String(newest.slug)));
    wordpress.latencyMs = 0;
  });

  it('optimises featured images from the blog\'s uploads only, without a query string, and leaves out any other', async () => {
    const withOwn = newestPost();
    const ownImage = (withOwn._embedded as { 'wp:featuredmedia': { source_url: string }[] })['wp:featuredmedia'][0]!.source_url;
    expect(ownImage).toBe(`${wordpress.url}/wp-content/uploads/2026/03/${String(withOwn.slug)}.webp`);
    const page = await get(routes.article(String(withOwn.slug)));
    const optimised = page.text.match(/\/_next\/image\?url=[^"\s]+/)?.[0]?.replaceAll('&amp;', '&');
    expect(optimised, 'an optimised image URL').toBeDefined();
    expect(decodeURIComponent(optimised!)).toContain(ownImage);
    const image = await fetch(site.url + optimised);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    // Anything else on the blog's host, the same file with a query string, or another host: 400, nothing encoded.
    const refused = [
      `${ownImage}?v=1`,
      `${ownImage}?w=99999`,
      `${wordpress.url}/wp-admin/images/logo.webp`,
      `${new URL(wordpress.url).origin}/x.webp`,
      'https://tracker.example/wp-content/uploads/pixel.webp',
    ];
    for (const url of refused) {
      const answer = await fetch(`${site.url}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(answer.status, url).toBe(400);
    }

    // A post whose image is elsewhere shows no image rather than a broken one.
    const [post] = generatePosts(1, { firstId: 80_003, baseUrl: wordpress.url });
    wordpress.addPost({
      ...post,
      slug: 'a-post-with-a-foreign-image',
      _embedded: { ...(post!._embedded as object), 'wp:featuredmedia': [{ id: 1, source_url: 'https://tracker.example/pixel.webp', alt_text: '', media_details: { width: 1, height: 1 } }] },
    });
    expect((await webhook(SECRET)).status).toBe(200);
    const foreign = await get(routes.article('a-post-with-a-foreign-image'));
    expect(foreign.status).toBe(200);
    expect(foreign.text).not.toContain('tracker.example');
  });

  it('answers the webhook only once the edit it announces shows on the article, the listing and the home page', async () => {
    expect((await webhook('wrong-secret-wrong-secret')).status).toBe(401);
    const post = newestPost();
    // Kept in the page cache before the edit (lib/server/page-cache.ts): the edit must not wait for them to go.
    for (const pathname of [routes.articles, '/search?q=announced']) {
      await get(pathname);
      expect((await fetch(site.url + pathname)).headers.get('x-kilele-cache'), pathname).toBe('HIT');
    }
    wordpress.editPost(post.id as number, { title: { rendered: 'Edited and announced by the webhook' } });

    const response = await webhook(SECRET);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Articles refreshed.' });
    // No polling: the answer came after the pages were told to regenerate.
    expect((await get(routes.article(String(post.slug)))).text).toContain('Edited and announced by the webhook');
    expect((await get(routes.articles)).text).toContain('Edited and announced by the webhook');
    expect((await get(routes.home)).text).toContain('Edited and announced by the webhook');
    expect((await get('/search?q=announced')).text).toContain('Edited and announced by the webhook');
  });

  it('shows an edit by itself within a sync interval, without the webhook', async () => {
    const post = oldestPost();
    await get('/search?q=quietly');
    wordpress.editPost(post.id as number, { title: { rendered: 'Edited quietly in WordPress' } });
    // Search, kept in the page cache, follows within the same interval.
    for (const pathname of [routes.article(String(post.slug)), '/search?q=quietly']) {
      await expect
        .poll(async () => (await get(pathname)).text.includes('Edited quietly in WordPress'), {
          timeout: SYNC_SECONDS * 1000 * 4,
          interval: 500,
        })
        .toBe(true);
    }
  });

  it('removes a deleted post from every page at the webhook, and its address answers 404', async () => {
    const post = wordpress.posts[2]!;
    expect((await get(routes.article(String(post.slug)))).status).toBe(200);
    wordpress.deletePost(post.id as number);
    expect((await webhook(SECRET)).status).toBe(200);
    expect((await get(routes.article(String(post.slug)))).status).toBe(404);
    expect((await get('/sitemap.xml')).text).not.toContain(routes.article(String(post.slug)));
  });

  it('opens an article whose slug WordPress stores percent-encoded', async () => {
    const [post] = generatePosts(1, { firstId: 80_001 });
    wordpress.addPost({ ...post, slug: '%d8%b6%d8%b1%d9%8a%d8%a8%d8%a9-%d8%a7%d9%84%d9%82%d9%8a%d9%85%d8%a9', title: { rendered: 'Arabic-titled post' } });
    expect((await webhook(SECRET)).status).toBe(200);
    const article = await get('/insights/article/%D8%B6%D8%B1%D9%8A%D8%A8%D8%A9-%D8%A7%D9%84%D9%82%D9%8A%D9%85%D8%A9');
    expect(article.status).toBe(200);
    expect(article.text).toContain('Arabic-titled post');
  });

  it('points a link to another post of the blog at that article here', async () => {
    const linked = oldestPost();
    const [post] = generatePosts(1, { firstId: 80_002 });
    wordpress.addPost({
      ...post,
      slug: 'a-post-that-links-another',
      content: { rendered: `<p>As we wrote in <a href="${String(linked.link)}">an earlier post</a>, and on <a href="https://www.kra.go.ke/">KRA's site</a>.</p>`, protected: false },
    });
    expect((await webhook(SECRET)).status).toBe(200);
    const article = await get(routes.article('a-post-that-links-another'));
    expect(article.text).toContain(`<a href="${routes.article(String(linked.slug))}">an earlier post</a>`);
    expect(article.text).toContain('<a href="https://www.kra.go.ke/" target="_blank" rel="noopener noreferrer">');
  });

  for (const mode of ['hang', 'html-error', 'garbage', 'empty'] as const) {
    it(`keeps serving the mirror while WordPress ${mode === 'hang' ? 'hangs' : `answers ${mode}`}, and says so`, async () => {
      wordpress.mode = mode;
      try {
        expect((await webhook(SECRET)).status).toBe(502);
        for (const pathname of [routes.articles, routes.home, routes.article(String(wordpress.posts[3]!.slug))]) {
          const page = await get(pathname);
          expect(page.status, pathname).toBe(200);
        }
        const health = await (await fetch(`${site.url}/healthz`)).json();
        // 30 generated, one deleted, three added.
        expect(health.articles).toMatchObject({ source: 'wordpress', failing: true, count: 32 });
      } finally {
        wordpress.mode = 'ok';
      }
    });
  }

  for (const [what, faults] of [
    ['cuts every list to 10 posts', { truncateListsTo: 10 }],
    ['strips the paging headers and cuts every list to 10 posts', { stripPagingHeaders: true, truncateListsTo: 10 }],
  ] as const) {
    it(`removes nothing when WordPress ${what}, and every listing page still answers`, async () => {
      wordpress.faults = faults;
      try {
        expect((await webhook(SECRET)).status).toBe(502);
        const health = await (await fetch(`${site.url}/healthz`)).json();
        expect(health.articles).toMatchObject({ failing: true, count: 32 });
        // 32 articles, 12 a page: the third page still lists the oldest.
        const lastPage = await get(`${routes.articles}?page=3`);
        expect(lastPage.status).toBe(200);
        expect(lastPage.text).toContain(routes.article(String(oldestPost().slug)));
      } finally {
        wordpress.faults = {};
      }
      expect((await webhook(SECRET)).status).toBe(200);
    });
  }

  it('removes a post the webhook names from every page at once, asking WordPress for that post alone', async () => {
    const post = wordpress.posts[4]!;
    const address = routes.article(String(post.slug));
    expect((await get(address)).status).toBe(200);
    expect((await get(routes.articles)).text).toContain(address);
    wordpress.deletePost(post.id as number);
    wordpress.requests.length = 0;

    const response = await fetch(`${site.url}/api/articles/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ id: post.id }),
      signal: AbortSignal.timeout(30_000),
    });

    expect(response.status).toBe(200);
    const asked = wordpress.requests.filter((request) => request.includes('/wp-json/'));
    expect(asked.filter((request) => request.includes(`/wp-json/wp/v2/posts/${String(post.id)}?`))).toHaveLength(1);
    expect(asked.filter((request) => request.includes('_fields=id,modified'))).toEqual([]);
    // No polling: the answer came after the pages were told to regenerate.
    expect((await get(address)).status).toBe(404);
    expect((await get(routes.articles)).text).not.toContain(address);
    expect((await get('/sitemap.xml')).text).not.toContain(address);
    expect((await get(routes.home)).text).not.toContain(address);
  });

  it('answers 400 to a webhook body that names no post properly', async () => {
    const response = await fetch(`${site.url}/api/articles/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      body: '{"id": "all"}',
    });
    expect(response.status).toBe(400);
  });

  it('answers the internal regeneration address with the site\'s 404 page on the public server', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${site.url}/api/articles/regenerate-pages`, { method, headers: { 'x-kilele-internal-token': 'guessed' } });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type'), method).toMatch(/^text\/html/);
      expect(await response.text(), method).toContain('We couldn&#x27;t find that page');
    }
  });

  it('restarts with WordPress down and serves the mirror it kept', async () => {
    await wordpress.stop();
    try {
      await site.stop();
      site = await startSite(build, SITE_PORT, blogEnv());
      const listing = await get(routes.articles);
      expect(listing.status).toBe(200);
      expect(listing.text).toContain('Edited and announced by the webhook');
    } finally {
      await wordpress.start();
    }
  });
});

describe('a new site whose WordPress has never answered', () => {
  it('says plainly that articles cannot be loaded', async () => {
    await wordpress.stop();
    const emptyData = await mkdtemp(path.join(os.tmpdir(), 'site-wordpress-empty-'));
    const cold = await startSite(build, SITE_PORT + 1, { ...blogEnv(), DATA_DIR: emptyData });
    try {
      const response = await fetch(`${cold.url}${routes.articles}`, { signal: AbortSignal.timeout(20_000) });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('can&#x27;t be loaded right now');
    } finally {
      await cold.stop();
      await rm(emptyData, { recursive: true, force: true });
      await wordpress.start();
    }
  });

  it('says so too when WordPress hangs from the first request, once the first sync has given up', async () => {
    // The first sync takes its whole timeout to fail here, so the visitor's request arrives
    // long before the failure is recorded: the page must wait for it (within its bound) rather
    // than call an unreachable blog empty.
    wordpress.mode = 'hang';
    const emptyData = await mkdtemp(path.join(os.tmpdir(), 'site-wordpress-hung-'));
    const cold = await startSite(build, SITE_PORT + 1, { ...blogEnv(), DATA_DIR: emptyData });
    try {
      const response = await fetch(`${cold.url}${routes.articles}`, { signal: AbortSignal.timeout(30_000) });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('can&#x27;t be loaded right now because our blog is not responding');
      expect(text).not.toContain('There are no articles to show yet');
    } finally {
      await cold.stop();
      await rm(emptyData, { recursive: true, force: true });
      wordpress.mode = 'ok';
    }
  });
});
