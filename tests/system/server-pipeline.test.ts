/**
 * The request pipeline of `server.ts` on the built site, for what no other suite pins: the
 * client address is the server's to decide (a client cannot name its own), a static page
 * still comes from Next's cache with a policy naming its own scripts' hashes, a browser
 * revalidating its copy gets a 304 that keeps that policy, and `/healthz` tells its details
 * only to this machine and to the holder of the token.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite } from '../support/built-site';
import { formHeaders, formPost } from '../support/form-posts';
import { type SiteProcess, startSite } from '../support/next-server';

const PORT = 3232;
const SITE_URL = `http://127.0.0.1:${PORT}`;
const HEALTH_TOKEN = 'monitoring-token-0123456789abcdef';

let dataDir: string;
let site: SiteProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-pipeline-'));
  site = await startSite(requireBuiltSite(), PORT, { DATA_DIR: dataDir, SITE_URL, FORM_RATE_LIMIT: '2', HEALTH_TOKEN });
});

afterAll(async () => {
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the request pipeline', () => {
  it('counts a client by its connection, whatever address header it sends', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const post = formPost('subscribe', `pipeline${n}@example.com`);
      const response = await fetch(SITE_URL + post.path, {
        method: 'POST',
        // A different claimed address each time, under the header the pipeline stamps, and the proxy's.
        headers: { ...formHeaders(SITE_URL), 'x-kilele-client-address': `198.51.100.${n}`, 'x-forwarded-for': `203.0.113.${n}` },
        body: post.body,
      });
      await response.text();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("serves a static page from Next's cache, with a policy naming its own inline scripts' hashes", async () => {
    await (await fetch(`${SITE_URL}/about-us`)).text();
    const response = await fetch(`${SITE_URL}/about-us`);
    const html = await response.text();
    expect(response.headers.get('x-nextjs-cache')).toBe('HIT');
    const scriptSources = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSources).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(scriptSources).not.toContain('unsafe');
    expect(html).toContain('self.__next_f');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('answers a browser revalidating its copy of a page with a 304 that keeps the page\'s own policy', async () => {
    const page = await fetch(`${SITE_URL}/about-us`, { headers: { 'accept-encoding': 'gzip' } });
    await page.text();
    const etag = page.headers.get('etag');
    const policy = page.headers.get('content-security-policy');
    expect(etag).toBeTruthy();
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    // The browser merges a 304's headers into the page it stored: a policy without the
    // page's hashes here would block every one of its scripts on each later visit.
    for (const encoding of ['gzip', 'br', 'identity']) {
      // As a browser reloads: fetch() would otherwise add `Cache-Control: no-cache`, and Next
      // answers no-cache with the whole page.
      const revalidated = await fetch(`${SITE_URL}/about-us`, {
        headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0', 'accept-encoding': encoding },
      });
      expect(revalidated.status, encoding).toBe(304);
      expect(revalidated.headers.get('content-security-policy'), encoding).toBe(policy);
      expect(revalidated.headers.get('x-content-type-options'), encoding).toBe('nosniff');
    }
  });

  it('tells /healthz\'s details to this machine and to the token holder, and the status alone to everyone else', async () => {
    const health = async (headers: Record<string, string> = {}, query = '') => {
      const response = await fetch(`${SITE_URL}/healthz${query}`, { headers });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const details = { ok: true, draining: false, database: { ok: true, kind: 'embedded' }, mail: { transport: { kind: 'files' } } };
    const statusAlone = { status: 200, body: { ok: true, draining: false } };

    // Straight from this machine (a monitoring agent, an operator's curl): everything.
    expect(await health()).toMatchObject({ status: 200, body: details });
    // Through a proxy on this machine, which says whom it forwards for: a visitor, not the machine.
    expect(await health({ 'x-forwarded-for': '203.0.113.9' })).toEqual(statusAlone);
    expect(await health({ 'x-forwarded-for': '127.0.0.1' })).toEqual(statusAlone);
    expect(await health({ forwarded: 'for=203.0.113.9' })).toEqual(statusAlone);
    // The stamp is the server's to set: a visitor cannot claim it.
    expect(await health({ 'x-forwarded-for': '203.0.113.9', 'x-kilele-local-request': '1' })).toEqual(statusAlone);
    // From anywhere, with the token: everything; with a wrong one, the status alone.
    expect(await health({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${HEALTH_TOKEN}` })).toMatchObject({ status: 200, body: details });
    expect(await health({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${HEALTH_TOKEN.slice(0, -1)}x` })).toEqual(statusAlone);
    expect(await health({ 'x-forwarded-for': '203.0.113.9' }, '?scope=traffic')).toEqual(statusAlone);
  });
});
