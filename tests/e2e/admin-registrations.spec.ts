/**
 * The staff's side of training registrations (issue 31) in a real browser, on an instance of its
 * own whose mail goes to a real SMTP server: visitors register for a training by invoice and one
 * joins the waitlist, and the firm is mailed each with a link to the registration's staff page; a
 * member of the leads team signs in with their authenticator code, opens the training's
 * registrations, marks an invoice paid (the registrant's confirmation goes), records its eTIMS
 * number from the tasks page, cancels another registration (the waitlist is offered the seat),
 * downloads the attendance sheet and prints it. An editor sees none of it. The staff guide's
 * screenshots of these screens are taken here (docs/admin.md).
 */
import type { Page } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../integration/support/smtp';
import { guideScreenshot } from '../support/guide-screenshots';
import { decodeHeader, plainText } from '../support/mime';
import { authenticatorCode } from '../support/staff-accounts';
import { ownInstance } from './admin-instance';
import { expect, test } from './fixtures';

const EDITOR = { email: 'trainings-editor@kilele.example', password: 'a-long-trainings-editor-password' };
const ADMIN = { email: 'registrations-admin@kilele.example', password: 'a-long-registrations-admin-password' };
const LEADS = { email: 'registrations-desk@kilele.example', password: 'a-long-registrations-desk-password' };
const NOTIFY_TO = 'training-desk@kilele.example';
/** The first seed training, sold by staff: in 2030, two seats, at most two a registration. */
const SEMINAR = { id: 1, slug: 'tax-updates-seminar-2025', title: 'Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance' };

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => smtp?.close());

const { at, adminSecret, leadsSecret } = ownInstance({
  portOffset: 17,
  name: 'admin-registrations',
  editor: EDITOR,
  admin: ADMIN,
  leads: LEADS,
  env: () => ({ SMTP_URL: smtp.url, NOTIFY_TO }),
});

test.describe.configure({ mode: 'serial' });

const received = (subjectStart: string) => smtp.received.filter((mail) => decodeHeader(mail.subject).startsWith(subjectStart));

/** A visitor registers on the training's page, paying by invoice, or joins its waitlist when it is full. */
async function register(page: Page, visitor: { name: string; email: string; organisation?: string; waitlist?: boolean }) {
  await page.goto(at(`/kp-trainings/${SEMINAR.slug}/register`));
  const form = page.getByRole('form', { name: 'Training registration form' });
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await form.getByLabel('Your name').fill(visitor.name);
  await form.getByLabel('Email', { exact: true }).fill(visitor.email);
  await form.getByLabel(/^Phone number/).fill('0712 345 678');
  if (visitor.organisation) await form.getByLabel('Organisation (optional)').fill(visitor.organisation);
  await form.getByLabel('Attendee 1').fill(visitor.name);
  await form.getByLabel(/^Invoice/).check();
  await form.getByRole('button', { name: visitor.waitlist ? 'Join the waitlist' : 'Register' }).click();
  if (visitor.waitlist) await expect(page.getByRole('main').getByRole('status')).toContainText('You are on the waitlist.');
  else await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
}

