/**
 * The page cache (stage 5 of `server.ts`, lib/server/page-cache.ts) on a real Node HTTP server
 * wired as the pipeline wires it: the cache, then the security headers and the script policy,
 * then a stand-in for Next that numbers its renders, so a test can tell a kept answer from a
 * new one. The clock is Vitest's (only `Date`), to cross midnight in Nairobi. The built site's
 * own pages are checked in `tests/system/page-cache.test.ts`. The last tests wire the cache and
 * the script policy in both orders: both see the response through one tap
 * (lib/server/response-tap.ts), so the kept page carries its policy either way.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessWideValues } from '@/lib/process-wide';
import { setSecurityHeaders } from '@/lib/security/headers';
import { holdHtmlForScriptPolicy } from '@/lib/security/html-script-policy';
import { answerFromPageCache, forgetKeptPages } from '@/lib/server/page-cache';

let renders = 0;
/** Awaited while the stand-in renders, before it answers: what happens mid-render. */
let duringRender: () => void | Promise<void> = () => undefined;
let server: http.Server;
let origin: string;

async function render(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const number = ++renders;
  const target = request.url ?? '/';
  const url = URL.canParse(target, 'http://x') ? new URL(target, 'http://x') : new URL('http://x/');
  await duringRender();
  if (url.pathname.endsWith('/cookie.ics')) {
    // Not HTML, so written straight through, its headers given to writeHead as Next may give them.
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Set-Cookie': 'visitor=1' });
    response.end(`X-RENDER:${number}\r\n`);
    return;
  }
  if (url.pathname.endsWith('.ics')) {
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    response.write('BEGIN:VCALENDAR\r\n');
    response.end(`X-RENDER:${number}\r\nEND:VCALENDAR\r\n`);
    return;
  }
  if (request.headers.rsc === '1') {
    // The client router's request for the page's React payload. Next checks `_rsc` against the
    // router's headers and redirects an address whose check does not match; here the check is
    // the state tree's first letters.
    const check = String(request.headers['next-router-state-tree'] ?? '').slice(0, 3);
    if (url.searchParams.get('_rsc') !== check) {
      response.writeHead(307, { Location: `${url.pathname}?_rsc=${check}` });
      response.end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/x-component', Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch' });
    response.end(`0:["payload ${number}"]\n${'x'.repeat(Number(url.searchParams.get('pad') ?? 0))}`);
    return;
  }
  const status = url.searchParams.get('page') === 'abc' ? 404 : 200;
  const html = `<!DOCTYPE html><html><body><p>render ${number}</p>${'x'.repeat(Number(url.searchParams.get('pad') ?? 0))}</body></html>`;
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.setHeader('Content-Encoding', 'gzip');
    response.end(zlib.gzipSync(html));
  } else {
    response.end(html);
  }
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (answerFromPageCache(request, response)) return;
    setSecurityHeaders(response);
    holdHtmlForScriptPolicy(request, response);
    void render(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  forgetProcessWideValues();
  renders = 0;
  duringRender = () => undefined;
  // Only Date: the server's sockets keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: response.status, cache: response.headers.get('x-kilele-cache'), body: await response.text(), headers: response.headers };
}

/** A GET with `target` exactly as given on the request line, which `fetch` would refuse or mend. */
async function rawGet(target: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  let answer = '';
  for await (const chunk of socket) answer += String(chunk);
  return answer;
}

