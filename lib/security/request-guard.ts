/**
 * The request guard (stage 2 of the pipeline in `server.ts`; see docs/pipeline.md): malformed
 * requests that Next 16 would answer with a 500 get a precise 4xx here, before Next sees them.
 *
 * - A path that is not valid percent-encoding (`/team/%ff`; vercel/next.js#92557): 400.
 * - A post to a page, which is how a browser without JavaScript sends our forms (a Server
 *   Action), and how the forms' script calls them:
 *   - from another site (the site's one cross-site check, `cross-site.ts`): 403;
 *   - over Next's 1 MB Server Action limit: 413;
 *   - a body Next cannot read: 400. Exactly the cases Next answers with 500, each checked
 *     on the body before Next gets it: a multipart body that does not parse, and a field of
 *     React's action encoding that is not JSON or is nested deep enough to overflow React's
 *     decoder (tampered or cut form state).
 *
 * Anything else Next answers with 500 is a real server error: it stays a 500, and Next logs it.
 * The JSON endpoints (`/api/…`, `/php_stuff/…`) check their own requests and are left alone.
 */
import type http from 'node:http';
import { decodedPath, headerSource } from '../http';
import { isCrossSite, type OriginPolicy } from './cross-site';
import { setSecurityHeaders } from './headers';

/** Next's default `serverActions.bodySizeLimit`. */
export const FORM_POST_LIMIT_BYTES = 1024 * 1024;

/** Deeper than this, a field of an action's encoding is refused; the site's own form state is a few levels deep. */
export const MAX_ACTION_JSON_DEPTH = 64;

const ENDPOINT_PREFIXES = ['/api/', '/php_stuff/', '/_next/'];

export const guardMessages = {
  badPath: 'Bad request: the address is not valid percent-encoding.',
  badTarget: 'Bad request: the address must be a path, without NUL characters.',
  crossSite: 'This form can only be sent from this website. Open the page on our site and send it from there.',
  tooLarge: 'The form is too large to send. Shorten your message and try again.',
  unreadable: 'The form could not be read. Reload the page and send it again.',
} as const;

export type Refusal = { status: 400 | 403 | 413; message: string; reason: string };

/** True when `path` (without its query) decodes as UTF-8 percent-encoding. */
export function isDecodablePath(path: string): boolean {
  return decodedPath(path) !== null;
}

/**
 * True when a request's target is a path Next can route: it starts with `/` (not `*` or a
 * whole URL) and decodes without a NUL character (which Next would answer with a 500).
 */
export function isRoutableTarget(target: string): boolean {
  return target.startsWith('/') && !decodedPath(target)?.includes('\0');
}

/** A post to a page rather than to one of the JSON endpoints: a Server Action. */
export function isPagePost(request: Pick<http.IncomingMessage, 'method' | 'url'>): boolean {
  const path = request.url ?? '/';
  return request.method === 'POST' && !ENDPOINT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Why a request is refused on its request line and headers alone; undefined lets it on. */
export function refusalBeforeBody(request: http.IncomingMessage, policy: OriginPolicy): Refusal | undefined {
  if (!isDecodablePath(request.url ?? '/')) return { status: 400, message: guardMessages.badPath, reason: 'path is not percent-encoding' };
  if (!isRoutableTarget(request.url ?? '/')) return { status: 400, message: guardMessages.badTarget, reason: 'target is not a routable path' };
  if (!isPagePost(request)) return undefined;
  if (isCrossSite(headerSource(request.headers), policy)) {
    return { status: 403, message: guardMessages.crossSite, reason: 'cross-site form post' };
  }
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > FORM_POST_LIMIT_BYTES) return { status: 413, message: guardMessages.tooLarge, reason: 'form post over 1 MB' };
  return undefined;
}

export type ReadBody = { ok: true; body: Buffer } | { ok: false; refusal: Refusal } | { ok: false; aborted: true };

/** Reads a page post's body, up to {@link FORM_POST_LIMIT_BYTES} (a chunked body has no length to check first). */
export function readFormPostBody(request: http.IncomingMessage): Promise<ReadBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: ReadBody) => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > FORM_POST_LIMIT_BYTES) {
        request.resume(); // the rest is discarded, not buffered
        settle({ ok: false, refusal: { status: 413, message: guardMessages.tooLarge, reason: 'form post over 1 MB' } });
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => settle({ ok: true, body: Buffer.concat(chunks) }));
    request.once('aborted', () => settle({ ok: false, aborted: true }));
    request.once('error', () => settle({ ok: false, aborted: true }));
  });
}

/** True when `text` is JSON whose arrays and objects nest at most `maxDepth` deep. */
export function isShallowJson(text: string, maxDepth = MAX_ACTION_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > maxDepth) return false;
    } else if (character === ']' || character === '}') {
      depth -= 1;
    }
  }
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The fields of React's action encoding that React parses as JSON: without JavaScript, a
 * form's bound action and its arguments (`$ACTION_1:0`, `$ACTION_1:1`); with JavaScript, the
 * reply's numbered parts (`0`, `1`, …). The form's own fields (`name`, `1_name`) are text.
 */
function isEncodedActionField(name: string, calledByScript: boolean): boolean {
  return /^\$ACTION_\d+:\d+$/.test(name) || (calledByScript && /^\d+$/.test(name));
}

/**
 * Why Next could not read this page post's body, or undefined when it can. `headers` are the
 * request's; the checks follow the content type the way Next reads it.
 */
export async function unreadableFormPost(headers: http.IncomingHttpHeaders, body: Buffer): Promise<string | undefined> {
  // The boundary is case-sensitive: only the type is compared without case.
  const contentType = String(headers['content-type'] ?? '');
  const calledByScript = headers['next-action'] !== undefined;
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      return 'the multipart body does not parse';
    }
    for (const [name, value] of form) {
      if (isEncodedActionField(name, calledByScript) && (typeof value !== 'string' || !isShallowJson(value))) {
        return `the action field ${name.slice(0, 40)} is not JSON or is nested too deep`;
      }
    }
    return undefined;
  }
  if (calledByScript && !isShallowJson(body.toString('utf8'))) return 'the action body is not JSON or is nested too deep';
  return undefined;
}

/** Answers a refused request with its status and message in plain text, with the security headers. */
export function answerRefusal(response: http.ServerResponse, refusal: Refusal, { keepAlive }: { keepAlive: boolean }): void {
  setSecurityHeaders(response);
  response.statusCode = refusal.status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  // An unread body is still on the connection: it cannot carry another request.
  if (!keepAlive) response.setHeader('Connection', 'close');
  response.end(`${refusal.message}\n`);
}
