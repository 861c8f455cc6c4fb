/**
 * A visitor registers for a training whose seats the site sells (issue 31), in a real browser
 * against the built site on an instance of its own, with M-Pesa pointed at the stand-in Daraja
 * (tests/support/fake-daraja.ts), a real HTTP server that answers the push and calls the
 * site's callback: by invoice (the seats left go down), until the room is full (another tab
 * sees "Fully booked" and joins the waitlist), and by M-Pesa, cancelled on the phone (1032),
 * tried again and paid, with the receipt; and the status page followed without JavaScript.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type FakeDaraja, startFakeDaraja } from '../support/fake-daraja';
import { guideScreenshot } from '../support/guide-screenshots';
import { mailHeader, quotedPrintableBody } from '../support/mail-headers';
import { describeHtmlError, htmlErrors } from '../support/nu-html';
import { authenticatorCode } from '../support/staff-accounts';
import { ownInstance } from './admin-instance';
import { expect, test } from './fixtures';

const EDITOR = { email: 'registrations@kilele.example', password: 'a-long-registrations-editor-password' };
const ADMIN = { email: 'registrations-admin@kilele.example', password: 'a-long-registrations-admin-password' };
const credentials = { consumerKey: 'e2e-key', consumerSecret: 'e2e-secret', shortcode: '174379', passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd', type: 'paybill' as const };

let daraja: FakeDaraja;
test.beforeAll(async () => {
  daraja = await startFakeDaraja(credentials);
});
test.afterAll(async () => daraja?.close());

const { at, adminSecret, siteOutput, dataDir } = ownInstance({
  portOffset: 15,
  name: 'registrations',
  editor: EDITOR,
  admin: ADMIN,
  env: () => ({
    // The request lines are info: the test reads them for the registration links they must not hold.
    LOG_LEVEL: 'info',
    MPESA_ENV: 'sandbox',
    MPESA_CONSUMER_KEY: credentials.consumerKey,
    MPESA_CONSUMER_SECRET: credentials.consumerSecret,
    MPESA_SHORTCODE: credentials.shortcode,
    MPESA_PASSKEY: credentials.passkey,
    MPESA_TYPE: credentials.type,
    MPESA_API_URL: daraja.url,
  }),
});

test.describe.configure({ mode: 'serial' });

/**
 * axe (WCAG 2.2 A/AA and best practices) on the page as it is, at 1280 px and at a small phone's
 * 375 px (nothing scrolls sideways there either). With `screenshot`, the desktop run keeps the
 * page at 375 px for the guide (docs/registrations.md), as `npm run docs:screenshots` refreshes it.
 */
