/**
 * The menus follow the firm's services (issue 30, "Navigation is the firm's"): an editor renames
 * a service and changes its slug in the admin, and the header's Services menu, the footer's
 * Services column, the mobile sidebar and the articles filter show the new name with the new
 * address, while every menu link still answers 200.
 *
 * It runs on an instance of its own (its own DATA_DIR, port and copy of the build), as
 * admin-content.spec.ts does: the rename must not reach the other specs' pages.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { privateBuildCopy } from '../support/built-site';
import { startSite, type SiteProcess } from '../support/next-server';
import { expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
const EDITOR = { email: 'menus-editor@kilele.example', password: 'a-long-menus-editor-password-for-tests' };
const OLD = { name: 'Business Advisory', link: '/service/business-advisory' };
const NEW = { name: 'Strategy and Growth Advisory', slug: 'strategy-and-growth', link: '/service/strategy-and-growth' };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

let site: SiteProcess;
let dataDir: string;
let build: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-menus-e2e-'));
  build = privateBuildCopy();
  site = await startSite(build, PORT, { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${PORT}`, FORM_RATE_LIMIT: '1000' });
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create-user.ts', '--email', EDITOR.email, '--role', 'editor'], {
    input: `${EDITOR.password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(made.status, made.stderr).toBe(0);
});

test.afterEach(async ({}, testInfo) => {
  if (site && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('site log', { body: site.output(), contentType: 'text/plain' });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (build) rmSync(build, { recursive: true, force: true });
});

const at = (address: string) => `http://127.0.0.1:${PORT}${address}`;
const textOf = async (address: string) => (await fetch(at(address))).text();

/** Requests `address` until a cache answers it fresh: from then on only a regeneration changes it. */
async function untilCached(address: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await fetch(at(address));
      await response.text();
      return response.headers.get('x-nextjs-cache') === 'HIT' || response.headers.get('x-kilele-cache') === 'HIT';
    }, { message: `${address} is answered from a cache` })
    .toBe(true);
}

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

  await page.goto(at('/admin/login'));
  await page.locator('#sign-in-email').fill(EDITOR.email);
  await page.locator('#sign-in-password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Services' }).first()).toBeVisible({ timeout: 20_000 });
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
