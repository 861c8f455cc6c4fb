/**
 * The specification's texts, labels, timings and counts, written out below as the firm wrote
 * them and checked against the site as Chromium renders it from the built server. Nothing
 * here is imported from the site's own modules: changing a message, a button label, a timing
 * or a count in the code fails this file, however the code is arranged (docs/testing.md).
 *
 * Where the product deliberately departs from the original spec (legal pages of their own,
 * the popup's 30-day memory) the product's reading is the one written here; docs/testing.md
 * lists them.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** Everything this file checks, in one place. */
const spec = {
  validation: {
    subscribe: { email: 'This input is required' },
    contact: {
      name: 'Name input is required',
      email: 'Email input is required',
      subject: 'Subject input is required',
      content: 'Message input is required',
    },
    booking: {
      name: 'Name input is required',
      email: 'Email input is required',
      phone: 'Phone number input is required',
      industry: 'Industry input is required',
      service: 'Service input is required',
    },
  },
  buttons: {
    contact: ['Submit Message', 'Submitting...', 'Submitted', 'Submit Message'],
    booking: ['Book Consultation', 'Booking...', 'Booked', 'Book Consultation'],
    subscribe: 'Subscribe',
  },
  subscribePlaceholder: 'Your email address',
  timings: {
    /** Contact and booking: the label and message return to idle. */
    leadFormResetMs: 4_000,
    /** Subscribe: the server's message shows, then clears. */
    subscribeMessageMs: 4_500,
    /** The article popup appears. */
    popupDelayMs: 10_000,
    /** The mobile sidebar's closing clean-up. */
    sidebarCleanupMs: 2_000,
    /** Once closed, the popup stays away. */
    popupMemoryMs: 30 * 24 * 60 * 60 * 1000,
    /** IT Advisory: a tab click scrolls the page here. */
    tabScrollPx: 600,
  },
  counts: {
    faqItems: 6,
    people: 10,
    episodes: 4,
    industries: 21,
    bookableServices: 7,
    events: 2,
    openings: 1,
    outsourcedRoles: 4,
    homeServices: 6,
    homeEpisodes: 3,
    homeArticles: 3,
    affiliationLogos: 4,
    articleRelated: 3,
    serviceRelatedAtMost: 6,
  },
  faqTopics: [/tailored|custom/i, /benefits of an audit/i, /advisory differ/i, /confidential.*secure|data security/i, /tax planning/i, /small and medium|SME/i],
  episodes: [
    'Built to Last: 40 Years of Purpose, Integrity & Impact',
    'Exploring the future of accounting, embracing e-TIMS and digital transformation',
    'Navigating Tax Season: Tips and Tricks for Kenyan Taxpayers',
    'Inside the firm: Empowering Businesses Across Africa',
  ],
  industryPlaceholder: 'Select Industry',
  industries: [
    'Manufacturing',
    'Agriculture',
    'Banking and Capital Markets',
    'Chemicals',
    'Consumer Packaged Goods',
    'Government',
    'Healthcare',
    'Insurance',
    'Mining and Metals',
    'Life Sciences',
    'Media and Entertainment',
    'Transport and Logistics',
    'Oil and Gas',
    'Power and Utilities',
    'Private Equity',
    'Retail',
    'Technology',
    'Hospitality',
    'Real Estate',
    'Wealth and Asset Management',
    'Telecommunications',
  ],
  servicePlaceholder: 'Select Service',
  bookableServices: [
    'Audit and Assurance',
    'Tax Consultation',
    'Outsourced Accounting',
    'Business Advisory',
    'Outsourced Hr and Recruitment',
    'Company Secretarial Services',
    'ICT Advisory',
  ],
  serviceTitles: [
    'Auditing and Assurance',
    'Outsourced Accounting',
    'Tax Consulting',
    'Business Advisory',
    'IT Advisory',
    'Training and Workshops',
    'Company Secretarial Services',
    'Outsourced HR and Recruitment Services',
  ],
  serviceParams: [
    'auditing-and-assurance',
    'outsourced-accounting',
    'tax-consulting',
    'business-advisory',
    'it-advisory',
    'training-and-workshops',
    'company-secretarial-services',
    'outsourced-hr-and-recruitment',
  ],
  events: {
    heading: 'Past Events',
    more: 'Explore More',
    facts: ['Date', 'Time', 'Venue', 'Ticket'],
    tickets: ['ksh.35,000 VAT Inc', 'ksh.20,000 VAT Inc'],
    venue: /Kilimani, Nairobi/,
    seminar: { date: /29.*30.*May 2025/, time: /9:00\s*am\s*-\s*5:00\s*pm/i },
    fundraising: { date: /13.*March 2025/ },
  },
  careers: {
    openings: 'Open Positions (1)',
    opening: { title: 'Tax Manager', type: 'Full time', location: 'Nairobi' },
    actions: ['Download JD', 'Apply'],
    outsourcedHeading: 'Outsourced Career Opportunities',
    outsourced: [
      { title: 'Chief Operations Officer', location: 'Nairobi' },
      { title: 'Finance Manager', location: 'Nairobi' },
      { title: 'Accountant', location: 'Nairobi' },
      { title: 'Finance Administration Officer', location: 'Nakuru' },
    ],
  },
  home: {
    explore: { label: 'Explore Services', href: '/services' },
    association: { title: 'A member of Meridian International', href: '/meridian-international' },
    affiliations: 'Trusted by World Class Brands',
    requestService: { label: 'Request Service Now', href: '/book-consultation' },
    podcastHref: '/insights/podcasts',
    articlesHref: '/insights/articles',
    aboutHref: '/about-us',
  },
  figures: ['40', '10k', '50'],
  header: ['Home', 'About', 'Services', 'Insights', 'Contact'],
  headerAction: { label: 'Book Consultation', href: '/book-consultation' },
  headerAbout: [
    { name: 'Our story', href: '/about-us' },
    { name: 'Team', href: '/team' },
    { name: 'Trainings', href: '/kp-trainings' },
    { name: 'Careers', href: '/careers' },
  ],
  headerInsights: [
    { name: 'Articles', href: '/insights/articles' },
    { name: 'Podcast', href: '/insights/podcasts' },
  ],
  sidebar: {
    top: ['Home', 'About Us', 'Services', 'Insights', 'Contact', 'Book Consultation'],
    about: [
      { name: 'Our story', href: '/about-us' },
      { name: 'Team', href: '/kp-team' },
      { name: 'Careers', href: '/careers' },
      { name: 'CSR', href: '/kp-csr' },
    ],
    servicesCount: 6,
    servicePaths: [
      '/service/audit-and-assurance',
      '/service/tax-consultation',
      '/service/ict-advisory',
      '/service/outsourcing',
      '/service/training',
    ],
    insights: '/insights',
  },
  footer: {
    columns: ['Company', 'Services', 'Legal'],
    legal: ['Privacy policy', 'Terms & Conditions', 'Cookie policy'],
    socials: ['Facebook', 'X', 'Instagram', 'LinkedIn', 'YouTube', 'Podcast'],
    phones: 3,
  },
  articles: {
    filter: 'Filter',
    year: 'Year',
    service: 'Service',
    /** The spec's blog tagged Tax Consulting only; the Service filter lists the services that have articles. */
    serviceOption: 'Tax Consulting',
    published: /^Published on: (January|February|March|April|May|June|July|August|September|October|November|December) [1-9]\d?, \d{4}$/,
    related: 'Related Articles',
  },
  it: { title: 'IT Advisory', href: '/service/it-advisory' },
  hrService: '/service/outsourced-hr-and-recruitment',
  contactHref: '/contact-us',
  bookingHref: '/book-consultation',
} as const;

