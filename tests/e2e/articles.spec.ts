import type { Page } from '@playwright/test';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { routes } from '@/lib/routes';
import { expect, test } from './fixtures';

const articles = loadSampleArticles();
const cardTitles = (page: Page) => page.locator('main').getByRole('heading', { level: 3 });

test('the listing shows 12 articles a page, newest first, and the RSS feed is linked', async ({ page, request }) => {
  // The bundled sample has 17 posts: 12 on the first page, 5 on the second.
  expect(articles).toHaveLength(17);
  await page.goto(routes.articles);
  await expect(cardTitles(page)).toHaveText(articles.slice(0, 12).map((article) => article.title));
  await page.goto(`${routes.articles}?page=2`);
  await expect(cardTitles(page)).toHaveText(articles.slice(12).map((article) => article.title));
  const feedHref = await page.locator('link[type="application/rss+xml"]').getAttribute('href');
  expect(feedHref).toContain(routes.articlesFeed);
  const feed = await request.get(routes.articlesFeed);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect((await feed.text()).match(/<item>/g)).toHaveLength(articles.length);
});

async function chooseFilter(page: Page, dropdown: string, option: string) {
  const summary = page.locator('summary', { hasText: dropdown }).last();
  await summary.click();
  await page.locator('main').getByRole('link', { name: option, exact: true }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'filters with JavaScript' : 'filters without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('Year and Service filter the list and reset each other', async ({ page }) => {
      await page.goto(routes.articles);
      const toggle = page.locator('summary', { hasText: 'Filter' });
      await expect(toggle).toBeVisible();
      await toggle.click();

      const year = articles[articles.length - 1]!.date.slice(0, 4);
      await chooseFilter(page, 'Year', year);
      await expect(page).toHaveURL(`${routes.articles}?year=${year}`);
      const inYear = articles.filter((article) => article.date.startsWith(year));
      await expect(cardTitles(page)).toHaveText(inYear.map((article) => article.title));
      await expect(page.locator('summary', { hasText: year })).toBeVisible();
      await expect(page.locator('summary', { hasText: /^Service:\s*Service$/ })).toBeVisible();

      await chooseFilter(page, 'Service', 'Tax Consulting');
      await expect(page).toHaveURL(`${routes.articles}?service=tax-consulting`);
      const tax = articles.filter((article) => article.categories.includes('tax-consulting'));
      await expect(cardTitles(page)).toHaveText(tax.map((article) => article.title));
      await expect(page.locator('summary', { hasText: /^Year:\s*Year$/ })).toBeVisible();
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'pagination with JavaScript' : 'pagination without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('numbered pages work from the keyboard, each with its own title and canonical address', async ({ page }) => {
      await page.goto(routes.articles);
      const pages = page.getByRole('navigation', { name: 'Articles pages' });
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
      await expect(page).toHaveTitle('News & Insights | Kilele Partners');

      const second = pages.getByRole('link', { name: 'Page 2' });
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${routes.articles}?page=2`);
      await expect(page).toHaveTitle('News & Insights, page 2 | Kilele Partners');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/insights\/articles\?page=2$/);
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
      await expect(cardTitles(page)).toHaveCount(5);

      await pages.getByRole('link', { name: 'Previous page' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(routes.articles);
      await expect(cardTitles(page)).toHaveCount(12);
    });
  });
}

test('a page past the end, or one that is not a page number, answers 404', async ({ request }) => {
  for (const query of ['?page=3', '?page=0', '?page=-1', '?page=two', '?service=tax-consulting&page=2', '?year=2024&page=2']) {
    expect((await request.get(routes.articles + query)).status(), query).toBe(404);
  }
  expect((await request.get(`${routes.articles}?page=2`)).status()).toBe(200);
  expect((await request.get(`${routes.articles}?page=1`)).status()).toBe(200);
});

test('a filter with one page of articles shows no page numbers', async ({ page }) => {
  await page.goto(`${routes.articles}?year=2024`);
  await expect(cardTitles(page)).toHaveCount(6);
  await expect(page.getByRole('navigation', { name: 'Articles pages' })).toHaveCount(0);
  await expect(page).toHaveTitle('News & Insights: 2024 | Kilele Partners');
});

test('a shared filter link opens filtered', async ({ page }) => {
  await page.goto(`${routes.articles}?service=tax-consulting`);
  const tax = articles.filter((article) => article.categories.includes('tax-consulting'));
  await expect(cardTitles(page)).toHaveCount(tax.length);
});

test('an article shows its title, date, image, content and 3 other articles', async ({ page }) => {
  const article = articles[1]!;
  await page.goto(routes.article(article.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  // The spec's date format, 'MMMM D, YYYY', for the day the feed gives (in Nairobi).
  const [year, month, day] = article.date.slice(0, 10).split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  await expect(page.getByText(`Published on: ${months[month! - 1]} ${day}, ${year}`)).toBeVisible();
  await expect(page.locator('article img').first()).toBeVisible();
  const related = page.locator('#related').getByRole('heading', { level: 3 });
  await expect(related).toHaveCount(3);
  expect(await related.allTextContents()).not.toContain(article.title);
  await expect(page.locator('article script')).toHaveCount(0);
});

test('cards open their article', async ({ page }) => {
  await page.goto(routes.home);
  await page.locator('#insights').getByRole('link', { name: articles[0]!.title }).click();
  await expect(page).toHaveURL(routes.article(articles[0]!.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]!.title);
});

test('Escape closes the newsletter popup', async ({ page }) => {
  await page.clock.install();
  // Paused: only runFor moves time, however long the page takes to load and hydrate.
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await page.goto(routes.article(articles[2]!.slug));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.clock.runFor(10_500);
  const popup = page.getByRole('dialog', { name: 'Enjoying this article?' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('the sitemap lists pages and every article; robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const article of articles) expect(sitemap).toContain(routes.article(article.slug));
  expect(sitemap).toContain('/team/joseph-mwangi-kariuki');
  expect(sitemap).toContain(`${routes.trainings}/tax-updates-seminar-2025`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
