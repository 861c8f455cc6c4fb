/**
 * Time to first byte of the articles listing and of an article, served by the production
 * build against a stand-in WordPress: with a warm copy, and with WordPress hanging (down).
 *
 *   npm run measure:ttfb
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { routes } from '@/lib/routes';
import { startFakeWordPress } from '../tests/support/fake-wordpress';
import { buildSite, startSite } from '../tests/support/next-server';

const SAMPLES = 50;
const PORT = 3171;

async function ttfb(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const firstByte = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return firstByte;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(baseUrl: string, pathname: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) times.push(await ttfb(baseUrl + pathname));
  return `${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${Math.max(...times).toFixed(1)}`;
}

async function main() {
  const wordpress = await startFakeWordPress();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ttfb-'));
  const env = { WORDPRESS_URL: wordpress.url, DATA_DIR: dataDir, ARTICLES_TTL_SECONDS: '2', SITE_URL: `http://127.0.0.1:${PORT}` };
  const distDir = '.next-test';
  try {
    process.stderr.write('Building with WORDPRESS_URL set…\n');
    await buildSite(distDir, env);
    const site = await startSite(distDir, PORT, env);
    try {
      const article = routes.article(String(wordpress.posts[0]?.slug));
      // Warm: the copy is fetched and the pages are rendered once.
      for (const pathname of [routes.articles, article]) await ttfb(site.url + pathname);
      const rows = [
        `| listing, warm | ${await measure(site.url, routes.articles)} |`,
        `| article, warm | ${await measure(site.url, article)} |`,
      ];
      wordpress.mode = 'hang';
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      rows.push(`| listing, WordPress down | ${await measure(site.url, routes.articles)} |`);
      rows.push(`| article, WordPress down | ${await measure(site.url, article)} |`);
      console.log(`TTFB in ms over ${SAMPLES} sequential requests each (loopback, production build)\n`);
      console.log('| page | p50 | p95 | max |\n|---|---|---|---|');
      console.log(rows.join('\n'));
    } finally {
      await site.stop();
    }
  } finally {
    await wordpress.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
