/**
 * The page cache: stage 5 of the request pipeline in `server.ts` (docs/pipeline.md, "The page
 * cache"). The pages of `cached-pages.ts` are rendered by Next on every request, since they read
 * their query string; here the answer to each is kept once rendered, as the pipeline sent it
 * (security headers and script policy included), and sent again to the next request for the
 * same page, without Next.
 *
 * - **Fresh:** the cache holds the answers of one Nairobi day and one generation of the pages
 *   that show articles. At midnight in Nairobi, or when those pages are regenerated (a sync
 *   changed the blog, the database is back after an outage; docs/articles.md), it is emptied
 *   before the next request is looked up, and an answer rendered before the change is not kept.
 *   A page rendering an answer that must not be kept moves the generation on itself.
 * - **Bounded:** the answers and their keys in at most {@link MAX_BYTES} bytes, the least
 *   recently sent leaving first, so a crawler inventing queries costs renders, never memory.
 * - **Only what everyone gets:** GETs of the page answered 200 or 404 and setting no cookie, kept
 *   per `Accept-Encoding` (Next compresses for the client). The client router's requests for a
 *   page's React payload (a visitor following a link with JavaScript, and the prefetches before
 *   it) are kept too, apart from the page's HTML: per the router headers their answer varies
 *   with (Next's `Vary`) and per `_rsc`, the address's check of those headers, so an address
 *   whose check does not match still gets Next's redirect.
 *
 * Every answer of a kept page carries `X-Kilele-Cache: HIT` or `MISS`, so tests and operators can
 * see which it was.
 */
import http from 'node:http';
import { log } from '../log';
import { processWide } from '../process-wide';
import { nairobiToday } from '../nairobi-time';
import { cachedPageAt, queryOf } from './cached-pages';
import { tapResponse } from './response-tap';

/** The cache's size: about two hundred uncompressed pages, or a thousand compressed ones. */
const MAX_BYTES = 16 * 1024 * 1024;
/** An answer larger than this is sent but not kept. */
const MAX_ENTRY_BYTES = 1024 * 1024;

export const CACHE_HEADER = 'X-Kilele-Cache';

/** Headers of the connection or the moment, which Node writes afresh for every answer. */
const UNKEPT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', CACHE_HEADER.toLowerCase()]);

/**
 * The headers of the client router's requests for a page's React payload: Next's answer varies
 * with the first four (its `Vary`), and `_rsc` in the address is its check of all five.
 */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

/** A request that calls a Server Action: never the same twice. */
const ACTION_HEADER = 'next-action';

const KEPT_STATUSES = new Set([200, 404]);

/** Only the path and query of a request's address matter here. */
const ORIGIN = 'http://site.invalid';

type Answer = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer };
type Cache = { generation: string; forgotten: number; answers: Map<string, Answer>; bytes: number };

/** One per process: `server.ts` reads it, and Next's bundle of the regeneration route moves it on. */
function cache(): Cache {
  return processWide<Cache>('server.page-cache', () => ({ generation: '', forgotten: 0, answers: new Map(), bytes: 0 }));
}

/**
 * Empties the cache, and keeps nothing rendered before now: the pages that show articles are
 * being regenerated (lib/articles/regenerate-pages.ts), or a page is rendering an answer that must not
 * be kept (a search that found the database unreachable).
 */
export function forgetKeptPages(reason = 'pages changed'): void {
  cache().forgotten += 1;
  // Said in the log, so a visitor's page that was not kept can be traced to what emptied the cache.
  log.info('[page cache] emptied', { reason });
}

/** The cache's current generation, emptying it when the day has changed or the pages were forgotten. */
function currentGeneration(): string {
  const kept = cache();
  const generation = `${nairobiToday(new Date())}#${kept.forgotten}`;
  if (generation !== kept.generation) {
    kept.generation = generation;
    kept.answers.clear();
    kept.bytes = 0;
  }
  return generation;
}

/** The cache key of a request, or null when its answer is not kept. */
function keyOf(request: http.IncomingMessage): string | null {
  if (request.method !== 'GET' || !request.url || request.headers[ACTION_HEADER] !== undefined) return null;
  // An address no URL parser takes is Next's to answer, as before.
  if (!URL.canParse(request.url, ORIGIN)) return null;
  const url = new URL(request.url, ORIGIN);
  const page = cachedPageAt(url.pathname);
  if (!page) return null;
  return JSON.stringify([
    url.pathname,
    page.key(queryOf(url.searchParams)),
    url.searchParams.get('_rsc'),
    ...ROUTER_HEADERS.map((name) => request.headers[name] ?? null),
    request.headers['accept-encoding'] ?? null,
  ]);
}

/**
 * Answers `request` from the cache when its page is kept there, and returns true. Otherwise,
 * for a page the cache keeps, arranges for the answer to be kept once sent, as it goes out
 * after every other stage's changes (`response-tap.ts`), and returns false.
 */
export function answerFromPageCache(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const key = keyOf(request);
  if (key === null) return false;
  const generation = currentGeneration();
  const kept = cache();
  const answer = kept.answers.get(key);
  if (answer) {
    // Most recently sent last: the first in the map is the first to leave.
    kept.answers.delete(key);
    kept.answers.set(key, answer);
    response.statusCode = answer.status;
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) response.setHeader(name, value);
    response.setHeader(CACHE_HEADER, 'HIT');
    response.end(answer.body);
    return true;
  }
  response.setHeader(CACHE_HEADER, 'MISS');
  keepWhenSent(response, key, generation);
  return false;
}

/** Copies the answer as it goes out, and keeps it once it has all gone. */
function keepWhenSent(response: http.ServerResponse, key: string, generation: string): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let headers: http.OutgoingHttpHeaders = {};
  tapResponse(response, {
    onHead: (_status, sent) => {
      headers = sent;
    },
    onBody: (chunk) => {
      if (size > MAX_ENTRY_BYTES) return;
      size += chunk.length;
      chunks.push(chunk);
    },
  });
  response.once('finish', () => {
    if (!KEPT_STATUSES.has(response.statusCode) || size > MAX_ENTRY_BYTES || headers['set-cookie'] !== undefined) return;
    // Rendered before midnight or before the article pages moved on: not for the new generation.
    if (currentGeneration() !== generation) return;
    keep(key, { status: response.statusCode, headers: keptHeaders(headers), body: Buffer.concat(chunks) });
  });
}

function keptHeaders(headers: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !UNKEPT_HEADERS.has(name)));
}

/** What an entry holds in memory: its body, and its key, which carries the router's headers. */
const sizeOf = (key: string, answer: Answer) => key.length + answer.body.length;

function keep(key: string, answer: Answer): void {
  const kept = cache();
  const previous = kept.answers.get(key);
  if (previous) {
    kept.answers.delete(key);
    kept.bytes -= sizeOf(key, previous);
  }
  kept.answers.set(key, answer);
  kept.bytes += sizeOf(key, answer);
  for (const [oldestKey, oldest] of kept.answers) {
    if (kept.bytes <= MAX_BYTES) break;
    kept.answers.delete(oldestKey);
    kept.bytes -= sizeOf(oldestKey, oldest);
  }
}