/** The server answers the same markup at every width: checked once, on the desktop project. */
const onceAtDesktop = { tag: '@desktop' };

/** Paused at this instant, only `runFor` moves the page's clock, so the spec's timings can be measured exactly. */
const clockStart = new Date('2030-03-02T06:00:00.000Z');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** Waits until JavaScript has taken over the page's forms (before that, a submit is a plain post). */
async function gotoEnhanced(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-enhanced="true"]').first()).toBeAttached();
}

/** Holds the next server action post until `release` is called, so "in flight" can be seen. */
async function holdNextAction(page: Page) {
  let release: (action: (route: Route) => Promise<void>) => void = () => undefined;
  const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  let taken = false;
  await page.route(
    (url) => url.origin === new URL(page.url()).origin,
    async (route) => {
      const request = route.request();
      if (taken || request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback();
      taken = true;
      arrived();
      await (await released)(route);
    },
  );
  return { seen, release };
}

/** The message a field shows beneath it, through its `aria-describedby`. */
async function expectFieldMessage(form: Locator, label: string, text: string) {
  const control = form.getByLabel(label, { exact: true });
  await expect(control, label).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await control.getAttribute('aria-describedby');
  expect(describedBy, `${label}: aria-describedby`).toBeTruthy();
  await expect(form.page().locator(`[id="${describedBy}"]`), label).toHaveText(text);
}

test.describe('validation messages and button labels, with JavaScript', onceAtDesktop, () => {
  test('contact form: the four required messages, then Submit Message, Submitting..., Submitted and back after 4 s', async ({ page }) => {
    const { contact } = spec.validation;
    const [idle, submitting, submitted, back] = spec.buttons.contact;
    await page.clock.install({ time: clockStart });
    await gotoEnhanced(page, spec.contactHref);
    const form = page.getByRole('form', { name: 'Contact form' });
    const button = form.getByRole('button');
    await expect(button).toHaveText(idle);

    await button.click();
    await expectFieldMessage(form, 'Name', contact.name);
    await expectFieldMessage(form, 'Email', contact.email);
    await expectFieldMessage(form, 'Subject', contact.subject);
    await expectFieldMessage(form, 'Message', contact.content);
    await expect(form.getByLabel('Company (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name', { exact: true }).fill('Wambui Kariuki');
    await form.getByLabel('Email', { exact: true }).fill(`wambui.${unique()}@example.com`);
    await form.getByLabel('Subject', { exact: true }).fill('Audit quote');
    await form.getByLabel('Message', { exact: true }).fill('Please call me about an audit.');
    await page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));
    const held = await holdNextAction(page);
    await button.click();
    await held.seen;
    await expect(button).toHaveText(submitting);
    await expect(form.getByTestId('form-loading')).toBeVisible();
    held.release((route) => route.continue());
    await expect(button).toHaveText(submitted);
    const message = form.getByRole('status');
    await expect(message).not.toHaveText('');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');

    await page.clock.runFor(spec.timings.leadFormResetMs - 100);
    await expect(button).toHaveText(submitted);
    await expect(message).not.toHaveText('');
    await page.clock.runFor(100);
    await expect(button).toHaveText(back);
    await expect(message).toHaveText('');
  });

  test('booking form: the five required messages, then Book Consultation, Booking..., Booked and back after 4 s', async ({ page }) => {
    const { booking } = spec.validation;
    const [idle, booking_, booked, back] = spec.buttons.booking;
    await page.clock.install({ time: clockStart });
    await gotoEnhanced(page, spec.bookingHref);
    const form = page.getByRole('form', { name: 'Consultation booking form' });
    const button = form.getByRole('button');
    await expect(button).toHaveText(idle);

    await button.click();
    await expectFieldMessage(form, 'Name', booking.name);
    await expectFieldMessage(form, 'Email', booking.email);
    await expectFieldMessage(form, 'Phone number', booking.phone);
    await expectFieldMessage(form, 'Industry', booking.industry);
    await expectFieldMessage(form, 'Service', booking.service);

    await form.getByLabel('Name', { exact: true }).fill('Halima Abdi');
    await form.getByLabel('Email', { exact: true }).fill(`halima.${unique()}@example.com`);
    await form.getByLabel('Phone number', { exact: true }).fill('0712 345 678');
    await form.getByLabel('Industry', { exact: true }).selectOption(spec.industries[17]);
    await form.getByLabel('Service', { exact: true }).selectOption(spec.bookableServices[3]);
    await page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));
    const held = await holdNextAction(page);
    await button.click();
    await held.seen;
    await expect(button).toHaveText(booking_);
    held.release((route) => route.continue());
    await expect(button).toHaveText(booked);
    const message = form.getByRole('status');
    await expect(message).not.toHaveText('');
    await expect(form.getByLabel('Service', { exact: true })).toHaveValue('');

    await page.clock.runFor(spec.timings.leadFormResetMs - 100);
    await expect(button).toHaveText(booked);
    await expect(message).not.toHaveText('');
    await page.clock.runFor(100);
    await expect(button).toHaveText(back);
    await expect(message).toHaveText('');
  });

  test('footer subscribe: an email input, This input is required, a spinner while sending, the message for 4.5 s', async ({ page }) => {
    await page.clock.install({ time: clockStart });
    await gotoEnhanced(page, spec.home.aboutHref);
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByLabel('Email address');
    const button = form.getByRole('button', { name: spec.buttons.subscribe });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('placeholder', spec.subscribePlaceholder);

    await button.click();
    await expect(form.getByText(spec.validation.subscribe.email, { exact: true })).toBeVisible();

    await email.fill(`reader.${unique()}@example.com`);
    await page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));
    const held = await holdNextAction(page);
    await button.click();
    await held.seen;
    await expect(button.locator('[aria-hidden="true"]')).toBeVisible();
    held.release((route) => route.continue());
    const message = form.getByRole('status');
    await expect(message).not.toHaveText('');
    await expect(button.locator('[aria-hidden="true"]')).toHaveCount(0);
    await expect(email).toHaveValue('');

    await page.clock.runFor(spec.timings.subscribeMessageMs - 100);
    await expect(message).not.toHaveText('');
    await page.clock.runFor(100);
    await expect(message).toHaveText('');
  });
});

