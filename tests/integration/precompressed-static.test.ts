/**
 * The brotli copies of a build's static files: written by the build step
 * (`scripts/precompress-static.ts`, run as `npm run build` runs it) into a scratch build
 * folder, and served by the handler on a real Node HTTP server whose fallback stands in for
 * Next. `tests/e2e/security.spec.ts` checks the real site's scripts arrive this way.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, precompressedStaticHandler } from '@/lib/server/precompressed-static';

const run = promisify(execFile);

/** A script big enough to be compressed, and one too small to be. */
const script = `(globalThis.chunks ||= []).push(${JSON.stringify('framework code '.repeat(400))});\n`;
const tiny = 'console.log(1);\n';

let distDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'kp-precompress-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static', 'chunks', 'app.js'), script);
  writeFileSync(path.join(distDir, 'static', 'chunks', 'tiny.js'), tiny);
  writeFileSync(path.join(distDir, 'static', 'chunks', 'app.css'), `.a{color:red}\n`.repeat(200));
  writeFileSync(path.join(distDir, 'secret.js'), script);
  writeFileSync(path.join(distDir, 'secret.js.br'), zlib.brotliCompressSync(script));
  await run(process.execPath, ['--import', 'tsx', 'scripts/precompress-static.ts'], {
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });

  const handle = precompressedStaticHandler(path.join(distDir, 'static'));
  server = http.createServer((request, response) => {
    if (handle(request, response)) return;
    // Next's own answer: the file as it is, marked so the tests can tell who answered.
    response.setHeader('X-Answered-By', 'next');
    response.end('from next');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A raw request (fetch would decode the body and hide the encoding). */
async function get(url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  const request = http.request(origin + url, { method, headers });
  request.end();
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
}

describe('the build step', () => {
  it('writes a brotli copy of each script and stylesheet over 1 KB, and none of smaller files', () => {
    expect(existsSync(path.join(distDir, 'static', 'chunks', 'app.js.br'))).toBe(true);
    expect(existsSync(path.join(distDir, 'static', 'chunks', 'app.css.br'))).toBe(true);
    expect(existsSync(path.join(distDir, 'static', 'chunks', 'tiny.js.br'))).toBe(false);
  });
});

describe('serving the copies', () => {
  it('sends the brotli copy, whole and cacheable, to a browser that accepts brotli', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.body.length).toBeLessThan(zlib.gzipSync(script).length);
  });

  it('carries the security headers of every response', async () => {
    const { headers } = await get('/_next/static/chunks/app.css', { 'accept-encoding': 'br' });
    expect(headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeDefined();
  });

  it('answers a revalidation with its ETag by 304 without a body, and HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"br-/);
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it.each([
    ['a client without brotli', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate' }],
    ['a client that refuses brotli', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' }],
    ['a range request', '/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-9' }],
    ['a file with no copy', '/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
    ['a path outside the static folder', '/_next/static/../secret.js', { 'accept-encoding': 'br' }],
    ['an encoded path outside it', '/_next/static/%2e%2e/secret.js', { 'accept-encoding': 'br' }],
    ['a path that is not valid percent-encoding', '/_next/static/%ff.js', { 'accept-encoding': 'br' }],
    ['another route', '/about-us', { 'accept-encoding': 'br' }],
  ])('leaves %s to Next', async (_case, url, headers) => {
    const response = await get(url, headers);
    expect(response.headers['x-answered-by']).toBe('next');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves posts to Next', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST');
    expect(response.headers['x-answered-by']).toBe('next');
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip;q=1.0, *;q=0.1', true],
    ['gzip, br;q=0', false],
    ['*;q=0', false],
    ['gzip, deflate', false],
    ['', false],
    ['br;q=oops', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
