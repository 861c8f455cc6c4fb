/**
 * The request pipeline of `server.ts` on the built site, for what no other suite pins: the
 * client address is the server's to decide (a client cannot name its own), and a static page
 * still comes from Next's cache with a policy naming its own scripts' hashes.
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

let dataDir: string;
let site: SiteProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-pipeline-'));
  site = await startSite(requireBuiltSite(), PORT, { DATA_DIR: dataDir, SITE_URL, FORM_RATE_LIMIT: '2' });
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
});
