import { statSync } from 'node:fs';
import path from 'node:path';
import { trainingsSeed } from '@/content/seed/trainings';
import { aboutCopy } from '@/content/pages';
import { podcastsSeed } from '@/content/seed/podcasts';
import { servicesSeed } from '@/content/seed/services';
import { teamSeed } from '@/content/seed/team';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { routes } from '@/lib/routes';
import { expect, test } from './fixtures';

const articles = loadSampleArticles();
const newest = articles[0]!;

/** The people of the team, as their pages head them (written out: the content is what is under test). */
const people: [path: string, h1: string, position: string][] = [
  ['/team/joseph-mwangi-kariuki', 'Joseph Mwangi Kariuki, FCPA', 'Managing Partner'],
  ['/team/grace-achieng-otieno', 'Grace Achieng Otieno, CPA', 'Partner, Audit and Assurance'],
  ['/team/david-kiprono-langat', 'David Kiprono Langat, CPA, CISA', 'Partner, IT Advisory'],
  ['/team/mercy-wanjiku-njoroge', 'Mercy Wanjiku Njoroge, CPA', 'Director, Tax'],
  ['/team/peter-omondi-ouma', 'Peter Omondi Ouma, CPA', 'Director, Business Advisory'],
  ['/team/faith-nduta-kamau', 'Faith Nduta Kamau, CPS(K)', 'Head of Company Secretarial'],
  ['/team/brian-mutua-musyoka', 'Brian Mutua Musyoka, CPA', 'Manager, Outsourced Accounting'],
  ['/team/esther-chebet-rotich', 'Esther Chebet Rotich, CHRP(K)', 'Lead, HR and Recruitment'],
  ['/team/ibrahim-hassan-abdi', 'Ibrahim Hassan Abdi, CPA', 'Manager, Audit'],
  ['/team/lucy-wairimu-gitau', 'Lucy Wairimu Gitau, ACCA', 'Lead, Training and Learning'],
];

/** The services, as their pages head them. */
const serviceHeadings: [path: string, h1: string][] = [
  ['/service/auditing-and-assurance', 'Auditing and Assurance'],
  ['/service/outsourced-accounting', 'Outsourced Accounting'],
  ['/service/tax-consulting', 'Tax Consulting'],
  ['/service/business-advisory', 'Business Advisory'],
  ['/service/it-advisory', 'IT Advisory'],
  ['/service/training-and-workshops', 'Training and Workshops'],
  ['/service/company-secretarial-services', 'Company Secretarial Services'],
  ['/service/outsourced-hr-and-recruitment', 'Outsourced HR and Recruitment Services'],
];

/** The events, as their pages head them. */
const eventHeadings: [path: string, h1: string, ticket: string][] = [
  ['/kp-trainings/tax-updates-seminar-2025', 'Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance', 'ksh.35,000'],
  ['/kp-trainings/fundraising-for-nonprofits-training', 'Fundraising and Resource Mobilisation Training for Nonprofits', 'ksh.20,000'],
];

/**
 * The years a page can show in its footer: it was rendered at the build or later, and before
 * its answer (the answer's `Date`), by the server's clock; a day either side for the time zone
 * the footer counts in. One year, except around New Year.
 */
