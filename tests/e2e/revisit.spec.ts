/**
 * Every kind of page keeps its scripts when the visitor comes back to it in a browser whose
 * cache already holds it: a revisit, and back through the HTTP cache (from the back/forward
 * cache: `back-forward-cache.spec.ts`). A browser revalidates its copy of a page with
 * `If-None-Match` and merges the 304's headers into it, so a 304 carrying a policy without the
 * page's script hashes kills every inline script of the page on each later visit
 * (docs/pipeline.md, "What the script policy relies on in Next"). A reload revalidates as the
 * revisit does, and forward comes from the HTTP cache as back does: neither is repeated.
 *
 * Each test runs in one browser context, so the first visit fills the cache the revisits use.
 * A revisit that did not ask the server about its copy would prove nothing: every page either
 * carries an ETag, and then the revisit must have sent it back, or forbids storing
 * (`no-store`) and is fetched whole. Any policy violation in the console fails the test
 * (`fixtures.ts`); that the scripts run is shown by what they do (`page-kinds.ts`).
 *
 * Every kind runs at desktop width. What differs by width is the menu (the dropdowns or the
 * phone's sidebar), the same on every page: the phone revisits a page served from Next's
 * cache, one rendered for each request and the 404.
 */
import type { Response } from '@playwright/test';
import { cachingOf, elsewhere, elsewhereToo, expectScriptsRun, pageKinds } from './page-kinds';
import { expect, test } from './fixtures';

/** The page came from the server again: revalidated with its ETag, or (not stored) fetched whole. */
async function expectRevalidated(response: Response | null, etag: string | undefined, visit: string): Promise<void> {
  expect(response, visit).not.toBeNull();
  const sent = await response!.request().allHeaders();
  expect(sent['if-none-match'], `${visit}: the browser asks whether its copy is current`).toBe(etag);
}

const alsoOnThePhone = new Set(['home', 'book a consultation', 'not found']);

for (const [name, kind] of Object.entries(pageKinds)) {
  const widths = alsoOnThePhone.has(name) ? {} : { tag: '@desktop' };
  test(`${name}: a revisit and back keep the page's scripts`, widths, async ({ page }, info) => {
    const etag = cachingOf(await page.goto(kind.path), kind);
    await expectScriptsRun(page, kind, info, 'first visit');

    await page.goto(elsewhere(kind));
    await expectRevalidated(await page.goto(kind.path), etag, 'revisit');
    await expectScriptsRun(page, kind, info, 'revisit');

    // Playwright's Chromium keeps no back/forward cache: this comes from the HTTP cache.
    await page.goto(elsewhereToo(kind));
    await page.goBack();
    await expectScriptsRun(page, kind, info, 'back');
  });
}
