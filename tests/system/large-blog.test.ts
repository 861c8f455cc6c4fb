/**
 * The heaviest work the site does in memory, on the heap `npm start` gives it (package.json's
 * start script bounds Node's heap; docs/production.md, "Memory"): the first sync of a blog of
 * 10,000 posts of about 12 KB each (four times the recorded posts' bodies, 115 MB of HTML in
 * 100 pages of 100 posts), then the pages that hold or look through all of them. A heap too small
 * for it ends the process ("JavaScript heap out of memory"), which fails here.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import recordedPosts from '@/lib/articles/sample-feed/posts.json' with { type: 'json' };
import { requireBuiltSite } from '../support/built-site';
import { type FakeWordPress, generatePosts, startFakeWordPress } from '../support/fake-wordpress';
import { type SiteProcess, startCommand, startSite } from '../support/next-server';

const PORT = Number(process.env.LARGE_BLOG_TEST_PORT ?? 3236);
const SITE_URL = `http://127.0.0.1:${PORT}`;
const POSTS = 10_000;

let dataDir: string;
let wordpress: FakeWordPress;
let site: SiteProcess | undefined;

/** Four recorded bodies one after another: about 12 KB of real article HTML. */
function longBody(index: number): string {
  return Array.from({ length: 4 }, (_, part) => String(recordedPosts[(index + part) % recordedPosts.length]!.content.rendered)).join('\n');
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-large-blog-'));
  wordpress = await startFakeWordPress();
  wordpress.posts = generatePosts(POSTS, { baseUrl: wordpress.url }).map((post, index) => {
    const content = post.content as { rendered: string; protected: boolean };
    return { ...post, content: { ...content, rendered: `${content.rendered}\n${longBody(index)}` } };
  });
  site = await startSite(requireBuiltSite(), PORT, { DATA_DIR: dataDir, SITE_URL, WORDPRESS_URL: wordpress.url });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await wordpress?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function stillRunning(): void {
  expect(site!.process.exitCode, site!.output().slice(-3_000)).toBeNull();
  expect(site!.process.signalCode).toBeNull();
  expect(site!.output()).not.toContain('heap out of memory');
}

async function get(pathname: string): Promise<{ status: number; text: string }> {
  const response = await fetch(SITE_URL + pathname, { signal: AbortSignal.timeout(60_000) });
  return { status: response.status, text: await response.text() };
}

describe('a blog of 10,000 posts on the heap npm start gives the server', () => {
  it('runs with the Node options of npm start', () => {
    const commandLine = readFileSync(`/proc/${site!.process.pid}/cmdline`, 'utf8').split('\0');
    const { nodeOptions } = startCommand(requireBuiltSite());
    expect(nodeOptions.find((option) => option.startsWith('--max-old-space-size='))).toBeDefined();
    for (const option of nodeOptions) expect(commandLine).toContain(option);
  });

  it('stores every post in its first sync', async () => {
    await vi.waitFor(
      async () => {
        stillRunning();
        const health = (await (await fetch(`${SITE_URL}/healthz`)).json()) as { articles?: { count?: number; lastSuccessAt?: string | null } };
        expect(health.articles?.count).toBe(POSTS);
        expect(health.articles?.lastSuccessAt).toBeTruthy();
      },
      { timeout: 300_000, interval: 500 },
    );
    stillRunning();
  }, 330_000);

  it('serves the pages that hold or look through every post', async () => {
    const newest = wordpress.posts[0]!;
    const oldest = wordpress.posts.at(-1)!;
    // 12 articles a page: the last of 834 pages lists the oldest post.
    const lastPage = await get('/insights/articles?page=834');
    expect(lastPage.status).toBe(200);
    expect(lastPage.text).toContain(`note ${oldest.id}`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`/insights/article/${String(oldest.slug)}<`);
    expect(sitemap.text.split('/insights/article/').length - 1).toBe(POSTS);
    const article = await get(`/insights/article/${String(newest.slug)}`);
    expect(article.status).toBe(200);
    expect(article.text).toContain(`note ${newest.id}`);
    const search = await get('/search?q=withholding');
    expect(search.status).toBe(200);
    expect(search.text).toContain('withholding tax');
    stillRunning();
  }, 180_000);
});
