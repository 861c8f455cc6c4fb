/**
 * The built site under load (docs/quality.md, reliability: no 5xx and no lost submission under
 * load). Autocannon reads pages and posts the three forms at the same time for 35 s; every
 * answer must be a 200, with no connection error or timeout, and every post answered 200
 * must be in the database afterwards with its mail queued. The throughput and latency are
 * printed for the run's log, not asserted: timings on a shared machine are noise.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesSeed } from '@/content/seed/services';
import { teamSeed } from '@/content/seed/team';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { routes } from '@/lib/routes';
import { requireBuiltSite } from '../support/built-site';
import { formEndpoints } from '../../lib/routes';
import { formHeaders, formKinds, formPost, type FormPost, type PostOutcome } from '../support/form-posts';
import { type SiteProcess, startSite } from '../support/next-server';
import { lostSubmissions, missingMail, readStoredFrom } from '../support/stored-submissions';

const PORT = 3200;
const DURATION_SECONDS = 35;
// Enough to keep both cores busy without queueing requests into timeouts.
const PAGE_CONNECTIONS = 8;
const FORM_CONNECTIONS = 4;

/** One page of each kind a visitor reads (the sample feed serves the articles). */
const pages = [
  routes.home,
  routes.service(servicesSeed[0]!.slug),
  routes.articles,
  routes.article(loadSampleArticles()[0]!.slug),
  routes.member(teamSeed[0]!.slug),
  routes.contact,
];

let dataDir: string;
let site: SiteProcess | undefined;

beforeAll(async () => {
  const dist = requireBuiltSite();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-load-'));
  site = await startSite(dist, PORT, {
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${PORT}`,
    // Every post comes from one address: the limit must not be what the test measures.
    FORM_RATE_LIMIT: '10000',
  });
});

afterAll(async () => {
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Autocannon counts a request as a timeout after 10 s by default: a latency bound that a busy
 * shared machine can trip. A minute only catches a request left unanswered.
 */
const HUNG_REQUEST_SECONDS = 60;

function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: HUNG_REQUEST_SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Autocannon's per-connection context: the post its last request carried. */
type PostContext = { post?: FormPost };

/**
 * One request per form, cycled by each connection. Each gets a fresh address when it is
 * built, and its answer is recorded against that address.
 */
function formRequests(siteUrl: string, outcomes: PostOutcome[]): autocannon.Request[] {
  let sequence = 0;
  return formKinds.map((kind) => ({
    method: 'POST',
    path: formEndpoints[kind],
    headers: formHeaders(siteUrl),
    setupRequest: (request, context) => {
      sequence += 1;
      const post = formPost(kind, `load-${kind}-${sequence}@example.com`);
      (context as PostContext).post = post;
      return { ...request, body: post.body };
    },
    onResponse: (status, _body, context) => {
      const { post } = context as PostContext;
      if (post) outcomes.push({ post, status });
    },
  }));
}

/** Status code → count, e.g. `{ "200": 5120 }`. */
function statusCounts(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
}

function report(label: string, result: autocannon.Result): string {
  return (
    `${label}: ${result.requests.total} requests in ${result.duration.toFixed(0)} s, ` +
    `${result.requests.average.toFixed(0)}/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `max ${result.latency.max} ms; statuses ${JSON.stringify(statusCounts(result))}; ` +
    `errors ${result.errors}, timeouts ${result.timeouts}`
  );
}

function expectOnlyOk(label: string, result: autocannon.Result) {
  const summary = report(label, result);
  expect(result.requests.total, summary).toBeGreaterThan(0);
  expect(result.errors, `${label}: connection errors\n${summary}`).toBe(0);
  expect(result.timeouts, `${label}: requests unanswered after ${HUNG_REQUEST_SECONDS} s\n${summary}`).toBe(0);
  expect(result['5xx'], `${label}: server errors\n${summary}`).toBe(0);
  expect(result.non2xx, `${label}: answers other than 2xx\n${summary}`).toBe(0);
  expect(Object.keys(statusCounts(result)), summary).toEqual(['200']);
}

describe('the built site under load', () => {
  it(`serves pages and stores every form post for ${DURATION_SECONDS} s without a single failure`, { timeout: 120_000 }, async () => {
    const running = site!;
    // Warm each page once, so the run measures serving rather than the first render.
    for (const pathname of pages) expect((await fetch(running.url + pathname)).status, pathname).toBe(200);

    const outcomes: PostOutcome[] = [];
    const [pageResult, formResult] = await Promise.all([
      runAutocannon({
        url: running.url,
        connections: PAGE_CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: pages.map((pathname) => ({ method: 'GET', path: pathname })),
      }),
      runAutocannon({
        url: running.url,
        connections: FORM_CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: formRequests(running.url, outcomes),
      }),
    ]);
    console.log(report('pages', pageResult));
    console.log(report('form posts', formResult));

    expectOnlyOk('pages', pageResult);
    expectOnlyOk('form posts', formResult);
    // Autocannon's own counts again, post by post: what the site told each visitor.
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => !('status' in outcome) || outcome.status !== 200)).toEqual([]);

    // The embedded database belongs to the server: stop it (gracefully) to read what it stored.
    expect(await running.stop()).not.toBeNull();
    const stored = await readStoredFrom({ dataDir });
    expect(lostSubmissions(outcomes, stored), 'answered 200 but not stored').toEqual([]);
    expect(missingMail(outcomes, stored), 'stored without its mail').toEqual([]);
    const answered = (kind: string) => outcomes.filter((outcome) => outcome.post.kind === kind).length;
    console.log(
      `stored after load: ${stored.emails.contact.size} contact messages (${answered('contact')} answered 200), ` +
        `${stored.emails.booking.size} bookings (${answered('booking')}), ${stored.emails.subscribe.size} subscribers (${answered('subscribe')}), ` +
        `${stored.outbox.length} mails queued`,
    );
  });
});