function yearsOfRendering(answeredAt: string | undefined): number[] {
  const day = 24 * 60 * 60 * 1000;
  const built = statSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')).mtimeMs;
  const first = new Date(built - day).getUTCFullYear();
  const last = new Date(new Date(answeredAt ?? Date.now()).getTime() + day).getUTCFullYear();
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Every route of docs/site.md (and the legal and CSR pages), with its heading and a piece of its content. */
const pages: { path: string; h1: string | RegExp; content: (string | RegExp)[] }[] = [
  { path: routes.home, h1: 'Trusted advisers for businesses that intend to last', content: ['Explore Services', 'Trusted by World Class Brands', 'Request Service Now'] },
  { path: routes.about, h1: 'Our story', content: [aboutCopy.story.heading, aboutCopy.mission.heading, 'View careers'] },
  { path: routes.team, h1: 'Meet our leadership team', content: [teamSeed[0]!.name, teamSeed[9]!.name] },
  ...people.map(([path, h1, position]) => ({ path, h1, content: [position] })),
  { path: routes.services, h1: 'Our Services', content: ['Who we serve', 'How we work with you', 'Frequently asked questions'] },
  ...serviceHeadings.map(([path, h1]) => ({ path, h1, content: [servicesSeed.find((service) => routes.service(service.slug) === path)?.description ?? `${path} is a service`] })),
  { path: routes.articles, h1: 'News & Insights', content: [newest.title] },
  { path: routes.article(newest.slug), h1: newest.title, content: ['Published on:', 'Related Articles'] },
  { path: routes.podcasts, h1: 'The Kilele Partners Podcast', content: podcastsSeed.map((episode) => episode.title) },
  { path: routes.trainings, h1: 'Events & Trainings', content: ['Past Events', ...trainingsSeed.map((event) => event.title)] },
  ...eventHeadings.map(([path, h1, ticket]) => ({ path, h1, content: [`${ticket} VAT Inc`] })),
  { path: routes.careers, h1: 'Careers', content: ['Open Positions (1)', 'Tax Manager', 'Outsourced Career Opportunities'] },
  { path: routes.contact, h1: 'Get in touch', content: ['+254 20 765 4321', 'Show interactive map'] },
  { path: routes.booking, h1: 'Book a consultation', content: ['Select Service'] },
  { path: routes.network, h1: 'Meridian International', content: [] },
  { path: routes.csr, h1: 'Corporate social responsibility', content: ['Financial literacy for young people'] },
  { path: routes.privacy, h1: 'Privacy policy', content: ['Data Protection Act'] },
  { path: routes.terms, h1: 'Terms & Conditions', content: [] },
  { path: routes.cookies, h1: 'Cookie policy', content: [] },
];

// What a page says is the same at every width: once, at desktop width. Each kind's layout at
// 375 px is checked by the phone's axe walk (audit-a11y.spec.ts) and its images by delivery.spec.ts.
for (const { path, h1, content } of pages) {
  test(`${path} answers 200 with its content`, { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const text of content) {
      await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    }
    // Chrome on every page: the header's logo link home and the footer's copyright line, in a
    // year of the server's clock while it rendered the page.
    await expect(page.getByRole('link', { name: 'Kilele Partners' }).first()).toHaveAttribute('href', '/');
    const years = yearsOfRendering(response?.headers()['date']).join('|');
    await expect(page.locator('footer').getByText(new RegExp(`^© (${years}) Kilele Partners LLP\\.`))).toBeVisible();
  });
}

test('the home page shows 6 services, 3 episodes and the 3 newest articles', async ({ page }) => {
  await page.goto(routes.home);
  const serviceLinks = page.locator('#services').getByRole('heading', { level: 3 }).getByRole('link');
  await expect(serviceLinks).toHaveCount(6);
  await expect(serviceLinks.first()).toHaveAttribute('href', `/service/${servicesSeed[0]!.slug}`);
  await expect(page.locator('#podcast').getByRole('link', { name: /Listen Now/ })).toHaveCount(3);
  const articleLinks = page.locator('#insights').getByRole('heading', { level: 3 }).getByRole('link');
  await expect(articleLinks).toHaveText(articles.slice(0, 3).map((article) => article.title));
  await expect(page.getByRole('link', { name: 'Request Service Now' })).toHaveAttribute('href', routes.booking);
  await expect(page.locator('#affiliations img')).toHaveCount(4);
});

