/**
 * How a page's files travel. The build's scripts and stylesheets: brotli copies made by
 * `npm run build` (`lib/server/precompressed-static.ts`) to a browser that accepts brotli,
 * the same bytes as Next's own answer once decoded, and the page still runs. Images: none a
 * phone shows on arrival waits for layout to be fetched (`loading="lazy"`).
 */
import type { Response } from '@playwright/test';
import { readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';

// The files are the same at every width: checked on the desktop project.
test('a page’s scripts and stylesheets arrive brotli-compressed, and the page runs', { tag: '@desktop' }, async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/') && /\.(js|css)$/.test(pathname)) responses.push(response);
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // Files under 1 KB gain too little from a second copy and keep Next's own answer.
  const encodings = new Map<string, string | undefined>();
  for (const response of [...responses]) {
    if ((await response.body()).length < 1024) continue;
    encodings.set(new URL(response.url()).pathname, (await response.allHeaders())['content-encoding']);
  }
  const scripts = [...encodings.keys()].filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThanOrEqual(5);
  expect([...encodings.keys()].some((path) => path.endsWith('.css'))).toBe(true);
  for (const [path, encoding] of encodings) expect(encoding, path).toBe('br');
});

test('the brotli copy decodes to exactly the file Next serves', { tag: '@desktop' }, async ({ page, request }) => {
  await page.goto('/');
  const sources = await page.locator('script[src^="/_next/static/"]').evaluateAll((scripts) =>
    scripts.map((script) => script.getAttribute('src') ?? ''),
  );
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    const brotli = await request.get(source, { headers: { 'accept-encoding': 'br' } });
    const plain = await request.get(source, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], source).toBeUndefined();
    // Playwright decodes the brotli body, so equal bodies mean an exact copy.
    expect((await brotli.body()).equals(await plain.body()), source).toBe(true);
    if ((await plain.body()).length >= 1024) expect(brotli.headers()['content-encoding'], source).toBe('br');
    expect(brotli.headers()['cache-control'], source).toBe('public, max-age=31536000, immutable');
  }
});

// The first screen of a phone, where the Lighthouse audit measures.
test('no image a phone shows on arrival is lazy-loaded', { tag: '@phone' }, async ({ page, request }) => {
  test.setTimeout(180_000);
  const { paths } = await readSitemap(request);
  for (const path of paths) {
    await page.goto(path);
    // A lazy image in view is fetched only once layout finds it there, and at low priority:
    // when it is the page's largest picture, its Largest Contentful Paint waits for that.
    const lazyInView = await page.locator('img').evaluateAll((images) =>
      images
        .filter((image) => image.getAttribute('loading') === 'lazy')
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
        })
        .map((image) => image.getAttribute('src')),
    );
    expect(lazyInView, path).toEqual([]);
  }
});
