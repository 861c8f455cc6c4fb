/**
 * A training typed once (issue 30): a signed-in editor adds one giving only its dates and fee
 * (with the text its page needs), publishes it, and its page shows the date, time and fee the
 * site formats from them, in Nairobi time. The admin asks for no "Date as shown", "Time as
 * shown", "Fee as shown" or "Tagged as".
 *
 * It runs on an instance of its own (its own DATA_DIR, port and copy of the build), as
 * admin-content.spec.ts does, so what it adds never shows in the other specs' pages.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { privateBuildCopy } from '../support/built-site';
import { startSite, type SiteProcess } from '../support/next-server';
import { expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 11;
const EDITOR = { email: 'trainer@kilele.example', password: 'a-long-trainings-editor-password' };
/** How long a publish may take to show on a loaded machine (the firm is promised 5 s: a figure, not a test). */
const REGENERATED_WITHIN = { timeout: 30_000 };

// Desktop only (playwright.config.ts): the admin is a desktop tool. The office's time zone:
// the admin shows and takes times in the browser's.
test.use({ timezoneId: 'Africa/Nairobi', viewport: { width: 1280, height: 900 } });

let site: SiteProcess;
let dataDir: string;
let build: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-admin-trainings-e2e-'));
  const url = `http://127.0.0.1:${PORT}`;
  build = privateBuildCopy();
  site = await startSite(build, PORT, { DATA_DIR: dataDir, SITE_URL: url, FORM_RATE_LIMIT: '1000' });
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

/** The admin's form-state requests under way (Server Actions), per page. */
const serverActions = new WeakMap<Page, Set<Request>>();

function trackServerActions(page: Page) {
  const inFlight = new Set<Request>();
  serverActions.set(page, inFlight);
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
}

/** Waits until the form has sent nothing to the server for 600 ms: Payload builds form state a moment after typing stops. */
async function formSettled(page: Page) {
  const inFlight = serverActions.get(page)!;
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

async function signIn(page: Page) {
  trackServerActions(page);
  await page.goto(at('/admin/login'));
  await page.locator('#sign-in-email').fill(EDITOR.email);
  await page.locator('#sign-in-password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Trainings and events' }).first()).toBeVisible({ timeout: 20_000 });
}

/** Types a date and time into one of the admin's date fields, as its picker displays them. */
async function typeDate(page: Page, field: string, value: string) {
  const input = page.locator(`#field-${field} input`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await page.locator('#field-title').click();
}

/** Adds the first row of an array field once the form has settled (admin-content.spec.ts says why). */
async function addFirstRow(page: Page, field: string, button: string) {
  await formSettled(page);
  await page.locator(`#field-${field}`).getByRole('button', { name: button }).click();
  await expect(page.locator(`[id^="field-${field}__0__"]`).first()).toBeVisible({ timeout: 30_000 });
  await formSettled(page);
  await expect(page.locator(`[id^="field-${field}__1__"]`)).toHaveCount(0);
}

test('an editor adds a training with only its dates and fee: its page shows the date, time and fee formatted from them', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(at('/admin/collections/training-events/create'));
  await page.locator('#field-title').fill('Audit Readiness Workshop 2027');
  await page.locator('#field-url_param').fill('audit-readiness-workshop-2027');
  // The copies of what Starts, Ends and Fee say are gone from the form.
  for (const gone of ['date', 'time', 'ticket', 'event_type']) await expect(page.locator(`#field-${gone}`), gone).toHaveCount(0);
  for (const label of ['Date as shown', 'Time as shown', 'Fee as shown', 'Tagged as']) await expect(page.getByText(label, { exact: true }), label).toHaveCount(0);

  // Across two months, from 9:00 each morning to 4:30 each afternoon, Nairobi time.
  await typeDate(page, 'starts', '30 Jun 2027, 09:00');
  await typeDate(page, 'ends', '1 Jul 2027, 16:30');
  await page.locator('#field-venue').fill('The Acacia Hotel, Kilimani, Nairobi');
  await page.locator('#field-address').fill('Argwings Kodhek Road, Kilimani, Nairobi, Kenya');
  await page.locator('#field-priceKes').fill('125000');
  await page.locator('#field-excerpt__bold').fill('Two days to get your books and files ready for the auditors.');
  await addFirstRow(page, 'excerpt__description', 'Add Paragraph');
  await page.locator('#field-excerpt__description__0__text').fill('What auditors ask for, and how to have it ready before they arrive.');
  await page.locator('#field-list__bold').fill('What the workshop covers');
  await page.locator('#field-list__list_title').fill('Topics');
  await addFirstRow(page, 'list__data', 'Add Topic');
  await page.locator('#field-list__data__0__strong').fill('Working papers:');
  await page.locator('#field-list__data__0__desc').fill('the schedules, reconciliations and confirmations an audit starts from.');
  await page.locator('#field-extras__bold').fill('Who should attend');
  await page.locator('#field-cost__description').fill('KES 125,000 per delegate, VAT inclusive.');
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
  await page.locator('#field-image').getByRole('button', { name: 'Create New' }).click();
  const drawer = page.locator('.drawer').last();
  await drawer.locator('input[type=file]').setInputFiles({ name: 'audit-workshop.png', mimeType: 'image/png', buffer: picture });
  await drawer.locator('#field-alt').fill('Finance officers preparing audit schedules');
  await drawer.locator('#action-save').click();
  await expect(page.locator('#field-image')).toContainText('audit-workshop', { timeout: 10_000 });

  await formSettled(page);
  await page.locator('#action-save').click();
  await expect(page).toHaveURL(/training-events\/\d+/, { timeout: 30_000 });
  await expect(page.getByText('Status:').locator('..')).toContainText('Published');

  await expect
    .poll(async () => (await fetch(at('/kp-trainings/audit-readiness-workshop-2027'))).status, REGENERATED_WITHIN)
    .toBe(200);
  const visitor = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(at('/kp-trainings/audit-readiness-workshop-2027'));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Audit Readiness Workshop 2027');
  const facts = visitor.locator('header dl').first();
  await expect(facts.locator('dt')).toHaveText(['Date', 'Time', 'Venue', 'Ticket']);
  await expect(facts.locator('dd')).toHaveText([
    '30th June - 1st July 2027',
    '9:00am - 4:30pm',
    'The Acacia Hotel, Kilimani, Nairobi',
    'ksh.125,000 VAT Inc',
  ]);
  // The trainings page's card shows the same facts.
  await expect.poll(async () => (await fetch(at('/kp-trainings'))).text(), REGENERATED_WITHIN).toContain('Audit Readiness Workshop 2027');
  await visitor.goto(at('/kp-trainings'));
  const card = visitor.locator('article', { has: visitor.getByRole('heading', { name: 'Audit Readiness Workshop 2027' }) });
  await expect(card.locator('dd')).toHaveText(['30th June - 1st July 2027', '9:00am - 4:30pm', 'The Acacia Hotel, Kilimani, Nairobi', 'ksh.125,000 VAT Inc']);
  await visitor.close();
});