test('podcast episodes open the video site in a new tab, newest first', async ({ page }) => {
  await page.goto(routes.podcasts);
  const listen = page.getByRole('link', { name: /Listen Now/ });
  await expect(listen).toHaveCount(4);
  for (const [index, episode] of podcastsSeed.entries()) {
    await expect(listen.nth(index)).toHaveAttribute('href', episode.href);
    await expect(listen.nth(index)).toHaveAttribute('target', '_blank');
    await expect(listen.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(podcastsSeed.map((episode) => episode.title));
});

test('an event shows its facts, Register only with a link, and an .ics download', async ({ page, request }) => {
  for (const event of trainingsSeed) {
    await page.goto(routes.event(event.slug));
    for (const label of ['Date', 'Time', 'Venue', 'Ticket']) {
      await expect(page.locator('dt', { hasText: label })).toBeVisible();
    }
    const shown: Record<string, string> = { 'tax-updates-seminar-2025': '29th - 30th May 2025', 'fundraising-for-nonprofits-training': '13th March 2025' };
    await expect(page.getByText(shown[event.slug]!, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(event.link ? 1 : 0);
    const calendar = page.getByRole('link', { name: 'Add to calendar' });
    await expect(calendar).toHaveAttribute('href', routes.eventCalendar(event.slug));
  }
  const event = trainingsSeed[0]!;
  const ics = await request.get(routes.eventCalendar(event.slug));
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const body = await ics.text();
  expect(body).toContain('BEGIN:VEVENT');
  expect(body).toContain('DTSTART:20250529T060000Z');
});

test('careers: JD downloads are PDFs and Apply opens a new tab', async ({ page, request }) => {
  await page.goto(routes.careers);
  const downloads = page.getByRole('link', { name: /Download JD/ });
  await expect(downloads).toHaveCount(5);
  for (const href of await downloads.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    const pdf = await request.get(href);
    expect(pdf.status(), href).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  const apply = page.getByRole('link', { name: /^Apply/ });
  await expect(apply).toHaveCount(5);
  for (const link of await apply.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the HR service page shows the outsourced roles; others do not', async ({ page }) => {
  await page.goto(routes.service('outsourced-hr-and-recruitment'));
  await expect(page.getByRole('heading', { name: 'Outsourced Career Opportunities', exact: true })).toBeVisible();
  await page.goto(routes.service('tax-consulting'));
  await expect(page.getByRole('heading', { name: 'Outsourced Career Opportunities', exact: true })).toHaveCount(0);
  const related = page.locator('#related-articles').getByRole('heading', { level: 3 });
  const taxArticles = articles.filter((article) => article.categories.includes('tax-consulting'));
  await expect(related).toHaveCount(Math.min(6, taxArticles.length));
});

test('the contact map loads only when asked', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('google.')) mapRequests.push(request.url());
  });
  await page.route(/google\./, (route) => route.fulfill({ status: 200, body: '<title>map</title>' }));
  await page.goto(routes.contact);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  await page.getByRole('button', { name: 'Show interactive map' }).click();
  await expect(page.locator('iframe[title^="Map of"]')).toBeVisible();
});

test('pages carry the structured data of their kind', async ({ page }) => {
  // One visit per kind of page: the budget of several tests.
  test.setTimeout(60_000);
  const types = async (path: string) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((text) => {
      const data = JSON.parse(text) as { '@type'?: string; '@graph'?: { '@type': string }[] };
      return data['@graph'] ? data['@graph'].map((item) => item['@type']) : [data['@type']];
    });
  };
  expect(await types(routes.home)).toEqual(['AccountingService', 'WebSite']);
  expect(await types(routes.services)).toEqual(['BreadcrumbList', 'FAQPage']);
  expect(await types(routes.member(teamSeed[0]!.slug))).toEqual(['BreadcrumbList', 'Person']);
  expect(await types(routes.event(trainingsSeed[0]!.slug))).toEqual(['BreadcrumbList', 'Event']);
  expect(await types(routes.careers)).toEqual(['BreadcrumbList', ...Array(5).fill('JobPosting')]);
  expect(await types(routes.podcasts)).toEqual(['BreadcrumbList', ...Array(4).fill('PodcastEpisode')]);
  expect(await types(routes.article(newest.slug))).toEqual(['BreadcrumbList', 'BlogPosting']);
  expect(await types(routes.privacy)).toEqual(['BreadcrumbList']);
});
