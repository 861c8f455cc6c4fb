/**
 * The firm reads its leads while the site runs: `npm run submissions -- export contacts`
 * connects to the embedded PostgreSQL server the running site supervises, like any client,
 * during a stream of contact-form posts over HTTP, and every post the server acknowledged
 * before the command started is in what it printed. Staff accounts are made the same way,
 * several at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPostmasterPid } from '@/lib/db/embedded-connection';
import { runScript } from '../integration/support/processes';
import { requireBuiltSite } from '../support/built-site';
import { answeredOk, formPost, type PostOutcome, sendFormPost } from '../support/form-posts';
import { type SiteProcess, startSite } from '../support/next-server';
import { createStaffAccount } from '../support/staff-accounts';

const PORT = 3230;
const SITE_URL = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let site: SiteProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-commands-'));
  site = await startSite(requireBuiltSite(), PORT, { DATA_DIR: dataDir, SITE_URL, FORM_RATE_LIMIT: '10000' });
});

afterAll(async () => {
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const exportContacts = async () => {
  const result = await runScript('scripts/submissions.ts', ['export', 'contacts', '--format', 'json'], { DATA_DIR: dataDir, SITE_URL });
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toContain(`contacts from the embedded PostgreSQL server in ${dataDir}/postgres`);
  return new Set((JSON.parse(result.stdout) as { email: string }[]).map((row) => row.email));
};

describe('npm run submissions while the site runs its embedded PostgreSQL server', () => {
  it('exports during a stream of posts, finding every acknowledged post', { timeout: 120_000 }, async () => {
    const server = readPostmasterPid(dataDir);
    expect(server?.ready).toBe(true);
    const outcomes: PostOutcome[] = [];
    let posting = true;
    const streams = Array.from({ length: 3 }, (_, stream) =>
      (async () => {
        for (let n = 0; posting; n += 1) outcomes.push(await sendFormPost(SITE_URL, formPost('contact', `live-${stream}-${n}@example.com`)));
      })(),
    );
    try {
      for (let run = 0; run < 3; run += 1) {
        const acknowledgedBefore = outcomes.filter(answeredOk).map((outcome) => outcome.post.email);
        const exported = await exportContacts();
        for (const email of acknowledgedBefore) expect(exported.has(email), `${email} was acknowledged before the export ran`).toBe(true);
      }
    } finally {
      posting = false;
      await Promise.all(streams);
    }
    expect(outcomes.filter((outcome) => !answeredOk(outcome))).toEqual([]);
    const exported = await exportContacts();
    expect(outcomes.length).toBeGreaterThan(10);
    for (const outcome of outcomes) expect(exported.has(outcome.post.email), outcome.post.email).toBe(true);
    // The commands used the site's server: none started one of its own (each would have replaced the pid file).
    expect(readPostmasterPid(dataDir)?.pid).toBe(server?.pid);
  });

  it('still refuses a second server on the same data folder, naming the holder', async () => {
    const second = await startSite(requireBuiltSite(), PORT + 1, { DATA_DIR: dataDir, SITE_URL }).catch((error: Error) => error);
    expect(second).toBeInstanceOf(Error);
    expect(String(second)).toContain(`is already run by process ${site?.process.pid}`);
  });
});

describe('npm run admin:create-user while the site runs', () => {
  it('makes five accounts from five runs started at once, each exactly once', { timeout: 180_000 }, async () => {
    const accounts = Array.from({ length: 5 }, (_, n) => ({ email: `staff-${n}@kilele.example`, password: `correct horse battery ${n}`, role: 'editor' as const }));
    // Each run must end with 0 on its own: a run that stops while loading (exit 13) or hangs fails here.
    await Promise.all(accounts.map((account) => createStaffAccount(account, { DATA_DIR: dataDir, SITE_URL })));
    for (const account of accounts) {
      const signIn = await fetch(`${SITE_URL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(signIn.status, account.email).toBe(200);
    }
    // Once each: a second run for the same address makes nothing.
    const again = await createStaffAccount(accounts[0]!, { DATA_DIR: dataDir, SITE_URL }).catch((error: Error) => error);
    expect(String(again)).toContain('A staff account for staff-0@kilele.example already exists.');
  });
});
