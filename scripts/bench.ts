/**
 * Requests per second and p50/p99 latency of the production server (`npm start`) for a
 * static page, the pages a visitor reaches by a link (home, podcast, event, team member,
 * the articles listing and its later pages and filters, an article, the tax calendar plain
 * and filtered, its feed, the payroll calculator), a calculation, a search, each form's
 * JSON endpoint, a training selling its seats (its page, its seats-left request, its form, and
 * a registration by M-Pesa against a stand-in Daraja and by invoice, each posted until its
 * seat is held), and some as Next's client router asks for them when a visitor with JavaScript
 * follows a link or searches, each with its share of the static page's rate, on the embedded database
 * and on PostgreSQL, beside the same static page served by plain static file servers (the
 * ceiling). Prints a Markdown table and the machine it ran on.
 *
 *   npm run build && npm run bench
 *   npm run bench -- --duration 30 --connections 10 --warmup 3
 *   npm run bench -- --only embedded            (or --only postgres)
 *   npm run bench -- --rows search,calculation  (the static page and the rows naming either)
 *   npm run bench -- --newsletter 10000         (with a newsletter being sent to that many subscribers throughout)
 *
 * Run it with `node --import tsx` (as `npm run bench` does), not the `tsx` command: `tsx`
 * kills its child with SIGKILL when a signal is not acknowledged within 30 ms, which a
 * process busy generating load misses, and the servers and database would then be left.
 *
 * It uses an existing build (`NEXT_DIST_DIR`, else `.next`) and starts the server itself,
 * once per database: a fresh temporary DATA_DIR for the embedded database, and a database
 * it creates (and drops at the end) on the PostgreSQL server at BENCH_POSTGRES_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres). Articles come from the bundled
 * sample feed (WORDPRESS_URL unset). The table goes to stdout, progress to stderr.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { megabytes, type Memory, memoryOf, processesWorkingIn } from './process-memory';
import recordedPosts from '@/lib/articles/sample-feed/posts.json' with { type: 'json' };
import { payloadKeys } from '@/lib/forms/json-endpoint';
import type { FormKind } from '@/lib/forms/schemas';
import { formEndpoints, routes } from '@/lib/routes';
import { trainingsSeed } from '@/content/seed/trainings';
import { teamSeed } from '@/content/seed/team';
import { type FakeDaraja, startFakeDaraja } from '../tests/support/fake-daraja';
import { runningServer } from '@/lib/db/embedded-connection';
import { startSite, type SiteProcess } from '../tests/support/next-server';
import { authenticatorCode, createStaffAccount } from '../tests/support/staff-accounts';
import { sampleSubmission } from './sample-submissions';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
    only: { type: 'string' },
    rows: { type: 'string' },
    newsletter: { type: 'string' },
  },
});

const DURATION_SECONDS = Number(options.duration);
const WARMUP_SECONDS = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
/** Words naming the rows to measure besides the static page, whose rate the shares are of; all rows without it. */
const ROW_WORDS = options.rows?.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean) ?? [];
/** Subscribers a newsletter goes to while every row is measured (`--newsletter`); none without it. */
const NEWSLETTER_SUBSCRIBERS = options.newsletter === undefined ? 0 : Number(options.newsletter);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Single requests outside the load (checks, readiness) give up after this long. */
const FETCH_TIMEOUT_MS = 30_000;

// The ports the run listens on (3260 to 3263, or BENCH_PORT to three above it), away from
// `npm start`'s 3000 and the tests' ports.
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3260);
const PORTS = { embedded: FIRST_PORT, postgres: FIRST_PORT + 1, nodeStatic: FIRST_PORT + 2, pythonStatic: FIRST_PORT + 3 } as const;

/** A prerendered page: `next build` wrote it to `<dist>/server/app/about-us.html`. */
const STATIC_PAGE = routes.about;
const STATIC_FILE = path.join(DIST_DIR, 'server', 'app', `${STATIC_PAGE.slice(1)}.html`);
const ARTICLE_PAGE = routes.article(String(recordedPosts[0]?.slug));
const EVENT_PAGE = routes.event(String(trainingsSeed[0]?.slug));
const MEMBER_PAGE = routes.member(String(teamSeed[0]?.slug));

// Variables from the caller's shell that would change what is measured: the server must run
// on its defaults plus what this script sets.
for (const name of ['DATABASE_URL', 'WORDPRESS_URL', 'SMTP_URL', 'ARTICLES_SYNC_SECONDS', 'LOG_LEVEL', 'REVALIDATE_SECRET', 'NEWSLETTER_RATE']) {
  delete process.env[name];
}

// ---------------------------------------------------------------------------------------
// Clean-up: servers, the database and temporary folders go away on success, on failure and
// on Ctrl-C alike.

const cleanups: Array<{ what: string; run: () => Promise<void> }> = [];
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
let cleaning: Promise<void> | undefined;

function onCleanup(what: string, run: () => Promise<void>): void {
  cleanups.push({ what, run });
}

/** Registers `stop` with the clean-up and returns it, safe to call again, for stopping sooner. */
function stoppable(what: string, stop: () => Promise<void>): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const stopOnce = () => (stopping ??= stop());
  onCleanup(what, stopOnce);
  return stopOnce;
}

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { what, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`Clean-up failed (${what}):`, error);
      }
    }
  })();
  return cleaning;
}

