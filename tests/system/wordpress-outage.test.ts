/**
 * Every page that shows articles while WordPress hangs and while it refuses connections,
 * on the production build in `SYSTEM_DIST_DIR` (default `.next`; this file never builds):
 *
 * - on a server whose mirror holds the blog, each page answers 200 with it before the
 *   WordPress timeout could have fired ({@link WARM_BUDGET_MS}), so no page waits on WordPress;
 * - on a cold start whose mirror never synced, each page answers 200 within one WordPress
 *   timeout plus a margin ({@link COLD_BUDGET_MS}), saying plainly where articles are
 *   missing, never hanging or failing.
 *
 * The site promises never an error page and never an endless spinner, not a time; so the
 * budgets come from the WordPress request timeout in lib/articles/runtime.ts (docs/articles.md).
 *
 * Serving pages rewrites their cached copies inside the build folder (ISR), so each server
 * runs on a private copy of the build: the shared one stays as built, and the cold start is
 * as cold as a fresh deploy.
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
import { type FakeWordPress, makePost, startFakeWordPress } from '../support/fake-wordpress';
import { type SiteProcess, startSite } from '../support/next-server';

const DIST = SYSTEM_DIST;
const WARM_PORT = 3221;
const COLD_PORT = 3222;
const SECRET = 'wordpress-outage-drill-secret';
const SYNC_SECONDS = 5;

/**
 * A page served from a copy must not wait on WordPress at all: it answers before WordPress's
 * timeout (WORDPRESS_TIMEOUT_MS in lib/articles/runtime.ts, 8 s) could have fired, the whole
 * timeout as margin. A page that waited on the hanging WordPress would answer only after it.
 * Written out, so that a longer timeout there cannot loosen this test.
 */
const WARM_BUDGET_MS = 8_000;
/**
 * With no copy a page may wait for the first sync, which ends when WordPress's timeout fires
 * (WORDPRESS_TIMEOUT_MS, 8 s; the page waits FIRST_SYNC_WAIT_MS, 10 s, at most): 8 s, and a
 * margin for a loaded machine. Written out, so that a longer timeout there fails this test.
 */
const COLD_BUDGET_MS = 14_000;

type Fault = 'hangs' | 'refuses connections';
const faults: Fault[] = ['hangs', 'refuses connections'];

// Posts only the stand-in WordPress has (the build has the bundled sample feed): the newest
// one shows on the home page, and its category (audit-and-assurance) puts it on a service page.
const drillPost = { slug: 'outage-drill-post', title: 'Outage drill post' };
// One article per fault that no page showed before the fault: its page is first rendered then.
const firstReadPosts: Record<Fault, { slug: string; title: string }> = {
  hangs: { slug: 'first-read-while-wordpress-hangs', title: 'First read while WordPress hangs' },
  'refuses connections': { slug: 'first-read-while-wordpress-refuses', title: 'First read while WordPress refuses' },
};
const sampleArticle = 'vat-compliance-for-growing-businesses';

/** Every page that shows articles and what it shows of the drill post. */
const articlePages = [
  { name: 'home', path: routes.home, shows: drillPost.title },
  { name: 'articles listing', path: routes.articles, shows: drillPost.title },
  { name: 'article', path: routes.article(drillPost.slug), shows: drillPost.title },
  { name: 'service page', path: routes.service('auditing-and-assurance'), shows: drillPost.title },
  { name: 'RSS feed', path: routes.articlesFeed, shows: routes.article(drillPost.slug) },
  { name: 'sitemap', path: '/sitemap.xml', shows: routes.article(drillPost.slug) },
];

const run = promisify(execFile);

let wordpress: FakeWordPress | undefined;
const cleanups: Array<() => Promise<unknown>> = [];

/** A private copy of the build (without its compiler cache), removed after the file. */
async function copyOfBuild(): Promise<string> {
  const copy = await mkdtemp(path.join(process.cwd(), '.next-wordpress-outage-'));
  cleanups.push(() => rm(copy, { recursive: true, force: true }));
  const entries = (await readdir(DIST)).filter((name) => name !== 'cache').map((name) => path.join(DIST, name));
  // cp(1) copies the build's ~1,500 files several times faster than fs.cp.
  await run('cp', ['-R', ...entries, copy]);
  // Next takes the build folder relative to the project.
  return path.relative(process.cwd(), copy);
}

async function startServer(port: number, dataDir: string): Promise<SiteProcess> {
  const site = await startSite(await copyOfBuild(), port, {
    WORDPRESS_URL: wordpress!.url,
    DATA_DIR: dataDir,
    REVALIDATE_SECRET: SECRET,
    ARTICLES_SYNC_SECONDS: String(SYNC_SECONDS),
    SITE_URL: `http://127.0.0.1:${port}`,
  });
  cleanups.push(() => site.stop());
  return site;
}

