/**
 * The three forms in Chromium: spec §4's states and timings with JavaScript (on
 * Playwright's clock), the spec's validation texts beneath each field, failed requests that
 * keep the visitor's input, and every form working with JavaScript disabled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, type Route, test } from '@playwright/test';
import { formMessages } from '../../lib/forms/messages';
import { formTexts } from '../../lib/forms/schemas';

/**
 * The fake clock starts at this instant and runs at real speed until {@link pauseClock}:
 * paused, only `runFor` moves it, so the spec's 4 s and 4.5 s can be measured exactly.
 */
const clockStart = new Date('2030-03-02T06:00:00.000Z');
const pauseClock = (page: Page) => page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Holds the next server action request until `release` is called. */
async function holdNextAction(page: Page) {
  let release: (action: (route: Route) => Promise<void>) => void = () => undefined;
  const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve, reject) => {
    seen = resolve;
    setTimeout(() => reject(new Error('No server action request within 10 s')), 10_000);
  });
  let taken = false;
  await page.route(
    (url) => url.origin === new URL(page.url()).origin,
    async (route) => {
      const request = route.request();
      // Only the first action post is held: scripts and prefetches pass straight through.
      if (taken || request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback();
      taken = true;
      seen();
      const action = await released;
      await action(route);
    },
  );
  return { arrived, release };
}

/** Waits until JavaScript has taken over the page's forms (before that, a submit is a plain post). */
async function gotoEnhanced(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-enhanced="true"]').first()).toBeAttached();
}

function field(page: Page, form: string, label: string) {
  return page.getByRole('form', { name: form }).getByLabel(label, { exact: true });
}