/** Set by a signal: the load in progress stops at once and no further measurement starts. */
let interrupted = false;
let runningLoad: autocannon.Instance | undefined;
/** The PostgreSQL database the run created, until it is dropped. */
let createdDatabase: string | undefined;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    const code = 128 + os.constants.signals[signal];
    if (interrupted) {
      // A second Ctrl-C: leave now; the exit handler below still kills the servers.
      console.error(`${signal} again: quitting without waiting${createdDatabase ? `; drop database ${createdDatabase} by hand` : ''}`);
      process.exit(code);
    }
    console.error(`\n${signal}: stopping the servers and removing what the run created (again to quit at once)…`);
    interrupted = true;
    runningLoad?.stop();
    void cleanUp().finally(() => process.exit(code));
  });
}

// Last resort when the process exits before the clean-up is done (a second Ctrl-C): nothing
// asynchronous can run here, so servers are killed and folders removed, synchronously.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  onCleanup(`remove ${dir}`, async () => {
    rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  });
  return dir;
}

/** Stops a child process with `stop` (SIGTERM), and SIGKILL if it is still there after 15 s. */
async function stopChild(child: ChildProcess, stop: () => Promise<unknown>): Promise<void> {
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  try {
    // No pid: the command could not be started, and there is nothing to stop.
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) await stop();
  } finally {
    clearTimeout(killer);
    children.delete(child);
  }
}

// ---------------------------------------------------------------------------------------
// Load generation.

type Row = {
  what: string;
  servedBy: string;
  database: string;
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statuses: string;
  /** Requests per second as a share of the static page's on the same server in the same run. */
  ofStatic?: number;
};

/**
 * `routerCheck`: a request of the client router, whose `_rsc` is filled in once the server runs.
 * `sale`: a request about the training whose seats the run sells, made once they are on sale.
 * `redirects`: answered with a redirect (303, a form posted without JavaScript), which counts as answered.
 */
type Target = { what: string; request: autocannon.Request & { path: string }; routerCheck?: boolean; sale?: boolean; redirects?: boolean };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A share as a whole percentage; a dash for the ceiling servers, which have no static page of their own to compare with. */
const share = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${(value * 100).toFixed(0)}%`);

/** Milliseconds to one decimal; a dash when nothing answered within the measurement. */
const milliseconds = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

/**
 * Runs autocannon against `origin` for `seconds`. Latencies are collected from each
 * response (autocannon's own histogram rounds to whole milliseconds, too coarse for the
 * static file server).
 */
async function load(origin: string, target: Target, seconds: number) {
  if (interrupted) throw new Error('Interrupted');
  const measured = await new Promise<{ result: autocannon.Result; latencies: number[] }>((resolve, reject) => {
    const latencies: number[] = [];
    runningLoad = autocannon(
      { url: origin, connections: CONNECTIONS, duration: seconds, requests: [target.request] },
      (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve({ result, latencies })),
    );
    runningLoad.on('response', (_client, _status, _bytes, elapsed) => latencies.push(elapsed));
  });
  runningLoad = undefined;
  if (interrupted) throw new Error('Interrupted');
  return measured;
}

/** CPU time a process has used, in clock ticks (1/100 s on Linux); undefined without /proc. */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after it are fixed:
    // utime and stime are fields 14 and 15, so 11 and 12 after the state (field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server has finished what the previous load left it, so that it does not
 * count against the next one: autocannon abandons the requests in flight when its time is
 * up, and the server still runs them to the end (ten renders of a slow page), and form posts
 * leave mail for the outbox worker to write. Settled means under a tenth of a core for 250 ms;
 * it gives up waiting after 30 s.
 */
async function settle(pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  const started = Date.now();
  let before = cpuTicks(pid);
  while (before !== undefined && Date.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuTicks(pid);
    if (now === undefined || now - before <= 2) break;
    before = now;
  }
  const waited = (Date.now() - started) / 1000;
  if (waited >= 1) process.stderr.write(`(waited ${waited.toFixed(0)} s for the server to settle${waited >= 30 ? ', still busy' : ''}) `);
}

/**
 * Warms the URL, then measures it for the configured duration, each time once the server
 * (process `serverPid`, when it is a process of its own) has settled.
 */
async function measure(origin: string, target: Target, servedBy: string, database: string, serverPid?: number): Promise<Row> {
  process.stderr.write(`  ${target.what} (${servedBy}, ${database})… `);
  if (WARMUP_SECONDS > 0) {
    await settle(serverPid);
    await load(origin, target, WARMUP_SECONDS);
  }
  await settle(serverPid);
  const { result, latencies } = await load(origin, target, DURATION_SECONDS);
  latencies.sort((a, b) => a - b);
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const expected = (status: string) => status.startsWith('2') || (target.redirects === true && status === '303');
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !expected(status))
    .map(([status, { count }]) => `${status}×${count ?? 0}`)
    .join(' ');
  const row: Row = {
    what: target.what,
    servedBy,
    database,
    perSecond: answered / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: answered,
    non2xx: target.redirects ? result.non2xx - (result.statusCodeStats?.['303']?.count ?? 0) : result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
  process.stderr.write(`${row.perSecond.toFixed(0)}/s, p50 ${milliseconds(row.p50)} ms, p99 ${milliseconds(row.p99)} ms\n`);
  return row;
}

const get = (what: string, pathname: string): Target => ({ what, request: { method: 'GET', path: pathname } });

let searchNumber = 0;

/**
 * Words no request searched for before, which no cache can answer: `tax` followed by
 * punctuation spelling the request's number (`tax!`, `tax?`, `tax.!`, …). PostgreSQL ignores
 * the punctuation, so every one is the same full-text query with the same results, as `tax` is.
 */
function newSearchWords(): string {
  searchNumber += 1;
  return `tax${[...searchNumber.toString(3)].map((digit) => '!?.'[Number(digit)]).join('')}`;
}

/** A new search each request, as a browser without JavaScript makes it: the whole results page. */
function newSearchEachTime(): Target {
  return {
    what: `search, a new one each request (${routes.search}?q=tax!?…)`,
    request: {
      method: 'GET',
      path: `${routes.search}?q=tax`,
      setupRequest: (request) => ({ ...request, path: `${routes.search}?${new URLSearchParams({ q: newSearchWords() })}` }),
    },
  };
}

/** A new search each request from the header's form with JavaScript: the router asks for the results alone. */
function newSearchEachTimeByForm(): Target {
  const { request } = routerRequest(`${routes.search}?q=tax`, ['search']);
  // Next's check covers the router's headers, not the words: one check, filled in once, serves every search.
  let check: string | undefined;
  return {
    what: `search, a new one each request, from the form with JavaScript (the router's request for ${routes.search}?q=tax!?…)`,
    request: {
      ...request,
      setupRequest: (sent) => {
        check ??= new URL(String(sent.path), 'http://bench.invalid').searchParams.get('_rsc') ?? '';
        return { ...sent, path: `${routes.search}?${new URLSearchParams({ q: newSearchWords(), _rsc: check })}` };
      },
    },
    routerCheck: true,
  };
}

