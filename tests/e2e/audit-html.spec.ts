/**
 * Markup audit: the server-rendered HTML of every sitemap page and of the 404 page, checked
 * by the Nu HTML Checker (vnu-jar, run locally on Java) in one batch, every error counted:
 * nothing is filtered out (the forms name their page as their `action`, see
 * `components/forms/use-form-controller.ts`).
 */
import { clearSummaries, writeSummary } from '../support/audit-summaries';
import { describeHtmlError, htmlErrors } from '../support/nu-html';
import { missingPagePath, readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';

test('every page is valid HTML', async ({ request }) => {
  const { paths } = await readSitemap(request);
  test.setTimeout(60_000 + paths.length * 2_000);
  const pages: Array<{ page: string; html: Buffer }> = [];
  for (const page of [...paths, missingPagePath]) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(page === missingPagePath ? 404 : 200);
    pages.push({ page, html: await response.body() });
  }
  const found = htmlErrors(pages);

  // Each page's error count also goes to .audit/ for the quality audit's table (npm run test:audit).
  clearSummaries('html');
  for (const { page } of pages) writeSummary('html', page, found.filter((error) => error.page === page).length);

  const errors = found.map(describeHtmlError);
  expect(errors, `${errors.length} HTML errors:\n${errors.join('\n')}`).toEqual([]);
});
