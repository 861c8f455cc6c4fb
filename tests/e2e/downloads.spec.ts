/**
 * The files the site offers besides its pages, read as the programs that open them read
 * them: the RSS feed by an XML parser (Chromium's), each "Add to calendar" file by an
 * iCalendar parser (ical.js), each job description by a PDF text extractor (unpdf, which
 * is PDF.js). A feed reader, a calendar or a PDF viewer that cannot open a file is as broken
 * as a 404, whatever the headers say.
 */
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';

type FeedItem = { title: string; link: string; guid: string; pubDate: string; description: string };
type Feed = { error?: string; version?: string; channel?: { title: string; link: string; selfLink: string }; items: FeedItem[] };

/** Parses the feed with Chromium's XML parser, which refuses anything not well-formed. */
async function parseFeed(page: Page, xml: string): Promise<Feed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) return { error: error.textContent ?? 'parse error', items: [] };
    const child = (parent: Element | null | undefined, name: string) =>
      Array.from(parent?.children ?? []).find((element) => element.localName === name)?.textContent ?? '';
    const channel = doc.documentElement.querySelector(':scope > channel');
    const selfLink = Array.from(channel?.children ?? []).find((element) => element.localName === 'link' && element.getAttribute('rel') === 'self');
    return {
      version: doc.documentElement.localName === 'rss' ? doc.documentElement.getAttribute('version') ?? '' : `not rss: ${doc.documentElement.localName}`,
      channel: { title: child(channel, 'title'), link: child(channel, 'link'), selfLink: selfLink?.getAttribute('href') ?? '' },
      items: Array.from(channel?.querySelectorAll(':scope > item') ?? []).map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        pubDate: child(item, 'pubDate'),
        description: child(item, 'description'),
      })),
    };
  }, xml);
}

/** RFC 822 dates as RSS 2.0 requires them, e.g. `Thu, 13 Mar 2025 09:00:00 GMT`. */
const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

test('the RSS feed parses as RSS 2.0 and lists the articles, newest first, each at its page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const response = await request.get('/insights/articles/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const feed = await parseFeed(page, await response.text());
  expect(feed.error, 'the feed is well-formed XML').toBeUndefined();
  expect(feed.version).toBe('2.0');

  const { origin, paths } = await readSitemap(request);
  expect(feed.channel?.title).toBeTruthy();
  expect(feed.channel?.link).toBe(`${origin}/insights/articles`);
  expect(feed.channel?.selfLink).toBe(`${origin}/insights/articles/feed.xml`);

  const articles = new Set(paths.filter((path) => path.startsWith('/insights/article/')));
  expect(feed.items.length).toBeGreaterThan(0);
  const links = feed.items.map((item) => item.link);
  expect(new Set(links).size, 'no article twice').toBe(links.length);
  for (const item of feed.items) {
    const url = new URL(item.link);
    expect(url.origin, item.link).toBe(origin);
    expect(articles.has(url.pathname), `${url.pathname} is an article of the sitemap`).toBe(true);
    expect(item.guid, item.link).toBe(item.link);
    expect(item.pubDate, item.link).toMatch(rfc822);
    expect(item.description.length, `${item.link}: description`).toBeGreaterThan(0);
  }
  const dates = feed.items.map((item) => Date.parse(item.pubDate));
  expect(dates, 'newest first').toEqual([...dates].sort((a, b) => b - a));

  // Each item's title is its page's heading, and the newest is the listing's first card.
  for (const item of feed.items) {
    await page.goto(new URL(item.link).pathname, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 }), item.link).toHaveText(item.title);
  }
  await page.goto('/insights/articles');
  await expect(page.locator('main a[href^="/insights/article/"]').first()).toHaveAttribute('href', new URL(feed.items[0]!.link).pathname);
});

/** What each event's calendar file must say, as the trainings page and the spec give it. */
const expectedEvents: Record<string, { start: string; end: string; ticket: string }> = {
  // 29-30 May 2025, 9:00am-5:00pm in Nairobi (UTC+3).
  'Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance': {
    start: '2025-05-29T06:00:00.000Z',
    end: '2025-05-30T14:00:00.000Z',
    ticket: 'ksh.35,000 VAT Inc',
  },
  // 13 March 2025, 8:30am-4:30pm.
  'Fundraising and Resource Mobilisation Training for Nonprofits': {
    start: '2025-03-13T05:30:00.000Z',
    end: '2025-03-13T13:30:00.000Z',
    ticket: 'ksh.20,000 VAT Inc',
  },
};

test('each event’s calendar file parses as iCalendar with the event’s title, times and place', async ({ page, request }) => {
  const { origin } = await readSitemap(request);
  await page.goto('/kp-trainings');
  const eventPages = await page
    .getByRole('link', { name: /Explore More/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(eventPages).toHaveLength(Object.keys(expectedEvents).length);

  const uids = new Set<string>();
  for (const eventPage of eventPages) {
    await page.goto(eventPage);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const expected = expectedEvents[title];
    expect(expected, `an expected event titled "${title}"`).toBeDefined();
    const href = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()['content-type'], href!).toContain('text/calendar');

    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents, href!).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]);
    expect(event.summary).toBe(title);
    expect(event.startDate.toJSDate().toISOString(), `${title}: start`).toBe(expected!.start);
    expect(event.endDate.toJSDate().toISOString(), `${title}: end`).toBe(expected!.end);
    expect(event.location).toMatch(/Kilimani, Nairobi/);
    expect(event.description).toContain(expected!.ticket);
    expect(vevents[0]!.getFirstPropertyValue('url')).toBe(`${origin}${eventPage}`);
    expect(vevents[0]!.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(event.uid).toBeTruthy();
    uids.add(event.uid);
  }
  expect(uids.size, 'a different UID per event').toBe(eventPages.length);
});

test('each job description is a PDF whose text names its role', async ({ page, request }) => {
  await page.goto('/careers');
  const jobs = page.locator('main article');
  const roles = await jobs.getByRole('heading', { level: 3 }).allTextContents();
  // The one open position and the four outsourced roles.
  expect(roles).toEqual(['Tax Manager', 'Chief Operations Officer', 'Finance Manager', 'Accountant', 'Finance Administration Officer']);
  for (const [index, role] of roles.entries()) {
    const href = await jobs.nth(index).getByRole('link', { name: /Download JD/ }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()['content-type'], href!).toContain('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages, href!).toBeGreaterThan(0);
    // Its heading: "Job description", then the role on a line of its own, then the details.
    const heading = /Job description\s*\n\s*(.+?)\s*\n/.exec(text)?.[1];
    expect(heading, `${href}: the role under "Job description"`).toBe(role);
    const location = (await jobs.nth(index).locator('p').first().textContent())?.trim().split(/\s+/).at(-1) ?? '';
    expect(text, `${href}: the place of work shown on the page`).toContain(location);
    // More than a title: the description of the job.
    expect(text.replace(/\s+/g, ' ').length, `${href}: text`).toBeGreaterThan(1_000);
  }
});