test.describe('validation messages without JavaScript, from the server', onceAtDesktop, () => {
  test.use({ javaScriptEnabled: false });

  test('contact form: the four required messages beneath the fields', async ({ page }) => {
    await page.goto(spec.contactHref);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: spec.buttons.contact[0] }).click();
    await page.waitForLoadState();
    const { contact } = spec.validation;
    await expectFieldMessage(form, 'Name', contact.name);
    await expectFieldMessage(form, 'Email', contact.email);
    await expectFieldMessage(form, 'Subject', contact.subject);
    await expectFieldMessage(form, 'Message', contact.content);
  });

  test('booking form: the five required messages beneath the fields', async ({ page }) => {
    await page.goto(spec.bookingHref);
    const form = page.getByRole('form', { name: 'Consultation booking form' });
    await form.getByRole('button', { name: spec.buttons.booking[0] }).click();
    await page.waitForLoadState();
    const { booking } = spec.validation;
    await expectFieldMessage(form, 'Name', booking.name);
    await expectFieldMessage(form, 'Email', booking.email);
    await expectFieldMessage(form, 'Phone number', booking.phone);
    await expectFieldMessage(form, 'Industry', booking.industry);
    await expectFieldMessage(form, 'Service', booking.service);
  });

  test('footer subscribe: This input is required', async ({ page }) => {
    await page.goto(spec.home.aboutHref);
    const form = () => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    await form().getByRole('button', { name: spec.buttons.subscribe }).click();
    await page.waitForLoadState();
    await expect(form().getByText(spec.validation.subscribe.email, { exact: true })).toBeVisible();
  });
});

