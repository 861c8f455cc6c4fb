/**
 * Every kind of page the site has, each by one address, and what its scripts visibly do: for
 * the specs that check pages keep their scripts when the visitor comes back
 * (`revisit.spec.ts`, `back-forward-cache.spec.ts`).
 */
import type { Page, Response, TestInfo } from '@playwright/test';
import { trainingsSeed } from '@/content/seed/trainings';
import { teamSeed } from '@/content/seed/team';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { routes } from '@/lib/routes';
import { missingPagePath } from '../support/sitemap';
import { expect, test } from './fixtures';

export type PageKind = {
  path: string;
  /** The status its first visit answers. */
  status?: number;
  /** Built once and served from Next's cache: the browser stores it and must revalidate it. */
  prerendered?: true;
  /** What only this page's scripts do, on top of what every page's scripts do. */
  ownScripts?: (page: Page) => Promise<void>;
};

/** Switches to a tab that is not selected: only the tab list's script can. */
async function switchTab(page: Page): Promise<void> {
  const unselected = page.getByRole('tab', { selected: false }).first();
  const name = (await unselected.textContent()) ?? '';
  await unselected.click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Types a gross pay and reads the live result (the published worked example for March 2025). */
async function recomputePayroll(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Payroll calculator' });
  await form.getByLabel('Pay month').selectOption('2025-03');
  await form.getByLabel('Gross monthly pay (KES)').fill('');
  await form.getByLabel('Gross monthly pay (KES)').pressSequentially('100000');
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('status')).toHaveText('Net pay KES 71,617.65, PAYE KES 19,812.35');
  // The calculator keeps its figures in the address; the reload that follows is of the page as
  // first opened, so it revalidates the copy the first visit stored.
  await page.evaluate(() => history.replaceState(history.state, '', location.pathname));
}

const article = loadSampleArticles()[0]!;

export const pageKinds: Record<string, PageKind> = {
  home: { path: routes.home, prerendered: true },
  'about us': { path: routes.about, prerendered: true },
  services: { path: routes.services, prerendered: true },
  'a service with tabs': { path: routes.service('it-advisory'), ownScripts: switchTab, prerendered: true },
  team: { path: routes.team, prerendered: true },
  'a team member': { path: routes.member(teamSeed[0]!.slug), prerendered: true },
  trainings: { path: routes.trainings, prerendered: true },
  'an event': { path: routes.event(trainingsSeed[0]!.slug), prerendered: true },
  careers: { path: routes.careers, prerendered: true },
  contact: { path: routes.contact, prerendered: true },
  'book a consultation': { path: routes.booking },
  network: { path: routes.network, prerendered: true },
  'corporate social responsibility': { path: routes.csr, prerendered: true },
  'privacy policy': { path: routes.privacy, prerendered: true },
  'terms and conditions': { path: routes.terms, prerendered: true },
  'cookie policy': { path: routes.cookies, prerendered: true },
  'articles listing': { path: routes.articles },
  'an article': { path: routes.article(article.slug) },
  podcasts: { path: routes.podcasts, prerendered: true },
  newsletters: { path: routes.newsletters, prerendered: true },
  search: { path: `${routes.search}?q=tax` },
  'tax calendar': { path: routes.taxCalendar },
  'payroll calculator': { path: routes.payrollCalculator, ownScripts: recomputePayroll },
  'newsletter confirmation': { path: '/newsletter/confirm?token=not-a-real-token' },
  'newsletter unsubscribe': { path: '/newsletter/unsubscribe?token=not-a-real-token' },
  'newsletter topics': { path: '/newsletter/topics?token=not-a-real-token' },
  'not found': { path: missingPagePath, status: 404 },
};

const isDesktop = (info: TestInfo) => (info.project.use.viewport?.width ?? 0) >= 1024;

/** Somewhere else to go between visits. */
export const elsewhere = (kind: PageKind) => (kind.path === routes.about ? routes.home : routes.about);
export const elsewhereToo = (kind: PageKind) => (kind.path === routes.careers ? routes.home : routes.careers);

/** What every page's scripts do, then what this page's own do. */
export async function expectScriptsRun(page: Page, kind: PageKind, info: TestInfo, visit: string): Promise<void> {
  await test.step(`${visit}: the page's scripts run`, async () => {
    // Polled, not `toHaveURL`, which waits for a load event that a restored page never fires.
    await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(kind.path, page.url()).pathname);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The footer's newsletter sign-up is on every page; its script marks the form it took over.
    await expect(page.locator('form[data-enhanced="true"]').first()).toBeAttached();
    if (isDesktop(info)) {
      const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Menu' });
      await expect(sidebar).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
    }
    await kind.ownScripts?.(page);
  });
}

/**
 * The first answer decides what a revisit must show. A page the browser may store carries an
 * ETag, and every revisit and reload sends it back to ask whether the copy is current (the
 * 304's headers then replace the stored ones); a `no-store` page is fetched whole every time.
 * Returns the ETag a revisit must send, or undefined for a page that is not stored.
 */
export function cachingOf(first: Response | null, kind: PageKind): string | undefined {
  expect(first?.status(), kind.path).toBe(kind.status ?? 200);
  const headers = first?.headers() ?? {};
  const stored = !(headers['cache-control'] ?? '').includes('no-store');
  if (kind.prerendered) expect(stored, `${kind.path} is prerendered: the browser may store it`).toBe(true);
  if (!stored) return undefined;
  expect(headers['etag'], `${kind.path} may be stored, so it carries an ETag to be revalidated with`).toBeTruthy();
  return headers['etag'];
}
