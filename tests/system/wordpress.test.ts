/**
 * The site against a stand-in WordPress, built and served as in production: the build does
 * not need WordPress, new posts appear (by webhook at once, by themselves within the copy's
 * freshness window), and outages, garbage and restarts keep the last good copy on screen.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { type FakeWordPress, makePost, startFakeWordPress } from '../support/fake-wordpress';
import { buildSite, type SiteProcess, startSite } from '../support/next-server';

// The system tests' own build folder (tsconfig.json includes its generated types).
const DIST = '.next-test';
const SITE_PORT = 3161;
const SECRET = 'a-test-secret-of-some-length';

let wordpress: FakeWordPress;
let site: SiteProcess;
let dataDir: string;
let env: Record<string, string>;

/** Asserts on a page without printing the whole page when it fails. */
function expectPage(html: string, pathname: string) {
  return {
    toShow: (text: string) => expect(html.includes(text), `${pathname} should show "${text}"`).toBe(true),
    notToShow: (text: string) => expect(html.includes(text), `${pathname} should not show "${text}"`).toBe(false),
  };
}

const contains = (text: string) => (html: string) => html.includes(text);

async function get(pathname: string) {
  const started = performance.now();
  const response = await fetch(site.url + pathname, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, html: await response.text(), ms: performance.now() - started };
}

const webhook = (secret: string) =>
  fetch(`${site.url}/api/articles/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': secret } });

beforeAll(async () => {
  wordpress = await startFakeWordPress();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-wordpress-'));
  env = {
    WORDPRESS_URL: wordpress.url,
    DATA_DIR: dataDir,
    REVALIDATE_SECRET: SECRET,
    ARTICLES_TTL_SECONDS: '2',
    SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
  };
  // The build must not depend on WordPress: it runs while WordPress is down.
  await wordpress.stop();
  await buildSite(DIST, { ...env, DATA_DIR: path.join(dataDir, 'build') });
  await wordpress.start();
  site = await startSite(DIST, SITE_PORT, env);
});

afterAll(async () => {
  await site?.stop();
  await wordpress?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(DIST, { recursive: true, force: true });
});

describe('articles from a live WordPress', () => {
  it('lists the posts WordPress has', async () => {
    const { status, html } = await get(routes.articles);
    expect(status).toBe(200);
    for (const post of wordpress.posts) expectPage(html, routes.articles).toShow(routes.article(String(post.slug)));
    expectPage(html, routes.articles).notToShow('can&#x27;t be loaded');
  });

  it('refreshes every page at once when WordPress calls the webhook', async () => {
    expect((await webhook('wrong-secret-wrong-secret')).status).toBe(401);
    wordpress.posts.push(makePost(5001, 'webhook-fresh-post', 'Webhook fresh post', '2026-11-21T08:00:00'));
    const response = await webhook(SECRET);
    expect(response.status).toBe(200);
    await expect.poll(async () => contains('Webhook fresh post')((await get(routes.home)).html), { timeout: 10_000 }).toBe(true);
    const article = await get(routes.article('webhook-fresh-post'));
    expect(article.status).toBe(200);
    expectPage(article.html, 'the new article').toShow('Webhook fresh post');
    expectPage((await get(routes.articlesFeed)).html, 'the feed').toShow('webhook-fresh-post');
  });

  it('shows a new post on the listing by itself once the copy goes stale', async () => {
    wordpress.posts.push(makePost(5002, 'quiet-new-post', 'Quiet new post', '2026-11-21T09:00:00'));
    await expect
      .poll(async () => contains('Quiet new post')((await get(routes.articles)).html), { timeout: 15_000, interval: 1_000 })
      .toBe(true);
  });

  it('optimises featured images from the blog host and leaves out images from anywhere else', async () => {
    const ownImage = `${wordpress.url}/wp-content/uploads/2026/11/own.webp`;
    wordpress.posts.push(
      makePost(5003, 'post-with-own-image', 'Post with own image', '2026-11-21T10:00:00', ownImage),
      makePost(5004, 'post-with-foreign-image', 'Post with foreign image', '2026-11-21T10:30:00', 'https://tracker.example/pixel.webp'),
    );
    expect((await webhook(SECRET)).status).toBe(200);
    const own = await get(routes.article('post-with-own-image'));
    expect(own.status).toBe(200);
    const optimised = own.html.match(/\/_next\/image\?url=[^"\s]+/)?.[0]?.replaceAll('&amp;', '&');
    expect(optimised, 'an optimised image URL').toBeDefined();
    expect(decodeURIComponent(optimised!)).toContain(ownImage);
    const image = await fetch(site.url + optimised);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    const foreign = await get(routes.article('post-with-foreign-image'));
    expect(foreign.status).toBe(200);
    expectPage(foreign.html, 'the foreign-image article').notToShow('tracker.example');
    const direct = await fetch(`${site.url}/_next/image?url=${encodeURIComponent('https://tracker.example/pixel.webp')}&w=640&q=75`);
    expect(direct.status).toBe(400);
  });

  it('answers 404 for a slug WordPress does not have', async () => {
    expect((await get(routes.article('never-published'))).status).toBe(404);
  });

  for (const mode of ['hang', 'error', 'garbage'] as const) {
    it(`keeps serving the last good copy, quickly, while WordPress ${mode === 'hang' ? 'hangs' : `answers ${mode}`}`, async () => {
      wordpress.mode = mode;
      try {
        await new Promise((resolve) => setTimeout(resolve, 2_100));
        const expected = {
          [routes.articles]: 'Webhook fresh post',
          [routes.article('webhook-fresh-post')]: 'Webhook fresh post',
          [routes.home]: 'Post with foreign image',
        };
        for (const [pathname, title] of Object.entries(expected)) {
          const { status, html, ms } = await get(pathname);
          expect(status, pathname).toBe(200);
          expectPage(html, pathname).toShow(title);
          expect(ms, pathname).toBeLessThan(2_000);
        }
        // The webhook reports the failure and changes nothing; the health check shows it.
        expect((await webhook(SECRET)).status).toBe(502);
        const health = await (await fetch(`${site.url}/healthz`)).json();
        expect(health.articles).toMatchObject({ source: 'wordpress', failing: true, lastSuccessAt: expect.any(String) });
        expectPage((await get(routes.articles)).html, routes.articles).toShow('Quiet new post');
      } finally {
        wordpress.mode = 'ok';
      }
    });
  }

  it('restarts during an outage from the copy on disk', async () => {
    await wordpress.stop();
    try {
      await site.stop();
      site = await startSite(DIST, SITE_PORT, env);
      const { status, html, ms } = await get(routes.articles);
      expect(status).toBe(200);
      expectPage(html, routes.articles).toShow('Quiet new post');
      expect(ms).toBeLessThan(2_000);
    } finally {
      await wordpress.start();
    }
  });

  it('says plainly that articles are unavailable when no copy was ever fetched', async () => {
    await wordpress.stop();
    const emptyData = await mkdtemp(path.join(os.tmpdir(), 'site-wordpress-empty-'));
    const cold = await startSite(DIST, SITE_PORT + 1, { ...env, DATA_DIR: emptyData });
    try {
      const response = await fetch(`${cold.url}${routes.articles}`, { signal: AbortSignal.timeout(20_000) });
      expect(response.status).toBe(200);
      expectPage(await response.text(), routes.articles).toShow('can&#x27;t be loaded right now');
    } finally {
      await cold.stop();
      await rm(emptyData, { recursive: true, force: true });
      await wordpress.start();
    }
  });
});
