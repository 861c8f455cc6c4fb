/**
 * The blog at a real blog's size (docs/articles.md): a stand-in WordPress with 100, 1,000 and
 * 10,000 posts, paged as WordPress pages, and the built site (`npm start`) against each, on a
 * fresh embedded database. Prints a Markdown table of:
 *
 * - the listing's HTML bytes and its time to first byte (p50, p99), first page and a middle one;
 * - search's time to first byte (p50, p99);
 * - the server's resident memory after the first sync;
 * - the requests the site made to WordPress in its first sync and in one steady-state sync;
 * - the time from an edit in WordPress to the article page showing it, by the schedule
 *   (`ARTICLES_SYNC_SECONDS=5` here; 60 by default) and by the webhook.
 *
 *   npm run build && npm run bench:blog
 *   npm run bench:blog -- --posts 1000 --requests 100
 *   npm run bench:blog -- --postgres                     (the PostgreSQL server at BENCH_POSTGRES_URL)
 *   npm run bench:blog -- --site ../other-checkout      (its build and server.ts; no search there)
 *
 * A benchmark, not a test: figures on a shared machine are noisy; it reports, it asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { type FakeWordPress, generatePosts, startFakeWordPress } from '../tests/support/fake-wordpress';
import { startCommand } from '../tests/support/next-server';

const { values: options } = parseArgs({
  options: {
    posts: { type: 'string', default: '100,1000,10000' },
    requests: { type: 'string', default: '200' },
    site: { type: 'string', default: '.' },
    port: { type: 'string', default: '3270' },
    /** Run the site on a fresh database on this PostgreSQL server instead of the embedded one. */
    postgres: { type: 'boolean', default: false },
  },
});
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SIZES = options.posts.split(',').map(Number);
const REQUESTS = Number(options.requests);
const SITE_DIR = path.resolve(options.site);
const PORT = Number(options.port);
const SYNC_SECONDS = 5;
const SECRET = 'bench-blog-webhook-secret';
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (line: string) => process.stderr.write(`${line}\n`);

type Server = { child: ChildProcess; stop: () => Promise<void> };

/** A fresh database on the PostgreSQL server, and how to drop it. */
async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_blog_${randomBytes(4).toString('hex')}`;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The site's `npm start` (its Node options and compiled server); a checkout from before the
 * compiled server ran `server.ts` through tsx, and one from before the site had a server of its
 * own ran `next start`.
 */
function serverCommand(): string[] {
  if (existsSync(path.join(SITE_DIR, '.next', 'server.mjs'))) {
    const start = startCommand('.next', SITE_DIR);
    return [...start.nodeOptions, start.entry];
  }
  if (existsSync(path.join(SITE_DIR, 'server.ts'))) return ['--import', 'tsx', 'server.ts'];
  return ['node_modules/next/dist/bin/next', 'start', '--port', String(PORT), '--hostname', '127.0.0.1'];
}

async function startServer(wordpress: FakeWordPress, dataDir: string, databaseUrl: string): Promise<Server> {
  const command = serverCommand();
  const child = spawn(process.execPath, command, {
    cwd: SITE_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WORDPRESS_URL: wordpress.url,
      ARTICLES_SYNC_SECONDS: String(SYNC_SECONDS),
      REVALIDATE_SECRET: SECRET,
      SITE_URL: BASE,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      await fetch(`${BASE}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
      await sleep(200);
    }
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Milliseconds to the first byte of the answer; the body is read whole. */
async function ttfb(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const reader = response.body!.getReader();
  let first = await reader.read();
  const ms = performance.now() - started;
  let bytes = 0;
  while (!first.done) {
    bytes += first.value.byteLength;
    first = await reader.read();
  }
  return { ms, bytes, status: response.status };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function latency(url: string): Promise<{ p50: number; p99: number; bytes: number }> {
  for (let i = 0; i < 10; i += 1) await ttfb(url);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const answer = await ttfb(url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    times.push(answer.ms);
    bytes = answer.bytes;
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

/** The newest article's address in the listing (works on any version of the site). */
async function newestArticlePath(): Promise<string> {
  const html = await (await fetch(`${BASE}/insights/articles`)).text();
  const match = /href="(\/insights\/article\/[^"?#]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no article on the listing');
  return match[1];
}

async function waitForFirstSync(wordpress: FakeWordPress, count: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const health = (await (await fetch(`${BASE}/healthz`)).json()) as { articles?: { count?: number; lastSuccessAt?: string | null } | null };
    // The mirror's count where the site reports one; otherwise the listing showing the newest post.
    if (health.articles && 'count' in health.articles) {
      if (health.articles.count === count && health.articles.lastSuccessAt) break;
    } else if ((await fetch(`${BASE}/insights/articles`)).ok && wordpress.requests.length > 0) {
      break;
    }
    if (performance.now() - started > 600_000) throw new Error('the first sync did not finish in 10 minutes');
    await sleep(250);
  }
  return performance.now() - started;
}

function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Milliseconds from an edit of the post at `articlePath` until its page shows the new title. */
async function editToVisible(wordpress: FakeWordPress, articlePath: string, title: string, webhook: boolean): Promise<number> {
  const slug = decodeURIComponent(articlePath.split('/').at(-1)!);
  const post = wordpress.posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug}`);
  const started = performance.now();
  wordpress.editPost(post.id as number, { title: { rendered: title } });
  if (webhook) {
    const answer = await fetch(`${BASE}/api/articles/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': SECRET } });
    if (!answer.ok) throw new Error(`the webhook answered ${answer.status}`);
  }
  for (;;) {
    if ((await (await fetch(BASE + articlePath)).text()).includes(title)) return performance.now() - started;
    if (performance.now() - started > 300_000) throw new Error('the edit did not show within 5 minutes');
    await sleep(100);
  }
}

