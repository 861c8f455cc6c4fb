/**
 * How the build's scripts and stylesheets travel: brotli copies made by `npm run build`
 * (`lib/server/precompressed-static.ts`) to a browser that accepts brotli, the same bytes
 * as Next's own answer once decoded, and the page still runs.
 */
import { expect, test } from '@playwright/test';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the files are the same at every width');

test('a page’s scripts and stylesheets arrive brotli-compressed, and the page runs', async ({ page }) => {
  // Files under 1 KB gain too little from a second copy and keep Next's own answer.
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/_next/static/') && /\.(js|css)$/.test(url.pathname) && (await response.body()).length >= 1024) {
      encodings.set(url.pathname, (await response.allHeaders())['content-encoding']);
    }
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const scripts = [...encodings.keys()].filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThanOrEqual(5);
  expect([...encodings.keys()].some((path) => path.endsWith('.css'))).toBe(true);
  for (const [path, encoding] of encodings) expect(encoding, path).toBe('br');
});

test('the brotli copy decodes to exactly the file Next serves', async ({ page, request }) => {
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