async function expectAccessible(page: Page, label: string, screenshot?: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(violations.map((violation) => `${label} at ${width} px: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label} at ${width} px scrolls sideways`).toBe(true);
    if (screenshot && width === 375 && test.info().project.name === 'desktop') await page.screenshot({ path: guideScreenshot(`visitor-${screenshot}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The two seed trainings (documents 1 and 2), as staff set them up for selling: in 2030, with seats. */
const SEMINAR = { id: 1, slug: 'tax-updates-seminar-2025', capacity: 3, seatLimit: 2 };
const COURSE = { id: 2, slug: 'fundraising-for-nonprofits-training', capacity: 10, seatLimit: 3 };

/**
 * The paths of the scripts the page's HTML names: what every visit to it loads. Not the browser's
 * requests up to the load event: on a busy machine Next's prefetch of a link's route (the Register
 * link's form) can come before it, and those scripts belong to the page the link leads to.
 */
async function scriptsOf(page: Page, address: string): Promise<string[]> {
  const response = await page.goto(address, { waitUntil: 'load' });
  const html = (await response?.text()) ?? '';
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => new URL(src!.replaceAll('&amp;', '&'), address).pathname).sort();
}

let unsoldScripts: string[] | undefined;

test('an unsold training’s page loads no script beyond those every page loads', async ({ page }) => {
  const unsold = await scriptsOf(page, at(`/kp-trainings/${SEMINAR.slug}`));
  unsoldScripts = unsold;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tax Updates Seminar');
  expect(unsold).toEqual(await scriptsOf(page, at('/about-us')));
  expect(unsold.filter((script) => script.startsWith('/scripts/'))).toEqual([]);
});

test('staff set the seats; a visitor registers by invoice, the seats left go down, and a full room offers the waitlist', async ({ page, browser }) => {
  // The whole walk, with axe at both widths on three pages and the HTML checker twice: about 130 s
  // in a fresh-clone CI run beside the other worker, past the 120 s it had.
  test.setTimeout(240_000);
  // An admin fills in the firm's payment details: without them the site offers no invoice.
  const asAdmin = await browser.newContext();
  const adminLogin = await asAdmin.request.post(at('/api/users/login'), { data: { ...ADMIN, totp: authenticatorCode(adminSecret()) } });
  expect(adminLogin.status(), await adminLogin.text()).toBe(200);
  const details = await asAdmin.request.post(at('/api/globals/invoice-details'), {
    headers: { origin: at('') },
    data: { bankName: 'Test Bank of Kenya', branch: 'Upper Hill', accountName: 'Kilele Partners LLP', accountNumber: '0123456789012', bankCode: 'TESTKENA', kraPin: 'P051234567Q', vatNumber: '0123456X' },
  });
  expect(details.status(), await details.text()).toBe(200);
  await asAdmin.close();

  const login = await page.request.post(at('/api/users/login'), { data: EDITOR });
  expect(login.status()).toBe(200);
  for (const training of [SEMINAR, COURSE]) {
    const saved = await page.request.patch(at(`/api/training-events/${training.id}`), {
      headers: { origin: at('') },
      data: {
        starts: '2030-06-04T06:00:00.000Z',
        ends: '2030-06-05T14:00:00.000Z',
        registration: { capacity: training.capacity, seatLimit: training.seatLimit },
        _status: 'published',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  const eventPage = at(`/kp-trainings/${SEMINAR.slug}`);
  await expect(async () => {
    await page.goto(eventPage);
    await expect(page.getByTestId('seats-left')).toHaveText('3 seats left', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page, 'a training’s page with its seats left', 'training-seats-left');
  // Valid HTML as served, as the seats script leaves it, and the form.
  const htmlOf = async (address: string) => (await page.request.get(address)).text();
  const markup = htmlErrors([
    { page: 'the sold training, as served', html: await htmlOf(eventPage) },
    { page: 'the sold training, its seats filled in', html: await page.content() },
    { page: 'the registration form', html: await htmlOf(at(`/kp-trainings/${SEMINAR.slug}/register`)) },
  ]);
  expect(markup.map(describeHtmlError)).toEqual([]);
  // Sold, the page loads the seats script beside what every page loads.
  expect((await scriptsOf(page, eventPage)).filter((script) => !(unsoldScripts ?? []).includes(script))).toEqual(['/scripts/seats-offer.js']);
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tax Updates Seminar');
  const form = page.getByRole('form', { name: 'Training registration form' });
  await expect(form).toHaveAttribute('data-enhanced', 'true');

  // Sent empty: the summary names each field, focused, and each field carries its message.
  await form.getByRole('button', { name: 'Register' }).click();
  const summary = form.getByRole('group', { name: 'Please correct the fields listed below.' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Your name: Name input is required');
  await expect(summary).toContainText('Attendee 1: Enter the name of attendee 1');
  await expect(summary).toContainText('How to pay: Choose how to pay');
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the registration form with its errors', 'registration-form-errors');

  await form.getByLabel('Your name').fill('Wanjiru Kamau');
  await form.getByLabel('Email', { exact: true }).fill('wanjiru@example.com');
  await form.getByLabel(/^Phone number/).fill('0712 345 678');
  await form.getByLabel('Organisation (optional)').fill('Kamau Traders Ltd');
  await form.getByLabel('Attendee 1').fill('Wanjiru Kamau');
  await form.getByLabel('KRA PIN (optional, for the invoice)').fill('A12345');
  await form.getByLabel(/^Invoice/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(summary).toContainText('KRA PIN: Enter a KRA PIN as a letter, nine digits and a letter');
  await form.getByLabel('KRA PIN (optional, for the invoice)').fill('a123456789b');
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/registrations\/status\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  await expect(page.getByText(/^PF-[A-Z0-9]{8}$/)).toBeVisible();
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/)).toBeVisible();
  await expect(page.getByText('KES 35,000.00 (VAT KES 4,827.59 included)')).toBeVisible();
  const statusUrl = page.url();
  await expectAccessible(page, 'an invoice registration’s page', 'registration-invoiced');
  expect(htmlErrors([{ page: 'an invoice registration’s page', html: await htmlOf(statusUrl) }]).map(describeHtmlError)).toEqual([]);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  await expect(async () => {
    await page.goto(eventPage);
    await expect(page.getByTestId('seats-left')).toHaveText('2 seats left', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // Another tab takes one of the two seats left.
  const other = await browser.newPage();
  await other.goto(at(`/kp-trainings/${SEMINAR.slug}/register`));
  const otherForm = other.getByRole('form', { name: 'Training registration form' });
  await expect(otherForm).toHaveAttribute('data-enhanced', 'true');
  await otherForm.getByLabel('Your name').fill('Otieno Odhiambo');
  await otherForm.getByLabel('Email', { exact: true }).fill('otieno@example.com');
  await otherForm.getByLabel(/^Phone number/).fill('0722 000 111');
  await otherForm.getByLabel('Attendee 1').fill('Otieno Odhiambo');
  await otherForm.getByLabel(/^Invoice/).check();
  await otherForm.getByRole('button', { name: 'Register' }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  await other.close();

  // This tab asks for two seats where one is left: it may register for one, or wait for both.
  await page.goto(at(`/kp-trainings/${SEMINAR.slug}/register`));
  const fewerForm = page.getByRole('form', { name: 'Training registration form' });
  await expect(fewerForm).toHaveAttribute('data-enhanced', 'true');
  await fewerForm.getByLabel('Your name').fill('Achieng Atieno');
  await fewerForm.getByLabel('Email', { exact: true }).fill('achieng@example.com');
  await fewerForm.getByLabel(/^Phone number/).fill('0711 222 333');
  await fewerForm.getByLabel('Number of seats').selectOption('2');
  await fewerForm.getByLabel('Attendee 1').fill('Achieng Atieno');
  await fewerForm.getByLabel('Attendee 2').fill('Baraka Mwita');
  await fewerForm.getByLabel(/^Invoice/).check();
  await fewerForm.getByRole('button', { name: 'Register' }).click();
  await expect(fewerForm.getByRole('status')).toHaveText(
    'Only 1 seat is left, fewer than the 2 you asked for. Choose 1 seat and register, or join the waitlist for both with the same details: if seats come free we email you a link that holds them for you for 24 hours.',
  );
  await expect(fewerForm.getByRole('status')).toBeFocused();
  await expect(fewerForm.getByText('Only 1 seat is left. Up to 2, each with')).toBeVisible();
  await expect(fewerForm.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  await expect(fewerForm.getByLabel('Attendee 2')).toHaveValue('Baraka Mwita');
  await expectAccessible(page, 'the form offering fewer seats or the waitlist', 'registration-fewer-seats');
  await fewerForm.getByLabel('Number of seats').selectOption('1');
  await expect(fewerForm.getByLabel('Attendee 2')).toHaveCount(0);
  await fewerForm.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  await expect(page.getByText('KES 35,000.00 (VAT KES 4,827.59 included)')).toBeVisible();

  // The room is full now: the training's page says so and offers the waitlist.
  // The figure may be kept 5 s (its Cache-Control): a visitor who looks again then sees the room full.
  await expect(async () => {
    await page.goto(eventPage);
    await expect(page.getByTestId('seats-left')).toHaveText('Fully booked', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page, 'a fully booked training’s page', 'training-fully-booked');
  await page.getByRole('link', { name: 'Join the waitlist' }).click();
  await expect(page.getByText(/This training is fully booked: join the waitlist/)).toBeVisible();
  const waitForm = page.getByRole('form', { name: 'Training registration form' });
  await expect(waitForm).toHaveAttribute('data-enhanced', 'true');
  await waitForm.getByLabel('Your name').fill('Kamau Njoroge');
  await waitForm.getByLabel('Email', { exact: true }).fill('kamau@example.com');
  await waitForm.getByLabel(/^Phone number/).fill('0733 111 222');
  await waitForm.getByLabel('Attendee 1').fill('Kamau Njoroge');
  await waitForm.getByLabel(/^Invoice/).check();
  await waitForm.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are on the waitlist.');

  // The first registration's page still reads the same; a changed link reads nothing.
  await page.goto(statusUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  const forged = await page.goto(statusUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  expect(forged?.status()).toBe(404);
  // A link mailed with the token in the path, as the first mails were, still opens the page.
  await page.goto(statusUrl.replace('/registrations/status?token=', '/registrations/'));
  await expect(page).toHaveURL(statusUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
});

/** The waitlist offer's link mailed to `email` (site-relative), once the site has written the mail. */
function offerLinkMailedTo(email: string): string | undefined {
  const mailDir = path.join(dataDir(), 'mail');
  const names = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
  for (const name of names) {
    const raw = readFileSync(path.join(mailDir, name), 'utf8');
    if (!mailHeader(raw, 'To')?.includes(`<${email}>`)) continue;
    const link = /https?:\/\/[^/\s]+(\/registrations\/offer\?token=[\w-]+)/.exec(quotedPrintableBody(raw))?.[1];
    if (link) return link;
  }
  return undefined;
}

test('a waitlist offer: its link shows the offer and changes nothing, its button takes it up once; reload and back keep to that', async ({ page }) => {
  test.setTimeout(90_000);
  // Staff add a seat to the full seminar: the site offers it to Kamau, first on its waitlist, by mail.
  const login = await page.request.post(at('/api/users/login'), { data: EDITOR });
  expect(login.status()).toBe(200);
  const saved = await page.request.patch(at(`/api/training-events/${SEMINAR.id}`), {
    headers: { origin: at('') },
    data: { registration: { capacity: SEMINAR.capacity + 1, seatLimit: SEMINAR.seatLimit }, _status: 'published' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.request.post(at('/api/users/logout'), { headers: { origin: at('') } });
  // The site's sweeper offers free seats every 15 s.
  let link: string | undefined;
  await expect.poll(() => (link = offerLinkMailedTo('kamau@example.com')), { timeout: 45_000 }).toBeTruthy();
  const offerUrl = at(link!);

  // Opening it (as a mail scanner does), twice, takes nothing.
  await page.goto(offerUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seats are free for you: Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance');
  await expect(page.getByText(/^Kamau Njoroge, we are holding 1 seat for you until .+ \(Nairobi time\)\. Press the button and we email you the pro-forma invoice/)).toBeVisible();
  await expect(page.getByText('KES 35,000.00, VAT inclusive')).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await expectAccessible(page, 'a waitlist offer', 'waitlist-offer');
  await page.reload();
  const take = page.getByRole('button', { name: 'Take the seats and send the invoice' });
  await expect(take).toBeVisible();

  await take.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  await expect(page).toHaveURL(/\/registrations\/status\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText(/^PF-[A-Z0-9]{8}$/)).toBeVisible();
  const registration = page.url();

  // Back to the offer, and reloaded: it has been taken up, and nothing is taken twice.
  await page.goBack();
  await expect(page).toHaveURL(offerUrl);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This offer has ended');
  await expect(page.getByRole('button', { name: /^Take the seats/ })).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(registration);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  // The added seat is Kamau's now.
  await expect(async () => {
    await page.goto(at(`/kp-trainings/${SEMINAR.slug}`));
    await expect(page.getByTestId('seats-left')).toHaveText('Fully booked', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

async function fillMpesa(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Training registration form' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Email', { exact: true }).fill('pays@example.com');
  await form.getByLabel(/^Phone number/).fill('+254 712 345 678');
  await form.getByLabel('Attendee 1').fill(name);
  await form.getByLabel(/^M-Pesa/).check();
}

test('by M-Pesa: the prompt is cancelled on the phone (1032), Try again, paid with a receipt', async ({ page }) => {
  test.setTimeout(90_000);
  daraja.script.push({ resultCode: 1032, resultDesc: 'Request cancelled by user', delayMs: 1_500 }, { resultCode: 0, delayMs: 1_500, receipt: 'TKL2A9XQ1B' });
  await page.goto(at(`/kp-trainings/${COURSE.slug}/register`));
  await expect(page.getByRole('form', { name: 'Training registration form' })).toHaveAttribute('data-enhanced', 'true');
  await fillMpesa(page, 'Njeri Wambui');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your phone and enter your M-Pesa PIN');
  if (test.info().project.name === 'desktop') {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: guideScreenshot('visitor-payment-check-your-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const push = daraja.pushes.at(-1)!;
  expect(push.problems).toEqual([]);
  expect(push.body).toMatchObject({ Amount: 20000, PartyA: '254712345678', PhoneNumber: '254712345678', TransactionType: 'CustomerPayBillOnline' });
  // The page follows the payment by itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The payment did not go through', { timeout: 15_000 });
  await expect(page.getByText('The payment was cancelled on the phone.')).toBeVisible();
  await expectAccessible(page, 'a cancelled payment’s page', 'payment-cancelled');
  await expect(page.getByRole('button', { name: 'Pay by invoice instead' })).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your phone and enter your M-Pesa PIN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your registration is confirmed', { timeout: 15_000 });
  await expect(page.getByTestId('receipt')).toHaveText('TKL2A9XQ1B');
  expect(daraja.pushes).toHaveLength(2);
  await expectAccessible(page, 'a paid registration’s page', 'registration-paid');

  // The page asked for the payment's state every 2 s: the site's log lines name the path, never the link's token.
  const id = /token=([0-9a-f-]{36})\./.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  expect(siteOutput()).toContain('"path":"/api/registrations/status"');
  expect(siteOutput()).not.toContain(id);
});

test('the status page announces how the payment ended, and asks nothing while its tab is hidden', async ({ page, browser }) => {
  test.setTimeout(90_000);
  daraja.script.push({ resultCode: 2001, resultDesc: 'The initiator information is invalid.', held: true });
  // The page's own count of its status requests, and a clock only the test moves.
  await page.addInitScript(() => {
    const counted = window as unknown as { statusAsks: number };
    counted.statusAsks = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/registrations/status')) counted.statusAsks += 1;
      return original(input, init);
    };
  });
  const statusAsks = () => page.evaluate(() => (window as unknown as { statusAsks: number }).statusAsks);
  const showTab = (state: 'hidden' | 'visible') =>
    page.evaluate((shown) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => shown });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => shown === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await page.goto(at(`/kp-trainings/${COURSE.slug}/register`));
  await expect(page.getByRole('form', { name: 'Training registration form' })).toHaveAttribute('data-enhanced', 'true');
  await fillMpesa(page, 'Nyambura Waithera');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your phone and enter your M-Pesa PIN');
  const news = page.getByTestId('registration-news');
  await expect(news).toHaveAttribute('aria-live', 'polite');
  await expect(news.getByRole('heading', { level: 1 })).toHaveText('Check your phone and enter your M-Pesa PIN');
  await expect(news).toContainText('A payment prompt for KES 20,000.00 is on your phone.');
  const region = await news.elementHandle();

  // The page asks once it has hydrated, which a busy machine takes a while to do (the heading
  // above is the server's): the test's clock moves until the first ask, so the watcher is running.
  const beforeWatching = await statusAsks();
  await expect(async () => {
    await page.clock.runFor(2_000);
    expect(await statusAsks()).toBeGreaterThan(beforeWatching);
  }).toPass({ timeout: 30_000 });
  // Shown, it asks every 2 s.
  const shownFrom = await statusAsks();
  await page.clock.runFor(4_000);
  expect(await statusAsks()).toBe(shownFrom + 2);
  // Hidden, it asks nothing, even after the payment has ended.
  await showTab('hidden');
  const hiddenFrom = await statusAsks();
  await page.clock.runFor(20_000);
  daraja.release(daraja.pushes.at(-1)!.checkoutRequestId);
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  await expect.poll(async () => (await (await page.request.get(at(`/api/registrations/status?token=${token}`))).json()) as unknown, { timeout: 15_000 }).toEqual({ status: 'lapsed', payment: 'failed' });
  await page.clock.runFor(20_000);
  expect(await statusAsks()).toBe(hiddenFrom);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your phone and enter your M-Pesa PIN');

  // Shown again, it asks at once, and the page shows the outcome, announced by the same live region.
  await showTab('visible');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The payment did not go through');
  expect(await statusAsks()).toBe(hiddenFrom + 1);
  await expect(news).toContainText('The M-Pesa PIN entered was wrong. You can try again, or pay by invoice instead.');
  // The same element, updated in place: a live region replaced by a new one announces nothing.
  expect(await region?.evaluate((element) => element.isConnected && element.querySelector('h1')?.textContent)).toBe('The payment did not go through');

  // The same registration becomes an invoice one, shown on the same page: nothing to type again.
  const address = page.url();
  await page.getByRole('button', { name: 'Pay by invoice instead' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  expect(page.url()).toBe(address);
  await expect(page.getByText(/^PF-[A-Z0-9]{8}$/)).toBeVisible();
  await expect(page.getByText('KES 20,000.00 (VAT KES 2,758.62 included)')).toBeVisible();
  await expect(news.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  await expect(news).toContainText('We have held your seat and are emailing you the pro-forma invoice');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // axe waits on timers of its own: it runs in a browser context whose clock is not the test's.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(address);
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Your pro-forma invoice is on its way');
  await expectAccessible(fresh, 'an M-Pesa registration switched to an invoice');
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, and the status page is followed by its Check again link', async ({ page }) => {
    test.setTimeout(60_000);
    daraja.script.push({ resultCode: 0, delayMs: 1_000, receipt: 'TKL7NOJS01' });
    await page.goto(at(`/kp-trainings/${COURSE.slug}/register`));
    // Every name field shows, with a note to fill as many as the seats.
    await expect(page.getByLabel('Attendee 3')).toBeVisible();
    await fillMpesa(page, 'Mutua Kiptoo');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your phone and enter your M-Pesa PIN');
    await page.waitForTimeout(2_500);
    await page.getByRole('link', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your registration is confirmed');
    await expect(page.getByTestId('receipt')).toHaveText('TKL7NOJS01');
  });
});

test('once the training has started, Try again on a page opened before says registration has closed, and the page offers it no more', async ({ page }) => {
  test.setTimeout(90_000);
  daraja.script.push({ resultCode: 1032, resultDesc: 'Request cancelled by user', delayMs: 500 });
  await page.goto(at(`/kp-trainings/${COURSE.slug}/register`));
  await expect(page.getByRole('form', { name: 'Training registration form' })).toHaveAttribute('data-enhanced', 'true');
  await fillMpesa(page, 'Wafula Barasa');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The payment did not go through', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Staff move the training's start to an hour ago: it has started.
  const login = await page.request.post(at('/api/users/login'), { data: EDITOR });
  expect(login.status()).toBe(200);
  const saved = await page.request.patch(at(`/api/training-events/${COURSE.id}`), {
    headers: { origin: at('') },
    data: { starts: new Date(Date.now() - 3_600_000).toISOString(), ends: new Date(Date.now() + 86_400_000).toISOString(), _status: 'published' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.request.post(at('/api/users/logout'), { headers: { origin: at('') } });

  // The site reads a training's terms afresh every few seconds: once its seats answer says closed, so does Try again, and no prompt goes out.
  await expect.poll(async () => ((await (await page.request.get(at(`/api/trainings/${COURSE.id}/seats`))).json()) as { open?: boolean }).open, { timeout: 30_000 }).toBe(false);
  const pushes = daraja.pushes.length;
  const closed = 'Registration for this training has closed: it has started. Please call or email us if you still wish to attend.';
  const tryAgain = page.locator('form').filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await tryAgain.getByRole('button', { name: 'Try again' }).click();
  await expect(tryAgain.getByRole('status')).toHaveText(closed);
  expect(daraja.pushes).toHaveLength(pushes);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The payment did not go through');
  await expect(page.getByText(`The payment was cancelled on the phone. ${closed}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay by invoice instead' })).toHaveCount(0);
});
