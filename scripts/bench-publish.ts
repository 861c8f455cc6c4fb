/**
 * How long a publish in the admin takes to show: on the instance that took it, and on a second
 * instance of the site on the same PostgreSQL database (the signal between instances,
 * lib/server/change-signal.ts). The firm is promised 5 s. The tests prove the mechanism
 * (tests/e2e/admin-team.spec.ts, tests/system/two-instances.test.ts); the figure is here.
 *
 *   npm run build && npm run bench:publish
 *   npm run bench:publish -- --runs 10
 *
 * It starts two instances of the build in `NEXT_DIST_DIR` (else `.next`) on ports BENCH_PORT and
 * the next one (default 3290), on a database it creates (and drops) on the PostgreSQL server at
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres). Each run publishes
 * a new biography for one partner with an editor's session over REST, as the admin's Publish
 * does, once both instances hold the page fresh in their caches, and polls both pages every
 * 50 ms. A benchmark, not a test: it reports, it asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { type SiteProcess, startSite } from '../tests/support/next-server';
import { createStaffAccount } from '../tests/support/staff-accounts';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(options.runs);
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DIST = process.env.NEXT_DIST_DIR || '.next';
const MEMBER = '/team/grace-achieng-otieno';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilCached(site: SiteProcess, pathname: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(site.url + pathname);
    await response.text();
    if (response.headers.get('x-nextjs-cache') === 'HIT') return;
    await pause(100);
  }
  throw new Error(`${pathname} on ${site.url} was never answered fresh from the cache`);
}

/** Milliseconds from `since` until `pathname` on `site` shows `text` (polled every 50 ms, up to a minute). */
async function shownAfter(site: SiteProcess, pathname: string, text: string, since: number): Promise<number> {
  while (Date.now() - since < 60_000) {
    if ((await (await fetch(site.url + pathname)).text()).includes(text)) return Date.now() - since;
    await pause(50);
  }
  return Number.NaN;
}

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return `| ${label} | ${median} ms | ${sorted[0]} ms | ${sorted.at(-1)} ms |`;
}

async function main(): Promise<void> {
  const name = `bench_publish_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const dataDirs: string[] = [];
  const sites: SiteProcess[] = [];
  try {
    for (const port of [PORT, PORT + 1]) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
      dataDirs.push(dataDir);
      process.stderr.write(`starting an instance on port ${port}\n`);
      sites.push(await startSite(DIST, port, { DATABASE_URL: databaseUrl.href, DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}` }));
    }
    const [first, second] = sites as [SiteProcess, SiteProcess];
    const editor = await createStaffAccount(
      { email: 'bench-editor@kilele.example', password: `bench-${randomBytes(8).toString('hex')}`, role: 'editor' },
      { DATABASE_URL: databaseUrl.href },
    );
    const signIn = await fetch(`${first.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    });
    const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith('payload-token='))!.split(';', 1)[0]!;
    const headers = { cookie, origin: first.url, 'content-type': 'application/json' };
    const found = (await (await fetch(`${first.url}/api/team-members?where[slug][equals]=grace-achieng-otieno&depth=0`, { headers })).json()) as {
      docs: { id: number }[];
    };
    const id = found.docs[0]!.id;

    const onFirst: number[] = [];
    const onSecond: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await untilCached(first, MEMBER);
      await untilCached(second, MEMBER);
      const sentence = `Grace now also chairs the ${randomBytes(3).toString('hex')} committee.`;
      const publishedAt = Date.now();
      const saved = await fetch(`${first.url}/api/team-members/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ bio: `Grace leads the Audit and Assurance practice.\n\n${sentence}`, _status: 'published' }),
      });
      if (saved.status !== 200) throw new Error(`the publish answered ${saved.status}`);
      const [here, there] = await Promise.all([shownAfter(first, MEMBER, sentence, publishedAt), shownAfter(second, MEMBER, sentence, publishedAt)]);
      process.stderr.write(`run ${run}: ${here} ms on the instance that took it, ${there} ms on the other\n`);
      onFirst.push(here);
      onSecond.push(there);
    }
    console.log(`Publish to the page showing it, ${RUNS} runs (${new Date().toISOString()}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')})\n`);
    console.log('| where | median | fastest | slowest |\n|---|---|---|---|');
    console.log(summary('the instance that took the publish', onFirst));
    console.log(summary('the other instance', onSecond));
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