async function expectFieldError(page: Page, form: string, label: string, text: string) {
  const control = field(page, form, label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await control.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(text);
}

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');

  test('contact form: the spec texts before submit, then Submitting… Submitted and back after 4 s', async ({ page }) => {
    await page.clock.install({ time: clockStart });
    await gotoEnhanced(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    const button = form.getByRole('button', { name: 'Submit Message' });

    let actionRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.headers()['next-action']) actionRequests += 1;
    });
    await button.click();
    await expectFieldError(page, 'Contact form', 'Name', formTexts.nameRequired);
    await expectFieldError(page, 'Contact form', 'Email', formTexts.emailRequired);
    await expectFieldError(page, 'Contact form', 'Subject', formTexts.subjectRequired);
    await expectFieldError(page, 'Contact form', 'Message', formTexts.contentRequired);
    await expect(field(page, 'Contact form', 'Company (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status')).toHaveText(formMessages.invalid);
    await expect(field(page, 'Contact form', 'Name')).toBeFocused();
    expect(actionRequests).toBe(0);

    await field(page, 'Contact form', 'Name').fill('Wambui Kariuki');
    await expect(field(page, 'Contact form', 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Contact form', 'Email').fill('wambui@');
    await button.click();
    await expectFieldError(page, 'Contact form', 'Email', formTexts.emailFormat);

    await field(page, 'Contact form', 'Email').fill(`wambui.${unique()}@example.com`);
    await field(page, 'Contact form', 'Subject').fill('Audit quote');
    await field(page, 'Contact form', 'Message').fill('Please call me about an audit.');
    await pauseClock(page);
    const held = await holdNextAction(page);
    await button.click();
    await held.arrived;
    await expect(form.getByRole('button')).toHaveText('Submitting...');
    await expect(form.getByTestId('form-loading')).toBeVisible();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    held.release((route) => route.continue());

    await expect(form.getByRole('button')).toHaveText('Submitted');
    await expect(form.getByRole('status')).toHaveText(formMessages.success.contact);
    await expect(form.getByTestId('form-loading')).toHaveCount(0);
    await expect(field(page, 'Contact form', 'Name')).toHaveValue('');
    await expect(field(page, 'Contact form', 'Message')).toHaveValue('');

    await page.clock.runFor(3_900);
    await expect(form.getByRole('button')).toHaveText('Submitted');
    await page.clock.runFor(200);
    await expect(form.getByRole('button')).toHaveText('Submit Message');
    await expect(form.getByRole('status')).toHaveText('');
  });

  test('contact form: a failed request says so and keeps what was typed', async ({ page }) => {
    await gotoEnhanced(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await field(page, 'Contact form', 'Name').fill('Kevin Omondi');
    await field(page, 'Contact form', 'Email').fill('kevin@example.com');
    await field(page, 'Contact form', 'Subject').fill('Payroll');
    await field(page, 'Contact form', 'Message').fill('Monthly payroll for 12 staff.');

    const offline = await holdNextAction(page);
    await form.getByRole('button', { name: 'Submit Message' }).click();
    await offline.arrived;
    offline.release((route) => route.abort('internetdisconnected'));
    await expect(form.getByRole('status')).toHaveText(formMessages.network);
    await expect(form.getByRole('button')).toHaveText('Submit Message');
    await expect(field(page, 'Contact form', 'Message')).toHaveValue('Monthly payroll for 12 staff.');

    const broken = await holdNextAction(page);
    await form.getByRole('button', { name: 'Submit Message' }).click();
    await broken.arrived;
    broken.release((route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await expect(form.getByRole('status')).toHaveText(formMessages.network);
    await expect(field(page, 'Contact form', 'Name')).toHaveValue('Kevin Omondi');
  });

  test('booking form: the spec texts, then Booking… Booked and back after 4 s', async ({ page }) => {
    await page.clock.install({ time: clockStart });
    await gotoEnhanced(page, '/book-consultation');
    const name = 'Consultation booking form';
    const form = page.getByRole('form', { name });
    const service = field(page, name, 'Service');
    await expect(service.locator('option').first()).toHaveText('Select Service');
    await expect(service.locator('option')).toHaveCount(8);
    await expect(field(page, name, 'Industry').locator('option')).toHaveCount(22);
    await expect(field(page, name, 'Phone number')).toHaveAttribute('type', 'tel');
    await expect(field(page, name, 'Phone number')).toHaveAttribute('inputmode', 'numeric');

    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await expectFieldError(page, name, 'Name', formTexts.nameRequired);
    await expectFieldError(page, name, 'Email', formTexts.emailRequired);
    await expectFieldError(page, name, 'Phone number', formTexts.phoneRequired);
    await expectFieldError(page, name, 'Industry', formTexts.industryRequired);
    await expectFieldError(page, name, 'Service', formTexts.serviceRequired);

    await field(page, name, 'Name').fill('Halima Abdi');
    await field(page, name, 'Email').fill(`halima.${unique()}@example.com`);
    await field(page, name, 'Phone number').fill('12345');
    await field(page, name, 'Industry').selectOption('Hospitality');
    await service.selectOption('Business Advisory');
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await expectFieldError(page, name, 'Phone number', formTexts.phoneFormat);

    await field(page, name, 'Phone number').fill('0712 345 678');
    await pauseClock(page);
    const held = await holdNextAction(page);
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await held.arrived;
    await expect(form.getByRole('button')).toHaveText('Booking...');
    held.release((route) => route.continue());
    await expect(form.getByRole('button')).toHaveText('Booked');
    await expect(form.getByRole('status')).toHaveText(formMessages.success.booking);
    await expect(service).toHaveValue('');

    await page.clock.runFor(3_900);
    await expect(form.getByRole('status')).toHaveText(formMessages.success.booking);
    await page.clock.runFor(200);
    await expect(form.getByRole('button')).toHaveText('Book Consultation');
    await expect(form.getByRole('status')).toHaveText('');
  });

  test('footer subscribe: required and format texts, a spinner while sending, the message for 4.5 s', async ({ page }) => {
    await page.clock.install({ time: clockStart });
    await gotoEnhanced(page, '/about-us');
    const name = 'Newsletter sign-up';
    const form = page.getByRole('contentinfo').getByRole('form', { name });
    const email = form.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('placeholder', 'Your email address');

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(formTexts.subscribeEmailRequired)).toBeVisible();
    await email.fill('someone@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(formTexts.emailFormat)).toBeVisible();

    await email.fill(`reader.${unique()}@example.com`);
    await pauseClock(page);
    const held = await holdNextAction(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await held.arrived;
    await expect(form.getByRole('button', { name: 'Subscribe' }).locator('[aria-hidden="true"]')).toBeVisible();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    held.release((route) => route.continue());
    await expect(form.getByRole('status')).toHaveText(formMessages.success.subscribe);
    await expect(email).toHaveValue('');

    await page.clock.runFor(4_400);
    await expect(form.getByRole('status')).toHaveText(formMessages.success.subscribe);
    await page.clock.runFor(200);
    await expect(form.getByRole('status')).toHaveText('');
  });

  test('article popup subscribe: a plain text input that the server still checks', async ({ page }) => {
    await page.clock.install({ time: clockStart });
    await gotoEnhanced(page, '/insights/articles');
    const firstArticle = page.locator('main a[href^="/insights/article/"]').first();
    await firstArticle.click();
    await page.waitForURL(/\/insights\/article\//);
    await page.clock.runFor(10_000);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'text');
    await email.fill('not an address');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText(formTexts.emailFormat)).toBeVisible();
    await email.fill(`popup.${unique()}@example.com`);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('status')).toHaveText(formMessages.success.subscribe);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('contact form: server errors beneath the fields, input kept, then success', async ({ page }) => {
    await page.goto('/contact-us');
    const name = 'Contact form';
    await field(page, name, 'Name').fill('Mercy Njoroge');
    await field(page, name, 'Email').fill('mercy@invalid');
    await field(page, name, 'Message').fill('Line one\nLine two');
    await page.getByRole('form', { name }).getByRole('button', { name: 'Submit Message' }).click();
    await page.waitForLoadState();

    await expectFieldError(page, name, 'Email', formTexts.emailFormat);
    await expectFieldError(page, name, 'Subject', formTexts.subjectRequired);
    await expect(field(page, name, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, name, 'Name')).toHaveValue('Mercy Njoroge');
    await expect(field(page, name, 'Message')).toHaveValue('Line one\nLine two');
    await expect(page.getByRole('form', { name }).getByRole('status')).toHaveText(formMessages.invalid);
    await expect(field(page, name, 'Email')).toBeFocused();

    await field(page, name, 'Email').fill(`mercy.${unique()}@example.com`);
    await field(page, name, 'Subject').fill('Company secretarial services');
    await page.getByRole('form', { name }).getByRole('button', { name: 'Submit Message' }).click();
    await page.waitForLoadState();
    await expect(page.getByRole('form', { name }).getByRole('status')).toHaveText(formMessages.success.contact);
    await expect(field(page, name, 'Name')).toHaveValue('');
  });

  test('booking form: every required text from the server, then success', async ({ page }) => {
    await page.goto('/book-consultation');
    const name = 'Consultation booking form';
    await page.getByRole('form', { name }).getByRole('button', { name: 'Book Consultation' }).click();
    await page.waitForLoadState();
    await expectFieldError(page, name, 'Name', formTexts.nameRequired);
    await expectFieldError(page, name, 'Email', formTexts.emailRequired);
    await expectFieldError(page, name, 'Phone number', formTexts.phoneRequired);
    await expectFieldError(page, name, 'Industry', formTexts.industryRequired);
    await expectFieldError(page, name, 'Service', formTexts.serviceRequired);

    await field(page, name, 'Name').fill('Daniel Kiprop');
    await field(page, name, 'Email').fill(`daniel.${unique()}@example.com`);
    await field(page, name, 'Phone number').fill('+254 733 456 789');
    await field(page, name, 'Industry').selectOption('Government');
    await field(page, name, 'Service').selectOption('ICT Advisory');
    await page.getByRole('form', { name }).getByRole('button', { name: 'Book Consultation' }).click();
    await page.waitForLoadState();
    await expect(page.getByRole('form', { name }).getByRole('status')).toHaveText(formMessages.success.booking);
    await expect(field(page, name, 'Industry')).toHaveValue('');
  });

  test('footer subscribe: the required text, then the result, focused', async ({ page }) => {
    await page.goto('/services');
    const footerForm = () => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    await footerForm().getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState();
    await expect(footerForm().getByText(formTexts.subscribeEmailRequired)).toBeVisible();
    await expect(footerForm().getByLabel('Email address')).toBeFocused();

    await footerForm().getByLabel('Email address').fill(`nojs.${unique()}@example.com`);
    await footerForm().getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState();
    await expect(footerForm().getByRole('status')).toHaveText(formMessages.success.subscribe);
    await expect(footerForm().getByRole('status')).toBeFocused();
  });
});

test.describe('newsletter links', () => {
  // The e2e server writes mail as .eml files into its data folder (scripts/e2e-server.mjs).
  const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');
  // The button posts must work as a mail client's browser without scripts would send them.
  test.use({ javaScriptEnabled: false });

  /** The links of the confirmation mail sent to `email`, site-relative. */
  function linksMailedTo(email: string) {
    let names: string[] = [];
    try {
      names = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    } catch {
      return undefined;
    }
    for (const name of names) {
      const decoded = readFileSync(path.join(mailDir, name), 'utf8')
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!decoded.includes(`To: ${email}`)) continue;
      const confirm = /https?:\/\/[^/\s]+(\/newsletter\/confirm\?token=[\w-]+)/.exec(decoded)?.[1];
      const unsubscribe = /https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(decoded)?.[1];
      const oneClick = /^List-Unsubscribe: <https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\/submit\?token=[\w-]+)>$/m.exec(decoded)?.[1];
      if (confirm && unsubscribe && oneClick) return { confirm, unsubscribe, oneClick };
    }
    return undefined;
  }

  /**
   * The pages with a button are not in the sitemap, so the sitemap's axe audit misses them.
   * axe runs as a script: in a context of its own with JavaScript on.
   */
  async function expectNoAxeViolations(browser: Browser, url: string) {
    const context = await browser.newContext({ javaScriptEnabled: true });
    try {
      const page = await context.newPage();
      await page.goto(url);
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    } finally {
      await context.close();
    }
  }

  async function signUp(request: APIRequestContext) {
    test.skip(Boolean(process.env.SMTP_URL), 'mail goes to an SMTP server, not to files');
    const email = `links.${unique()}@example.com`;
    const response = await request.post('/php_stuff/subscribers.php', { data: { form_data: { email } } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ message: formMessages.success.subscribe });
    await expect.poll(() => linksMailedTo(email), { timeout: 15_000 }).toBeTruthy();
    const links = linksMailedTo(email);
    if (!links) throw new Error('no confirmation mail');
    return links;
  }

  test('opening a link changes nothing; its button confirms or unsubscribes, without JavaScript', async ({ browser, page, request }) => {
    const links = await signUp(request);
    const heading = page.getByRole('heading', { level: 1 });

    // What a mail scanner does: open every link, more than once, with plain GETs.
    for (let i = 0; i < 2; i += 1) {
      expect((await request.get(links.confirm)).status()).toBe(200);
      expect((await request.get(links.unsubscribe)).status()).toBe(200);
      expect((await request.get(links.oneClick, { maxRedirects: 0 })).status()).toBe(303);
    }
    await page.goto(links.confirm);
    await expect(heading).toHaveText('Confirm your subscription');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(browser, page.url());
    await page.goto(links.confirm);
    await expect(heading).toHaveText('Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(heading).toHaveText('Your subscription is confirmed');
    await page.goto(links.confirm);
    await expect(heading).toHaveText('You are already subscribed');
    await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0);

    await page.goto(links.unsubscribe);
    await expect(heading).toHaveText('Unsubscribe from our newsletter');
    await expectNoAxeViolations(browser, page.url());
    await page.goto(links.unsubscribe);
    await expect(heading).toHaveText('Unsubscribe from our newsletter');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(heading).toHaveText('You have been unsubscribed');
    await page.goto(links.unsubscribe);
    await expect(heading).toHaveText('You are already unsubscribed');
    await page.goto(links.confirm);
    await expect(heading).toHaveText('This confirmation link is not valid');
    await page.goto('/newsletter/unsubscribe?token=not-a-token');
    await expect(heading).toHaveText('This unsubscribe link is not valid');
  });

  test('the List-Unsubscribe address takes a one-click POST, and refuses a cross-site browser post', async ({ page, request }) => {
    const links = await signUp(request);
    const heading = page.getByRole('heading', { level: 1 });
    const crossSite = await request.post(links.oneClick, {
      headers: { origin: 'https://evil.example' },
      form: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    await page.goto(links.unsubscribe);
    await expect(heading).toHaveText('Unsubscribe from our newsletter');

    const oneClick = await request.post(links.oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toBe('You have been unsubscribed. We will not send newsletters to this address any more.\n');
    await page.goto(links.unsubscribe);
    await expect(heading).toHaveText('You are already unsubscribed');
  });
});
