/**
 * Gives every HTML page the Content-Security-Policy that lets exactly its own inline
 * framework scripts run (`csp.ts` says which and why hashes). Part of stage 6 of the request
 * pipeline in `server.ts`, in production.
 *
 * Next writes a page's HTML to Node's response, and the header has to go out before the
 * body, so an HTML response is held back until it is complete: then its inline scripts are
 * hashed, the policy is set and the same bytes are sent in one piece. Every other response
 * passes straight through with the policy the pipeline set for all of them, which lets no
 * inline script run.
 *
 * Next's compression sits on top of this layer, so the bytes held here may be gzip or
 * brotli; they are decompressed only to read the scripts, and sent as they came. A page
 * with an ETag (every prerendered or cached page) is read once; its policy is remembered. Holding a
 * page back costs its streaming: the pages here are small and are sent from the cache or
 * rendered in milliseconds, so the first byte arrives when the last one is ready anyway.
 *
 * A 304 answers a browser that revalidates the copy it holds, and the browser merges the
 * 304's headers into that copy. Next writes a 304 before it sets `Content-Type` (the status,
 * then `end()` with no body), so it is recognised by its status, not as HTML: it carries the
 * policy remembered for its ETag, which is the stored page's own, or none, so the browser
 * keeps the one it has. The pipeline's default policy would replace the page's and block
 * every one of its scripts (docs/pipeline.md, "What the script policy relies on in Next").
 *
 * In development the pipeline sends a looser policy instead (Next's development runtime needs
 * `eval` and inline scripts), and nothing is held.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { log } from '../log';
import { chunkBuffer, pathOf } from '../http';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

const POLICY_HEADER = 'Content-Security-Policy';

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function isHtml(response: http.ServerResponse): boolean {
  const type = response.getHeader('content-type');
  return typeof type === 'string' && type.toLowerCase().startsWith('text/html');
}


/** The page's text, whatever compression Next applied above this layer. */
function decodeBody(body: Buffer, contentEncoding: unknown): string {
  const encoding = String(contentEncoding ?? '').toLowerCase();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Sets headers passed to `writeHead` (an object or Node's flat name/value list) one by one. */
function applyHeaders(response: http.ServerResponse, headers: unknown): void {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      response.setHeader(String(headers[index]), headers[index + 1] as string);
    }
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) response.setHeader(name, value as string | string[]);
    }
  }
}

/**
 * Policies by the page's ETag, which Next derives from the page's uncompressed bytes: a
 * cached or prerendered page is read and hashed once, not on every request, and a 304 or a
 * HEAD for it, which have no body to read, get the same policy as its 200.
 */
const policiesByEtag = new Map<string, string>();
const POLICY_CACHE_SIZE = 500;

function rememberPolicy(etag: string, policy: string): void {
  if (policiesByEtag.size >= POLICY_CACHE_SIZE) {
    const oldest = policiesByEtag.keys().next().value;
    if (oldest !== undefined) policiesByEtag.delete(oldest);
  }
  policiesByEtag.set(etag, policy);
}

function rememberedPolicy(response: http.ServerResponse): string | undefined {
  const etag = response.getHeader('etag');
  return typeof etag === 'string' ? policiesByEtag.get(etag) : undefined;
}

/**
 * A 304 tells the browser to keep the page it holds, and its headers replace the stored ones:
 * it carries the stored page's own policy when this process sent that page, and otherwise
 * none, so the browser keeps the policy it stored with the page.
 */
function setNotModifiedPolicy(response: http.ServerResponse): void {
  const known = rememberedPolicy(response);
  if (known) response.setHeader(POLICY_HEADER, known);
  else response.removeHeader(POLICY_HEADER);
}

/** The policy for the page in `body`: its framework scripts' hashes, nothing else inline. */
function setPagePolicy(response: http.ServerResponse, body: Buffer, path: string): void {
  const known = rememberedPolicy(response);
  if (known) {
    response.setHeader(POLICY_HEADER, known);
    return;
  }
  if (body.length === 0) return; // nothing to run: the default policy (no inline scripts) stands
  const etag = response.getHeader('etag');
  try {
    const { hashes, unrecognised } = inlineScriptHashes(decodeBody(body, response.getHeader('content-encoding')));
    if (unrecognised > 0) {
      log.warn('[csp] the page has inline scripts that are not the framework’s; the policy blocks them', {
        path,
        unrecognised,
      });
    }
    const policy = contentSecurityPolicy({ scriptHashes: hashes });
    response.setHeader(POLICY_HEADER, policy);
    if (typeof etag === 'string') rememberPolicy(etag, policy);
  } catch (error) {
    // Unreadable body: the default policy stays, so the page may lose its scripts but
    // never runs one it should not.
    log.error('[csp] could not read the page to hash its scripts', { path, error });
  }
}

/**
 * Holds `response`, if it turns out to be HTML, until it ends, then sends it with the policy
 * naming its own framework scripts. Call before handing the response to Next.
 */
export function holdHtmlForScriptPolicy(request: http.IncomingMessage, response: http.ServerResponse): void {
  const write = response.write;
  const end = response.end;
  const writeHead = response.writeHead;
  const flushHeaders = response.flushHeaders;
  const chunks: Buffer[] = [];
  let mode: 'undecided' | 'holding' | 'passing' = 'undecided';

  const holding = (): boolean => {
    if (mode === 'undecided') {
      if (response.statusCode === 304) {
        setNotModifiedPolicy(response);
        mode = 'passing';
      } else {
        mode = isHtml(response) ? 'holding' : 'passing';
      }
    }
    return mode === 'holding';
  };

  response.writeHead = function heldWriteHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    applyHeaders(this, message === undefined ? rest[0] : rest[1]);
    this.statusCode = statusCode;
    if (message !== undefined) this.statusMessage = message;
    if (holding()) return this;
    const sendHead = writeHead as (...args: unknown[]) => http.ServerResponse;
    return message === undefined ? sendHead.call(this, statusCode) : sendHead.call(this, statusCode, message);
  } as typeof response.writeHead;

  response.flushHeaders = function heldFlushHeaders(this: http.ServerResponse) {
    if (!holding()) flushHeaders.call(this);
  };

  response.write = function heldWrite(this: http.ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    if (!holding()) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((value): value is Callback => typeof value === 'function');
    chunks.push(chunkBuffer(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true;
  } as typeof response.write;

  response.end = function heldEnd(this: http.ServerResponse, ...args: unknown[]) {
    if (!holding()) return (end as (...args: unknown[]) => http.ServerResponse).apply(this, args);
    const [first, second] = args;
    const callback = args.find((value): value is Callback => typeof value === 'function');
    if (first !== undefined && first !== null && typeof first !== 'function') {
      chunks.push(chunkBuffer(first as Chunk, typeof second === 'string' ? (second as BufferEncoding) : undefined));
    }
    const body = Buffer.concat(chunks);
    setPagePolicy(this, body, pathOf(request.url));
    // From here Node writes the head and the body itself, through the methods above.
    mode = 'passing';
    const finish = end as (...args: unknown[]) => http.ServerResponse;
    return callback ? finish.call(this, body, callback) : finish.call(this, body);
  } as typeof response.end;
}
