/**
 * The audit's pass/fail rules: the Lighthouse bar of docs/quality.md, the budgets of budgets.ts,
 * and "a page with no interactive parts loads only what every page loads". Each returns one
 * readable line per problem, naming the page.
 */
import type { PageBudget } from '../../budgets';
import type { Category, LighthouseRun } from './lighthouse';

/** The lowest acceptable score per category (docs/quality.md). */
export const scoreBar: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const categoryNames: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

/** One audited page: its kind, path and its Lighthouse run. */
export type AuditedPage = { kind: string; path: string; run: LighthouseRun };

export const kilobytes = (bytes: number) => bytes / 1024;
export const scriptKilobytes = (run: LighthouseRun) => kilobytes(run.scripts.reduce((sum, script) => sum + script.transferBytes, 0));

/**
 * Categories whose score fails the audit. Accessibility, Best Practices and SEO are decided
 * by the page itself and come out the same on every run. Performance is timed on this
 * machine's CPU (Lighthouse multiplies each main-thread task by four): on 2 shared cores it
 * moves by 20 points with whatever else runs, so it is reported against its bar, in the
 * table and in {@link performanceShortfalls}, and the budgets below gate what decides it.
 */
export const gatedCategories: readonly Category[] = ['accessibility', 'best-practices', 'seo'];

export function scoreProblems(page: AuditedPage): string[] {
  return categoryShortfalls(page, gatedCategories);
}

/** Pages below the Performance bar, for the report (see {@link gatedCategories}). */
export function performanceShortfalls(page: AuditedPage): string[] {
  return categoryShortfalls(page, ['performance']);
}

function categoryShortfalls({ kind, path, run }: AuditedPage, categories: readonly Category[]): string[] {
  return Object.entries(scoreBar)
    .filter(([category]) => categories.includes(category as Category))
    .filter(([category, bar]) => run.scores[category as Category] < bar)
    .map(([category, bar]) => {
      const lost = run.losses[category as Category]?.join(', ') ?? '';
      return `${kind} (${path}): ${categoryNames[category as Category]} ${run.scores[category as Category]} < ${bar}; lost on ${lost}`;
    });
}

export function budgetProblems({ kind, path, run }: AuditedPage, budget: PageBudget | undefined): string[] {
  if (!budget) return [`${kind} (${path}): no budget in budgets.ts`];
  const problems: string[] = [];
  const js = scriptKilobytes(run);
  if (js > budget.jsKb) problems.push(`${kind} (${path}): JavaScript ${js.toFixed(1)} KB > budget ${budget.jsKb} KB`);
  const total = kilobytes(run.totalBytes);
  if (total > budget.totalKb) problems.push(`${kind} (${path}): total weight ${total.toFixed(1)} KB > budget ${budget.totalKb} KB`);
  return problems;
}

/** Budgets naming a kind that is no longer audited: a stale entry hides nothing, but misleads. */
export function unusedBudgets(pages: AuditedPage[], budgets: Record<string, PageBudget>): string[] {
  const kinds = new Set(pages.map((page) => page.kind));
  return Object.keys(budgets)
    .filter((kind) => !kinds.has(kind))
    .map((kind) => `budgets.ts has a budget for "${kind}", which no audited page is`);
}

/** A script's identity: its path (chunk names carry a content hash), without the origin. */
const scriptPath = (url: string) => new URL(url).pathname;

/** The scripts every audited page loads: the framework's runtime and the root layout's parts. */
export function sharedScripts(pages: AuditedPage[]): Set<string> {
  const [first, ...rest] = pages.map((page) => new Set(page.run.scripts.map((script) => scriptPath(script.url))));
  if (!first) return new Set();
  return new Set([...first].filter((path) => rest.every((set) => set.has(path))));
}

/**
 * Pages marked `noInteractiveParts` may load nothing beyond the shared scripts: a script of
 * their own means a client component crept into the route.
 */
export function interactivityProblems(pages: AuditedPage[], budgets: Record<string, PageBudget>): string[] {
  const shared = sharedScripts(pages);
  return pages
    .filter((page) => budgets[page.kind]?.noInteractiveParts)
    .flatMap(({ kind, path, run }) => {
      const own = run.scripts.map((script) => scriptPath(script.url)).filter((url) => !shared.has(url));
      return own.length === 0
        ? []
        : [`${kind} (${path}) has no interactive parts but loads scripts beyond those every page loads: ${own.join(', ')}`];
    });
}