let calculationNumber = 0;

/** A calculation no request asked before, which no cache can answer: a gross salary one shilling more each time. */
function newCalculationEachTime(): Target {
  const pathFor = (gross: number) => `${routes.payrollCalculator}?gross=${gross}&month=2026-03`;
  return {
    what: `payroll calculator, a new calculation each request (${routes.payrollCalculator}?gross=100001…&month=2026-03)`,
    request: {
      method: 'GET',
      path: pathFor(100_000),
      setupRequest: (request) => {
        calculationNumber += 1;
        return { ...request, path: pathFor(100_000 + calculationNumber) };
      },
    },
  };
}

/**
 * What the client router asks for when a visitor with JavaScript follows a link from the home
 * page to `pathname` (`segments` its route's folders under the site's layout): the page's React
 * payload, not its HTML. The headers are as Chromium sent them on Next 16.4.6; `_rsc`, Next's
 * check of them, is filled in by {@link fillRouterChecks}, from Next's redirect.
 */
function routerRequest(pathname: string, segments: string[]): Pick<Target, 'request' | 'routerCheck'> {
  // The route's tree: the page in its folders, the one holding the page marked to be fetched.
  const page: unknown[] = ['__PAGE__', {}, null, null, 0];
  const folders = segments.reduceRight<unknown[]>(
    (inner, segment, index) => [segment, { children: inner }, null, index === segments.length - 1 ? 'refetch' : null, 0],
    page,
  );
  const root = ['', { children: ['(site)', { children: folders }, null, null, 16] }, null, null, 16];
  return {
    request: {
      method: 'GET',
      path: pathname,
      headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(root)), 'next-url': routes.home },
    },
    routerCheck: true,
  };
}

/** A page a visitor with JavaScript reaches by a link: the router's request for it. */
function byLink(what: string, pathname: string, segments: string[]): Target {
  return { what: `${what}, by a link (the router's request for ${pathname})`, ...routerRequest(pathname, segments) };
}

