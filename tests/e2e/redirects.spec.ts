/**
 * Every redirect the site makes, written out with its status and target, asked of the built
 * server without following it, then followed to a page that answers 200. The table must
 * cover every redirect in the build's routes manifest (from `next.config.ts` and
 * `lib/routes.ts`): a new redirect without a row here fails the last test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** [requested path, status, Location] */
const redirects: [string, number, string][] = [
  // The mobile sidebar's own paths lead to the real pages.
  ['/kp-team', 308, '/team'],
  ['/insights', 308, '/insights/articles'],
  ['/service/audit-and-assurance', 308, '/service/auditing-and-assurance'],
  ['/service/tax-consultation', 308, '/service/tax-consulting'],
  ['/service/ict-advisory', 308, '/service/it-advisory'],
  ['/service/outsourcing', 308, '/service/outsourced-accounting'],
  ['/service/training', 308, '/service/training-and-workshops'],
  // The folders behind the firm-named addresses point to those addresses.
  ['/trainings', 308, '/kp-trainings'],
  ['/trainings/tax-updates-seminar-2025', 308, '/kp-trainings/tax-updates-seminar-2025'],
  ['/trainings/fundraising-for-nonprofits-training', 308, '/kp-trainings/fundraising-for-nonprofits-training'],
  ['/trainings/tax-updates-seminar-2025/calendar.ics', 308, '/kp-trainings/tax-updates-seminar-2025/calendar.ics'],
  ['/csr', 308, '/kp-csr'],
  ['/network', 308, '/meridian-international'],
  // A query string goes along.
  ['/insights?year=2025', 308, '/insights/articles?year=2025'],
  // One address per page: a trailing slash is dropped.
  ['/about-us/', 308, '/about-us'],
];

for (const [source, status, location] of redirects) {
  test(`${source} answers ${status} to ${location}, which answers 200`, async ({ request }) => {
    const response = await request.get(source, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    expect(response.headers().location).toBe(location);
    const target = await request.get(location, { maxRedirects: 0 });
    expect(target.status(), location).toBe(200);
  });
}

test('the firm-named addresses are pages of their own, not redirects', async ({ request }) => {
  for (const page of ['/kp-trainings', '/kp-trainings/tax-updates-seminar-2025', '/kp-csr', '/meridian-international']) {
    expect((await request.get(page, { maxRedirects: 0 })).status(), page).toBe(200);
  }
});

type ManifestRedirect = { source: string; regex: string; internal?: boolean };

test('the table covers every redirect the build makes', async () => {
  const manifest = path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'routes-manifest.json');
  const { redirects: built } = JSON.parse(readFileSync(manifest, 'utf8')) as { redirects: ManifestRedirect[] };
  const sources = redirects.map(([source]) => source.split('?')[0]!);
  const untested = built.filter(({ regex }) => !sources.some((source) => new RegExp(regex).test(source)));
  expect(untested.map(({ source }) => source), 'redirects with no row in this file').toEqual([]);
  expect(built.length).toBeGreaterThanOrEqual(12);
});
