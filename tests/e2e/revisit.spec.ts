/**
 * Every kind of page keeps its scripts when the visitor comes back to it in a browser whose
 * cache already holds it: a revisit, a reload, and forward and back through the HTTP cache
 * (from the back/forward cache: `back-forward-cache.spec.ts`). A browser revalidates its copy
 * of a page with `If-None-Match` and merges the 304's headers into it, so a 304 carrying a
 * policy without the page's script hashes kills every inline script of the page on each
 * later visit (docs/pipeline.md, "What the script policy relies on in Next").
 *
 * Each test runs in one browser context, so the first visit fills the cache the revisits use.
 * A revisit that did not ask the server about its copy would prove nothing: every page either
 * carries an ETag, and then each revisit and reload must have sent it back, or forbids storing
 * (`no-store`) and is fetched whole. Any policy violation in the console fails the test
 * (`fixtures.ts`); that the scripts run is shown by what they do (`page-kinds.ts`).
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

for (const [name, kind] of Object.entries(pageKinds)) {
  test(`${name}: a revisit, a reload, forward and back keep the page's scripts`, async ({ page }, info) => {
    // Five visits of the page and one elsewhere, each checked: more than the default 30 s when
    // both workers' browsers and the servers share the machine's two cores.
    test.setTimeout(60_000);
    const etag = cachingOf(await page.goto(kind.path), kind);
    await expectScriptsRun(page, kind, info, 'first visit');

    await page.goto(elsewhere(kind));
    await expectRevalidated(await page.goto(kind.path), etag, 'revisit');
    await expectScriptsRun(page, kind, info, 'revisit');

    await expectRevalidated(await page.reload(), etag, 'reload');
    await expectScriptsRun(page, kind, info, 'reload');

    // Playwright's Chromium keeps no back/forward cache: these come from the HTTP cache.
    await page.goBack();
    await page.goForward();
    await expectScriptsRun(page, kind, info, 'forward');
    await page.goto(elsewhereToo(kind));
    await page.goBack();
    await expectScriptsRun(page, kind, info, 'back');
  });
}