/** Gives each router request the `_rsc` Next expects for its headers, read from Next's redirect of a wrong one. */
async function fillRouterChecks(origin: string, targets: Target[]): Promise<void> {
  for (const target of targets.filter((candidate) => candidate.routerCheck)) {
    const { request } = target;
    const separator = request.path.includes('?') ? '&' : '?';
    const response = await fetch(`${origin}${request.path}${separator}_rsc=0`, {
      headers: request.headers as Record<string, string>,
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status !== 307 || !location?.includes('_rsc=')) throw new Error(`${target.what}: Next did not redirect to its check (${response.status})`);
    request.path = location;
  }
}

let submissionNumber = 0;
const runId = randomBytes(3).toString('hex');

/** Valid fields for one submission, with an address no other request of the run uses. */
function formFields(kind: FormKind, n: number): Record<string, string> {
  return sampleSubmission(kind, `bench-${runId}-${n}@example.com`, n);
}

/**
 * One visitor address out of 1,024 (the server runs with TRUST_PROXY=1), so that posts
 * look like many visitors behind a proxy rather than one client, which the per-client rate
 * limit would stop however high FORM_RATE_LIMIT is set, given a long enough run.
 */
function visitorAddress(n: number): string {
  return `10.0.${(n >> 8) & 3}.${n & 255}`;
}

function formPost(kind: FormKind, origin: string): Target {
  return {
    what: `${kind} (POST ${formEndpoints[kind]})`,
    request: {
      method: 'POST',
      path: formEndpoints[kind],
      // A browser on the site itself sends its own origin; the endpoints refuse other sites.
      headers: { 'content-type': 'application/json', origin },
      setupRequest: (request) => {
        submissionNumber += 1;
        return {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': visitorAddress(submissionNumber) },
          body: JSON.stringify({ [payloadKeys[kind]]: formFields(kind, submissionNumber) }),
        };
      },
    },
  };
}

// ---------------------------------------------------------------------------------------
// The training whose seats the run sells (issue 31): its page, the seats-left request that
// page makes, its registration form, and a registration posted as a browser without
// JavaScript posts it, by M-Pesa (the push answered by the stand-in Daraja below) and by
// invoice (a pro-forma PDF made and mailed), each ending with seats held.

const SALE_TRAINING_SLUG = String(trainingsSeed[0]?.slug);
const REGISTRATION_FORM = routes.eventRegistration(SALE_TRAINING_SLUG);
const BENCH_ADMIN = { email: 'bench-admin@kilele.example', password: 'a-long-bench-administrator-password' };
const DARAJA = { consumerKey: 'bench-key', consumerSecret: 'bench-secret', shortcode: '174379', passkey: 'bench-passkey', type: 'paybill' as const };

/** The stand-in Daraja the sites push M-Pesa payments to: each push is paid at once, and its callback sent to the site. */
async function startDaraja(): Promise<FakeDaraja> {
  const daraja = await startFakeDaraja(DARAJA);
  onCleanup('stop the stand-in Daraja', () => daraja.close());
  return daraja;
}

/** The M-Pesa settings of a site whose payments go to `daraja`. */
const mpesaEnv = (daraja: FakeDaraja): Record<string, string> => ({
  MPESA_ENV: 'sandbox',
  MPESA_CONSUMER_KEY: DARAJA.consumerKey,
  MPESA_CONSUMER_SECRET: DARAJA.consumerSecret,
  MPESA_SHORTCODE: DARAJA.shortcode,
  MPESA_PASSKEY: DARAJA.passkey,
  MPESA_TYPE: DARAJA.type,
  MPESA_API_URL: daraja.url,
});

async function staffRequest(origin: string, pathname: string, method: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(origin + pathname, {
    method,
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** An administrator's session on the site: made by `npm run admin:create-user`, signed in with the second factor. */
async function administratorSession(origin: string, env: Record<string, string>): Promise<string> {
  const { totpSecret } = await createStaffAccount({ ...BENCH_ADMIN, role: 'admin' }, { DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL ?? '' });
  if (!totpSecret) throw new Error('admin:create-user gave no authenticator secret');
  const login = await staffRequest(origin, '/api/users/login', 'POST', { ...BENCH_ADMIN, totp: authenticatorCode(totpSecret) });
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  await login.arrayBuffer();
  return cookie;
}

/**
 * Puts the training on sale as the firm's staff do: an administrator fills in the payment details an
 * invoice needs and gives the training, moved to 2030, a room of a million seats, so that no
 * measurement fills it; then waits until its page, regenerated, offers them.
 */
async function putSeatsOnSale(origin: string, cookie: string): Promise<void> {
  process.stderr.write(`Putting ${routes.event(SALE_TRAINING_SLUG)} on sale…\n`);
  await (
    await staffRequest(origin, '/api/globals/invoice-details', 'POST', {
      bankName: 'Bench Bank of Kenya', branch: 'Upper Hill', accountName: 'Kilele Partners LLP', accountNumber: '0123456789012', bankCode: 'BENCHKEN', kraPin: 'P051234567Q', vatNumber: '0123456X',
    }, cookie)
  ).arrayBuffer();
  const found = await fetch(`${origin}/api/training-events?${new URLSearchParams({ 'where[slug][equals]': SALE_TRAINING_SLUG, depth: '0' })}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const id = ((await found.json()) as { docs?: { id: number }[] }).docs?.[0]?.id;
  if (id === undefined) throw new Error(`No training ${SALE_TRAINING_SLUG} in the admin`);
  seatsPath = `/api/trainings/${id}/seats`;
  await (
    await staffRequest(origin, `/api/training-events/${id}`, 'PATCH', {
      starts: '2030-06-04T06:00:00.000Z',
      ends: '2030-06-05T14:00:00.000Z',
      registration: { capacity: 1_000_000, seatLimit: 50 },
      _status: 'published',
    }, cookie)
  ).arrayBuffer();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const page = await fetch(origin + routes.event(SALE_TRAINING_SLUG), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const html = await page.text();
    if (html.includes('1000000 seats left') || html.includes('1,000,000 seats left') || html.includes(REGISTRATION_FORM)) {
      if (page.headers.get('x-nextjs-cache') === 'HIT') return;
    }
    if (Date.now() > deadline) throw new Error(`${routes.event(SALE_TRAINING_SLUG)} does not offer its seats (cache ${page.headers.get('x-nextjs-cache')})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Starts a newsletter to `subscribers` confirmed readers of Insights, so that it is being sent
 * (through the outbox, at the site's `NEWSLETTER_RATE`) while the rows are measured: the readers
 * are written straight into the site's database, the campaign is written and sent through the
 * admin's API as an administrator does. Returns what to ask for its counts.
 */
async function startNewsletter(origin: string, env: Record<string, string>, cookie: string, subscribers: number): Promise<string> {
  process.stderr.write(`Sending a newsletter to ${subscribers} subscribers throughout…\n`);
  const embedded = env.DATABASE_URL ? undefined : runningServer(env.DATA_DIR ?? '');
  const url = env.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('The site\'s database is not running');
  const sql = postgres(url, { max: 1, onnotice: () => undefined, ...(embedded?.socketPath ? { path: embedded.socketPath } : {}) });
  try {
    await sql`insert into subscribers (email, status, source, consented_at, unsubscribe_token, topics)
      select 'bench-reader-' || n || '@example.com', 'confirmed', 'footer', now(), gen_random_uuid()::text, '{insights}'
      from generate_series(1, ${subscribers}::int) as n`;
  } finally {
    await sql.end();
  }
  const text = (value: string) => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 });
  const paragraph = (value: string) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', children: [text(value)] });
  const created = await staffRequest(origin, '/api/campaigns', 'POST', {
    subject: 'Finance Act 2026: what changes for your payroll',
    preheader: 'PAYE bands, the housing levy and SHIF from 1 July',
    topics: ['insights'],
    body: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph('PAYE bands change on 1 July.'), paragraph('Our team explains what it means for your payroll.')] } },
  }, cookie);
  const id = ((await created.json()) as { doc?: { id?: number } }).doc?.id;
  if (id === undefined) throw new Error('The campaign was not created');
  await (await staffRequest(origin, `/api/campaigns/${id}/send`, 'POST', {}, cookie)).arrayBuffer();
  return `/api/campaigns/${id}/sending`;
}

const decodeAttribute = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_entity, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[name] ?? '');

/** The hidden fields of the registration form as the server renders it (the training, and Next's for its action). */
async function registrationFormHiddenFields(origin: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(origin + REGISTRATION_FORM, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })).text();
  const form = /<form\b[^>]*>(?:(?!<\/form>)[\s\S])*?name="training"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error(`${REGISTRATION_FORM} has no registration form`);
  const fields: Array<[string, string]> = [];
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(input)) continue;
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields.push([decodeAttribute(name), decodeAttribute(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '')]);
  }
  return fields;
}

