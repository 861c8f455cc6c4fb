/**
 * A newsletter written and sent from the admin (issue 32), on an instance of its own whose mail
 * goes to a real SMTP server: two visitors subscribe to Insights and confirm from their mail, one
 * to tax deadlines only; an admin writes a campaign to Insights, previews it, sends a test to
 * themselves, sees the two subscribers it will reach, schedules it and cancels the schedule, is
 * asked once more before Send now sends, sends it, and watches the counts reach
 * two sent. Each subscriber gets one copy with their own one-click unsubscribe; the tax-deadlines
 * subscriber gets none.
 */
import type { Page } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../integration/support/smtp';
import { mailHeader } from '../support/mail-headers';
import { decodeHeader, plainText } from '../support/mime';
import { authenticatorCode } from '../support/staff-accounts';
import { formSettled, ownInstance, trackServerActions } from './admin-instance';
import { expect, test } from './fixtures';
import { guideScreenshot } from '../support/guide-screenshots';

const EDITOR = { email: 'newsletter-editor@kilele.example', password: 'a-long-newsletter-editor-password' };
const ADMIN = { email: 'newsletter-admin@kilele.example', password: 'a-long-newsletter-admin-password' };
const SUBJECT = 'Finance Act 2026: what changes for employers';

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => smtp?.close());

const { at, adminSecret } = ownInstance({
  portOffset: 21,
  name: 'newsletters-admin',
  editor: EDITOR,
  admin: ADMIN,
  env: () => ({ SMTP_URL: smtp.url }),
});

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Africa/Nairobi', viewport: { width: 1280, height: 900 } });

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** Subscribes through the site's JSON endpoint and confirms with the link from the mail, as the visitor's button does. */
async function subscribeAndConfirm(page: Page, email: string, topics: { insights?: boolean; taxDeadlines?: boolean }) {
  const fields = { email, topicChoice: 'yes', ...(topics.insights ? { insights: 'yes' } : {}), ...(topics.taxDeadlines ? { taxDeadlines: 'yes' } : {}) };
  const answer = await page.request.post(at('/php_stuff/subscribers.php'), { headers: { origin: at('') }, data: { form_data: fields } });
  expect(answer.status(), await answer.text()).toBe(200);
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(plainText(mailsTo(email)[0]!.raw))?.[1];
  expect(token).toBeTruthy();
  const confirmed = await page.request.post(at(`/newsletter/confirm/submit?token=${token}`), { headers: { origin: at('') }, maxRedirects: 0 });
  expect(confirmed.status()).toBeLessThan(400);
}

test('an admin writes a campaign, previews it, sends a test, sends it and sees the counts', async ({ page }) => {
  test.setTimeout(180_000);
  await subscribeAndConfirm(page, 'wanjiru@example.com', { insights: true });
  await subscribeAndConfirm(page, 'otieno@example.com', { insights: true, taxDeadlines: true });
  await subscribeAndConfirm(page, 'kamau@example.com', { taxDeadlines: true });

  trackServerActions(page);
  await page.goto(at('/admin/login'));
  await page.locator('#sign-in-email').fill(ADMIN.email);
  await page.locator('#sign-in-password').fill(ADMIN.password);
  await page.getByLabel('Code from your authenticator app').fill(authenticatorCode(adminSecret()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 });

  await page.goto(at('/admin/collections/campaigns/create'));
  await page.locator('#field-subject').fill(SUBJECT);
  // The body's Lexical editor (its root carries data-lexical-editor): the page's only rich text.
  const editor = page.locator('[data-lexical-editor="true"]');
  await editor.click();
  await editor.pressSequentially('The housing levy and PAYE bands change on 1 July.');
  await formSettled(page);
  // The topics' select: the page's only one still empty (its input lies over the placeholder, and takes the click).
  await page.getByText('Select a value').click({ force: true });
  await page.getByRole('option', { name: 'Insights' }).click();
  await formSettled(page);
  await expect(page.getByText('Save the campaign to preview, test and send it.')).toBeVisible();
  await page.locator('#action-save').click();
  await expect(page).toHaveURL(/campaigns\/\d+/, { timeout: 30_000 });

  // Before the button is pressed: who it will reach.
  await expect(page.getByTestId('campaign-audience')).toHaveText('2 confirmed subscribers');

  await page.getByRole('button', { name: 'Preview' }).click();
  const frame = page.frameLocator('iframe[title="The mail as HTML"]');
  await expect(frame.getByText('The housing levy and PAYE bands change on 1 July.')).toBeVisible();
  await expect(page.locator('pre')).toContainText('The housing levy and PAYE bands change on 1 July.');
  // The guide's picture of the campaign editor with its preview open (docs/newsletters.md).
  await page.screenshot({ path: guideScreenshot('campaign-editor.png'), fullPage: true });
  // The page's picture leaves the sandboxed frame blank (Chromium draws it in a process of its own); the frame's own shows the mail.
  await page.locator('iframe[title="The mail as HTML"]').screenshot({ path: guideScreenshot('campaign-preview.png') });

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A test is on its way' })).toContainText(ADMIN.email);
  await expect.poll(() => mailsTo(ADMIN.email).map((mail) => decodeHeader(mail.subject)), { timeout: 30_000 }).toEqual([`[Test] ${SUBJECT}`]);

  // A schedule, then cancelled: a draft again, nothing sent.
  await page.getByLabel('Send at (your computer’s time)').fill('2030-01-15T09:30');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByTestId('campaign-scheduled')).toHaveText('15 Jan 2030, 09:30');
  await page.getByRole('button', { name: 'Cancel the schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The schedule is cancelled' })).toHaveText('The schedule is cancelled: the campaign is a draft again.');
  await expect(page.getByTestId('campaign-scheduled')).toHaveCount(0);

  // Send now asks first, naming the campaign and how many it reaches; Cancel sends nothing and goes back to the button.
  const sendNow = page.getByRole('button', { name: 'Send now to 2 confirmed subscribers' });
  await sendNow.click();
  const question = page.getByRole('group', { name: `Send “${SUBJECT}” to 2 confirmed subscribers now? Once it starts it cannot be called back.` });
  await expect(question.getByRole('button', { name: 'Yes, send it now' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(sendNow).toBeFocused();
  await expect(page.getByTestId('count-recipients')).toHaveCount(0);
  await sendNow.click();
  await question.getByRole('button', { name: 'Yes, send it now' }).click();
  await expect(page.getByTestId('count-recipients')).toHaveText('2');
  await expect(page.getByTestId('count-sent')).toHaveText('2', { timeout: 60_000 });
  await expect(page.getByTestId('count-to-send')).toHaveText('0');
  await expect(page.getByTestId('count-failed')).toHaveText('0');
  await page.screenshot({ path: guideScreenshot('campaign-sent.png'), fullPage: true });

  const copies = smtp.received.filter((mail) => decodeHeader(mail.subject) === SUBJECT);
  expect(copies.map((mail) => mail.to[0]).sort()).toEqual(['otieno@example.com', 'wanjiru@example.com']);
  for (const copy of copies) {
    expect(mailHeader(copy.raw, 'List-Unsubscribe')).toMatch(new RegExp(`^<${at('/newsletter/unsubscribe/submit')}\\?token=[\\w-]+>$`));
    expect(mailHeader(copy.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(plainText(copy.raw)).toContain('The housing levy and PAYE bands change on 1 July.');
  }
  expect(mailsTo('kamau@example.com').filter((mail) => decodeHeader(mail.subject) === SUBJECT)).toEqual([]);
});
