/**
 * The three forms in Chromium, beyond the spec's own texts and timings (those are in
 * spec-conformance.spec.ts): nothing sent while invalid, focus on the first error, the
 * messages we added for bad formats and failed requests, one post per submit, and every form
 * working with JavaScript disabled. Every expected text is written out here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page, Route } from '@playwright/test';
import { mailHeader, quotedPrintableBody } from '../support/mail-headers';
import { describeHtmlError, htmlErrors } from '../support/nu-html';
import { expect, test } from './fixtures';

/** What the forms say, as the visitor reads it. */
const texts = {
  invalid: 'Please correct the fields marked below.',
  emailFormat: 'Enter a valid email address, such as name@example.com',
  phoneFormat: 'Enter a phone number of 7 to 15 digits; it may start with + and use spaces or dashes',
  network:
    'We could not reach our server, so nothing was sent. Check your connection and try again, or email us at enquiries@kilele.example.',
  success: {
    subscribe: 'Thank you. If this address is not already subscribed, we have sent it a link to confirm your subscription.',
    contact: 'Thank you, your message has been sent. We will reply by email within one working day.',
    booking:
      'Thank you, your consultation request has been received. An adviser will contact you within one working day to agree a time.',
  },
} as const;

/** The fake clock starts here (the popup's 10 s is run on it). */
const clockStart = new Date('2030-03-02T06:00:00.000Z');

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

  test('contact form: nothing is sent while fields are invalid; focus goes to the first; a bad address is named', async ({ page }) => {
    await gotoEnhanced(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    const button = form.getByRole('button', { name: 'Submit Message' });

    let actionRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.headers()['next-action']) actionRequests += 1;
    });
    await button.click();
    await expectFieldError(page, 'Contact form', 'Name', 'Name input is required');
    await expect(form.getByRole('status')).toHaveText(texts.invalid);
    await expect(field(page, 'Contact form', 'Name')).toBeFocused();
    expect(actionRequests).toBe(0);

    await field(page, 'Contact form', 'Name').fill('Wambui Kariuki');
    await expect(field(page, 'Contact form', 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Contact form', 'Email').fill('wambui@');
    await button.click();
    await expectFieldError(page, 'Contact form', 'Email', texts.emailFormat);
    await expect(field(page, 'Contact form', 'Email')).toBeFocused();
    expect(actionRequests).toBe(0);

    await field(page, 'Contact form', 'Email').fill(`wambui.${unique()}@example.com`);
    await field(page, 'Contact form', 'Subject').fill('Audit quote');
    await field(page, 'Contact form', 'Message').fill('Please call me about an audit.');
    await button.click();
    await expect(form.getByRole('status')).toHaveText(texts.success.contact);
    expect(actionRequests).toBe(1);
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
    await expect(form.getByRole('status')).toHaveText(texts.network);
    await expect(form.getByRole('button')).toHaveText('Submit Message');
    await expect(field(page, 'Contact form', 'Message')).toHaveValue('Monthly payroll for 12 staff.');

    const broken = await holdNextAction(page);
    await form.getByRole('button', { name: 'Submit Message' }).click();
    await broken.arrived;
    broken.release((route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await expect(form.getByRole('status')).toHaveText(texts.network);
    await expect(field(page, 'Contact form', 'Name')).toHaveValue('Kevin Omondi');
  });

  test('a double click while the form’s checks are still loading sends it once', async ({ page }) => {
    await gotoEnhanced(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    // The checks are a script the form fetches when it is first focused: hold it until both
    // clicks are in, as a slow phone network would.
    let releaseScripts: () => void = () => undefined;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    let heldScripts = 0;
    await page.route('**/_next/static/chunks/**', async (route) => {
      heldScripts += 1;
      await scriptsReleased;
      await route.continue();
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.headers()['next-action']) posts.push(request.url());
    });
    const email = `double.${unique()}@example.com`;
    await field(page, 'Contact form', 'Name').fill('Amina Yusuf');
    await field(page, 'Contact form', 'Email').fill(email);
    await field(page, 'Contact form', 'Subject').fill('Double click');
    await field(page, 'Contact form', 'Message').fill('One message, clicked twice.');
    await expect.poll(() => heldScripts, { message: 'the form fetches its checks on focus' }).toBeGreaterThan(0);

    await form.getByRole('button', { name: 'Submit Message' }).dblclick();
    releaseScripts();
    await expect(form.getByRole('status')).toHaveText(texts.success.contact);
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
  });

  test('booking form: a phone number input with a numeric keypad, and a bad number named', async ({ page }) => {
    await gotoEnhanced(page, '/book-consultation');
    const name = 'Consultation booking form';
    const form = page.getByRole('form', { name });
    await expect(field(page, name, 'Phone number')).toHaveAttribute('type', 'tel');
    await expect(field(page, name, 'Phone number')).toHaveAttribute('inputmode', 'numeric');

    await field(page, name, 'Name').fill('Halima Abdi');
    await field(page, name, 'Email').fill(`halima.${unique()}@example.com`);
    await field(page, name, 'Phone number').fill('12345');
    await field(page, name, 'Industry').selectOption('Hospitality');
    await field(page, name, 'Service').selectOption('Business Advisory');
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await expectFieldError(page, name, 'Phone number', texts.phoneFormat);

    await field(page, name, 'Phone number').fill('0712 345 678');
    await form.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(form.getByRole('status')).toHaveText(texts.success.booking);
    await expect(field(page, name, 'Service')).toHaveValue('');
  });

  test('footer subscribe: a bad address is named, a good one gets the server’s answer', async ({ page }) => {
    await gotoEnhanced(page, '/about-us');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByLabel('Email address');
    await email.fill('someone@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(texts.emailFormat)).toBeVisible();
    await email.fill(`reader.${unique()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(texts.success.subscribe);
    await expect(email).toHaveValue('');
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
    await expect(dialog.getByText(texts.emailFormat)).toBeVisible();
    await email.fill(`popup.${unique()}@example.com`);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('status')).toHaveText(texts.success.subscribe);
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

    await expectFieldError(page, name, 'Email', texts.emailFormat);
    await expectFieldError(page, name, 'Subject', 'Subject input is required');
    await expect(field(page, name, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, name, 'Name')).toHaveValue('Mercy Njoroge');
    await expect(field(page, name, 'Message')).toHaveValue('Line one\nLine two');
    await expect(page.getByRole('form', { name }).getByRole('status')).toHaveText(texts.invalid);
    await expect(field(page, name, 'Email')).toBeFocused();

    await field(page, name, 'Email').fill(`mercy.${unique()}@example.com`);
    await field(page, name, 'Subject').fill('Company secretarial services');
    await page.getByRole('form', { name }).getByRole('button', { name: 'Submit Message' }).click();
    await page.waitForLoadState();
    await expect(page.getByRole('form', { name }).getByRole('status')).toHaveText(texts.success.contact);
    await expect(field(page, name, 'Name')).toHaveValue('');
  });

  test('booking form: every required text from the server, then success', async ({ page }) => {
    await page.goto('/book-consultation');
    const name = 'Consultation booking form';
    await page.getByRole('form', { name }).getByRole('button', { name: 'Book Consultation' }).click();
    await page.waitForLoadState();
    await expectFieldError(page, name, 'Name', 'Name input is required');
    await expectFieldError(page, name, 'Email', 'Email input is required');
    await expectFieldError(page, name, 'Phone number', 'Phone number input is required');
    await expectFieldError(page, name, 'Industry', 'Industry input is required');
    await expectFieldError(page, name, 'Service', 'Service input is required');

    await field(page, name, 'Name').fill('Daniel Kiprop');
    await field(page, name, 'Email').fill(`daniel.${unique()}@example.com`);
    await field(page, name, 'Phone number').fill('+254 733 456 789');
    await field(page, name, 'Industry').selectOption('Government');
    await field(page, name, 'Service').selectOption('ICT Advisory');
    await page.getByRole('form', { name }).getByRole('button', { name: 'Book Consultation' }).click();
    await page.waitForLoadState();
    await expect(page.getByRole('form', { name }).getByRole('status')).toHaveText(texts.success.booking);
    await expect(field(page, name, 'Industry')).toHaveValue('');
  });

  test('footer subscribe: the required text, then the result, focused', async ({ page }) => {
    await page.goto('/services');
    const footerForm = () => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    await footerForm().getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState();
    await expect(footerForm().getByText('This input is required')).toBeVisible();
    await expect(footerForm().getByLabel('Email address')).toBeFocused();

    await footerForm().getByLabel('Email address').fill(`nojs.${unique()}@example.com`);
    await footerForm().getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState();
    await expect(footerForm().getByRole('status')).toHaveText(texts.success.subscribe);
    await expect(footerForm().getByRole('status')).toBeFocused();
  });
});

// The same markup at every width: checked on the desktop project.
test.describe('forms name their page as their action', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/contact-us', '/kp-trainings', '/kp-trainings/tax-updates-seminar-2025', '/meridian-international']) {
    test(`without JavaScript, a sign-up on ${path} is answered on ${path}`, async ({ page }) => {
      await page.goto(path);
      const form = () => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
      await expect(form()).toHaveAttribute('action', path);
      await form().getByLabel('Email address').fill(`action.${unique()}@example.com`);
      await form().getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(form().getByRole('status')).toHaveText(texts.success.subscribe);
    });
  }

  test('the contact and booking forms post to their own pages', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('form', { name: 'Contact form' })).toHaveAttribute('action', '/contact-us');
    await page.goto('/book-consultation');
    await expect(page.getByRole('form', { name: 'Consultation booking form' })).toHaveAttribute('action', '/book-consultation');
  });

  test('on the 404 page the sign-up posts to the home page, which answers it', async ({ page }) => {
    await page.goto('/no-such-page');
    const form = () => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    await expect(form()).toHaveAttribute('action', '/');
    await form().getByLabel('Email address').fill(`lost.${unique()}@example.com`);
    await form().getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(form().getByRole('status')).toHaveText(texts.success.subscribe);
  });
});

test.describe('newsletter links', () => {
  // The e2e server writes mail as .eml files into its data folder (scripts/e2e-server.ts).
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
      const raw = readFileSync(path.join(mailDir, name), 'utf8');
      if (mailHeader(raw, 'To') !== email) continue;
      const body = quotedPrintableBody(raw);
      const confirm = /https?:\/\/[^/\s]+(\/newsletter\/confirm\?token=[\w-]+)/.exec(body)?.[1];
      const unsubscribe = /https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(body)?.[1];
      const oneClick = /^<https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\/submit\?token=[\w-]+)>$/.exec(mailHeader(raw, 'List-Unsubscribe') ?? '')?.[1];
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

  /** Signs a new address up through the JSON endpoint (`topics` as the footer form names them) and returns its mail's links. */
  async function signUp(request: APIRequestContext, topics: Record<string, boolean> = {}) {
    test.skip(Boolean(process.env.SMTP_URL), 'mail goes to an SMTP server, not to files');
    const email = `links.${unique()}@example.com`;
    const response = await request.post('/php_stuff/subscribers.php', { data: { form_data: { email, ...topics } } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ message: texts.success.subscribe });
    await expect.poll(() => linksMailedTo(email), { timeout: 15_000 }).toBeTruthy();
    const links = linksMailedTo(email);
    if (!links) throw new Error('no confirmation mail');
    return links;
  }

  test('opening a link changes nothing; its button confirms or unsubscribes, without JavaScript', async ({ browser, page, request }) => {
    // A sign-up, its mail, and each link opened twice then followed: about 23 s on a busy machine.
    test.setTimeout(60_000);
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

  /** A confirmed subscriber of both topics, confirmed by the button as a person would; their topics link. */
  async function confirmedTopicsLink(page: Page, request: APIRequestContext) {
    const links = await signUp(request, { topicChoice: true, insights: true, taxDeadlines: true });
    await page.goto(links.confirm);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
    // Every newsletter's footer links to the topics page with the subscriber's unsubscribe token.
    return links.unsubscribe.replace('/newsletter/unsubscribe?', '/newsletter/topics?');
  }

  // Once, at 1280 px: the server's answers do not depend on the width, and the phone's axe walk has the page (page-kinds.ts).
  test('the topics link: untick one and save without JavaScript; a reload posts nothing; none ticked is refused', { tag: '@desktop' }, async ({ browser, page, request }) => {
    // A sign-up, its confirmation, three states of the page each audited by axe and the HTML
    // checker: 70 s to 100 s while other suites share the machine's two cores.
    test.setTimeout(180_000);
    const topicsLink = await confirmedTopicsLink(page, request);
    const submit = topicsLink.replace('/newsletter/topics?', '/newsletter/topics/submit?');
    const heading = page.getByRole('heading', { level: 1 });

    // What a mail scanner does: open the link and the form's address; neither changes anything.
    for (let i = 0; i < 2; i += 1) {
      expect((await request.get(topicsLink)).status()).toBe(200);
      expect((await request.get(submit, { maxRedirects: 0 })).status()).toBe(303);
    }
    const crossSite = await request.post(submit, { headers: { origin: 'https://evil.example' }, form: { topics: 'insights' }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);

    await page.goto(topicsLink);
    await expect(heading).toHaveText('Choose your topics');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const topics = page.getByRole('group', { name: 'Your topics' });
    const insights = topics.getByRole('checkbox', { name: 'Insights' });
    const reminders = topics.getByRole('checkbox', { name: 'Tax deadline reminders' });
    await expect(insights).toBeChecked();
    await expect(insights).toHaveAccessibleDescription('articles and news on tax, audit and business, a few times a month');
    await expect(reminders).toBeChecked();
    await expectNoAxeViolations(browser, page.url());

    await reminders.uncheck();
    await page.getByRole('button', { name: 'Save my topics' }).click();
    await expect(heading).toHaveText('Your topics are saved');
    const status = page.getByRole('form', { name: 'Your newsletter topics' }).getByRole('status');
    await expect(status).toHaveText('Saved. We will send you: Insights.');
    await expect(status).toBeFocused();
    await expect(insights).toBeChecked();
    await expect(reminders).not.toBeChecked();
    const saved = page.url();
    expect(new URL(saved).searchParams.get('done')).toBe('1');
    await expectNoAxeViolations(browser, saved);

    // A reload asks for the page again; it posts nothing.
    const posts: string[] = [];
    page.on('request', (sent) => void (sent.method() === 'POST' && posts.push(sent.url())));
    await page.reload();
    await expect(heading).toHaveText('Your topics are saved');
    await expect(reminders).not.toBeChecked();
    expect(posts).toEqual([]);

    // None ticked is refused, not taken as unsubscribing.
    await insights.uncheck();
    await page.getByRole('button', { name: 'Save my topics' }).click();
    await expect(heading).toHaveText('Choose your topics');
    await expect(status).toHaveText('Choose at least one topic, or unsubscribe from everything.');
    await expect(topics).toHaveAccessibleDescription('Choose at least one topic, or unsubscribe from everything.');
    await expect(insights).toBeChecked();
    const refused = page.url();
    await expectNoAxeViolations(browser, refused);

    // Valid HTML as served, in each state.
    const htmlOf = async (address: string) => (await request.get(address)).text();
    const markup = htmlErrors([
      { page: 'the topics page', html: await htmlOf(topicsLink) },
      { page: 'the topics page, saved', html: await htmlOf(saved) },
      { page: 'the topics page, none ticked', html: await htmlOf(refused) },
    ]);
    expect(markup.map(describeHtmlError)).toEqual([]);
  });

  test('the topics link with JavaScript saves the same way; it leads to unsubscribing, after which it says so', { tag: '@desktop' }, async ({ browser, page, request }) => {
    // A sign-up, its confirmation, a save in a second browser, then unsubscribing: about 20 s on a busy machine.
    test.setTimeout(90_000);
    const topicsLink = await confirmedTopicsLink(page, request);
    const heading = page.getByRole('heading', { level: 1 });

    // With JavaScript the form is the same plain post.
    const scripted = await browser.newContext({ javaScriptEnabled: true });
    try {
      const again = await scripted.newPage();
      await again.goto(topicsLink);
      await expect(again.locator('html[data-hydrated]')).toBeAttached();
      // The footer's sign-up has a box of the same name: this form's is the one.
      const form = again.getByRole('form', { name: 'Your newsletter topics' });
      await form.getByRole('checkbox', { name: 'Insights' }).uncheck();
      await form.getByRole('button', { name: 'Save my topics' }).click();
      await expect(again.getByRole('heading', { level: 1 })).toHaveText('Your topics are saved');
      await expect(form.getByRole('status')).toHaveText('Saved. We will send you: Tax deadline reminders.');
      await again.reload();
      await expect(form.getByRole('checkbox', { name: 'Insights' })).not.toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Tax deadline reminders' })).toBeChecked();
    } finally {
      await scripted.close();
    }

    await page.goto(topicsLink);
    await page.getByRole('link', { name: 'Unsubscribe from everything' }).click();
    await expect(heading).toHaveText('Unsubscribe from our newsletter');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(heading).toHaveText('You have been unsubscribed');
    await page.goto(topicsLink);
    await expect(heading).toHaveText('This address is unsubscribed');
    await expect(page.getByRole('button', { name: 'Save my topics' })).toHaveCount(0);
    await page.goto('/newsletter/topics?token=not-a-token');
    await expect(heading).toHaveText('This link to change your topics is not valid');
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
