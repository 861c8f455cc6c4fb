/**
 * `npm run dev` runs the same request pipeline as production (`server.ts --dev`): pages carry
 * the security headers, with the looser script policy Next's development runtime needs, and
 * the request guard answers malformed requests there too, so a problem with either shows up
 * while developing rather than first in production.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 3175;
const URL_BASE = `http://127.0.0.1:${PORT}`;
// The development build's own folder (tsconfig.json already lists its generated types).
const DIST = '.next-test';

let dataDir: string;
let server: ChildProcess;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-dev-'));
  // As `npm run dev` runs: in development, whatever mode the test runner is in.
  const env = { ...process.env, NODE_ENV: 'development' as const, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' };
  // `npm run dev`'s command, run by Node directly so the stop signal reaches the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '--dev'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited (${server.exitCode}):\n${output}`);
    const answered = await fetch(`${URL_BASE}/robots.txt`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer within 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
  await rm(path.join(DIST, 'dev'), { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves a page with the security headers and the development script policy', { timeout: 180_000 }, async () => {
    // The first request compiles the page: give it the time a slow machine needs.
    const response = await fetch(`${URL_BASE}/about-us`, { signal: AbortSignal.timeout(170_000) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers malformed requests through the request guard', async () => {
    const badPath = await fetch(`${URL_BASE}/team/%ff`);
    expect(badPath.status).toBe(400);
    expect(await badPath.text()).toBe('Bad request: the address is not valid percent-encoding.\n');
    expect(badPath.headers.get('x-content-type-options')).toBe('nosniff');

    const crossSite = await fetch(`${URL_BASE}/contact-us`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe('This form can only be sent from this website. Open the page on our site and send it from there.\n');
  });
});
