/**
 * Every kind of page keeps its scripts when the visitor reaches it with back and forward and
 * the browser restores it from its back/forward cache, as Chromium does for visitors
 * (Playwright turns that cache off; this file turns it back on). A page that may be stored is
 * restored whole, with its scripts' state; a `no-store` page may load again. Either way the
 * page must work, and any policy violation in the console fails the test (`fixtures.ts`).
 */
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { cachingOf, elsewhere, elsewhereToo, expectScriptsRun, pageKinds } from './page-kinds';
import { expect, test } from './fixtures';

// The same document is restored at any width (run on the desktop project alone:
// playwright.config.ts); the menus at 375 px are checked on revisits in revisit.spec.ts.

test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs], ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

/** Whether the page on screen was restored from the back/forward cache, and if not, why. */
const restoredFromCache = (page: Page) =>
  page.evaluate(() => {
    const restored = (window as unknown as { restoredFromCache?: boolean }).restoredFromCache ?? false;
    const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { notRestoredReasons?: unknown })[];
    return { restored, notRestoredReasons: JSON.stringify(navigation?.notRestoredReasons ?? null) };
  });

for (const [name, kind] of Object.entries(pageKinds)) {
  test(`${name}: back and forward keep the page's scripts`, async ({ page }, info) => {
    await page.addInitScript(() => {
      addEventListener('pageshow', (event) => Object.assign(window, { restoredFromCache: event.persisted }));
    });
    await page.goto(elsewhere(kind));
    const first = await page.goto(kind.path);
    const storable = !(first?.headers()['cache-control'] ?? '').includes('no-store');
    cachingOf(first, kind);
    await expectScriptsRun(page, kind, info, 'first visit');

    /** A restored page fires no load event: the move is done once the page on screen is the one expected. */
    const arrivedAt = async (path: string) => {
      await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    };
    const moves = {
      forward: async () => {
        await page.goBack({ waitUntil: 'commit' });
        await arrivedAt(elsewhere(kind));
        await page.goForward({ waitUntil: 'commit' });
        await arrivedAt(kind.path);
      },
      back: async () => {
        await page.goto(elsewhereToo(kind));
        await page.goBack({ waitUntil: 'commit' });
        await arrivedAt(kind.path);
      },
    };
    for (const [visit, move] of Object.entries(moves)) {
      await move();
      await expectScriptsRun(page, kind, info, visit);
      // A page the browser may store must have come from the back/forward cache, or this
      // test proved nothing; Chromium restores some `no-store` pages too, and may not.
      const { restored, notRestoredReasons } = await restoredFromCache(page);
      if (storable) expect(restored, `${visit}: restored from the back/forward cache (reasons it was not: ${notRestoredReasons})`).toBe(true);
    }
  });
}