async function newDataDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `site-wordpress-outage-${label}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function get(site: SiteProcess, pathname: string) {
  const started = performance.now();
  const response = await fetch(site.url + pathname, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text(), ms: Math.round(performance.now() - started) };
}

async function beginFault(fault: Fault): Promise<void> {
  if (fault === 'hangs') wordpress!.mode = 'hang';
  else await wordpress!.stop();
}

async function endFault(fault: Fault): Promise<void> {
  if (fault === 'hangs') wordpress!.mode = 'ok';
  else await wordpress!.start();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  requireBuiltSite();
  wordpress = await startFakeWordPress();
  wordpress.posts.push(
    makePost(9001, firstReadPosts.hangs.slug, firstReadPosts.hangs.title, '2026-12-01T08:00:00'),
    makePost(9002, firstReadPosts['refuses connections'].slug, firstReadPosts['refuses connections'].title, '2026-12-01T09:00:00'),
    makePost(9003, drillPost.slug, drillPost.title, '2026-12-02T08:00:00'),
  );
});

afterAll(async () => {
  // Servers first (they were added last), then their build copies and data.
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await wordpress?.close();
});

describe('pages that show articles on a server with a good copy', () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startServer(WARM_PORT, await newDataDir('warm'));
  });

  it('shows the blog on every one of them once WordPress announces a post', async () => {
    // Fetch the blog and regenerate every article page, as WordPress does on publishing.
    const webhook = await fetch(`${site.url}/api/articles/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': SECRET } });
    expect(webhook.status).toBe(200);
    for (const page of articlePages) {
      await expect
        .poll(async () => (await get(site, page.path)).text.includes(page.shows), { timeout: 20_000, interval: 500, message: page.name })
        .toBe(true);
    }
  });

  for (const fault of faults) {
    it(`serves each one from its copy within ${WARM_BUDGET_MS} ms while WordPress ${fault}`, async () => {
      const requestsBefore = wordpress!.requests.length;
      await beginFault(fault);
      try {
        // A scheduled sync has met the fault by now (and, for a hang, is still waiting on it).
        await sleep(SYNC_SECONDS * 1000 + 500);
        const firstRead = firstReadPosts[fault];
        const pages = [...articlePages, { name: 'article first rendered now', path: routes.article(firstRead.slug), shows: firstRead.title }];
        for (const page of pages) {
          const { status, text, ms } = await get(site, page.path);
          expect(status, page.name).toBe(200);
          expect(text.includes(page.shows), `${page.name} shows "${page.shows}"`).toBe(true);
          expect(ms, `${page.name} answered in ${ms} ms`).toBeLessThan(WARM_BUDGET_MS);
        }
        // The fault was met: the site did ask the hanging WordPress (a refused one sees nothing).
        if (fault === 'hangs') expect(wordpress!.requests.length).toBeGreaterThan(requestsBefore);
      } finally {
        await endFault(fault);
      }
    });
  }
});

describe('pages that show articles on a cold start that never fetched a copy', () => {
  let site: SiteProcess;

  beforeAll(async () => {
    // WordPress never answers this server: it hangs from before the start, so the first sync
    // waits on it and so do the first pages (for one WordPress timeout at most), and then it
    // refuses connections (switched over without an answering moment in between).
    await beginFault('hangs');
    site = await startServer(COLD_PORT, await newDataDir('cold'));
  });

  afterAll(async () => {
    await site?.stop();
    wordpress!.mode = 'ok';
  });

  // In this order: the first answers wait on the first sync, which waits on the hanging
  // WordPress; the second fault begins where the first ends.
  for (const fault of ['hangs', 'refuses connections'] as const) {
    it(`answers each one within ${COLD_BUDGET_MS} ms while WordPress ${fault}, saying what is missing`, async () => {
      if (fault === 'refuses connections') await wordpress!.stop();
      // Not in the build (made from the bundled sample feed) and not shown yet: rendered now.
      const unrendered = routes.article(firstReadPosts[fault].slug);
      const pages = [
        ...articlePages,
        { name: 'an article of the bundled sample', path: routes.article(sampleArticle) },
        { name: 'article never rendered before', path: unrendered },
      ];
      // All at once, as visitors arrive after a deploy: each is bounded on its own.
      const answers = await Promise.all(pages.map(async (page) => ({ page, ...(await get(site, page.path)) })));
      const texts = new Map<string, string>();
      for (const { page, status, text, ms } of answers) {
        expect(status, page.name).toBe(200);
        expect(ms, `${page.name} answered in ${ms} ms`).toBeLessThan(COLD_BUDGET_MS);
        texts.set(page.path, text);
      }
      // Pages rendered for the request say plainly that the articles are missing, and nothing
      // of the bundled sample is shown in their place.
      for (const pathname of [routes.articles, unrendered, routes.article(sampleArticle)]) {
        expect(texts.get(pathname), pathname).toContain('can&#x27;t be loaded right now because our blog is not responding');
      }
      for (const [pathname, text] of texts) {
        for (const article of loadSampleArticles()) {
          // The page at a sample article's own address names that address in its own payload.
          if (routes.article(article.slug) === pathname) continue;
          expect(text.includes(routes.article(article.slug)), `${pathname} links ${article.slug}`).toBe(false);
        }
      }
    });
  }
});
