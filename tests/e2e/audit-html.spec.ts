/**
 * Markup audit: the server-rendered HTML of every sitemap page and of the 404 page, checked
 * by the Nu HTML Checker (vnu-jar, run locally on Java) in one batch, every error counted:
 * nothing is filtered out (the forms name their page as their `action`, see
 * `components/forms/use-form-controller.ts`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearSummaries, writeSummary } from '../support/audit-summaries';
import { missingPagePath, readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

test('every page is valid HTML', async ({ request }) => {
  const { paths } = await readSitemap(request);
  test.setTimeout(60_000 + paths.length * 2_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'kp-vnu-'));
  try {
    /** file name → page path, to report errors by page */
    const files = new Map<string, string>();
    for (const page of [...paths, missingPagePath]) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(page === missingPagePath ? 404 : 200);
      const file = path.join(folder, `${String(files.size).padStart(3, '0')}.html`);
      writeFileSync(file, await response.body());
      files.set(file, page);
    }

    const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.error) throw new Error('Could not run the Nu HTML Checker (java)', { cause: result.error });
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
    } catch (error) {
      throw new Error(`The Nu HTML Checker did not answer JSON (exit ${result.status}):\n${result.stderr}`, { cause: error });
    }

    const found = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error')
      .map((message) => ({ page: message.url ? files.get(new URL(message.url).pathname) ?? message.url : '?', message }));

    // Each page's error count also goes to .audit/ for the quality audit's table (npm run test:audit).
    clearSummaries('html');
    for (const page of files.values()) writeSummary('html', page, found.filter((error) => error.page === page).length);

    const errors = found.map(({ page, message }) => {
      const extract = message.extract ? ` — ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}` : '';
      return `${page}:${message.lastLine ?? '?'}: ${message.message}${extract}`;
    });
    expect(errors, `${errors.length} HTML errors:\n${errors.join('\n')}`).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