test.describe('the article popup', onceAtDesktop, () => {
  /** An article from the listing, as a visitor would find it. */
  async function articlePaths(page: Page): Promise<string[]> {
    await page.goto(spec.home.articlesHref);
    const hrefs = await page.locator('main a[href^="/insights/article/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const unique = [...new Set(hrefs)];
    expect(unique.length, 'articles on the listing').toBeGreaterThanOrEqual(3);
    return unique;
  }

  test('appears 10 s after an article opens, with a plain text input, This input is required and the placeholder', async ({ page }) => {
    const [article] = await articlePaths(page);
    await page.clock.install({ time: clockStart });
    await page.clock.pauseAt(new Date(clockStart.getTime() + 1_000));
    await page.goto(article!);
    await hydrated(page);
    const popup = page.getByRole('dialog');
    await page.clock.runFor(spec.timings.popupDelayMs - 100);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(popup).toBeVisible();
    const email = popup.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'text');
    await expect(email).toHaveAttribute('placeholder', spec.subscribePlaceholder);
    await popup.getByRole('button', { name: spec.buttons.subscribe }).click();
    await expect(popup.getByText(spec.validation.subscribe.email, { exact: true })).toBeVisible();
  });

  test('once closed, stays away for 30 days on every article, and returns after', async ({ page }) => {
    const [first, second, third] = await articlePaths(page);
    await page.clock.install({ time: clockStart });
    await page.clock.pauseAt(new Date(clockStart.getTime() + 1_000));
    await page.goto(first!);
    await hydrated(page);
    const popup = page.getByRole('dialog');
    await page.clock.runFor(spec.timings.popupDelayMs);
    await expect(popup).toBeVisible();
    const closedAt = await page.evaluate(() => Date.now());
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);

    // A minute short of 30 days: another article, and well past its 10 s, no popup.
    await page.clock.setSystemTime(new Date(closedAt + spec.timings.popupMemoryMs - 60_000));
    await page.goto(second!);
    await hydrated(page);
    await page.clock.runFor(spec.timings.popupDelayMs * 2);
    await expect(popup).toHaveCount(0);

    // 30 days and a minute: it returns, 10 s after the article opens.
    await page.clock.setSystemTime(new Date(closedAt + spec.timings.popupMemoryMs + 60_000));
    await page.goto(third!);
    await hydrated(page);
    await page.clock.runFor(spec.timings.popupDelayMs - 100);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(popup).toBeVisible();
  });
});