let registrationNumber = 0;

/** The training's seats-left request, once its id is known ({@link putSeatsOnSale}). */
let seatsPath = '';

function seatsLeft(): Target {
  return {
    what: 'seats left, the request the training page makes (GET /api/trainings/<id>/seats)',
    sale: true,
    request: { method: 'GET', path: '/api/trainings/seats', setupRequest: (request) => ({ ...request, path: seatsPath }) },
  };
}

/** The registration form's hidden fields, read once the training is on sale ({@link registrationFormHiddenFields}). */
let registrationHidden: Array<[string, string]> = [];

/** A registration for one seat, posted as the form without JavaScript posts it (multipart, answered 303 to its page). */
function registrationPost(payment: 'mpesa' | 'invoice', origin: string): Target {
  const boundary = `----bench${runId}`;
  const part = ([name, value]: [string, string]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    what:
      payment === 'mpesa'
        ? `registration by M-Pesa, form post to seat held and push sent (POST ${REGISTRATION_FORM}, no JavaScript; 303 counted as answered)`
        : `registration by invoice, form post to seat held and pro-forma PDF made (POST ${REGISTRATION_FORM}, no JavaScript; 303 counted as answered)`,
    sale: true,
    redirects: true,
    request: {
      method: 'POST',
      path: REGISTRATION_FORM,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin },
      setupRequest: (request) => {
        registrationNumber += 1;
        const n = registrationNumber;
        const fields: Array<[string, string]> = [
          ...registrationHidden,
          ['name', `Bench Registrant ${n}`],
          ['email', `bench-${runId}-registrant-${n}@example.com`],
          ['phone', '0712 345 678'],
          ['organisation', 'Bench Traders Ltd'],
          ['seats', '1'],
          ['attendee1', `Bench Registrant ${n}`],
          ['kraPin', ''],
          ['payment', payment],
          ['intent', 'register'],
        ];
        return {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': visitorAddress(n) },
          body: `${fields.map(part).join('')}--${boundary}--\r\n`,
        };
      },
    },
  };
}

/**
 * Waits for `/healthz` to answer 200: the server may answer pages before the database is open
 * (a fresh embedded database is created and migrated after the start, which takes seconds),
 * and the forms answer 503 until it is.
 */
