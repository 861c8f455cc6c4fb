/**
 * The built site's start and stop, as `npm start` runs it (`server.ts`): a bad environment
 * stops it at start with one line naming the variable (and no secret), a good one serves with
 * structured logs and request ids (and Next's compiler is not loaded to read its configuration), and SIGTERM in the middle of a burst of contact-form posts
 * answers every accepted post, stops the mail worker cleanly (logged, its claims handed back),
 * exits 0 within a supervisor's 10 s and loses nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, runSiteUntilExit, startSite } from '../support/next-server';
import { readStoredFrom } from '../support/stored-submissions';

// The system tests' own build folder (tsconfig.json includes its generated types).
const DIST = '.next-test';
const PORT = 3171;

let dataRoot: string;

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(os.tmpdir(), 'site-lifecycle-'));
  await buildSite(DIST, { DATA_DIR: path.join(dataRoot, 'build') });
});

afterAll(async () => {
  await rm(dataRoot, { recursive: true, force: true });
  await rm(DIST, { recursive: true, force: true });
});

const runUntilExit = (env: Record<string, string>, port: number) => runSiteUntilExit(DIST, port, env);

describe('configuration checked at start', () => {
  const bad: [variable: string, value: string][] = [
    ['DATABASE_URL', 'postgres://kilele:hunter2-secret@db.internal:notaport/site'],
    ['SMTP_URL', 'http://mail.example:587'],
    ['WORDPRESS_URL', 'blog.example/article'],
    ['SITE_URL', 'localhost:3000'],
    ['FORM_RATE_LIMIT', 'ten'],
    ['TRUST_PROXY', 'yes'],
    ['PORT', 'eighty'],
  ];

  for (const [variable, value] of bad) {
    it(`refuses to start with a malformed ${variable}, naming it in one line`, async () => {
      const run = await runUntilExit({ DATA_DIR: path.join(dataRoot, `bad-${variable}`), [variable]: value }, PORT);
      expect(run.signal, `${variable}: still running after 60 s, killed instead of exiting\n${run.output}`).toBeNull();
      expect(run.code, run.output).toBe(1);
      expect(run.answered, 'served a page before refusing').toBe(false);
      const line = run.output.split('\n').find((text) => text.includes(`${variable}:`));
      expect(line, run.output).toBeDefined();
      const record = JSON.parse(line!) as { level: string; msg: string };
      expect(record.level).toBe('error');
      expect(record.msg.startsWith(`[server] Invalid configuration: ${variable}: `), record.msg).toBe(true);
      expect(run.output).not.toContain('hunter2-secret');
    });
  }

  it('starts with a good configuration, logs JSON lines and answers with a request id', async () => {
    const dataDir = path.join(dataRoot, 'good');
    const site = await startSite(DIST, PORT, {
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      FORM_RATE_LIMIT: '5',
      TRUST_PROXY: '1',
    });
    try {
      const health = await fetch(`${site.url}/healthz`, { headers: { 'x-request-id': 'lb-check-0001' } });
      expect(health.status).toBe(200);
      expect(health.headers.get('x-request-id')).toBe('lb-check-0001');
      const generated = await fetch(`${site.url}/healthz`, { headers: { 'x-request-id': 'no spaces <allowed>' } });
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      const post = await fetch(`${site.url}/api/client/submit-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url },
        body: JSON.stringify({ data: { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', subject: 'Audit', content: 'Hello', honey: '' } }),
      });
      expect(post.status).toBe(200);
      const requestId = post.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      await expect.poll(() => site.output().includes(requestId!)).toBe(true);

      const lines = site
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.find((line) => line.requestId === 'lb-check-0001')).toMatchObject({
        level: 'info',
        msg: 'request answered',
        method: 'GET',
        path: '/healthz',
        status: 200,
      });
      expect(lines.find((line) => line.requestId === requestId)).toMatchObject({ path: '/api/client/submit-form', status: 200 });
      expect(lines.some((line) => String(line.msg).startsWith('[mail] delivering the outbox'))).toBe(true);
      expect(site.output()).not.toContain('wanjiru@example.com');

      // Next took the build's configuration as it was handed over: it compiled no next.config.ts,
      // so its native compiler (27 MB of the site's memory, with two threads) never loaded.
      expect(site.output()).not.toContain('next.config.ts');
      if (process.platform === 'linux') {
        const maps = await readFile(`/proc/${site.process.pid}/maps`, 'utf8');
        expect(maps, 'the site process maps no SWC library').not.toMatch(/next-swc/);
      }
    } finally {
      await site.stop();
    }
  });
});

type Outcome = { status: number } | { refused: true } | { failed: string };

describe('graceful shutdown', () => {
  it('answers every accepted post during SIGTERM, exits by itself after the drain and keeps every submission', { timeout: 150_000 }, async () => {
    const dataDir = path.join(dataRoot, 'shutdown');
    const env = { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${PORT}`, FORM_RATE_LIMIT: '1000' };
    const site = await startSite(DIST, PORT, env);

    const post = async (n: number): Promise<Outcome> => {
      try {
        const response = await fetch(`${site.url}/api/client/submit-form`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: site.url },
          body: JSON.stringify({
            data: { name: `Visitor ${n}`, email: `visitor${n}@example.com`, subject: 'Shutdown drill', content: `Message ${n}`, honey: '' },
          }),
          signal: AbortSignal.timeout(15_000),
        });
        await response.text();
        return { status: response.status };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        return cause?.code === 'ECONNREFUSED' ? { refused: true } : { failed: `${String(error)} ${cause?.code ?? ''}` };
      }
    };

    // One post first, so the route is loaded and the database open: the drill is about shutdown.
    expect(await post(0)).toEqual({ status: 200 });

    const burst = Array.from({ length: 20 }, (_, i) => post(i + 1));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const stopStarted = performance.now();
    const exited = site.stop('SIGTERM');
    // A few more while the server closes: these must be answered or cleanly refused.
    const late = Array.from({ length: 5 }, (_, i) => post(i + 21));
    // A guard against a server that never exits (it has a hard deadline of its own).
    const exitCode = await Promise.race([
      exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000)),
    ]);
    const stopMs = Math.round(performance.now() - stopStarted);
    if (exitCode === 'timeout') site.process.kill('SIGKILL');
    const outcomes = await Promise.all([...burst, ...late]);

    const answered = [0, ...outcomes.flatMap((outcome, i) => ('status' in outcome && outcome.status === 200 ? [i + 1] : []))];
    const refused = outcomes.filter((outcome) => 'refused' in outcome).length;
    const failed = outcomes.filter((outcome) => 'failed' in outcome || ('status' in outcome && outcome.status !== 200));
    console.info(
      `shutdown drill: ${answered.length - 1} of 25 answered 200, ${refused} refused, ${failed.length} failed; exit ${String(exitCode)} after ${stopMs} ms`,
    );
    // It stopped by itself once nothing was in flight: 0, not the 1 of the hard deadline that
    // cuts off a hung request (and no log line of the drain's limit either, checked below).
    expect(exitCode, site.output()).toBe(0);
    expect(failed, site.output()).toEqual([]);
    expect(answered.length).toBeGreaterThan(1);
    // The lock is gone and the embedded PostgreSQL server stopped: the process shut both down on its way out.
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), 'the server stopped with the site').toBe(false);
    // The mail worker stopped inside the shutdown, after the signal and before the exit,
    // without an error on the way.
    const messages = site
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
    const signalled = messages.findIndex((msg) => msg.startsWith('[server] SIGTERM'));
    const workerStopped = messages.indexOf('[mail] stopped delivering the outbox');
    const databaseStopped = messages.indexOf('[database] the embedded PostgreSQL server stopped');
    const processStopped = messages.indexOf('[server] stopped');
    expect(signalled, site.output()).toBeGreaterThanOrEqual(0);
    expect(workerStopped, site.output()).toBeGreaterThan(signalled);
    // The order of the stop: requests, background jobs, then the database server, then the exit.
    expect(databaseStopped, site.output()).toBeGreaterThan(workerStopped);
    expect(processStopped, site.output()).toBeGreaterThan(databaseStopped);
    expect(messages.filter((msg) => msg.startsWith('[mail]') && /fail|could not/i.test(msg)), site.output()).toEqual([]);
    // Neither the drain's limit nor the hard deadline had to cut anything short.
    expect(messages.filter((msg) => /still in flight|at the deadline/.test(msg)), site.output()).toEqual([]);
    // It handed back what it had claimed: no mail keeps a lease that would hold it back.
    const { outbox } = await readStoredFrom({ dataDir });
    expect(outbox.filter((row) => row.sentAt === null && row.lockedBy !== null)).toEqual([]);

    const exported = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', 'export', 'contacts', '--format', 'json'], {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
    expect(exported.code, exported.stderr).toBe(0);
    const stored = new Set((JSON.parse(exported.stdout) as { email: string }[]).map((row) => row.email));
    for (const n of answered) expect(stored.has(`visitor${n}@example.com`), `visitor${n} answered 200 but not stored`).toBe(true);

    // The same data directory serves again.
    const again = await startSite(DIST, PORT, env);
    try {
      const health = await fetch(`${again.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ ok: true, database: { ok: true, kind: 'embedded' } });
    } finally {
      await again.stop();
    }
  });
});
