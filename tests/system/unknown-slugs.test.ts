/**
 * Invented slugs on the detail routes that render on demand (`/team/<slug>`, `/service/<slug>`,
 * `/kp-trainings/<slug>` with its `/register` and `/calendar.ics`, `/insights/newsletters/<slug>`)
 * against the built site as production runs it: each answers 404 with the site's 404 page, and
 * Next writes nothing for them into the build folder, where it keeps what it renders on demand
 * (`<build>/server/route-cache/APP_PAGE/…`: `.html`, `.rsc`, `.meta` and a `.segments` folder,
 * 80 to 100 KB per page address without the guard, measured 2026-11-28; `APP_ROUTE/…` for a
 * route handler's answer). The real pages still answer 200. (Articles:
 * tests/system/hostile-input.test.ts.)
 *
 * Needs a build: `npm run build` (or `SYSTEM_DIST_DIR=<dir>`).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requireBuiltSite, SYSTEM_DIST } from '../support/built-site';
import { type SiteProcess, startSite } from '../support/next-server';
import { type RawRequest, rawRequest } from '../support/raw-http';

const DIST = SYSTEM_DIST;
const PORT = 3250;
/** Seeded on a fresh database (content/seed/). */
const REAL_PAGES = [
  '/team/grace-achieng-otieno',
  '/service/tax-consulting',
  '/kp-trainings/tax-updates-seminar-2025',
  '/kp-trainings/tax-updates-seminar-2025/register',
  '/kp-trainings/tax-updates-seminar-2025/calendar.ics',
];

let site: SiteProcess;
let dataDir: string;

beforeAll(async () => {
  requireBuiltSite();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-unknown-slugs-'));
  site = await startSite(DIST, PORT, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    WORDPRESS_URL: '',
    TRUST_PROXY: '',
    SITE_URL: `http://127.0.0.1:${PORT}`,
    LOG_LEVEL: 'warn',
  });
}, 180_000);

afterAll(async () => {
  await site?.stop('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const send = (request: RawRequest) => rawRequest(site.url, request);

/** Every file under the build folder but the optimised images. */
async function buildFiles(): Promise<string[]> {
  const files = await readdir(DIST, { recursive: true });
  return files.filter((file) => !file.startsWith(path.join('cache', 'images'))).sort();
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

it('answers 30 invented slugs across the four routes with the 404 page and stores nothing for them', async () => {
  const marker = `probe${Date.now().toString(36)}`;
  // What the site answers for any address no route has.
  const notFound = await send({ method: 'GET', path: `/${marker}-no-such-page` });
  expect(notFound.status).toBe(404);
  expect(titleOf(notFound.body)).toMatch(/^Page not found/);
  for (const page of REAL_PAGES) expect((await send({ method: 'GET', path: page })).status, page).toBe(200);
  const before = await buildFiles();

  const slugs = [...Array.from({ length: 26 }, (_, index) => `${marker}-${index}`), `${marker}-wp-login.php`, `${marker}.env`, `${marker}%3Cscript%3E`, `${marker}-%C3%A9`];
  const prefixes = ['/team/', '/service/', '/kp-trainings/', '/insights/newsletters/'];
  const probes = slugs.map((slug, index) => prefixes[index % prefixes.length]! + slug);
  probes.push(`/kp-trainings/${marker}-form/register`);
  for (const probe of probes) {
    const page = await send({ method: 'GET', path: probe });
    expect(page.status, probe).toBe(404);
    expect(titleOf(page.body), probe).toBe(titleOf(notFound.body));
    expect(page.body, probe).toContain('Error 404');
    expect((await send({ method: 'HEAD', path: probe })).status, probe).toBe(404);
  }
  // An invented training's calendar file: Next would keep its route handler's 404 too.
  for (const slug of slugs.slice(0, 3)) {
    expect((await send({ method: 'GET', path: `/kp-trainings/${slug}/calendar.ics` })).status, slug).toBe(404);
  }
  // The trainings' address in another case reaches the same page (Next matches the rewrite in any case).
  for (const probe of [`/KP-Trainings/${marker}-case`, `/Kp-trainings/${marker}-case/calendar.ics`]) {
    expect((await send({ method: 'GET', path: probe })).status, probe).toBe(404);
  }
  // Other methods: Next renders and stores a page for a PUT or a plain POST as for a GET.
  for (const [method, probe] of [['PUT', `/team/${marker}-put`], ['POST', `/service/${marker}-post`], ['DELETE', `/insights/newsletters/${marker}-delete`]] as const) {
    const answer = await send({ method, path: probe, headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(answer.status, `${method} ${probe}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, `${method} ${probe}`).toBeLessThan(500);
  }
  // A client-side navigation to one gets the not-found page's payload, as for any address.
  for (const probe of probes.slice(0, 4)) {
    expect((await send({ method: 'GET', path: `${probe}?_rsc=x1`, headers: { rsc: '1' } })).status, probe).toBe(404);
  }

  const after = await buildFiles();
  expect(after.filter((file) => file.includes(marker))).toEqual([]);
  expect(after.filter((file) => !before.includes(file))).toEqual([]);
  // The real pages still render.
  for (const page of REAL_PAGES) expect((await send({ method: 'GET', path: page })).status, page).toBe(200);
});
