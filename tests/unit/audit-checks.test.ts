/**
 * The quality audit's pass/fail rules (scripts/audit/checks.ts) on made-up Lighthouse results:
 * the score bar, the budgets, and "a page with no interactive parts loads only what every page
 * loads". The audit itself (npm run test:audit) runs them on real measurements.
 */
import { describe, expect, it } from 'vitest';
import type { PageBudget } from '@/budgets';
import { pageBudgets } from '@/budgets';
import { pageKinds } from '@/lib/site/pages';
import {
  type AuditedPage,
  budgetProblems,
  interactivityProblems,
  performanceShortfalls,
  scoreProblems,
  sharedScripts,
  unusedBudgets,
} from '@/scripts/audit/checks';
import type { LighthouseRun } from '@/scripts/audit/lighthouse';

const origin = 'http://127.0.0.1:3280';
const runtime = ['/_next/static/chunks/react.js', '/_next/static/chunks/next.js', '/_next/static/chunks/layout.js'];

function page(kind: string, scripts: string[], overrides: Partial<LighthouseRun> = {}): AuditedPage {
  const run: LighthouseRun = {
    scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1500,
    cls: 0,
    tbtMs: 100,
    scripts: scripts.map((path) => ({ url: origin + path, transferBytes: 10 * 1024 })),
    totalBytes: 200 * 1024,
    losses: {},
    benchmarkIndex: 1500,
    report: {} as LighthouseRun['report'],
    ...overrides,
  };
  return { kind, path: `/${kind}`, run };
}

const budget = (overrides: Partial<PageBudget> = {}): PageBudget => ({ jsKb: 40, totalKb: 250, noInteractiveParts: false, ...overrides });

describe('scoreProblems and performanceShortfalls', () => {
  it('fails a page below 100 in accessibility, best practices or SEO, naming what lost the points', () => {
    expect(scoreProblems(page('home', runtime, { scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } }))).toEqual([]);
    const problems = scoreProblems(
      page('home', runtime, {
        scores: { performance: 94, accessibility: 98, 'best-practices': 100, seo: 99 },
        losses: { performance: ['total-blocking-time (0.7, 350 ms)'], accessibility: ['color-contrast (0)'], seo: ['meta-description (0)'] },
      }),
    );
    expect(problems).toEqual([
      'home (/home): Accessibility 98 < 100; lost on color-contrast (0)',
      'home (/home): SEO 99 < 100; lost on meta-description (0)',
    ]);
  });

  it('reports Performance below 95 apart, without failing the page', () => {
    const slow = page('home', runtime, {
      scores: { performance: 94, accessibility: 100, 'best-practices': 100, seo: 100 },
      losses: { performance: ['total-blocking-time (0.7, 350 ms)'] },
    });
    expect(scoreProblems(slow)).toEqual([]);
    expect(performanceShortfalls(slow)).toEqual(['home (/home): Performance 94 < 95; lost on total-blocking-time (0.7, 350 ms)']);
  });
});

describe('budgetProblems', () => {
  it('passes a page within its budget and fails one over it, naming the figure', () => {
    expect(budgetProblems(page('home', runtime), budget({ jsKb: 30 }))).toEqual([]);
    expect(budgetProblems(page('home', runtime), budget({ jsKb: 29, totalKb: 199 }))).toEqual([
      'home (/home): JavaScript 30.0 KB > budget 29 KB',
      'home (/home): total weight 200.0 KB > budget 199 KB',
    ]);
  });

  it('fails a page that has no budget, and a budget that names no audited page', () => {
    expect(budgetProblems(page('home', runtime), undefined)).toEqual(['home (/home): no budget in budgets.ts']);
    expect(unusedBudgets([page('home', runtime)], { home: budget(), blog: budget() })).toEqual([
      'budgets.ts has a budget for "blog", which no audited page is',
    ]);
  });
});

describe('interactivityProblems', () => {
  const pages = [page('home', runtime), page('legal', runtime), page('contact', [...runtime, '/_next/static/chunks/contact-form.js'])];

  it('takes the scripts every page loads as the shared set', () => {
    expect([...sharedScripts(pages)].sort()).toEqual([...runtime].sort());
  });

  it('accepts pages marked as having no interactive parts that load only the shared scripts', () => {
    const budgets = { home: budget({ noInteractiveParts: true }), legal: budget({ noInteractiveParts: true }), contact: budget() };
    expect(interactivityProblems(pages, budgets)).toEqual([]);
  });

  it('names a page marked as having no interactive parts that loads a script of its own', () => {
    const budgets = { home: budget(), legal: budget({ noInteractiveParts: true }), contact: budget({ noInteractiveParts: true }) };
    expect(interactivityProblems(pages, budgets)).toEqual([
      'contact (/contact) has no interactive parts but loads scripts beyond those every page loads: /_next/static/chunks/contact-form.js',
    ]);
  });
});

describe('budgets.ts', () => {
  it('has one budget for every kind of page the audit measures, and no other', () => {
    const kinds = pageKinds('an-article').map((entry) => entry.kind);
    expect(Object.keys(pageBudgets).sort()).toEqual([...kinds].sort());
  });
});
