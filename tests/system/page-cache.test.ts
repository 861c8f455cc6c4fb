/**
 * The guard of issue 22: the pages a crowd hits on a deadline day are served from a cache, not
 * rendered per request. On the built site, each page is asked for twice; the second answer must
 * come from a cache: the page cache of `server.ts` (`X-Kilele-Cache: HIT`) for the pages read
 * with a query string, Next's cache (`X-Nextjs-Cache: HIT`) for the static ones. A page that
 * becomes per-request again fails here. How fast each is, is `npm run bench`'s to say.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page, type Response } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requireBuiltSite } from '../support/built-site';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { type SiteProcess, startSite } from '../support/next-server';

const PORT = Number(process.env.PAGE_CACHE_TEST_PORT ?? 3234);
const SITE_URL = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let site: SiteProcess | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-page-cache-'));
  site = await startSite(requireBuiltSite(), PORT, { DATA_DIR: dataDir, SITE_URL });
  // The first sync of the sample blog ends by regenerating the pages that show articles, which
  // empties the page cache: wait for it, so that it cannot fall between a test's two requests.
  const running = site;
  await vi.waitFor(
    () => {
      const output = running.output();
      const synced = output.indexOf('[articles] synced');
      expect(synced).toBeGreaterThan(-1);
      expect(output.indexOf('[articles] pages regenerated', synced)).toBeGreaterThan(-1);
    },
    { timeout: 30_000, interval: 100 },
  );
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function twice(pathname: string, headers: Record<string, string> = {}) {
  const first = await fetch(SITE_URL + pathname, { headers });
  const firstBody = await first.text();
  const second = await fetch(SITE_URL + pathname, { headers });
  return { first: { status: first.status, body: firstBody }, second: { status: second.status, headers: second.headers, body: await second.text() } };
}

const filters = ['payroll', 'vat', 'excise', 'turnover', 'rental', 'withholding', 'income-tax'];

const keptPages = [
  '/insights/tax-calendar',
  ...filters.map((filter) => `/insights/tax-calendar?applies=${filter}`),
  '/insights/tax-calendar?applies=payroll&applies=vat',
  '/insights/tax-calendar/feeds/all.ics',
  '/insights/tax-calendar/feeds/paye.ics',
  '/insights/payroll-calculator',
  '/insights/payroll-calculator?gross=100000&month=2026-03',
  '/insights/articles',
  '/insights/articles?page=2',
  '/insights/articles?year=2025',
  '/insights/articles?service=tax-consulting',
  '/search?q=tax',
];

const staticPages = ['/', '/about-us', '/insights/podcasts', '/kp-trainings', '/kp-trainings/tax-updates-seminar-2025', '/team', '/team/joseph-mwangi-kariuki'];

describe('the pages a crowd hits', () => {
  it.each(keptPages)('%s comes from the page cache the second time', async (pathname) => {
    const { first, second } = await twice(pathname);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-kilele-cache')).toBe('HIT');
    expect(second.body).toBe(first.body);
  });

  it.each(staticPages)("%s comes from Next's cache the second time", async (pathname) => {
    const { first, second } = await twice(pathname);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
  });

  it('keeps the security headers and the script policy on a kept page, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const { first, second } = await twice('/insights/tax-calendar?applies=vat', { 'accept-encoding': encoding });
      expect(second.headers.get('x-kilele-cache')).toBe('HIT');
      expect(second.body).toBe(first.body);
      expect(second.body).toContain('Deadline filter');
      expect(second.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(second.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    }
  });

  it('answers a listing page past the end 404, from the cache too, as before', async () => {
    const { first, second } = await twice('/insights/articles?page=99');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.headers.get('x-kilele-cache')).toBe('HIT');
  });

  describe('followed by a link in a browser with JavaScript', () => {
    /** The client router's request for a page's payload: a navigation, or a prefetch made while the visitor reads. */
    const routerAnswers = (page: Page, pathname: string) => {
      const answers: { kind: 'navigation' | 'prefetch'; variant: string; cache: string | null; status: number; type: string | null }[] = [];
      page.on('response', (response: Response) => {
        const request = response.request();
        const url = new URL(request.url());
        if (url.pathname !== pathname || request.headers().rsc !== '1') return;
        const kind = request.headers()['next-router-prefetch'] ? 'prefetch' : 'navigation';
        // The `_rsc` parameter names the variant: Next derives it from the router's headers.
        const variant = `${kind} ${url.search}`;
        answers.push({ kind, variant, cache: response.headers()['x-kilele-cache'] ?? null, status: response.status(), type: response.headers()['content-type'] ?? null });
      });
      return answers;
    };

    /** A visitor of their own opens the home page, then the calendar from the footer's tax tools. */
    async function visitCalendarFromHome() {
      browser ??= await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const answers = routerAnswers(page, '/insights/tax-calendar');
        await page.goto(`${SITE_URL}/`);
        const link = page.getByRole('navigation', { name: 'Tax tools' }).getByRole('link', { name: 'Tax deadline calendar' });
        // Hydrated: the router, not the browser, follows the link.
        await expect.poll(() => answers.some((answer) => answer.kind === 'prefetch'), { timeout: 15_000 }).toBe(true);
        await link.click();
        await page.waitForURL(`${SITE_URL}/insights/tax-calendar`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Tax deadline calendar');
        await expect.poll(() => answers.some((answer) => answer.kind === 'navigation'), { timeout: 15_000 }).toBe(true);
        return answers;
      } finally {
        await context.close();
      }
    }

    it("sends a later visitor the calendar's payload, and the prefetches before it, from the page cache", async () => {
      const first = await visitCalendarFromHome();
      const second = await visitCalendarFromHome();
      for (const answer of [...first, ...second]) {
        expect(answer.status).toBe(200);
        expect(answer.type).toMatch(/^text\/x-component/);
      }
      // The router may ask a later visitor's page for a variant the first never asked for (one
      // prefetch more or fewer, by when the link came into view on a busy machine): that one
      // is rendered once like any first request. Every variant the first visitor asked for,
      // the navigation among them, comes from the cache.
      const asked = new Set(first.map((answer) => answer.variant));
      const repeated = second.filter((answer) => asked.has(answer.variant));
      expect(repeated.map((answer) => answer.kind), `the second visit's payloads: ${JSON.stringify(second)}; the first's: ${JSON.stringify(first)}`).toContain('navigation');
      const emptied = site!.output().split('\n').filter((line) => line.includes('[page cache] emptied'));
      expect(
        repeated.map((answer) => `${answer.variant}: ${answer.cache}`),
        `the page cache was emptied ${emptied.length} times since the start:\n${emptied.join('\n')}`,
      ).toEqual(repeated.map((answer) => `${answer.variant}: HIT`));
    });

    it('still has Next redirect a payload address whose check does not match its headers', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(`${SITE_URL}/insights/tax-calendar?_rsc=mismatch`, {
          headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent('["",{},null,"metadata-only"]'), 'next-url': '/' },
          redirect: 'manual',
        });
        expect(response.status).toBe(307);
        expect(response.headers.get('location')).toMatch(/^\/insights\/tax-calendar\?_rsc=(?!mismatch)/);
        expect(response.headers.get('x-kilele-cache')).toBe('MISS');
      }
    });
  });
});