async function waitForHealth(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(() => undefined);
    const status = response?.status;
    await response?.arrayBuffer();
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${origin}/healthz still answers ${status ?? 'nothing'} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One request of each target before any load, so that a wrong answer stops the run with its reason. */
async function checkAnswers(origin: string, targets: Target[]): Promise<void> {
  for (const { what, request, redirects } of targets) {
    const prepared = typeof request.setupRequest === 'function' ? request.setupRequest(request, {}) : request;
    const response = await fetch(origin + prepared.path, {
      method: prepared.method,
      headers: prepared.headers as Record<string, string>,
      body: prepared.body as string | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const body = await response.text();
    if (response.status !== (redirects ? 303 : 200)) throw new Error(`${what} answered ${response.status}: ${body.slice(0, 300)}`);
  }
}

// ---------------------------------------------------------------------------------------
// The servers.

/**
 * The headers Next sends with the static page, without the per-connection ones, so that the
 * ceiling sends as many bytes per response. Also checks that Next serves the page from its
 * cache: the build's prerendered file, or the copy the start regenerated from the admin's
 * content (a first request after that regeneration renders it once).
 */
async function staticPageHeaders(origin: string): Promise<OutgoingHttpHeaders> {
  // Uncompressed, as autocannon asks for it (fetch would ask for gzip and get it).
  const ask = () => fetch(origin + STATIC_PAGE, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  await (await ask()).arrayBuffer();
  const response = await ask();
  await response.arrayBuffer();
  if (response.status !== 200 || response.headers.get('x-nextjs-cache') !== 'HIT') {
    throw new Error(`${STATIC_PAGE} (${response.status}, x-nextjs-cache ${response.headers.get('x-nextjs-cache')}) is not served from Next's cache: pick a static page`);
  }
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!skip.has(name)) headers[name] = value;
  });
  return headers;
}

type StaticServer = { origin: string; stop: () => Promise<void>; pid: number | undefined };

/**
 * The ceiling: the prerendered file, held in memory, sent with the same headers Next sends.
 * A process of its own, like Next: in this process it would share a thread with autocannon.
 */
const NODE_FILE_SERVER = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const [port, file, headersJson] = process.argv.slice(1);
const html = readFileSync(file);
const headers = { ...JSON.parse(headersJson), 'content-length': html.length };
createServer((_request, response) => response.writeHead(200, headers).end(html)).listen(Number(port), '127.0.0.1');
`;

/**
 * A second reference: Python's file server, which reads the file from disk per request. It
 * is `python3 -m http.server` with keep-alive (HTTP/1.1, as Next and autocannon use;
 * autocannon's timings are wrong against a server that closes every connection) and without
 * a log line per request.
 */
const PYTHON_FILE_SERVER = `
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'
    def log_message(self, *args): pass
http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), functools.partial(Handler, directory=sys.argv[2])).serve_forever()
`;

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Runs a file server as a child process and waits until it answers `pathname`; undefined if it does not start. */
async function startFileServer(what: string, command: string, args: string[], port: number, pathname: string): Promise<StaticServer | undefined> {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.add(child);
  const stop = stoppable(`stop the ${what}`, () =>
    stopChild(child, async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
  let spawnFailed = false;
  child.once('error', () => (spawnFailed = true));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 40 && !spawnFailed && child.exitCode === null; attempt += 1) {
    if (await answersOk(origin + pathname)) return { origin, stop, pid: child.pid };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  process.stderr.write(`  the ${what} did not start: its row is left out\n`);
  return undefined;
}

/** Starts the production server on `port`; the clean-up waits for a start still under way, then stops it. */
async function startNext(port: number, env: Record<string, string>): Promise<SiteProcess & { halt: () => Promise<void> }> {
  const starting = startSite(DIST_DIR, port, {
    ...env,
    SITE_URL: `http://127.0.0.1:${port}`,
    FORM_RATE_LIMIT: '10000',
    TRUST_PROXY: '1',
  });
  const halt = stoppable(`stop the server on ${port}`, async () => {
    const site = await starting.catch(() => undefined);
    if (site) await stopChild(site.process, () => site.stop());
  });
  const site = await starting;
  children.add(site.process);
  return { ...site, halt };
}

