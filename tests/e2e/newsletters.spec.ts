/**
 * The newsletters' web archive (issue 32): a campaign marked sent, as the sending marks it
 * (Payload's Local API in a process beside the site), appears at its address, in the archive's
 * list, the sitemap, the search and the feed, with no personal link anywhere in its HTML; a draft
 * appears nowhere and its address is a 404. Both archive pages pass axe at both widths and the
 * Nu HTML Checker.
 *
 * It runs on an instance of its own (admin-content.spec.ts says why): the campaigns must not
 * reach the other specs' pages and audits.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type CampaignToWrite, writeCampaigns } from '../support/campaigns';
import { heading, lexicalState, link, list, listItem, paragraph, text } from '../support/newsletter-campaign';
import { ownInstance } from './admin-instance';
import { expect, test } from './fixtures';
import { guideScreenshot } from '../support/guide-screenshots';

const EDITOR = { email: 'newsletters-editor@kilele.example', password: 'a-long-newsletters-editor-password-for-tests' };

test.describe.configure({ mode: 'serial' });

const { at, textOf, untilCached, dataDir } = ownInstance({ portOffset: 20, name: 'newsletters', editor: EDITOR });

const SENT: CampaignToWrite = {
  subject: 'Finance Act 2025: what changes on 1 July',
  slug: 'finance-act-2025',
  preheader: 'PAYE bands, the housing levy and eTIMS, in five minutes.',
  body: lexicalState(
    paragraph(text('The Finance Act 2025 is law. Here is '), text('what changes', 1), text(' for your business.')),
    heading('h2', 'The housing levy'),
    paragraph(text('See the '), link('/insights/tax-calendar', 'tax calendar'), text(' and '), link('https://www.kra.go.ke/news', 'KRA’s notice'), text('.')),
    list('bullet', listItem(1, text('File the June returns')), listItem(2, text('Check eTIMS invoices'))),
  ),
  topics: ['tax-deadlines'],
  status: 'sent',
  sentAt: '2026-07-02T06:30:00.000Z',
};

const DRAFT: CampaignToWrite = {
  subject: 'Zebroids and the Budget draft',
  slug: 'zebroids-budget-draft',
  preheader: 'Not yet sent.',
  body: lexicalState(paragraph(text('The zebroid paragraph nobody may read yet.'))),
  topics: ['insights'],
  status: 'draft',
  sentAt: null,
};

const LIST = '/insights/newsletters';
const PAGE = '/insights/newsletters/finance-act-2025';
const DRAFT_PAGE = '/insights/newsletters/zebroids-budget-draft';
const FEED = '/insights/newsletters/feed.xml';

/** The archive pages' `<link rel="alternate">` to the feed, its attributes in any order. */
const FEED_LINK = /<link(?=[^>]*\brel="alternate")(?=[^>]*\btype="application\/rss\+xml")(?=[^>]*\bhref="[^"]*\/insights\/newsletters\/feed\.xml")[^>]*>/;

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.map((violation) => `${label}: ${violation.id} ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test('a sent campaign is in the archive, its page, the sitemap, the search and the feed; a draft is nowhere', async ({ page }) => {
  test.setTimeout(180_000);
  // Before: the archive is answered from a cache, so only the campaign's regeneration can change it.
  expect(await textOf(LIST)).toContain('We have not sent a newsletter yet.');
  await untilCached(LIST);

  const env = { DATA_DIR: dataDir(), DATABASE_URL: '', SITE_URL: at('') };
  await writeCampaigns([DRAFT, SENT], env);

  await expect.poll(() => textOf(LIST), { timeout: 30_000, message: 'the archive shows the sent campaign' }).toContain(SENT.subject);
  const list = await textOf(LIST);
  expect(list).toContain(`href="${PAGE}"`);
  expect(list).toContain('PAYE bands, the housing levy and eTIMS, in five minutes.');
  expect(list).toMatch(/<time datetime="2026-07-02T06:30:00.000Z">July 2, 2026<\/time>/i);
  expect(list).not.toContain('Zebroids');

  const response = await page.goto(at(PAGE));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT.subject);
  await expect(page.getByRole('heading', { level: 2, name: 'The housing levy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'tax calendar' })).toHaveAttribute('href', at('/insights/tax-calendar'));
  await expect(page.getByRole('link', { name: 'KRA’s notice' })).toHaveAttribute('href', 'https://www.kra.go.ke/news');
  await expect(page.locator('article strong')).toHaveText('what changes');
  await expect(page.locator('article li')).toHaveText(['File the June returns', 'Check eTIMS invoices']);
  await page.screenshot({ path: guideScreenshot('newsletter-archive-page.png'), fullPage: true });

  const html = await textOf(PAGE);
  // Nothing personal: no subscriber's token, no unsubscribe or topics link of anyone's.
  expect(html).not.toMatch(/token=|\/newsletter\/unsubscribe|\/newsletter\/confirm/);
  for (const head of [html, list]) expect(head).toMatch(FEED_LINK);

  const draft = await fetch(at(DRAFT_PAGE));
  expect(draft.status).toBe(404);
  expect(await draft.text()).not.toContain('zebroid paragraph');

  const sitemap = await textOf('/sitemap.xml');
  expect(sitemap).toContain(`<loc>${at(PAGE)}</loc>`);
  expect(sitemap).toContain(`<loc>${at(LIST)}</loc>`);
  expect(sitemap).not.toContain('zebroids');

  const found = await textOf('/search?q=housing+levy+eTIMS');
  expect(found).toContain(`href="${PAGE}"`);
  expect(found).toContain('Newsletter');
  expect(await textOf('/search?q=zebroid')).not.toContain(DRAFT_PAGE);

  const feedResponse = await fetch(at(FEED));
  expect(feedResponse.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const feed = await feedResponse.text();
  expect(feed).toContain(`<title>${SENT.subject}</title>`);
  expect(feed).toContain(`<link>${at(PAGE)}</link>`);
  expect(feed).toContain('<pubDate>Thu, 02 Jul 2026 06:30:00 GMT</pubDate>');
  expect(feed.match(/<item>/g)).toHaveLength(1);
});

test('the archive\'s list and a newsletter have no axe violations at 1280 and 375 px and are valid HTML', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const address of [LIST, PAGE]) {
      expect((await page.goto(at(address)))?.status(), address).toBe(200);
      violations.push(...(await axeViolations(page, `${address} at ${width} px`)));
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) violations.push(`${address} at ${width} px: ${scrollWidth} px wide`);
    }
  }
  expect(violations, violations.join('\n')).toEqual([]);

  const folder = mkdtempSync(path.join(tmpdir(), 'kp-vnu-newsletters-'));
  try {
    const files = [LIST, PAGE].map(async (address, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, await textOf(address));
      return file;
    });
    const checked = spawnSync('java', ['-jar', path.resolve('node_modules/vnu-jar/build/dist/vnu.jar'), '--errors-only', '--format', 'json', ...(await Promise.all(files))], {
      encoding: 'utf8',
    });
    if (checked.error) throw new Error('Could not run the Nu HTML Checker (java)', { cause: checked.error });
    const messages = (JSON.parse(checked.stderr) as { messages: { type: string; message: string; url?: string; lastLine?: number }[] }).messages;
    expect(messages.map((message) => `${message.url}:${message.lastLine}: ${message.message}`)).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