// The sidebar is the phone menu.
test.describe('the mobile sidebar', { tag: '@phone' }, () => {

  test('its entries and their own paths', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const nav = dialog.getByRole('navigation');
    const top = nav.locator(':scope > ul > li > :is(a, button)');
    await expect(top).toHaveText([...spec.sidebar.top]);
    await dialog.getByRole('button', { name: 'About Us' }).click();
    for (const { name, href } of spec.sidebar.about) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const services = dialog.getByRole('button', { name: 'Services' });
    await services.click();
    const serviceLinks = nav.locator(`[id="${await services.getAttribute('aria-controls')}"] a`);
    await expect(serviceLinks).toHaveCount(spec.sidebar.servicesCount);
    const hrefs = await serviceLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining([...spec.sidebar.servicePaths]));
    await expect(nav.getByRole('link', { name: 'Insights', exact: true })).toHaveAttribute('href', spec.sidebar.insights);
  });

  test('closing ends the active state within 2 s, even when no slide-out animation ends it', async ({ page }) => {
    await page.clock.install({ time: clockStart });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // No animation runs from here on, so only the clean-up timer can finish the close.
    await page.addStyleTag({ content: 'dialog, dialog * { animation: none !important; }' });
    await page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await page.clock.runFor(spec.timings.sidebarCleanupMs - 100);
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('pages: texts and counts', onceAtDesktop, () => {
  test('home: the badge, the network, 6 services, 3 episodes, 3 articles, 4 brands and the booking call', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: spec.home.explore.label })).toHaveAttribute('href', spec.home.explore.href);
    const association = main.locator('div', { has: page.getByRole('heading', { name: spec.home.association.title }) }).last();
    await expect(association.getByRole('link')).toHaveAttribute('href', spec.home.association.href);
    await expect(main.locator(`a[href="${spec.home.podcastHref}"]`).first()).toBeVisible();
    await expect(main.locator(`a[href="${spec.home.articlesHref}"]`).first()).toBeVisible();
    const serviceTitles = main.locator('#services').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(serviceTitles).toHaveCount(spec.counts.homeServices);
    const serviceHrefs = await serviceTitles.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(serviceHrefs).toEqual(spec.serviceParams.slice(0, spec.counts.homeServices).map((param) => `/service/${param}`));
    const listen = main.locator('#podcast').getByRole('link', { name: /Listen Now/ });
    await expect(listen).toHaveCount(spec.counts.homeEpisodes);
    for (const link of await listen.all()) await expect(link).toHaveAttribute('target', '_blank');
    const articles = main.locator('#insights').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(articles).toHaveCount(spec.counts.homeArticles);
    for (const link of await articles.all()) await expect(link).toHaveAttribute('href', /^\/insights\/article\/[^/]+$/);
    await expect(main.getByRole('heading', { name: spec.home.affiliations })).toBeVisible();
    await expect(main.locator('#affiliations img')).toHaveCount(spec.counts.affiliationLogos);
    await expect(main.getByRole('link', { name: spec.home.requestService.label })).toHaveAttribute('href', spec.home.requestService.href);
    await expect(main.locator(`a[href="${spec.home.aboutHref}"]`).first()).toBeVisible();
  });

  test('about: the figures and 10 people, each at the slug of their name', async ({ page }) => {
    await page.goto(spec.home.aboutHref);
    const main = page.locator('main');
    for (const figure of spec.figures) await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
    const people = main.locator('a[href^="/team/"]');
    await expect(people).toHaveCount(spec.counts.people);
    for (const person of await people.all()) {
      const name = (await person.textContent()) ?? '';
      // "Joseph Mwangi Kariuki, FCPA" → /team/joseph-mwangi-kariuki
      const slug = name.split(',')[0]!.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await expect(person, name).toHaveAttribute('href', `/team/${slug}`);
    }
    await page.goto('/team');
    await expect(page.locator('main a[href^="/team/"]')).toHaveCount(spec.counts.people);
  });

  test('services: every service but View All, with its page, and 6 FAQ items that toggle', async ({ page }) => {
    await page.goto('/services');
    const cards = page.locator('#all-services').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(cards).toHaveText([...spec.serviceTitles]);
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(spec.serviceParams.map((param) => `/service/${param}`));
    await expect(page.locator('#all-services').getByText('View All Services')).toHaveCount(0);
    const questions = page.locator('#faq summary');
    await expect(questions).toHaveCount(spec.counts.faqItems);
    const texts = await questions.allTextContents();
    spec.faqTopics.forEach((topic, index) => expect(texts[index], String(topic)).toMatch(topic));
    const item = page.locator('#faq details').nth(2);
    await questions.nth(2).click();
    await expect(item).toHaveAttribute('open', '');
    await questions.nth(2).click();
    await expect(item).not.toHaveAttribute('open');
  });

  test('IT Advisory: the first tab is active and a tab click scrolls to 600 px', async ({ page }) => {
    await page.goto(spec.it.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.it.title);
    await hydrated(page);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(spec.timings.tabScrollPx);
  });

  test('a service page shows at most 6 related articles, dated MMMM D, YYYY; the HR service shows the outsourced roles', async ({ page }) => {
    await page.goto('/service/tax-consulting');
    const related = page.locator('#related-articles');
    await expect(related.getByRole('heading', { level: 2 })).toHaveText(spec.articles.related);
    const cards = related.getByRole('heading', { level: 3 });
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(spec.counts.serviceRelatedAtMost);
    for (const date of await related.locator('time').allTextContents()) {
      expect(`Published on: ${date}`).toMatch(spec.articles.published);
    }
    const outsourced = page.getByRole('region', { name: spec.careers.outsourcedHeading, exact: true });
    await expect(outsourced).toHaveCount(0);
    await page.goto(spec.hrService);
    await expect(outsourced.getByRole('heading', { level: 3 })).toHaveText(spec.careers.outsourced.map((role) => role.title));
  });

  test('podcasts: 4 episodes, Episode 4 down to 1, each opening the video in a new tab', async ({ page }) => {
    await page.goto(spec.home.podcastHref);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([...spec.episodes]);
    await expect(main.getByText(/^Episode \d$/)).toHaveText(['Episode 4', 'Episode 3', 'Episode 2', 'Episode 1']);
    const listen = main.getByRole('link', { name: /Listen Now/ });
    await expect(listen).toHaveCount(spec.counts.episodes);
    for (const link of await listen.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('booking: 21 industries and 7 bookable services after their placeholders', async ({ page }) => {
    await page.goto(spec.bookingHref);
    const form = page.getByRole('form', { name: 'Consultation booking form' });
    const industries = form.getByLabel('Industry', { exact: true }).locator('option');
    await expect(industries).toHaveText([spec.industryPlaceholder, ...spec.industries]);
    expect(spec.industries).toHaveLength(spec.counts.industries);
    const services = form.getByLabel('Service', { exact: true }).locator('option');
    await expect(services).toHaveText([spec.servicePlaceholder, ...spec.bookableServices]);
    expect(spec.bookableServices).toHaveLength(spec.counts.bookableServices);
    await expect(services.first()).toHaveAttribute('value', '');
    await expect(form.getByLabel('Phone number', { exact: true })).toHaveAttribute('inputmode', 'numeric');
  });

  test('events: Past Events lists 2, each with its facts, ticket in VAT Inc and Explore More', async ({ page }) => {
    await page.goto('/kp-trainings');
    const past = page.getByRole('region', { name: spec.events.heading, exact: true });
    const more = past.getByRole('link', { name: new RegExp(spec.events.more) });
    await expect(more).toHaveCount(spec.counts.events);
    for (const label of spec.events.facts) await expect(past.locator('dt', { hasText: label })).toHaveCount(spec.counts.events);
    await expect(past.getByText(/ksh\.[\d,]+ VAT Inc/)).toHaveText([...spec.events.tickets]);
    const hrefs = await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

    await page.goto(hrefs[0]!);
    const facts = page.locator('dl').first();
    await expect(facts).toContainText(spec.events.seminar.date);
    await expect(facts).toContainText(spec.events.seminar.time);
    await expect(facts).toContainText(spec.events.venue);
    await expect(facts).toContainText(spec.events.tickets[0]);
    await page.goto(hrefs[1]!);
    await expect(page.locator('dl').first()).toContainText(spec.events.fundraising.date);
    await expect(page.locator('dl').first()).toContainText(spec.events.tickets[1]);
  });

  test('careers: 1 open position and 4 outsourced roles, each with Download JD and Apply', async ({ page }) => {
    await page.goto('/careers');
    const main = page.locator('main');
    const open = main.getByRole('region', { name: spec.careers.openings, exact: true });
    await expect(open).toBeVisible();
    await expect(open.getByRole('heading', { level: 3 })).toHaveText([spec.careers.opening.title]);
    expect(spec.counts.openings).toBe(1);
    await expect(open).toContainText(spec.careers.opening.type);
    await expect(open).toContainText(spec.careers.opening.location);
    const outsourced = main.getByRole('region', { name: spec.careers.outsourcedHeading, exact: true });
    const roles = outsourced.locator('article');
    await expect(roles.getByRole('heading', { level: 3 })).toHaveText(spec.careers.outsourced.map((role) => role.title));
    expect(spec.careers.outsourced).toHaveLength(spec.counts.outsourcedRoles);
    for (const [index, { location }] of spec.careers.outsourced.entries()) {
      await expect(roles.nth(index)).toContainText(location);
    }
    for (const section of [open, outsourced]) {
      const count = await section.getByRole('heading', { level: 3 }).count();
      for (const action of spec.careers.actions) {
        await expect(section.getByRole('link').filter({ hasText: new RegExp(`^\\s*${action}\\s*$`) })).toHaveCount(count);
      }
    }
  });

  test('articles: the Filter toggle, Year and Service (only Tax Consulting), and an article with 3 related, dated MMMM D, YYYY', async ({ page }) => {
    await page.goto(spec.home.articlesHref);
    const toggle = page.locator('summary', { hasText: spec.articles.filter });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.locator('summary', { hasText: spec.articles.year })).toBeVisible();
    const service = page.locator('summary', { hasText: spec.articles.service }).last();
    await service.click();
    const menu = page.locator('details', { has: service });
    const options = (await menu.getByRole('link').allTextContents()).map((text) => text.trim()).filter((text) => text !== 'All');
    expect(options).toContain(spec.articles.serviceOption);
    for (const option of options) expect(spec.serviceTitles, option).toContain(option);
    await menu.getByRole('link', { name: spec.articles.serviceOption, exact: true }).click();
    await expect(page).toHaveURL(/[?&]service=tax-consulting/);
    await expect(page.locator('main a[href^="/insights/article/"]').first()).toBeVisible();

    const article = await page.locator('main a[href^="/insights/article/"]').first().getAttribute('href');
    await page.goto(article!);
    await expect(page.getByText(/^Published on:/)).toHaveText(spec.articles.published);
    const related = page.locator('#related');
    await expect(related.getByRole('heading', { level: 2 })).toHaveText(spec.articles.related);
    await expect(related.getByRole('heading', { level: 3 })).toHaveCount(spec.counts.articleRelated);
  });

  test('header: its entries and dropdowns; footer: its columns, legal pages, 3 phones and 6 social links in new tabs', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > ul > li > :is(a, button)')).toHaveText([...spec.header]);
    const links = await nav.locator('a').evaluateAll((anchors) => anchors.map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute('href') })));
    expect(links).toEqual(expect.arrayContaining([...spec.headerAbout, ...spec.headerInsights]));
    await expect(page.getByRole('banner').getByRole('link', { name: spec.headerAction.label, exact: true })).toHaveAttribute(
      'href',
      spec.headerAction.href,
    );
    const footer = page.getByRole('contentinfo');
    for (const column of spec.footer.columns) await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(legal).toHaveText([...spec.footer.legal]);
    for (const link of await legal.all()) await expect(link).not.toHaveAttribute('href', '/');
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(spec.footer.phones);
    const socials = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(socials).toHaveCount(spec.footer.socials.length);
    for (const [index, name] of spec.footer.socials.entries()) {
      await expect(socials.nth(index)).toContainText(name);
      await expect(socials.nth(index)).toHaveAttribute('target', '_blank');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
