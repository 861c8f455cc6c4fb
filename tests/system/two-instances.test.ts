/**
 * Two instances of the site on one PostgreSQL database, as a firm scales out behind a load
 * balancer: a change stored by one shows on the other within 5 s, not at the other's next
 * scheduled look. Here the scheduled looks are an hour apart, so only the signal between the
 * instances (PostgreSQL LISTEN/NOTIFY, lib/server/change-signal.ts) can bring the change.
 *
 * Each instance serves its own copy of the build, as two machines would.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite, SYSTEM_DIST } from '../support/built-site';
import { type FakeWordPress, generatePosts, startFakeWordPress } from '../support/fake-wordpress';
import { type SiteProcess, startSite } from '../support/next-server';

const PORTS = [3241, 3242] as const;
const SECRET = 'a-test-secret-of-some-length';
const ADMIN_URL = process.env.SYSTEM_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** What "at once" means for a change made on the other instance. */
const WITHIN_MS = 5_000;

const run = promisify(execFile);
const cleanups: Array<() => Promise<unknown>> = [];
let wordpress: FakeWordPress;
let sites: SiteProcess[] = [];

async function copyOfBuild(): Promise<string> {
  const copy = await mkdtemp(path.join(process.cwd(), '.next-instance-'));
  cleanups.push(() => rm(copy, { recursive: true, force: true }));
  const entries = (await readdir(SYSTEM_DIST)).filter((name) => name !== 'cache').map((name) => path.join(SYSTEM_DIST, name));
  await run('cp', ['-R', ...entries, copy]);
  return path.relative(process.cwd(), copy);
}

/** Polls `pathname` on `site` until its page contains `text`; resolves how long that took. */
async function timeUntilShown(site: SiteProcess, pathname: string, text: string, since: number): Promise<number> {
  for (;;) {
    const page = await (await fetch(site.url + pathname, { signal: AbortSignal.timeout(10_000) })).text();
    if (page.includes(text)) return Date.now() - since;
    if (Date.now() - since > 3 * WITHIN_MS) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  requireBuiltSite();
  wordpress = await startFakeWordPress();
  wordpress.posts = generatePosts(12, { baseUrl: wordpress.url });
  cleanups.push(() => wordpress.close());

  const name = `two_instances_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;

  for (const port of PORTS) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-instance-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // One after the other: the second finds the schema made and the mirror filled.
    sites.push(
      await startSite(await copyOfBuild(), port, {
        DATABASE_URL: databaseUrl.href,
        DATA_DIR: dataDir,
        WORDPRESS_URL: wordpress.url,
        REVALIDATE_SECRET: SECRET,
        ARTICLES_SYNC_SECONDS: '3600',
        SITE_URL: `http://127.0.0.1:${port}`,
      }),
    );
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('two instances on one PostgreSQL database', () => {
  it('a WordPress edit announced to one instance shows on the other within 5 s', async () => {
    const [first, second] = sites as [SiteProcess, SiteProcess];
    const post = wordpress.posts[0]!;
    const slug = String(post.slug);
    const articlePath = `/insights/article/${slug}`;
    // Both instances have rendered the article, so each holds a cached copy to replace.
    for (const site of [first, second]) expect((await fetch(site.url + articlePath)).status).toBe(200);

    const title = `Finance Act changes, edited ${randomBytes(3).toString('hex')}`;
    wordpress.editPost(Number(post.id), { title: { rendered: title } });
    const editedAt = Date.now();
    const webhook = await fetch(`${first.url}/api/articles/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ id: Number(post.id) }),
    });
    expect(webhook.status).toBe(200);

    const onSecond = await timeUntilShown(second, articlePath, title, editedAt);
    const onListing = await timeUntilShown(second, '/insights/articles', title, editedAt);
    console.log(`[two instances] the edit showed on the other instance's article page after ${onSecond} ms, on its listing after ${onListing} ms`);
    expect(onSecond).toBeLessThan(WITHIN_MS);
    expect(onListing).toBeLessThan(WITHIN_MS);
  });
});
