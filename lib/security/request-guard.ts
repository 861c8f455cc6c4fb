/**
 * Answers malformed requests with a clear 4xx before Next sees them, where Next 16 itself
 * would answer 500:
 *
 * - a path that is not valid percent-encoding (`/team/%ff`; vercel/next.js#92557): 400;
 * - a form post to a page (a Server Action, the way a browser posts our forms without
 *   JavaScript) from another site: 403, as Next's own same-origin check intends;
 * - a form post to a page over Next's 1 MB Server Action limit: 413.
 *
 * And when Next still answers 500 to a form post to a page, the request could not be read
 * (a cut multipart body, tampered form state): our actions catch every failure of their
 * own and answer with a message, so the 500 is the request's fault. It becomes a 400 with a
 * message saying what to do, and a warning in the log.
 *
 * The JSON endpoints (`/api/…`, `/php_stuff/…`) check their own requests and are left alone.
 * Called once from `instrumentation.ts` for `next start`, after the HTML script policy hook,
 * so this runs first on each request and sees Next's answer after that hook has.
 */
import http from 'node:http';
import { log } from '../log';
import { decodedPath, hookRequests } from '../server/request-hook';
import { setSecurityHeaders } from './headers';

/** Next's default `serverActions.bodySizeLimit`. */
export const FORM_POST_LIMIT_BYTES = 1024 * 1024;

const ENDPOINT_PREFIXES = ['/api/', '/php_stuff/', '/_next/'];

export const guardMessages = {
  badPath: 'Bad request: the address is not valid percent-encoding.',
  crossSite: 'This form can only be sent from this website. Open the page on our site and send it from there.',
  tooLarge: 'The form is too large to send. Shorten your message and try again.',
  unreadable: 'The form could not be read. Reload the page and send it again.',
} as const;

/** True when `path` (without its query) decodes as UTF-8 percent-encoding. */
export function isDecodablePath(path: string): boolean {
  return decodedPath(path) !== null;
}

/** A post to a page rather than to one of the JSON endpoints: a Server Action. */
function isPagePost(request: http.IncomingMessage): boolean {
  const path = request.url ?? '/';
  return request.method === 'POST' && !ENDPOINT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

/**
 * Next's rule for Server Actions: a request with an `Origin` must come from the host it was
 * sent to (`X-Forwarded-Host` first, as a proxy sets it, then `Host`). One without `Origin`
 * is not a browser's cross-site post, and passes.
 */
export function isCrossSite(headers: http.IncomingHttpHeaders): boolean {
  const origin = firstHeader(headers.origin);
  if (!origin) return false;
  const host = firstHeader(headers['x-forwarded-host']) ?? firstHeader(headers.host);
  if (origin === 'null' || !URL.canParse(origin)) return true;
  return new URL(origin).host !== host;
}

function refusal(request: http.IncomingMessage): { status: number; message: string } | undefined {
  if (!isDecodablePath(request.url ?? '/')) return { status: 400, message: guardMessages.badPath };
  if (!isPagePost(request)) return undefined;
  if (isCrossSite(request.headers)) return { status: 403, message: guardMessages.crossSite };
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > FORM_POST_LIMIT_BYTES) return { status: 413, message: guardMessages.tooLarge };
  return undefined;
}

function answer(response: http.ServerResponse, status: number, message: string, keepAlive: boolean): void {
  setSecurityHeaders(response);
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  // The body of a refused post is not read: the connection cannot carry another request.
  if (!keepAlive) response.setHeader('Connection', 'close');
  response.end(`${message}\n`);
}

/** Replaces a 500 that Next writes for a page post with a 400 and a message. */
function answerUnreadablePostsWith400(request: http.IncomingMessage, response: http.ServerResponse): void {
  const write = response.write;
  const end = response.end;
  const writeHead = response.writeHead;
  let replaced = false;
  let checked = false;

  const replaceIfServerError = (): boolean => {
    if (!checked) {
      checked = true;
      if (response.statusCode === 500 && !response.headersSent) {
        log.warn('[http] a form post could not be read (Next answered 500); answering 400', { path: request.url });
        // What described Next's error body (its type, length, encoding, caching) goes with it.
        for (const name of response.getHeaderNames()) {
          if (/^(content-(type|length|encoding)|etag|vary|transfer-encoding|cache-control)$/.test(name)) {
            response.removeHeader(name);
          }
        }
        replaced = true;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        // Node's own methods, not the wrappers above this one (compression would re-encode).
        (writeHead as (...args: unknown[]) => http.ServerResponse).call(response, 400);
        (end as (...args: unknown[]) => http.ServerResponse).call(response, `${guardMessages.unreadable}\n`);
      }
    }
    return replaced;
  };
  const done = (args: unknown[]) => {
    const callback = args.find((value): value is () => void => typeof value === 'function');
    if (callback) process.nextTick(callback);
  };

  response.writeHead = function guardedWriteHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!checked) this.statusCode = statusCode;
    if (replaceIfServerError()) return this;
    return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, statusCode, ...rest);
  } as typeof response.writeHead;
  response.write = function guardedWrite(this: http.ServerResponse, ...args: unknown[]) {
    if (replaceIfServerError()) {
      done(args);
      return true;
    }
    return (write as (...args: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;
  response.end = function guardedEnd(this: http.ServerResponse, ...args: unknown[]) {
    if (replaceIfServerError()) {
      done(args);
      return this;
    }
    return (end as (...args: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.end;
}

/** Makes every HTTP server in this process refuse malformed requests as described above. */
export function installRequestGuard(): void {
  hookRequests('request-guard', (request, response) => {
    const refused = refusal(request);
    if (refused) {
      const bodyAlreadyRead = request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined;
      answer(response, refused.status, refused.message, bodyAlreadyRead);
      request.resume(); // the unread body is discarded, not buffered
      return true;
    }
    if (isPagePost(request)) answerUnreadablePostsWith400(request, response);
    return false;
  });
}
