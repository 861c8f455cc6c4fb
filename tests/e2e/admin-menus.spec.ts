/**
 * The menus follow the firm's services (issue 30, "Navigation is the firm's"): an editor renames
 * a service and changes its slug in the admin, and the header's Services menu, the footer's
 * Services column, the mobile sidebar and the articles filter show the new name with the new
 * address, while every menu link still answers 200.
 *
 * It runs on an instance of its own (its own DATA_DIR, port and copy of the build), as
 * admin-content.spec.ts does: the rename must not reach the other specs' pages.
 */
import type { Page } from '@playwright/test';
import { ownInstance, signIn } from './admin-instance';
import { expect, test } from './fixtures';

const EDITOR = { email: 'menus-editor@kilele.example', password: 'a-long-menus-editor-password-for-tests' };
const OLD = { name: 'Business Advisory', link: '/service/business-advisory' };
const NEW = { name: 'Strategy and Growth Advisory', slug: 'strategy-and-growth', link: '/service/strategy-and-growth' };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

const { at, textOf, untilCached } = ownInstance({ portOffset: 8, name: 'menus', editor: EDITOR });

/** Every link of the header's menu, the footer's columns and the sidebar, as `page` renders them. */
async function menuLinks(page: Page): Promise<string[]> {
  return page
    .locator('nav[aria-label="Main"] a, footer nav a, nav[aria-label="Mobile"] a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

test('a service renamed and given a new slug in the admin: every menu and the articles filter follow, and no menu link is dead', async ({ page }) => {
  test.setTimeout(180_000);
  // Before: the pages checked below are answered fresh from a cache, so only the save's
  // regeneration can change them.
  const before = await textOf('/');
  expect(before).toContain(`href="${OLD.link}"`);
  await untilCached('/');
  await untilCached('/insights/articles');

  await signIn(page, at, EDITOR, 'Services');
  await page.goto(at('/admin/collections/services'));
  await page.locator('table').getByRole('link', { name: OLD.name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/services\/\d+/);
  await page.locator('#field-title').fill(NEW.name);
  await page.locator('#field-slug').fill(NEW.slug);
  await page.locator('#action-save').click();
  await expect(page.getByText('Status:').locator('..')).toContainText('Published', { timeout: 30_000 });

  // The bound is the test's own timeout (no shorter one): the caches keep the old pages until
  // the save's regeneration replaces them, however long a loaded machine takes.
  await expect.poll(() => textOf('/'), { timeout: 0 }).toContain(`href="${NEW.link}"`);
  await expect.poll(() => textOf('/insights/articles'), { timeout: 0 }).toContain(NEW.name);

  const visitor = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(at('/'));
  // The header's Services menu.
  const main = visitor.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: 'Services' }).click();
  await expect(main.getByRole('link', { name: NEW.name, exact: true })).toHaveAttribute('href', NEW.link);
  await expect(main.getByRole('link', { name: OLD.name, exact: true })).toHaveCount(0);
  // The footer's Services column.
  const footerServices = visitor.locator('footer').getByRole('navigation', { name: 'Services' });
  await expect(footerServices.getByRole('link', { name: NEW.name, exact: true })).toHaveAttribute('href', NEW.link);
  await expect(footerServices.getByRole('link', { name: OLD.name, exact: true })).toHaveCount(0);
  // The mobile sidebar, on a phone's width.
  await visitor.setViewportSize({ width: 375, height: 812 });
  await visitor.getByRole('button', { name: 'Open menu' }).click();
  const sidebar = visitor.getByRole('dialog', { name: 'Menu' });
  await sidebar.getByRole('button', { name: 'Services' }).click();
  await expect(sidebar.getByRole('link', { name: NEW.name, exact: true })).toHaveAttribute('href', NEW.link);
  await expect(sidebar.getByRole('link', { name: OLD.name, exact: true })).toHaveCount(0);
  await sidebar.getByRole('link', { name: NEW.name, exact: true }).click();
  await expect(visitor).toHaveURL(at(NEW.link));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NEW.name);

  // The articles filter lists the service by its new name.
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(at('/insights/articles'));
  await visitor.locator('summary', { hasText: 'Filter' }).click();
  await visitor.locator('summary', { hasText: 'Service' }).last().click();
  await expect(visitor.locator('main').getByRole('link', { name: NEW.name, exact: true })).toBeVisible();
  await expect(visitor.locator('main').getByRole('link', { name: OLD.name, exact: true })).toHaveCount(0);

  // Every menu link answers 200 (the sidebar's own paths after their redirect); the old address is none of them.
  await visitor.goto(at('/'));
  const links = [...new Set(await menuLinks(visitor))];
  expect(links).toContain(NEW.link);
  expect(links).not.toContain(OLD.link);
  for (const link of links) {
    const response = await fetch(at(link));
    await response.body?.cancel();
    expect(response.status, link).toBe(200);
  }
  // The old address is regenerated too (the service showed there before): once it is, it is the 404 page.
  await expect.poll(async () => (await fetch(at(OLD.link))).status, { timeout: 0 }).toBe(404);
  await visitor.close();
});
