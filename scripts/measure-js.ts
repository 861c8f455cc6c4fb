/**
 * Measures the JavaScript each kind of page loads: every script the browser requests while
 * the page loads, gzip-compressed (level 9) and summed. Needs a production build.
 *
 *   npm run build && npm run measure:js            # starts the server as `npm start` does, on a spare port
 *   BASE_URL=http://127.0.0.1:3000 npm run measure:js   # or measures a running server
 */
import type { ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { pageKinds } from '@/lib/site/pages';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import { spawnSite } from '../tests/support/next-server';

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawnSite(process.env.NEXT_DIST_DIR || '.next', port, {});
  server.stdout?.resume();
  server.stderr?.resume();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error(`the server did not answer on port ${port} within 60 s`);
}

async function main() {
  const port = 3190;
  const server = process.env.BASE_URL ? undefined : await startServer(port);
  const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const article = loadSampleArticles()[0];
    if (!article) throw new Error('The sample feed has no articles');
    const rows: { kind: string; path: string; scripts: number; kb: number }[] = [];
    for (const { kind, path } of pageKinds(article.slug)) {
      const page = await browser.newPage();
      const bodies: Promise<Buffer>[] = [];
      let loaded = false;
      // Scripts requested up to the load event: the page's own, not later link prefetches.
      page.on('response', (response) => {
        if (!loaded && response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      loaded = true;
      const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body, { level: 9 }).length);
      rows.push({ kind, path, scripts: sizes.length, kb: sizes.reduce((sum, size) => sum + size, 0) / 1024 });
      await page.close();
    }
    console.log('| page | path | scripts | JS (KB gzip) |\n|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.kind} | ${row.path} | ${row.scripts} | ${row.kb.toFixed(1)} |`);
  } finally {
    await browser.close();
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