describe('the page cache', () => {
  it('sends a kept page again, with the headers and the policy it went out with, without rendering it', async () => {
    const first = await get('/insights/tax-calendar?applies=payroll');
    const second = await get('/insights/tax-calendar?applies=payroll');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('render 1');
    expect(renders).toBe(1);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('keeps one page per thing the page reads from the query, whatever else the address carries', async () => {
    await get('/insights/tax-calendar?applies=payroll,vat');
    expect((await get('/insights/tax-calendar?applies=vat&applies=payroll&utm_source=newsletter')).cache).toBe('HIT');
    expect((await get('/insights/tax-calendar?applies=vat')).cache).toBe('MISS');
    await get('/insights/payroll-calculator?gross=100000&month=2026-03');
    expect((await get('/insights/payroll-calculator?month=2026-03&gross=100000')).cache).toBe('HIT');
    expect((await get('/insights/payroll-calculator?gross=100001&month=2026-03')).cache).toBe('MISS');
    await get('/insights/articles?page=2');
    expect((await get('/insights/articles?page=2&year=')).cache).toBe('HIT');
    expect((await get('/insights/articles?page=2&year=2025')).cache).toBe('MISS');
    expect(renders).toBe(6);
  });

  it('keeps a 404, and the feeds as they were streamed', async () => {
    const missing = await get('/insights/articles?page=abc');
    expect(missing.status).toBe(404);
    expect(await get('/insights/articles?page=abc')).toMatchObject({ status: 404, cache: 'HIT', body: missing.body });
    const feed = await get('/insights/tax-calendar/feeds/vat.ics');
    expect(await get('/insights/tax-calendar/feeds/vat.ics')).toMatchObject({ cache: 'HIT', body: feed.body });
    expect(feed.body).toBe('BEGIN:VCALENDAR\r\nX-RENDER:2\r\nEND:VCALENDAR\r\n');
  });

  it('keeps a compressed copy apart from a plain one', async () => {
    const plain = await get('/insights/articles');
    const gzipped = await fetch(`${origin}/insights/articles`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('x-kilele-cache')).toBe('MISS');
    await gzipped.text();
    const again = await fetch(`${origin}/insights/articles`, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.headers.get('x-kilele-cache')).toBe('HIT');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toContain('render 2');
    expect((await get('/insights/articles')).body).toBe(plain.body);
  });

  it('leaves alone what is not a GET of a kept page', async () => {
    for (const [path, headers] of [
      ['/about-us', {}],
      ['/about-us?_rsc=tre', { rsc: '1', 'next-router-state-tree': 'tree' }],
      ['/insights/articles', { 'next-action': '7f3a' }],
    ] as const) {
      await get(path, headers);
      expect((await get(path, headers)).cache, path).toBeNull();
    }
    // An address that is not a URL at all, as a hostile client can send it.
    expect(await rawGet('http://a:99999/insights/articles')).toMatch(/^HTTP\/1\.1 200 /);
    const head = await fetch(`${origin}/insights/articles`, { method: 'HEAD' });
    expect(head.headers.get('x-kilele-cache')).toBeNull();
    expect(renders).toBe(8);
  });

  it("keeps the client router's answers apart from the page's, per the router headers and the address's check of them", async () => {
    const calendar = '/insights/tax-calendar';
    const navigation = { rsc: '1', 'next-router-state-tree': 'tree-a', 'next-url': '/' };
    const page = await get(calendar);
    expect(page.body).toContain('render 1');

    // A visitor following a link with JavaScript: the first asks Next, the next is sent the same payload.
    const first = await get(`${calendar}?_rsc=tre`, navigation);
    const second = await get(`${calendar}?_rsc=tre`, navigation);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe('0:["payload 2"]\n');
    expect(second.headers.get('content-type')).toBe('text/x-component');
    expect(second.headers.get('vary')).toMatch(/next-router-state-tree/);

    // Each header the answer varies with makes another entry; so does the page that was left.
    for (const [name, value] of [
      ['next-router-state-tree', 'tree-b'],
      ['next-router-prefetch', '1'],
      ['next-router-segment-prefetch', '/_tree'],
      ['next-url', '/insights/articles'],
    ] as const) {
      const headers = { ...navigation, [name]: value };
      const search = `?_rsc=${headers['next-router-state-tree'].slice(0, 3)}`;
      expect((await get(calendar + search, headers)).cache, name).toBe('MISS');
      expect((await get(calendar + search, headers)).cache, name).toBe('HIT');
    }
    expect(renders).toBe(6);

    // An address whose check does not match its headers is redirected by Next, every time.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${origin}${calendar}?_rsc=zzz`, { headers: navigation, redirect: 'manual' });
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(`${calendar}?_rsc=tre`);
    }
    expect(renders).toBe(8);

    // The page itself is still the first render, and a filter is a page of its own for the router too.
    expect(await get(calendar)).toMatchObject({ cache: 'HIT', body: page.body });
    expect((await get(`${calendar}?applies=vat&_rsc=tre`, navigation)).cache).toBe('MISS');
    expect((await get(`${calendar}?applies=vat&utm_source=x&_rsc=tre`, navigation)).cache).toBe('HIT');
  });

  it("empties the router's answers with the pages, at midnight and when told", async () => {
    const navigation = { rsc: '1', 'next-router-state-tree': 'tree', 'next-url': '/' };
    vi.setSystemTime(new Date('2026-11-25T20:59:59Z'));
    await get('/insights/tax-calendar?_rsc=tre', navigation);
    expect((await get('/insights/tax-calendar?_rsc=tre', navigation)).cache).toBe('HIT');
    vi.setSystemTime(new Date('2026-11-25T21:00:00Z'));
    expect((await get('/insights/tax-calendar?_rsc=tre', navigation)).body).toBe('0:["payload 2"]\n');
    await get('/insights/articles?page=2&_rsc=tre', navigation);
    forgetKeptPages();
    expect((await get('/insights/articles?page=2&_rsc=tre', navigation)).cache).toBe('MISS');
  });

  it('starts afresh at midnight in Nairobi', async () => {
    // 23:59:59 in Nairobi (UTC+3), then midnight.
    vi.setSystemTime(new Date('2026-11-25T20:59:59Z'));
    await get('/insights/tax-calendar');
    expect((await get('/insights/tax-calendar')).cache).toBe('HIT');
    vi.setSystemTime(new Date('2026-11-25T21:00:00Z'));
    const next = await get('/insights/tax-calendar');
    expect(next.cache).toBe('MISS');
    expect(next.body).toContain('render 2');
  });

  it('does not keep a page rendered before midnight and sent after another request began the new day', async () => {
    vi.setSystemTime(new Date('2026-11-25T20:59:59Z'));
    let release: () => void = () => undefined;
    const rendering = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const renderStarted = new Promise<void>((resolve) => (started = resolve));
    duringRender = () => {
      started();
      return rendering;
    };
    const yesterdays = get('/insights/tax-calendar');
    await renderStarted;
    duringRender = () => undefined;
    vi.setSystemTime(new Date('2026-11-25T21:00:01Z'));
    expect((await get('/insights/payroll-calculator')).cache).toBe('MISS');
    release();
    expect((await yesterdays).body).toContain('render 1');
    expect((await get('/insights/tax-calendar')).cache).toBe('MISS');
    expect((await get('/insights/tax-calendar')).cache).toBe('HIT');
  });

  it('forgets every kept page when told, and keeps nothing that was rendering then', async () => {
    await get('/insights/articles');
    forgetKeptPages();
    expect((await get('/insights/articles')).cache).toBe('MISS');
    // A search that finds the database unreachable forgets while it renders: its answer is not kept.
    duringRender = forgetKeptPages;
    await get('/search?q=vat');
    duringRender = () => undefined;
    expect((await get('/search?q=vat')).cache).toBe('MISS');
    expect((await get('/search?q=vat')).cache).toBe('HIT');
  });

  it('holds a bounded number of bytes, the least recently sent leaving first', async () => {
    // 17 pages of about 1 MB each do not fit in 16 MB: the first, not sent since, has left.
    const padded = (n: number) => `/insights/articles?page=${n}&pad=1000000`;
    for (let n = 1; n <= 17; n += 1) await get(padded(n));
    expect((await get(padded(17))).cache).toBe('HIT');
    expect((await get(padded(2))).cache).toBe('HIT');
    expect((await get(padded(1))).cache).toBe('MISS');
  });

  it('counts the router headers a kept answer is filed under against its bound', async () => {
    // 16 answers of 1,040,000 bytes fit in 16 MB (16,777,216 bytes) alone, not with 10,000
    // bytes of state tree each: the first, not sent since, has left.
    const ask = (n: number) => {
      const check = String(n).padStart(3, '0');
      return get(`/search?q=vat&pad=1040000&_rsc=${check}`, { rsc: '1', 'next-router-state-tree': check + 't'.repeat(10_000) });
    };
    for (let n = 1; n <= 16; n += 1) await ask(n);
    expect((await ask(16)).cache).toBe('HIT');
    expect((await ask(1)).cache).toBe('MISS');
  });

  it('does not keep an answer that sets a cookie', async () => {
    await get('/insights/tax-calendar/feeds/cookie.ics');
    expect((await get('/insights/tax-calendar/feeds/cookie.ics')).cache).toBe('MISS');
  });

  it('sends but does not keep a page over 1 MB', async () => {
    const path = '/insights/articles?pad=1100000';
    expect((await get(path)).body.length).toBeGreaterThan(1_100_000);
    expect((await get(path)).cache).toBe('MISS');
  });
});

describe.each([
  ['the page cache, then the script policy', ['cache', 'policy']],
  ['the script policy, then the page cache', ['policy', 'cache']],
] as const)('with %s tapping the response', (_order, stages) => {
  // A page with one of the framework's inline scripts, whose hash its policy must name.
  const flight = 'self.__next_f.push([1,"kept"])';
  const flightSource = `'sha256-${createHash('sha256').update(flight).digest('base64')}'`;
  let pageRenders = 0;
  let ordered: http.Server;
  let orderedOrigin: string;

  beforeAll(async () => {
    ordered = http.createServer((request, response) => {
      setSecurityHeaders(response);
      for (const stage of stages) {
        if (stage === 'cache' && answerFromPageCache(request, response)) return;
        if (stage === 'policy') holdHtmlForScriptPolicy(request, response);
      }
      const html = `<!DOCTYPE html><html><body><p>render ${++pageRenders}</p><script>${flight}</script></body></html>`;
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const body = gzip ? zlib.gzipSync(html) : Buffer.from(html);
      const headers = { 'Content-Type': 'text/html; charset=utf-8', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) };
      if (request.url?.includes('applies=vat')) {
        // The head with its headers given to writeHead, then the body in two pieces.
        response.writeHead(200, headers);
      } else {
        // Streamed as Next streams a page: headers set, flushed, then the body in pieces.
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        response.flushHeaders();
      }
      response.write(body.subarray(0, 10));
      setTimeout(() => response.end(body.subarray(10)), 5);
    });
    ordered.listen(0, '127.0.0.1');
    await once(ordered, 'listening');
    orderedOrigin = `http://127.0.0.1:${(ordered.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => ordered.close(() => resolve())));

  it.each([
    ['vat', 'identity'],
    ['vat', 'gzip'],
    ['payroll', 'identity'],
    ['payroll', 'gzip'],
  ])('keeps the page with the policy naming its script, and sends both again (applies=%s, %s)', async (applies, encoding) => {
    const before = pageRenders;
    const ask = () => fetch(`${orderedOrigin}/insights/tax-calendar?applies=${applies}`, { headers: { 'accept-encoding': encoding } });
    const first = await ask();
    const firstBody = await first.text();
    const second = await ask();
    expect([first.headers.get('x-kilele-cache'), second.headers.get('x-kilele-cache')]).toEqual(['MISS', 'HIT']);
    expect(pageRenders - before).toBe(1);
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toContain(`<script>${flight}</script>`);
    for (const response of [first, second]) {
      expect(response.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${flightSource};`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