/** A database of the run's own on the PostgreSQL server, dropped at the end. */
async function createDatabase(): Promise<{ url: string; version: string; fullVersion: string; backendPids: () => Promise<number[]> }> {
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => undefined });
  onCleanup('close the PostgreSQL admin connection', () => admin.end());
  const name = `bench_${randomBytes(4).toString('hex')}`;
  let fullVersion: string;
  try {
    [{ server_version: fullVersion }] = await admin<[{ server_version: string }]>`show server_version`;
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    const where = new URL(POSTGRES_ADMIN_URL).host;
    throw new Error(`Could not create a database on the PostgreSQL server at ${where} (BENCH_POSTGRES_URL; --only embedded skips it)`, {
      cause: error,
    });
  }
  createdDatabase = name;
  onCleanup(`drop database ${name}`, async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    createdDatabase = undefined;
  });
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const backendPids = async () =>
    (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${name}`).map((row) => row.pid);
  return { url: url.toString(), version: fullVersion.split(' ')[0] ?? fullVersion, fullVersion, backendPids };
}

// ---------------------------------------------------------------------------------------
// The run.

/**
 * The pages a visitor reaches by a link, the tax tools with and without a query, search and
 * the feeds (issue 22's targets are shares of the static page's rate: 50% for a page reached
 * by a link and the calendar's feed, 25% for a calculation and a search), then the form posts.
 */
function siteTargets(origin: string): Target[] {
  return [
    get(`static page (${STATIC_PAGE})`, STATIC_PAGE),
    get(`home page (${routes.home})`, routes.home),
    get(`podcast page (${routes.podcasts})`, routes.podcasts),
    { ...get(`event page, a training selling its seats (${EVENT_PAGE})`, EVENT_PAGE), sale: true },
    get(`team member page (${MEMBER_PAGE})`, MEMBER_PAGE),
    get(`articles listing (${routes.articles})`, routes.articles),
    get(`articles listing, page 2 (${routes.articles}?page=2)`, `${routes.articles}?page=2`),
    get(`articles listing, a year (${routes.articles}?year=2025)`, `${routes.articles}?year=2025`),
    byLink('articles listing, page 2', `${routes.articles}?page=2`, ['insights', 'articles']),
    get(`article (${ARTICLE_PAGE})`, ARTICLE_PAGE),
    get(`tax calendar (${routes.taxCalendar})`, routes.taxCalendar),
    get(`tax calendar, filtered (${routes.taxCalendar}?applies=payroll&applies=vat)`, `${routes.taxCalendar}?applies=payroll&applies=vat`),
    byLink('tax calendar', routes.taxCalendar, ['insights', 'tax-calendar']),
    get(`tax calendar feed (${routes.taxCalendarFeed('all')})`, routes.taxCalendarFeed('all')),
    get(`payroll calculator (${routes.payrollCalculator})`, routes.payrollCalculator),
    get(
      `payroll calculator, a calculation (${routes.payrollCalculator}?gross=100000&month=2026-03)`,
      `${routes.payrollCalculator}?gross=100000&month=2026-03`,
    ),
    newCalculationEachTime(),
    get(`search (${routes.search}?q=tax)`, `${routes.search}?q=tax`),
    newSearchEachTime(),
    newSearchEachTimeByForm(),
    ...(['subscribe', 'contact', 'booking'] as const).map((kind) => formPost(kind, origin)),
    seatsLeft(),
    { ...get(`registration form (${REGISTRATION_FORM}), rendered per visit`, REGISTRATION_FORM), sale: true },
    registrationPost('mpesa', origin),
    registrationPost('invoice', origin),
  ];
}

type SiteMemory = { database: string; site: Memory; server: Memory; serverProcesses: string };

/**
 * Benchmarks the site on one database. `serverPids` names the database server's processes
 * that serve this site, for the memory of the site and its database after the run.
 */
async function benchSite(database: string, port: number, env: Record<string, string>, serverPids: () => Promise<{ pids: number[]; which: string }>) {
  process.stderr.write(`Starting the server on the ${database} database…\n`);
  const site = await startNext(port, env);
  await waitForHealth(site.url);
  const headers = await staticPageHeaders(site.url);
  const targets = siteTargets(site.url).filter(
    (target, index) => index === 0 || ROW_WORDS.length === 0 || ROW_WORDS.some((word) => target.what.toLowerCase().includes(word)),
  );
  const needsStaff = targets.some((target) => target.sale) || NEWSLETTER_SUBSCRIBERS > 0;
  const cookie = needsStaff ? await administratorSession(site.url, env) : '';
  if (targets.some((target) => target.sale)) {
    await putSeatsOnSale(site.url, cookie);
    registrationHidden = await registrationFormHiddenFields(site.url);
  }
  const newsletter = NEWSLETTER_SUBSCRIBERS > 0 ? await startNewsletter(site.url, env, cookie, NEWSLETTER_SUBSCRIBERS) : undefined;
  await fillRouterChecks(site.url, targets);
  await checkAnswers(site.url, targets);
  const rows: Row[] = [];
  for (const target of targets) rows.push(await measure(site.url, target, 'server.ts', database, site.process.pid));
  if (newsletter) {
    // The admin takes a session's cookie from the site's own pages only.
    const counts = await fetch(site.url + newsletter, { headers: { cookie, origin: site.url }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    process.stderr.write(`The newsletter while the rows were measured: ${await counts.text()}\n`);
  }
  const server = await serverPids();
  const memory: SiteMemory = {
    database,
    site: memoryOf(site.process.pid === undefined ? [] : [site.process.pid]),
    server: memoryOf(server.pids),
    serverProcesses: server.which,
  };
  await site.halt();
  const staticRate = rows[0]?.perSecond ?? Number.NaN;
  for (const row of rows) row.ofStatic = row.perSecond / staticRate;
  return { rows, headers, memory };
}

async function benchCeiling(headers: OutgoingHttpHeaders): Promise<Row[]> {
  const rows: Row[] = [];
  const node = await startFileServer(
    'node:http file server',
    process.execPath,
    ['-e', NODE_FILE_SERVER, String(PORTS.nodeStatic), STATIC_FILE, JSON.stringify(headers)],
    PORTS.nodeStatic,
    STATIC_PAGE,
  );
  if (node) {
    const target = get(`static page (${STATIC_PAGE})`, STATIC_PAGE);
    rows.push(await measure(node.origin, target, 'node:http, file held in memory (ceiling)', '–', node.pid));
    await node.stop();
  }
  const root = tempDir('kilele-httpbench-static-');
  const file = `/${path.basename(STATIC_FILE)}`;
  copyFileSync(STATIC_FILE, path.join(root, file));
  const python = await startFileServer(
    'Python http.server',
    'python3',
    ['-c', PYTHON_FILE_SERVER, String(PORTS.pythonStatic), root],
    PORTS.pythonStatic,
    file,
  );
  if (python) {
    rows.push(await measure(python.origin, get(`static page (${file})`, file), 'Python http.server, file read per request', '–', python.pid));
    await python.stop();
  }
  return rows;
}

function machine(postgresVersion: string | undefined, startedAt: Date): string[] {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.*)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  const release = existsSync('/etc/os-release') ? /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] : undefined;
  return [
    `- CPU: ${model}, ${os.availableParallelism()} cores`,
    `- RAM: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- OS: ${release ?? os.type()} (Linux ${os.release()})`,
    `- Node ${process.version}, autocannon 8, Next ${nextVersion()}`,
    `- PostgreSQL: ${postgresVersion ?? 'not measured'}`,
    `- Date: ${startedAt.toISOString()} (start of the run)`,
  ];
}

function nextVersion(): string {
  return (JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')) as { version: string }).version;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function table(rows: Row[]): string[] {
  return [
    '| what | served by | database | req/s | of static | p50 ms | p99 ms | requests | non-2xx | errors |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${row.servedBy} | ${row.database} | ${row.perSecond.toFixed(0)} | ${share(row.ofStatic)} | ${milliseconds(row.p50)} | ${milliseconds(row.p99)} | ` +
        `${row.requests} | ${row.non2xx}${row.statuses ? ` (${row.statuses})` : ''} | ${row.errors} |`,
    ),
  ];
}

