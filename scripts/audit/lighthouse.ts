/**
 * One Lighthouse run on one URL with its default configuration (mobile: a Moto G Power
 * screen, simulated slow 4G and a 4× slower CPU), reduced to the figures the audit checks.
 */
import lighthouse, { type Result } from 'lighthouse';
import { z } from 'zod';

/** The four categories, in the order the table shows them. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** A script the page requested before its load event, with the bytes that crossed the wire. */
export type ScriptRequest = { url: string; transferBytes: number };

export type LighthouseRun = {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts requested before the load event and before Next starts prefetching other pages. */
  scripts: ScriptRequest[];
  /** Every byte transferred while Lighthouse watched the page (its "total byte weight"). */
  totalBytes: number;
  /** Per category below 100, the audits that cost it points, as "id (score)". */
  losses: Partial<Record<Category, string[]>>;
  /** Lighthouse's measure of this machine's speed (a mid-range phone is about 1000–1500). */
  benchmarkIndex: number;
  report: Result;
};

const networkRequest = z.object({
  url: z.string(),
  resourceType: z.string().optional(),
  transferSize: z.number().default(0),
  rendererStartTime: z.number(),
});
const networkRequests = z.object({ items: z.array(networkRequest) });
const observedMetrics = z.object({ items: z.tuple([z.object({ observedLoad: z.number() })]).rest(z.unknown()) });

/** Lighthouse could not measure the page this time (on a busy machine it may lose its trace). */
export class MeasurementError extends Error {}

/** Runs Lighthouse against the Chromium listening on `port`; throws when the run itself failed. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    // The full-page screenshot is for the HTML report's pictures only and costs seconds a page.
    disableFullPageScreenshot: true,
  });
  const report = result?.lhr;
  if (!report) throw new MeasurementError(`Lighthouse returned no result for ${url}`);
  if (report.runtimeError) throw new MeasurementError(`${report.runtimeError.code}: ${report.runtimeError.message}`);

  const scores = {} as Record<Category, number>;
  const losses: LighthouseRun['losses'] = {};
  for (const id of categories) {
    const category = report.categories[id];
    if (category?.score == null) throw new MeasurementError(`Lighthouse gave no ${id} score for ${url}`);
    scores[id] = Math.round(category.score * 100);
    if (scores[id] < 100) losses[id] = lostPoints(report, category);
  }

  const { observedLoad } = observedMetrics.parse(report.audits.metrics?.details).items[0];
  const requests = networkRequests.parse(report.audits['network-requests']?.details).items;
  // Once the page is up, Next prefetches the pages its visible links lead to (`?_rsc=` requests),
  // and with them those pages' scripts: they belong to the next page, not this one.
  const firstPrefetch = Math.min(...requests.filter((request) => request.url.includes('_rsc=')).map((request) => request.rendererStartTime));
  const ownScriptsUntil = Math.min(observedLoad, firstPrefetch);
  return {
    scores,
    lcpMs: metric(report, 'largest-contentful-paint'),
    cls: metric(report, 'cumulative-layout-shift'),
    tbtMs: metric(report, 'total-blocking-time'),
    scripts: requests
      .filter((request) => request.resourceType === 'Script' && request.rendererStartTime < ownScriptsUntil)
      .map((request) => ({ url: request.url, transferBytes: request.transferSize })),
    totalBytes: metric(report, 'total-byte-weight'),
    losses,
    benchmarkIndex: report.environment.benchmarkIndex,
    report,
  };
}

function metric(report: Result, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse measured no ${id}`);
  return value;
}

/** The weighted audits of a category that did not score full marks. */
function lostPoints(report: Result, category: Result.Category): string[] {
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id} (${audit!.score}${audit!.displayValue ? `, ${audit!.displayValue}` : ''})`);
}