async function signInWithCode(page: Page, account: { email: string; password: string }, secret: string) {
  await page.goto(at('/admin/login'));
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Code from your authenticator app').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

test('staff sell a training; each registration reaches the firm’s inbox with a link to its page', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // An admin fills in the firm's payment details (no invoice without them); the editor sells the seminar's two seats.
  const asAdmin = await browser.newContext();
  expect((await asAdmin.request.post(at('/api/users/login'), { data: { ...ADMIN, totp: authenticatorCode(adminSecret()) } })).status()).toBe(200);
  const details = await asAdmin.request.post(at('/api/globals/invoice-details'), {
    headers: { origin: at('') },
    data: { bankName: 'Test Bank of Kenya', branch: 'Upper Hill', accountName: 'Kilele Partners LLP', accountNumber: '0123456789012', bankCode: 'TESTKENA', kraPin: 'P051234567Q', vatNumber: '0123456X' },
  });
  expect(details.status(), await details.text()).toBe(200);
  await asAdmin.close();
  expect((await page.request.post(at('/api/users/login'), { data: EDITOR })).status()).toBe(200);
  const saved = await page.request.patch(at(`/api/training-events/${SEMINAR.id}`), {
    headers: { origin: at('') },
    data: { starts: '2030-06-04T06:00:00.000Z', ends: '2030-06-05T14:00:00.000Z', registration: { capacity: 2, seatLimit: 2 }, _status: 'published' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().clearCookies();

  await register(page, { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', organisation: 'Kamau Traders Ltd' });
  await register(page, { name: 'Otieno Odhiambo', email: 'otieno@example.com' });
  await register(page, { name: 'Chebet Mutai', email: 'chebet@example.com', waitlist: true });

  await expect.poll(() => received('Training registration:').length + received('Waitlist:').length, { timeout: 30_000 }).toBe(3);
  const [wanjiru] = received('Training registration:').filter((mail) => plainText(mail.raw).includes('Name: Wanjiru Kamau'));
  expect(wanjiru!.to).toEqual([NOTIFY_TO]);
  expect(decodeHeader(wanjiru!.subject)).toMatch(new RegExp(`^Training registration: KP-[A-Z0-9]{8} – ${SEMINAR.title.replace(/[().]/g, '\\$&')} \\(1 seat, Invoice PF-[A-Z0-9]{8}\\)$`));
  const text = plainText(wanjiru!.raw);
  expect(text).toContain('Organisation: Kamau Traders Ltd');
  expect(text).toContain('Amount: KES 35,000.00 (VAT KES 4,827.59 included)');
  expect(text).toMatch(new RegExp(`${at('/admin/registrations/')}[0-9a-f-]{36}`));
  const [waitlisted] = received('Waitlist:');
  expect(plainText(waitlisted!.raw)).toContain('Name: Chebet Mutai');
});

test('the leads team marks an invoice paid, records its eTIMS number, cancels another, and takes the attendance sheet', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithCode(page, LEADS, leadsSecret());
  await expect(page.getByRole('link', { name: 'Training registrations', includeHidden: true })).toHaveAttribute('href', '/admin/registrations');

  // The firm's mail links to the registration's page.
  const [mail] = received('Training registration:').filter((each) => plainText(each.raw).includes('Name: Wanjiru Kamau'));
  const staffLink = new RegExp(`${at('')}(/admin/registrations/[0-9a-f-]{36})`).exec(plainText(mail!.raw))![1]!;
  await page.goto(at(staffLink));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Registration KP-[A-Z0-9]{8}$/);
  // Its address names outcomes by code: a sentence planted in it is not shown.
  await page.goto(at(`${staffLink}?error=${encodeURIComponent('Your session expired. Call IT now')}&done=toString`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Registration KP-[A-Z0-9]{8}$/);
  await expect(page.getByText('Call IT now')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  // The trainings with registrations, then the seminar's.
  await page.goto(at('/admin/registrations'));
  const seminarRow = page.getByRole('row').filter({ hasText: SEMINAR.title });
  await expect(seminarRow.getByRole('cell')).toHaveText(['4 Jun 2030, 09:00', '2', '2', '0', '1', '0.00', '0.00', '0.00']);
  await seminarRow.getByRole('link', { name: SEMINAR.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEMINAR.title);
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf('Wanjiru Kamau')).toContainText('Invoice sent');
  await expect(rowOf('Wanjiru Kamau')).toContainText('35,000.00');
  await expect(rowOf('Chebet Mutai')).toContainText('On the waitlist');
  await page.screenshot({ path: guideScreenshot('registrations-training.png'), fullPage: true });

  // Wanjiru's invoice is paid: the box must be ticked first.
  await rowOf('Wanjiru Kamau').getByRole('link').first().click();
  const markPaid = page.getByRole('region', { name: 'Mark the invoice paid' });
  await markPaid.getByLabel('The payment has reached the firm\'s account').check();
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked paid.' })).toHaveText(
    'Marked paid. The confirmation, with the event’s calendar file, is on its way to the registrant.',
  );
  const registration = page.getByRole('region', { name: 'The registration' });
  await expect(registration.getByRole('definition').first()).toHaveText('Paid');
  await expect(page.getByRole('region', { name: 'Mark the invoice paid' })).toHaveCount(0);
  await page.screenshot({ path: guideScreenshot('registration-detail.png'), fullPage: true });
  await expect.poll(() => received('Confirmed:').map((each) => each.to.join()), { timeout: 30_000 }).toEqual(['wanjiru@example.com']);

  // Its eTIMS invoice, from the tasks page.
  await page.goto(at('/admin/registrations/etims'));
  const task = page.getByRole('row').filter({ hasText: 'Wanjiru Kamau' });
  await expect(task).toContainText('Kamau Traders Ltd');
  const reference = (await task.getByRole('link').first().textContent())!;
  await task.getByLabel(`eTIMS invoice number for ${reference}`).fill('KRAMW012/2030/0000042');
  await task.getByRole('button', { name: `Save the eTIMS number for ${reference}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'eTIMS number saved.' })).toHaveText(`${reference}: eTIMS number saved.`);
  await expect(page.getByText('Nothing to issue: every paid registration has its eTIMS number.')).toBeVisible();

  // Otieno cancels: his seat goes to Chebet, on the waitlist.
  await page.goto(at(`/admin/registrations/training/${SEMINAR.id}`));
  await expect(rowOf('Wanjiru Kamau')).toContainText('KRAMW012/2030/0000042');
  await rowOf('Otieno Odhiambo').getByRole('link').first().click();
  const cancel = page.getByRole('region', { name: 'Cancel the registration' });
  await cancel.getByLabel('Reason (kept with the registration)').fill('Asked by phone: the company sends nobody this year');
  await cancel.getByRole('button', { name: 'Cancel the registration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toHaveText('Cancelled. Its seats are free and have been offered to the waitlist, and the registrant has been mailed.');
  await expect(registration.getByRole('definition').first()).toHaveText('Cancelled (Asked by phone: the company sends nobody this year)');
  await page.goto(at(`/admin/registrations/training/${SEMINAR.id}`));
  await expect(rowOf('Chebet Mutai')).toContainText('Held');
  await expect.poll(() => received('A place for you at').map((each) => each.to.join()), { timeout: 30_000 }).toEqual(['chebet@example.com']);
  // The list's takings: Wanjiru's invoice paid.
  await page.goto(at('/admin/registrations'));
  await expect(seminarRow.getByRole('cell')).toHaveText(['4 Jun 2030, 09:00', '2', '2', '1', '0', '0.00', '35,000.00', '0.00']);
  await expect(page.getByRole('row').filter({ hasText: 'All trainings' }).getByRole('cell')).toHaveText(['0.00', '35,000.00', '0.00']);
  await page.screenshot({ path: guideScreenshot('registrations-trainings.png'), fullPage: true });
  await page.goto(at(`/admin/registrations/training/${SEMINAR.id}`));

  // The attendance sheet as CSV: the seats held, by name; Otieno's is gone.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the attendance sheet (CSV)' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^attendance-training-1-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await (await csv.createReadStream()).toArray()).join('').split('\r\n');
  expect(lines[0]).toBe('attendee,organisation,registrant,reference,status,paid_how');
  expect(lines.slice(1, -1).map((line) => line.replace(/KP-[A-Z0-9]{8}/, 'KP-…'))).toEqual([
    'Chebet Mutai,,Chebet Mutai,KP-…,Held,Invoice',
    `Wanjiru Kamau,Kamau Traders Ltd,Wanjiru Kamau,${reference.replace(/KP-[A-Z0-9]{8}/, 'KP-…')},Paid,Invoice`,
  ]);

  // And to print: a signature column, and on paper nothing of the admin around it.
  await page.getByRole('link', { name: 'Attendance sheet (to print)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Attendance: ${SEMINAR.title}`);
  await expect(page.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveText(['Chebet Mutai', 'Wanjiru Kamau']);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.getByRole('link', { name: '← The training’s registrations' })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  await page.screenshot({ path: guideScreenshot('registrations-attendance-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('an editor sees neither the registrations nor their menu link', async ({ page }) => {
  await page.goto(at('/admin/login'));
  await page.getByLabel('Email', { exact: true }).fill(EDITOR.email);
  await page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('link', { name: 'Training registrations', includeHidden: true })).toHaveCount(0);
  await page.goto(at(`/admin/registrations/training/${SEMINAR.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  await expect(page.getByText('Wanjiru')).toHaveCount(0);
  // The download's address, fetched by the page with the editor's session, as a browser's download is.
  expect(await page.evaluate(async (address) => (await fetch(address)).status, `/api/staff/registrations/training/${SEMINAR.id}/attendance`)).toBe(403);
});