function memoryTable(memories: SiteMemory[]): string[] {
  return [
    '| database | site RSS | site PSS | database RSS | database PSS (processes counted) | together, RSS | together, PSS |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...memories.map(
      ({ database, site, server, serverProcesses }) =>
        `| ${database} | ${megabytes(site.rssBytes)} | ${megabytes(site.pssBytes)} | ${megabytes(server.rssBytes)} | ` +
        `${megabytes(server.pssBytes)} (${server.processes}: ${serverProcesses}) | ` +
        `${megabytes(site.rssBytes + server.rssBytes)} | ${megabytes(site.pssBytes + server.pssBytes)} |`,
    ),
    '',
    'RSS counts a page shared by several processes (PostgreSQL\'s shared buffers) once in each; PSS splits it between them.',
  ];
}

async function main(): Promise<void> {
  if (![DURATION_SECONDS, WARMUP_SECONDS, CONNECTIONS].every((value) => Number.isFinite(value) && value >= 0) || CONNECTIONS < 1) {
    throw new Error('--duration and --warmup take seconds, --connections a positive number');
  }
  if (!existsSync(path.join(DIST_DIR, 'BUILD_ID')) || !existsSync(STATIC_FILE)) {
    console.error(
      `No production build in ${DIST_DIR} (looked for ${DIST_DIR}/BUILD_ID and ${STATIC_FILE}). ` +
        'Run `npm run build` first, or set NEXT_DIST_DIR to the folder of another build.',
    );
    process.exitCode = 1;
    return;
  }
  if (!Number.isInteger(NEWSLETTER_SUBSCRIBERS) || NEWSLETTER_SUBSCRIBERS < 0) throw new Error('--newsletter takes a number of subscribers');
  if (options.only !== undefined && !['embedded', 'postgres'].includes(options.only)) {
    throw new Error('--only takes embedded or postgres');
  }
  const startedAt = new Date();
  const runEmbedded = options.only !== 'postgres';
  const runPostgres = options.only !== 'embedded';
  const daraja = await startDaraja();
  const loadBefore = loadAverage();
  process.stderr.write(
    `Build ${DIST_DIR}; ${DURATION_SECONDS} s per measurement after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections\n`,
  );

  // Created first, so that a PostgreSQL server that is not there stops the run at once.
  const database = runPostgres ? await createDatabase() : undefined;
  const sites: Array<Awaited<ReturnType<typeof benchSite>>> = [];
  if (runEmbedded) {
    const dataDir = tempDir('kilele-httpbench-embedded-');
    sites.push(
      await benchSite('embedded PostgreSQL', PORTS.embedded, { DATA_DIR: dataDir, ...mpesaEnv(daraja) }, async () => ({
        pids: processesWorkingIn(path.join(dataDir, 'postgres')),
        which: 'all of its server',
      })),
    );
  }
  if (database) {
    sites.push(
      await benchSite(
        `PostgreSQL ${database.version}`,
        PORTS.postgres,
        { DATA_DIR: tempDir('kilele-httpbench-postgres-'), DATABASE_URL: database.url, ...mpesaEnv(daraja) },
        async () => ({ pids: await database.backendPids(), which: "the site's sessions (the shared server's own processes not counted)" }),
      ),
    );
  }
  // Last, once no site runs any more, with the headers the site sent for the page.
  process.stderr.write('Measuring the static file servers…\n');
  const ceiling = await benchCeiling(sites[0]?.headers ?? {});
  const rows = [...ceiling, ...sites.flatMap((site) => site.rows)];

  const bad = rows.filter((row) => row.non2xx > 0 || row.errors > 0 || row.requests === 0);
  console.log(
    `${DURATION_SECONDS} s per measurement after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections, ` +
      `one request at a time per connection; latencies over every response of the measurement.\n`,
  );
  console.log(table(rows).join('\n'));
  console.log(
    bad.length === 0
      ? '\nEvery request was answered 2xx; no errors or timeouts.'
      : `\nNOT ALL ANSWERED 2xx: ${bad
          .map((row) => `${row.what} on ${row.database} (${row.requests} answers, ${row.non2xx} non-2xx, ${row.errors} errors)`)
          .join('; ')}.`,
  );
  console.log(`\nMemory after the run: the site's process and its database server's processes\n\n${memoryTable(sites.map((site) => site.memory)).join('\n')}`);
  console.log(`\nMachine\n\n${machine(database?.fullVersion, startedAt).join('\n')}\n- Load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAverage()} at the end`);
}

try {
  await main();
} catch (error) {
  // After a signal the handler reports and exits; the measurement it cut short is no error.
  if (!interrupted) console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
