/**
 * Serves the build's scripts and stylesheets brotli-compressed to browsers that accept it.
 *
 * Next compresses every response with gzip as it sends it. The framework's scripts are the
 * heaviest thing a first visit downloads (about 150 KB gzip on every page), and brotli at its
 * highest level makes them about 14% smaller. That is too slow to do per request, so
 * `npm run build` writes a `.br` copy beside each file in `<distDir>/static`
 * (`scripts/precompress-static.ts`), and this hook sends the copy in place of Next's gzip.
 *
 * Anything it cannot answer exactly as Next would, it leaves to Next: another method, a
 * `Range` request, a client without brotli, a file without a `.br` copy (a build made with
 * `next build` alone). Stage 4 of the request pipeline in `server.ts`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import { decodedPath } from '../http';
import { setSecurityHeaders } from '../security/headers';

const STATIC_PREFIX = '/_next/static/';

/** The kinds of file the build step compresses, with the type Next sends them as. */
export const compressibleTypes: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};

/** Below this many bytes a file gains too little to be worth a second copy. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** The name of a file's brotli copy. */
export function brotliCopyOf(file: string): string {
  return `${file}.br`;
}

/**
 * True when an `Accept-Encoding` header allows brotli (`br` or `*`, with a non-zero q), as
 * `negotiator` reads it (the parser Express and its peers use).
 */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  return new Negotiator({ headers: value === undefined ? {} : { 'accept-encoding': value } }).encodings(['br']).includes('br');
}

type Copy = { body: Buffer; etag: string; type: string };

/** Every file under `root` that has a brotli copy, with the copy, keyed by absolute path. */
function readCopies(root: string): Map<string, Copy> {
  const copies = new Map<string, Copy>();
  if (!existsSync(root)) return copies;
  const entries = new Set(readdirSync(root, { recursive: true, encoding: 'utf8' }));
  for (const entry of entries) {
    const type = compressibleTypes[path.extname(entry)];
    if (!type || !entries.has(brotliCopyOf(entry))) continue;
    const file = path.join(root, entry);
    const body = readFileSync(brotliCopyOf(file));
    copies.set(file, { body, type, etag: `"br-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
  }
  return copies;
}

/**
 * The handler, for a build whose static files are in `staticDir` (`<distDir>/static`).
 * Returns true when it answered the request. The copies are read once, when it is made:
 * they are the build's own files, about a megabyte in all.
 */
export function precompressedStaticHandler(staticDir: string) {
  const root = path.resolve(staticDir);
  const copies = readCopies(root);

  return function handle(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const url = request.url ?? '';
    if (!url.startsWith(STATIC_PREFIX)) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.headers.range !== undefined || !acceptsBrotli(request.headers['accept-encoding'])) return false;
    const file = fileUnder(root, url);
    const copy = file === null ? undefined : copies.get(file);
    if (!copy) return false;
    send(request, response, copy);
    return true;
  };
}

/** The file a `/_next/static/…` URL names under `root`, or null if it escapes the folder. */
function fileUnder(root: string, url: string): string | null {
  const decoded = decodedPath(url);
  if (decoded === null || decoded.includes('\0')) return null;
  const file = path.resolve(root, decoded.slice(STATIC_PREFIX.length));
  return file.startsWith(root + path.sep) ? file : null;
}

function send(request: http.IncomingMessage, response: http.ServerResponse, copy: Copy): void {
  setSecurityHeaders(response);
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  response.setHeader('Content-Type', copy.type);
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('ETag', copy.etag);
  if (matchesEtag(request.headers['if-none-match'], copy.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader('Content-Encoding', 'br');
  response.setHeader('Content-Length', copy.body.length);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : copy.body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
