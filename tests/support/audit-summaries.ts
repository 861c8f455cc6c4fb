/**
 * Per-page results of the axe and HTML audits, written by the end-to-end specs and read by
 * `scripts/audit-quality.ts` for its table. They live in `.audit/` (gitignored) rather than
 * `test-results/`, which Playwright empties at the start of every run.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const auditFolder = path.resolve('.audit');

/** Which audit wrote a summary: axe at one viewport (the Playwright project), or vnu. */
export type SummarySource = 'axe-desktop' | 'axe-mobile' | 'html';

/** One page's result: how many axe violations or HTML errors it had. */
export type PageSummary = { path: string; problems: number; writtenAt: string };

const folderOf = (source: SummarySource) => path.join(auditFolder, source);

/** The file name for a page path: `/` → `index.json`, `/team/a` → `team~a.json`. */
const fileOf = (pagePath: string) => `${pagePath.replace(/^\//, '').replaceAll('/', '~') || 'index'}.json`;

/** Empties one source's folder, so a page that left the sitemap leaves no stale summary. */
export function clearSummaries(source: SummarySource): void {
  rmSync(folderOf(source), { recursive: true, force: true });
  mkdirSync(folderOf(source), { recursive: true });
}

export function writeSummary(source: SummarySource, pagePath: string, problems: number): void {
  mkdirSync(folderOf(source), { recursive: true });
  const summary: PageSummary = { path: pagePath, problems, writtenAt: new Date().toISOString() };
  writeFileSync(path.join(folderOf(source), fileOf(pagePath)), `${JSON.stringify(summary)}\n`);
}

/**
 * Reads one source's summaries written after `notBefore` (the build being audited), by page
 * path. Older files describe another build and are left out.
 */
export function readSummaries(source: SummarySource, notBefore: Date): Map<string, PageSummary> {
  const summaries = new Map<string, PageSummary>();
  if (!existsSync(folderOf(source))) return summaries;
  for (const name of readdirSync(folderOf(source))) {
    const file = path.join(folderOf(source), name);
    if (!name.endsWith('.json') || statSync(file).mtime < notBefore) continue;
    const summary = JSON.parse(readFileSync(file, 'utf8')) as PageSummary;
    summaries.set(summary.path, summary);
  }
  return summaries;
}
