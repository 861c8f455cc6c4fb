/**
 * Accessibility audit: axe-core (WCAG 2.0–2.2 A/AA and best practice) on every page of the
 * sitemap at desktop width, on one page of every kind at phone width, and on the states that
 * only exist after interaction: open menus, an open FAQ answer, the second IT Advisory tab, the
 * newsletter popup, forms showing their errors and the 404 page.
 *
 * What a page's own content can get wrong (an image without its text, a link without a name)
 * reads the same at every width, so the whole sitemap is walked once. What the width changes
 * (the layout's colours over other backgrounds, its target sizes, the sidebar) is the same on
 * every page of a kind, so the phone walks one page of each: the kinds the quality audit
 * reports on (`lib/site/pages.ts`) and those the revisit specs open (`page-kinds.ts`).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '@/lib/routes';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { pageKinds as auditedKinds } from '@/lib/site/pages';
import { type SummarySource, writeSummary } from '../support/audit-summaries';
import { missingPagePath, readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';
import { pageKinds } from './page-kinds';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Waits for every finite CSS animation and transition, so axe sees the final colours. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page as it is and returns one readable line per violation. */
async function audit(page: Page, label: string): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `${label}: ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} → ${targets.join(' | ')}${more}`;
  });
}

function expectClean(violations: string[]) {
  expect(violations, `axe violations:\n${violations.join('\n')}`).toEqual([]);
}

/** A page wider than the window, which the visitor would have to scroll sideways: one line, or none. */
async function sidewaysScroll(page: Page, label: string): Promise<string[]> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  return scrollWidth > innerWidth ? [`${label}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`] : [];
}

/**
 * Audits each path in turn, writing each page's axe count to .audit/ for the quality audit's
 * table; `alsoCheck` adds what else a page must not have at this width.
 */
async function walk(page: Page, paths: string[], summaries: SummarySource, alsoCheck?: (page: Page, label: string) => Promise<string[]>): Promise<string[]> {
  const violations: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const found = await audit(page, path);
      writeSummary(summaries, path, found.length);
      violations.push(...found, ...(alsoCheck ? await alsoCheck(page, path) : []));
    });
  }
  return violations;
}

/** The sitemap's walk comes in parts, so that both workers share it rather than one waiting on it. */
const SITEMAP_PARTS = 4;

for (let part = 1; part <= SITEMAP_PARTS; part += 1) {
  test(`every page in the sitemap has no axe violations (part ${part} of ${SITEMAP_PARTS})`, { tag: '@desktop' }, async ({ page, request }) => {
    const { paths } = await readSitemap(request);
    const mine = paths.filter((_, index) => index % SITEMAP_PARTS === part - 1);
    expect(mine.length, 'pages in this part of the sitemap').toBeGreaterThan(0);
    test.setTimeout(30_000 + mine.length * 10_000);
    expectClean(await walk(page, mine, 'axe-desktop'));
  });
}

test('one page of every kind has no axe violations and does not scroll sideways at phone width', { tag: '@phone' }, async ({ page, request }) => {
  const article = loadSampleArticles()[0]!;
  const kinds = [
    ...auditedKinds(article.slug).map((kind) => kind.path),
    ...Object.values(pageKinds)
      .filter((kind) => (kind.status ?? 200) === 200)
      .map((kind) => kind.path),
  ];
  const paths = [...new Set(kinds)];
  // Every sitemap page is of one of these kinds: a kind missing here would leave its layout unaudited at this width.
  const { paths: sitemap } = await readSitemap(request);
  const templateOf = (path: string) => path.split('/').slice(0, -1).join('/') || path;
  const covered = new Set(paths.map(templateOf));
  expect(sitemap.filter((path) => !paths.includes(path) && !covered.has(templateOf(path))), 'sitemap pages of a kind not audited at phone width').toEqual([]);
  test.setTimeout(30_000 + paths.length * 10_000);
  expectClean(await walk(page, paths, 'axe-mobile', sidewaysScroll));
});

// Pages of kinds the phone's walk audits: their layout at that width is checked there.
test('the listing\'s second page, a filtered listing and search results have no axe violations', { tag: '@desktop' }, async ({ page }) => {
  const paths = [`${routes.articles}?page=2`, `${routes.articles}?service=tax-consulting`, '/search', '/search?q=tax', '/search?q=tax&page=2', '/search?q=the'];
  // Six pages, each loaded and audited, like the tests above budget per page.
  test.setTimeout(30_000 + paths.length * 10_000);
  const violations: string[] = [];
  for (const path of paths) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    violations.push(...(await audit(page, path)));
  }
  expectClean(violations);
});

test('the 404 page has no axe violations', async ({ page }) => {
  const response = await page.goto(missingPagePath);
  expect(response?.status()).toBe(404);
  expectClean(await audit(page, '404'));
});

test('the open desktop dropdown has no axe violations', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(routes.home);
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
  await services.hover();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const hovered = await audit(page, 'dropdown (hover)');
  await page.mouse.move(5, 700);
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  expectClean([...hovered, ...(await audit(page, 'dropdown (keyboard)'))]);
});

test('the open mobile sidebar with a group expanded has no axe violations', { tag: '@phone' }, async ({ page }) => {
  await page.goto(routes.home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  const services = dialog.getByRole('button', { name: 'Services' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  expectClean(await audit(page, 'sidebar'));
});

test('an open FAQ answer has no axe violations', async ({ page }) => {
  await page.goto(routes.services);
  const question = page.locator('#faq summary').first();
  await question.click();
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
  expectClean(await audit(page, 'FAQ open'));
});

test('the second IT Advisory tab has no axe violations', async ({ page }) => {
  await page.goto(routes.service('it-advisory'));
  const second = page.getByRole('tab').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  expectClean(await audit(page, 'IT Advisory tab 2'));
});

test('the article newsletter popup has no axe violations', async ({ page, request }) => {
  const { paths } = await readSitemap(request);
  const article = paths.find((path) => path.startsWith(routes.article('')));
  expect(article, 'an article in the sitemap').toBeDefined();
  await page.clock.install();
  await page.goto(article!);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.clock.runFor(10_500);
  await expect(page.getByRole('dialog', { name: 'Enjoying this article?' })).toBeVisible();
  expectClean(await audit(page, 'newsletter popup'));
});

for (const { path, form, submit } of [
  { path: routes.contact, form: 'Contact form', submit: 'Submit Message' },
  { path: routes.booking, form: 'Consultation booking form', submit: 'Book Consultation' },
]) {
  test(`the ${form} showing its errors has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('form[data-enhanced="true"]').first()).toBeAttached();
    const element = page.getByRole('form', { name: form });
    await element.getByRole('button', { name: submit }).click();
    await expect(element.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expectClean(await audit(page, `${form} errors`));
  });
}
