/**
 * Gives every HTML page the Content-Security-Policy that lets exactly its own inline
 * framework scripts run (`csp.ts` says which and why hashes). Part of stage 6 of the request
 * pipeline in `server.ts`, in production.
 *
 * Next writes a page's HTML to Node's response, and the header has to go out before the
 * body, so an HTML response is held back until it is complete (through the response tap,
 * `lib/server/response-tap.ts`, which the page cache shares): then its inline scripts are
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
import { pathOf } from '../http';
import { tapResponse } from '../server/response-tap';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

const POLICY_HEADER = 'Content-Security-Policy';

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
  tapResponse(response, {
    holdsBody: (tapped) => tapped.statusCode !== 304 && isHtml(tapped),
    beforeHead: (tapped, body) => {
      if (tapped.statusCode === 304) setNotModifiedPolicy(tapped);
      else if (body !== undefined) setPagePolicy(tapped, body, pathOf(request.url));
    },
  });
}
