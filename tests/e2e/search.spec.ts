/**
 * Site search end to end: the header's box (the phone menu's on a phone), with and without
 * JavaScript, the results with their kinds and marked words, numbered pages, and the clear
 * answers to an empty, over-long or meaningless search.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Below 1200 px the header has a search link and the phone menu a search box. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1200;

/**
 * Searches as a visitor would from any page: the header's box on a wide screen; on a phone the
 * menu's box, or without JavaScript (the menu needs it) the header's search link.
 */
async function searchFromHeader(page: Page, words: string, javaScriptEnabled: boolean) {
  if (isPhone(page) && !javaScriptEnabled) {
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await box.fill(words);
    await box.press('Enter');
  } else if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('searchbox', { name: 'Search the site' }).fill(words);
    await menu.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  } else {
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    await box.fill(words);
    await box.press('Enter');
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'search with JavaScript' : 'search without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('searches from the header and shows each result with its kind, title and marked words', async ({ page }) => {
      await page.goto('/about-us');
      await searchFromHeader(page, 'eTIMS', javaScriptEnabled);
      await expect(page).toHaveURL(/\/search\?q=eTIMS$/);
      await expect(page).toHaveTitle('Search results for “eTIMS” | Kilele Partners');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “eTIMS”$/);
      const results = page.locator('main ol > li');
      await expect(results.first()).toBeVisible();
      const first = results.first();
      await expect(first.locator('p').first()).toHaveText(/^(Article|Service|Person|Event|Role|Podcast|Page)$/);
      await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(/eTIMS/);
      await expect(first.locator('mark').first()).toHaveText(/^etims$/i);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      const link = first.getByRole('heading', { level: 2 }).getByRole('link');
      const href = await link.getAttribute('href');
      await link.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('pages through results with numbered links that keep the search', async ({ page }) => {
      await page.goto('/search?q=tax');
      const status = await page.getByRole('main').getByRole('status').textContent();
      const total = Number(/^(\d+) results/.exec(status ?? '')?.[1]);
      expect(total).toBeGreaterThan(10);
      await expect(page.locator('main ol > li')).toHaveCount(10);
      const pages = page.getByRole('navigation', { name: 'Search results pages' });
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await pages.getByRole('link', { name: 'Page 2' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=tax&page=2$/);
      await expect(page.locator('main ol')).toHaveAttribute('start', '11');
      await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue('tax');
    });
  });
}

test.describe('search with JavaScript, as a link is followed', () => {
  test('shows the results without reloading the page, and the phone menu closes', async ({ page }) => {
    await page.goto('/about-us');
    // Gone if the browser loads a new document.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await searchFromHeader(page, 'VAT', true);
    await expect(page).toHaveURL(/\/search\?q=VAT$/);
    await expect(page).toHaveTitle('Search results for “VAT” | Kilele Partners');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “VAT”$/);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    // Again from the results page: the page's own box on a wide screen, the menu's on a phone.
    if (isPhone(page)) {
      await searchFromHeader(page, 'payroll', true);
    } else {
      const again = page.getByRole('search', { name: 'Search again' }).getByRole('searchbox', { name: 'Search the site' });
      await again.fill('payroll');
      await again.press('Enter');
    }
    await expect(page).toHaveURL(/\/search\?q=payroll$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “payroll”$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    // Back: the earlier results, with their words in the results page's box.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=VAT$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “VAT”$/);
    await expect(page.getByRole('search', { name: 'Search again' }).getByRole('searchbox')).toHaveValue('VAT');
  });
});

test('answers an empty, an over-long and a meaningless search plainly, and a page past the end with 404', async ({ page, request }) => {
  await page.goto('/search');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Type what you are looking for: a service, a tax topic, a person, a training or a role.');
  await page.goto(`/search?q=${'vat '.repeat(60)}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('That search is too long. Please use at most 200 characters.');
  await page.goto(`/search?q=${encodeURIComponent('the and of')}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('“the and of” has no words to search for. Try a topic such as VAT, audit or payroll.');
  await page.goto('/search?q=qwertyuiopasdf');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “qwertyuiopasdf”. Try fewer or different words.');
  for (const query of ['?q=tax&page=99', '?q=tax&page=0', '?q=tax&page=x']) {
    expect((await request.get(`/search${query}`)).status(), query).toBe(404);
  }
});

test('shows markup-looking words as text', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('<script>alert(1)</script> vat')}`);
  // Shown as the words typed, in the status sentence, not run.
  await expect(page.getByRole('main').getByRole('status')).toContainText('“<script>alert(1)</script> vat”');
  await expect(page.locator('main script')).toHaveCount(0);
});

test('the search form is rendered on the server: no script the browser loads carries its words', () => {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  const chunks = path.join(dist, 'static', 'chunks');
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const name of files) {
    expect(readFileSync(path.join(chunks, name), 'utf8').includes('Search the site'), name).toBe(false);
  }
});
