/**
 * The leads inbox as the staff use it (issue 21, "Leads"): a visitor's contact message
 * appears in the inbox of a member of the leads team, who marks it done and exports it; an
 * admin erases the person. The staff guide's screenshots are taken here, so the guide
 * (docs/admin.md) shows the admin as it is (`npm run docs:screenshots` refreshes docs/admin/).
 *
 * The admin's session cookie is accepted only from `SITE_URL`'s origin (Payload's CSRF list),
 * so the server must run with `SITE_URL` set to the tests' address, e.g.
 * `E2E_PORT=4320 SITE_URL=http://127.0.0.1:4320 npx playwright test tests/e2e/leads.spec.ts`.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { guideScreenshot } from '../support/guide-screenshots';
import { codeFor, createStaffUser, type StaffUser } from '../support/staff-users';
import { expect, test } from './fixtures';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
const contactSent = 'Thank you, your message has been sent. We will reply by email within one working day.';

async function signIn(page: Page, user: StaffUser) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Code from your authenticator app').fill(codeFor(user));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

test('a contact message reaches the inbox, is marked done, exported, and its sender erased', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const env = { DATA_DIR: dataDir };
  const leadsUser = await createStaffUser(env, `leads-${run}@kilele.example`, 'leads', `leads team ${run} password`);
  const admin = await createStaffUser(env, `admin-${run}@kilele.example`, 'admin', `administrator ${run} password`);
  const visitor = `wanjiku.${run}@example.com`;
  const otherVisitor = `kamau.${run}@example.com`;

  // A visitor writes to the firm, and so does another.
  for (const [name, email] of [
    ['Wanjiku Mwangi', visitor],
    ['Kamau Njoroge', otherVisitor],
  ] as const) {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Subject', { exact: true }).fill('Tax compliance certificate');
    await form.getByLabel('Message', { exact: true }).fill('We need a TCC for a tender by Friday. Can you help?');
    await form.getByRole('button', { name: 'Submit Message' }).click();
    await expect(form.getByRole('status')).toHaveText(contactSent);
  }

  // The leads team finds it in the inbox.
  await signIn(page, leadsUser);
  // The menu (a drawer Payload may keep closed) links to the inbox.
  await expect(page.getByRole('link', { name: 'Leads inbox', includeHidden: true })).toHaveAttribute('href', '/admin/leads');
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
  await page.getByLabel('Kind').selectOption('contact');
  // By role: the counts per status are a navigation named "Leads by status".
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('new');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?kind=contact&status=new/);
  const row = page.getByRole('row').filter({ hasText: visitor });
  await expect(row).toContainText('Tax compliance certificate');
  await expect(row).toContainText('New');
  await page.screenshot({ path: guideScreenshot('leads-inbox.png'), fullPage: true });

  // Searches by part of the address, in capitals: the visitor's message, not the other one.
  await page.goto('/admin/leads');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`WANJIKU.${run}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?kind=&status=&from=&to=&q=WANJIKU\\.${run}$`));
  await expect(row).toContainText('Tax compliance certificate');
  await expect(page.getByRole('row').filter({ hasText: otherVisitor })).toHaveCount(0);
  // The counts per status under the search; each applies its status.
  const byStatus = page.getByRole('navigation', { name: 'Leads by status' });
  await expect(byStatus.getByRole('listitem')).toHaveText(['Any status 1', 'New 1', 'In progress 0', 'Done 0']);
  await expect(byStatus.getByRole('link', { name: 'Any status 1' })).toHaveAttribute('aria-current', 'true');
  await byStatus.getByRole('link', { name: 'Done 0' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?status=done&q=WANJIKU\\.${run}$`));
  await expect(byStatus.getByRole('link', { name: 'Done 0' })).toHaveAttribute('aria-current', 'true');
  await expect(row).toHaveCount(0);
  await byStatus.getByRole('link', { name: 'New 1' }).click();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('new');
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(`WANJIKU.${run}`);

  // Opens it, assigns it to themselves, marks it done.
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Contact message from Wanjiku Mwangi' })).toBeVisible();
  await expect(page.getByText('We need a TCC for a tender by Friday. Can you help?')).toBeVisible();
  await page.getByLabel('Status').selectOption('done');
  await page.getByLabel('Assigned to').selectOption({ label: leadsUser.email });
  await page.getByLabel('Internal notes (never sent to the visitor)').fill('Called back; TCC application started on iTax.');
  await page.getByRole('button', { name: 'Save' }).click();
  // Payload's admin has live regions of its own (role status): ours is the one with text.
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved.');
  await expect(page.getByLabel('Status')).toHaveValue('done');
  await page.screenshot({ path: guideScreenshot('leads-detail.png'), fullPage: true });

  // Exports the done contact messages.
  await page.goto('/admin/leads?kind=contact&status=done');
  // The link's address, fetched by the page with its session, as the browser's download is.
  const exportPath = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(exportPath).toBe('/api/leads/export?kind=contact&status=done');
  const exported = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return { status: response.status, disposition: response.headers.get('content-disposition'), text: await response.text() };
  }, exportPath ?? '');
  expect(exported.status, exported.text).toBe(200);
  expect(exported.disposition).toMatch(/^attachment; filename="leads-/);
  const csv = exported.text;
  const line = csv.split('\r\n').find((each) => each.includes(visitor));
  expect(line).toContain(`,done,${leadsUser.email},Called back; TCC application started on iTax.,Wanjiku Mwangi,${visitor},`);
  // The leads team cannot erase.
  await expect(page.getByRole('link', { name: 'Erase a person' })).toHaveCount(0);

  // An admin erases the person, from the lead's page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await adminPage.goto(`/admin/leads?kind=contact`);
  await adminPage.getByRole('row').filter({ hasText: visitor }).getByRole('link').first().click();
  await adminPage.getByLabel('I understand: erase everything about this person').check();
  await adminPage.getByRole('button', { name: 'Erase this person' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/leads\/erase\?reference=ER-[0-9A-F]{10}$/);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Erased (' })).toContainText('1 contact message(s)');
  await adminPage.screenshot({ path: guideScreenshot('leads-erase.png'), fullPage: true });
  await adminPage.goto('/admin/leads?kind=contact');
  await expect(adminPage.getByRole('row').filter({ hasText: visitor })).toHaveCount(0);

  // The audit log shows who did what, and not whom the erasure was about.
  await adminPage.goto('/admin/leads/audit');
  const log = adminPage.getByRole('table');
  await expect(log).toContainText('Erased a person');
  await expect(log).toContainText(leadsUser.email);
  await expect(log).not.toContainText(visitor);
  // Nor what the leads team searched for her: the search is listed, its text erased.
  await expect(log).not.toContainText(`wanjiku.${run}`, { ignoreCase: true });
  await expect(log).toContainText('"q":"(erased)"');
  await adminPage.screenshot({ path: guideScreenshot('leads-audit.png'), fullPage: true });
  await adminContext.close();
});