type Row = Record<string, string>;

async function measure(size: number): Promise<Row> {
  const wordpress = await startFakeWordPress();
  wordpress.posts = generatePosts(size, { baseUrl: wordpress.url });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-blog-'));
  const database = options.postgres ? await createDatabase() : undefined;
  const server = await startServer(wordpress, dataDir, database?.url ?? '');
  try {
    progress(`${size} posts: first sync…`);
    const syncMs = await waitForFirstSync(wordpress, size);
    const firstSync = wordpress.requests.filter((request) => request.includes('/wp-json/')).length;
    const memory = residentMemoryMb(server.child.pid!);

    progress(`${size} posts: a steady-state sync…`);
    wordpress.requests.length = 0;
    await sleep(SYNC_SECONDS * 1000 + 1_500);
    const steady = wordpress.requests.filter((request) => request.includes('/wp-json/')).length;

    progress(`${size} posts: the listing…`);
    const listing = await latency(`${BASE}/insights/articles`);
    const middle = Math.max(1, Math.floor(size / 12 / 2));
    const listingMiddle = await latency(`${BASE}/insights/articles?page=${middle}`);
    progress(`${size} posts: search…`);
    const searchAnswer = await ttfb(`${BASE}/search?q=tax`);
    const search = searchAnswer.status === 200 ? await latency(`${BASE}/search?q=withholding%20tax`) : undefined;

    progress(`${size} posts: edits…`);
    const article = await newestArticlePath();
    const bySchedule = await editToVisible(wordpress, article, `Edited for the benchmark ${Date.now()}`, false);
    const byWebhook = await editToVisible(wordpress, article, `Edited with the webhook ${Date.now()}`, true);

    return {
      posts: size.toLocaleString('en'),
      'listing HTML': `${(listing.bytes / 1024).toFixed(0)} KB`,
      'listing TTFB p50 / p99': `${listing.p50.toFixed(1)} / ${listing.p99.toFixed(1)} ms`,
      [`listing page ${middle} p50 / p99`]: `${listingMiddle.p50.toFixed(1)} / ${listingMiddle.p99.toFixed(1)} ms`,
      'search TTFB p50 / p99': search ? `${search.p50.toFixed(1)} / ${search.p99.toFixed(1)} ms` : 'no search',
      'memory after first sync': `${memory} MB`,
      'first sync': `${firstSync} requests, ${(syncMs / 1000).toFixed(1)} s`,
      'steady sync': `${steady} request${steady === 1 ? '' : 's'}`,
      'edit → page, schedule': `${(bySchedule / 1000).toFixed(1)} s`,
      'edit → page, webhook': `${(byWebhook / 1000).toFixed(2)} s`,
    };
  } finally {
    await server.stop();
    await wordpress.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const rows: Row[] = [];
  for (const size of SIZES) rows.push(await measure(size));
  const header = Object.keys(rows[0]!).map((key) => key.replace(/page \d+/, 'middle page'));
  const database = options.postgres ? 'PostgreSQL server' : 'embedded database';
  console.log(`Blog benchmark: ${SITE_DIR} on the ${database}, ${REQUESTS} sequential requests per figure, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
