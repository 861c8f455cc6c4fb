/**
 * A newsletter written and sent from the admin (issue 32), on an instance of its own whose mail
 * goes to a real SMTP server: two visitors subscribe to Insights and confirm from their mail, one
 * to tax deadlines only; an admin writes a campaign to Insights, previews it, sends a test to
 * themselves, sees the two subscribers it will reach, schedules it and cancels the schedule, is
 * asked once more before Send now sends, sends it, and watches the counts reach
 * two sent. Each subscriber gets one copy with their own one-click unsubscribe; the tax-deadlines
 * subscriber gets none. Then a campaign to tax deadlines whose second mail the relay defers is
 * stopped part-way, after the same kind of question: one sent, one not sent because stopped.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../integration/support/smtp';
import { mailHeader } from '../support/mail-headers';
import { decodeHeader, plainText } from '../support/mime';
import { freshAuthenticatorCode } from '../support/staff-accounts';
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

/** The admin's authenticator codes used so far: the site takes each code once, and both tests sign in. */
const usedCodes = new Set<string>();

async function signInAsAdmin(page: Page) {
  await page.goto(at('/admin/login'));
  await page.locator('#sign-in-email').fill(ADMIN.email);
  await page.locator('#sign-in-password').fill(ADMIN.password);
  await page.getByLabel('Code from your authenticator app').fill(await freshAuthenticatorCode(adminSecret(), usedCodes));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 });
}

test('an admin writes a campaign, previews it, sends a test, sends it and sees the counts', async ({ page }) => {
  test.setTimeout(180_000);
  await subscribeAndConfirm(page, 'wanjiru@example.com', { insights: true });
  await subscribeAndConfirm(page, 'otieno@example.com', { insights: true, taxDeadlines: true });
  await subscribeAndConfirm(page, 'kamau@example.com', { taxDeadlines: true });

  trackServerActions(page);
  await signInAsAdmin(page);

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

test('an admin stops a campaign part-way, after a question, and sees what was not sent', async ({ page }) => {
  test.setTimeout(120_000);
  const subject = 'PAYE deadline: a wrong date';
  // Otieno's copy goes; the relay defers Kamau's, so the campaign is still sending when the mistake is seen.
  smtp.defer.add('kamau@example.com');
  await signInAsAdmin(page);
  const created = await page.request.post(at('/api/campaigns'), {
    headers: { origin: at('') },
    data: {
      subject,
      topics: ['tax-deadlines'],
      body: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', children: [{ type: 'text', text: 'PAYE is due on the 19th.', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] }] } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc;
  await page.goto(at(`/admin/collections/campaigns/${id}`));
  await page.getByRole('button', { name: 'Send now to 2 confirmed subscribers' }).click();
  await page.getByRole('button', { name: 'Yes, send it now' }).click();
  await expect(page.getByTestId('count-sent')).toHaveText('1', { timeout: 60_000 });
  await expect(page.getByTestId('count-to-send')).toHaveText('1');

  // Stop sending asks first, with how many went; Cancel stops nothing and goes back to the button.
  const stop = page.getByRole('button', { name: 'Stop sending' });
  await stop.click();
  const question = page.getByRole('group', { name: `Stop sending “${subject}”? 1 of 2 have been sent; the rest will not be. Mails already handed to the mail server still arrive.` });
  await expect(question.getByRole('button', { name: 'Yes, stop it' })).toBeFocused();
  // The panel with its question open, as the admin's axe walk checks the rest of the screen (tests/e2e/admin-a11y.spec.ts).
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-labelledby="campaign-sending-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(stop).toBeFocused();
  await stop.click();
  await question.getByRole('button', { name: 'Yes, stop it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stopped after' })).toHaveText(
    'Stopped after 1 of 2 sent; 1 will not be sent. Mails already handed to the mail server still arrive.',
  );
  await expect(page.getByTestId('campaign-stopped')).toContainText('1 of 2 were sent, and 1 will not be.');
  await expect(page.getByTestId('count-cancelled')).toHaveText('1');
  await expect(page.getByTestId('count-sent')).toHaveText('1');
  await expect(stop).toHaveCount(0);

  // Kamau's deferred copy was withdrawn: it never arrives, however often the relay would now take it.
  smtp.defer.delete('kamau@example.com');
  expect(mailsTo('kamau@example.com').filter((mail) => decodeHeader(mail.subject) === subject)).toEqual([]);
  // Not in the web archive: its page is not found, and the list does not name it.
  expect(slug).toBe('paye-deadline-a-wrong-date');
  expect((await page.request.get(at(`/insights/newsletters/${slug}`))).status()).toBe(404);
  expect(await (await page.request.get(at('/insights/newsletters'))).text()).not.toContain(subject);
});
