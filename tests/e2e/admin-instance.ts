/**
 * What the admin specs that change content share: an instance of the site of their own (its
 * own DATA_DIR, port and copy of the build, with one editor account), so what they add never
 * shows in the other specs' pages and audits; signing in; and typing into Payload's forms as
 * a person does, which means waiting for the form state its server builds after each change.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { privateBuildCopy } from '../support/built-site';
import { startSite, type SiteProcess } from '../support/next-server';
import { createStaffAccount } from '../support/staff-accounts';
import { expect, test } from './fixtures';

export type Editor = { email: string; password: string };

export type OwnInstance = {
  /** The authenticator secret of the instance's admin account (when it was asked for one). */
  adminSecret: () => string;
  /** The authenticator secret of the instance's leads account (when it was asked for one). */
  leadsSecret: () => string;
  /** The address of a path on this instance. */
  at: (address: string) => string;
  textOf: (address: string) => Promise<string>;
  /** What the instance has written to its standard output and error so far (its log lines). */
  siteOutput: () => string;
  /** The instance's DATA_DIR: without SMTP_URL its mail is written there as `.eml` files, under `mail/`. */
  dataDir: () => string;
  /** Requests `address` until a cache answers it fresh: from then on only a regeneration changes it. */
  untilCached: (address: string) => Promise<void>;
};

/**
 * Starts the spec's own instance before its tests (with `editor` made by `npm run
 * admin:create-user`) and stops it after them; a failed test gets the site's log attached.
 * `portOffset` is added to E2E_PORT: each spec that calls this picks its own. A spec that runs
 * on both projects gives one per project, since both may run at once.
 */
export function ownInstance({
  portOffset,
  name,
  editor,
  admin,
  leads,
  env,
}: {
  portOffset: number | Record<string, number>;
  name: string;
  editor: Editor;
  /** An admin account as well, made by the same command (its authenticator secret from `adminSecret()`). */
  admin?: Editor;
  /** A leads account as well, made by the same command (its authenticator secret from `leadsSecret()`). */
  leads?: Editor;
  /** More of the site's environment, read as the instance starts (e.g. M-Pesa settings pointing at a stand-in). */
  env?: () => Record<string, string>;
}): OwnInstance {
  let origin = '';
  let site: SiteProcess | undefined;
  let dataDir: string | undefined;
  let build: string | undefined;
  const secrets: Partial<Record<'admin' | 'leads', string>> = {};

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000);
    const offset = typeof portOffset === 'number' ? portOffset : portOffset[testInfo.project.name];
    if (offset === undefined) throw new Error(`ownInstance(${name}) has no port offset for the ${testInfo.project.name} project`);
    const port = Number(process.env.E2E_PORT ?? 3100) + offset;
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), `kilele-${name}-e2e-`));
    build = privateBuildCopy();
    site = await startSite(build, port, { DATA_DIR: dataDir, SITE_URL: origin, FORM_RATE_LIMIT: '1000', ...env?.() });
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create-user.ts', '--email', editor.email, '--role', 'editor'], {
      input: `${editor.password}\n`,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(made.status, made.stderr).toBe(0);
    for (const [role, account] of [['admin', admin], ['leads', leads]] as const) {
      if (account) secrets[role] = (await createStaffAccount({ ...account, role }, { DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: origin })).totpSecret;
    }
  });

  test.afterEach(async ({}, testInfo) => {
    if (site && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('site log', { body: site.output(), contentType: 'text/plain' });
  });

  test.afterAll(async () => {
    await site?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (build) rmSync(build, { recursive: true, force: true });
  });

  const at = (address: string) => `${origin}${address}`;
  const secretOf = (role: 'admin' | 'leads') => {
    const secret = secrets[role];
    if (!secret) throw new Error(`This instance was started without a ${role} account`);
    return secret;
  };
  return {
    adminSecret: () => secretOf('admin'),
    leadsSecret: () => secretOf('leads'),
    at,
    textOf: async (address) => (await fetch(at(address))).text(),
    siteOutput: () => site?.output() ?? '',
    dataDir: () => {
      if (!dataDir) throw new Error('The instance has not started');
      return dataDir;
    },
    untilCached: async (address) => {
      await expect
        .poll(
          async () => {
            const response = await fetch(at(address));
            await response.text();
            return response.headers.get('x-nextjs-cache') === 'HIT' || response.headers.get('x-kilele-cache') === 'HIT';
          },
          { message: `${address} is answered from a cache` },
        )
        .toBe(true);
    },
  };
}

/** Signs `editor` in on the admin's own form and waits for the dashboard's `landmark` link. */
export async function signIn(page: Page, at: OwnInstance['at'], editor: Editor, landmark: string): Promise<void> {
  trackServerActions(page);
  await page.goto(at('/admin/login'));
  await page.locator('#sign-in-email').fill(editor.email);
  await page.locator('#sign-in-password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: landmark }).first()).toBeVisible({ timeout: 20_000 });
}

/** Types a date (and time) into one of the admin's date fields, as its picker displays them. */
export async function typeDate(page: Page, field: string, value: string): Promise<void> {
  const input = page.locator(`#field-${field} input`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await page.locator('#field-title').click();
}

/** The admin's requests to its server under way (its form-state builds, sent as Server Actions), per page. */
const serverActions = new WeakMap<Page, Set<Request>>();

/** Watches the page's requests for formSettled(); signIn() does this, a spec that signs in otherwise calls it first. */
export function trackServerActions(page: Page): void {
  const inFlight = new Set<Request>();
  serverActions.set(page, inFlight);
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
}

/** Waits until the form has sent nothing to the server for 600 ms: Payload builds form state a moment after typing stops. */
export async function formSettled(page: Page): Promise<void> {
  const inFlight = serverActions.get(page);
  if (!inFlight) throw new Error('formSettled needs a page signed in with signIn(), which watches its requests');
  await expect
    .poll(
      async () => {
        if (inFlight.size > 0) return false;
        await page.waitForTimeout(600);
        return inFlight.size === 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Adds the first row of an array field. Payload adds the row at once and then merges the form
 * state its server builds; should a build begun by the typing before the click answer after
 * it, the merge can add the row a second time, empty, and its required fields refuse the save
 * (it did, twice, on a slow machine). So the click waits for the form to settle, and so does
 * the next field.
 */
export async function addFirstRow(page: Page, field: string, button: string): Promise<void> {
  await formSettled(page);
  await page.locator(`#field-${field}`).getByRole('button', { name: button }).click();
  await expect(page.locator(`[id^="field-${field}__0__"]`).first()).toBeVisible({ timeout: 30_000 });
  await formSettled(page);
  await expect(page.locator(`[id^="field-${field}__1__"]`)).toHaveCount(0);
}
