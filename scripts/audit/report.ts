/**
 * The audit's table in Markdown: per page kind the four Lighthouse scores, LCP, CLS, TBT,
 * JavaScript and total weight against their budgets, and the axe and HTML results that the
 * end-to-end audit specs left in `.audit/`.
 */
import type { PageBudget } from '../../budgets';
import type { PageSummary } from '../../tests/support/audit-summaries';
import { type AuditedPage, kilobytes, scriptKilobytes } from './checks';

export type Summaries = { axeDesktop: Map<string, PageSummary>; axeMobile: Map<string, PageSummary>; html: Map<string, PageSummary> };

const missing = '—';

/** "0" or the count, or a dash when the spec did not run against this build. */
const count = (summaries: Map<string, PageSummary>, path: string) => String(summaries.get(path)?.problems ?? missing);

export function formatTable(pages: AuditedPage[], budgets: Record<string, PageBudget>, summaries: Summaries): string {
  const header = [
    'page',
    'path',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP',
    'CLS',
    'TBT',
    'JS KB (budget)',
    'total KB (budget)',
    'axe 1280 / 375',
    'HTML errors',
  ];
  const rows = pages.map(({ kind, path, run }) => {
    const budget = budgets[kind];
    return [
      budget?.noInteractiveParts ? `${kind} ¹` : kind,
      `\`${path}\``,
      String(run.scores.performance),
      String(run.scores.accessibility),
      String(run.scores['best-practices']),
      String(run.scores.seo),
      `${(run.lcpMs / 1000).toFixed(2)} s`,
      run.cls.toFixed(3),
      `${Math.round(run.tbtMs)} ms`,
      `${scriptKilobytes(run).toFixed(1)} (${budget?.jsKb ?? missing})`,
      `${kilobytes(run.totalBytes).toFixed(1)} (${budget?.totalKb ?? missing})`,
      `${count(summaries.axeDesktop, path)} / ${count(summaries.axeMobile, path)}`,
      count(summaries.html, path),
    ];
  });
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The lines under the table that say how each figure was measured. */
export function formatNotes(lighthouseVersion: string, benchmarkIndex: number, sharedScriptCount: number): string {
  return [
    `Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown); this machine's benchmark index: ${Math.round(benchmarkIndex)}.`,
    'JS: transfer size (brotli) of the scripts requested before the load event and before Next prefetches other pages. Total: every byte Lighthouse saw transferred, prefetches included.',
    `¹ no interactive parts of its own: loads only the ${sharedScriptCount} scripts every page loads (framework runtime and layout).`,
    'axe: violations at 1280 and 375 px; HTML: Nu HTML Checker errors; — when `npm run test:e2e` has not run against this build.',
  ].join('\n');
}
