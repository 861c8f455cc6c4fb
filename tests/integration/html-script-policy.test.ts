/**
 * The script policy (stage 6 of `server.ts`) on a real Node HTTP server, written to the way Next writes pages:
 * streamed in chunks after `flushHeaders()`, in one `end()`, gzip-compressed above the hook,
 * and as 304s and HEADs (as `sendRenderResult` in Next's `server/send-payload.js` writes them:
 * the ETag, then a 304 status and `end()` before any `Content-Type`; a HEAD sets the type and
 * ends with no body). The end-to-end specs (`tests/e2e/security.spec.ts`,
 * `tests/e2e/revisit.spec.ts`) cover the real site in a browser.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSecurityHeaders } from '@/lib/security/headers';
import { holdHtmlForScriptPolicy } from '@/lib/security/html-script-policy';

const flight = 'self.__next_f.push([1,"hello"])';
const page = `<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p><script>${flight}</script><script>alert(1)</script></body></html>`;
const flightHash = `'sha256-${createHash('sha256').update(flight).digest('base64')}'`;
const basePolicy = "default-src 'self'; script-src 'self'";

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const handlers = new Map<string, Handler>();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // As the pipeline does: the security headers first, then the page's own policy once it is complete.
    setSecurityHeaders(response);
    if (request.url !== '/redirect') response.setHeader('Content-Security-Policy', basePolicy);
    holdHtmlForScriptPolicy(request, response);
    handlers.get(request.url ?? '')?.(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  handlers.set('/whole', (_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(page);
  });
  handlers.set('/streamed', (_request, response) => {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.flushHeaders();
    const half = Math.floor(page.length / 2);
    response.write(page.slice(0, half));
    setTimeout(() => {
      response.write(Buffer.from(page.slice(half)));
      response.end();
    }, 20);
  });
  handlers.set('/gzip', (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
    response.end(zlib.gzipSync(page));
  });
  // A page with an ETag, answered as Next answers it: 304 to a request that names the ETag,
  // the page itself otherwise, no body to a HEAD.
  for (const etag of ['"page-seen"', '"page-unseen"']) {
    handlers.set(`/etag/${etag.slice(1, -1)}`, (request, response) => {
      response.setHeader('ETag', etag);
      if (request.headers['if-none-match'] === etag) {
        response.statusCode = 304;
        response.end();
        return;
      }
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(request.method === 'HEAD' ? null : page);
    });
  }
  handlers.set('/redirect', (_request, response) => {
    // Like Next's redirects: written with writeHead over the headers the pipeline set.
    response.writeHead(308, { Location: '/whole' });
    response.end();
  });
  handlers.set('/json', (_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.write('{"a":');
    response.end('1}');
  });
});

afterAll(() => {
  server.close();
});

describe('HTML pages get a policy with their own framework scripts’ hashes', () => {
  it.each(['/whole', '/streamed', '/gzip'])('%s: the body is unchanged and the hashes are named', async (path) => {
    const response = await fetch(origin + path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${flightHash};`);
    // The injected `alert(1)` is not the framework's: its hash is not named.
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
  });

  it('answers HEAD with the same policy as GET', async () => {
    const head = await fetch(`${origin}/whole`, { method: 'HEAD' });
    const get = await fetch(`${origin}/whole`);
    expect(head.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'));
  });

  it('sends a 304 with the policy its page was sent with', async () => {
    const page = await fetch(`${origin}/etag/page-seen`);
    const pagePolicy = page.headers.get('content-security-policy');
    expect(pagePolicy).toContain(flightHash);
    const revalidated = await fetch(`${origin}/etag/page-seen`, { headers: { 'If-None-Match': '"page-seen"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(pagePolicy);
  });

  it('sends a 304 for a page this server has not read with no policy, so the browser keeps the one it stored', async () => {
    const revalidated = await fetch(`${origin}/etag/page-unseen`, { headers: { 'If-None-Match': '"page-unseen"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(revalidated.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a HEAD Next sends without a body with the policy of the page it stands for', async () => {
    const get = await fetch(`${origin}/etag/page-seen`);
    const head = await fetch(`${origin}/etag/page-seen`, { method: 'HEAD' });
    expect(head.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'));
  });

  it('keeps the security headers the pipeline set on a response Next writes with writeHead', async () => {
    const response = await fetch(`${origin}/redirect`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('passes other responses through as they are', async () => {
    const response = await fetch(`${origin}/json`);
    expect(await response.json()).toEqual({ a: 1 });
    expect(response.headers.get('content-security-policy')).toBe(basePolicy);
  });
});
