/**
 * The Content-Security-Policy. Scripts may come from this origin only; an inline script runs
 * only when the policy names its SHA-256 hash, and the hashes are those of Next's own inline
 * bootstrap scripts in the page being sent (see `html-script-policy.ts`).
 *
 * Why hashes and not nonces: a nonce must be new on every response, so Next can only put it
 * on pages it renders per request; static and ISR pages would lose their JavaScript or stop
 * being static. Hashes of the page actually sent work for both, and stay right when ISR
 * regenerates a page.
 *
 * Only scripts that are recognisably Next's are hashed, and each of them does nothing but
 * hand JSON data to the framework: `self.__next_f.push(<JSON>)`, the `(self.__next_f=…)`
 * initialiser (alone or followed by one push) and Turbopack's chunk list. Their data part must parse as JSON, so an
 * injected `<script>` (say through an article's HTML, if the sanitiser ever let one
 * through) is not hashed and the browser refuses to run it.
 */
import { createHash } from 'node:crypto';

/** Where the site embeds frames from: the contact page's map and YouTube players in articles. */
const FRAME_SOURCES = ['https://www.google.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

type PolicyOptions = {
  /** `'sha256-…'` sources for the inline scripts of the page the policy travels with. */
  scriptHashes?: readonly string[];
  /** `next dev` evaluates modules and injects inline scripts for hot reload. */
  development?: boolean;
};

/** The policy as a header value. Without hashes, no inline script may run. */
export function contentSecurityPolicy({ scriptHashes = [], development = false }: PolicyOptions = {}): string {
  const scriptSources = development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptHashes];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scriptSources],
    // React and next/image set inline `style` attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Articles from WordPress may show images from the blog's media host or a CDN.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(development ? ['ws:'] : [])],
    ['frame-src', ...FRAME_SOURCES],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Executable inline scripts of Next's own: a fixed wrapper around JSON data. */
const FRAMEWORK_SCRIPTS: readonly { prefix: string; suffix: string }[] = [
  { prefix: 'self.__next_f.push(', suffix: ')' },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ');' },
];
const FRAMEWORK_INITIALISER = '(self.__next_f=self.__next_f||[]).push([0])';
/**
 * Next's one fixed script for a page whose metadata streamed into the body (a dynamic page that
 * renders per request, such as a draft's preview): it moves the icons into the head, where
 * browsers look for them (`REINSERT_ICON_SCRIPT` in Next's `create-server-inserted-metadata.js`).
 */
const FRAMEWORK_ICON_MOVE = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`;

/**
 * True when an inline script only hands JSON data to Next, in one of its known wrappers.
 * After a form post without JavaScript the initialiser and the form's state come as one
 * script: `(self.__next_f=…).push([0]);self.__next_f.push([2,<state>])`.
 */
export function isFrameworkScript(source: string): boolean {
  if (isReactStreamingScript(source)) return true;
  if (source === FRAMEWORK_INITIALISER || source === FRAMEWORK_ICON_MOVE) return true;
  if (source.startsWith(`${FRAMEWORK_INITIALISER};`)) {
    return isFrameworkScript(source.slice(FRAMEWORK_INITIALISER.length + 1));
  }
  return FRAMEWORK_SCRIPTS.some(({ prefix, suffix }) => {
    if (!source.startsWith(prefix) || !source.endsWith(suffix)) return false;
    try {
      JSON.parse(source.slice(prefix.length, source.length - suffix.length));
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * React's own instructions in a page streamed with Suspense boundaries (the staff admin's
 * pages and a draft's preview are; the public pages have none): it marks when the shell
 * painted, and moves each boundary's late content into place with `$RC("B:n","S:n")`, or, when
 * the content brings stylesheets, with `$RR("B:n","S:n",[["href","precedence"],…])` once they
 * have loaded. The first instruction of a kind comes after the runtime that defines it.
 *
 * The calls carry only two element ids and, for `$RR`, a JSON list of stylesheets; each runtime
 * is recognised by its SHA-256 and length, so that a React upgrade that changes one shows as a
 * refused script (the admin's end-to-end tests fail on any), rather than being let through unseen.
 */
const REACT_PAINT_MARK = 'requestAnimationFrame(function(){$RT=performance.now()});';
const REACT_BOUNDARY_CALL = /\$RC\("[A-Za-z]:[0-9a-z]+","[A-Za-z]:[0-9a-z]+"\)$/;
const REACT_STYLED_BOUNDARY_CALL = /\$RR\("[A-Za-z]:[0-9a-z]+","[A-Za-z]:[0-9a-z]+",(\[[\s\S]*\])\)$/;
/** react-dom 19.3's streaming runtimes, each as React writes it before its first call. */
const REACT_STREAMING_RUNTIMES: readonly { length: number; sha256: string }[] = [
  // `$RB`, `$RV` and `$RC`: moving a boundary's content into place.
  { length: 829, sha256: 'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=' },
  // `$RX`: a boundary that failed on the server, retried in the browser.
  { length: 200, sha256: '5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=' },
  // `$RM` and `$RR`: the same once the boundary's stylesheets have loaded.
  { length: 1105, sha256: 'QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=' },
];

function isReactStreamingScript(source: string): boolean {
  if (source === REACT_PAINT_MARK) return true;
  const call = REACT_BOUNDARY_CALL.exec(source) ?? styledBoundaryCall(source);
  return call !== null && isReactRuntimes(source.slice(0, call.index));
}

/** `$RR(…)` at the end of `source`, when its stylesheets are a JSON list of lists of strings. */
function styledBoundaryCall(source: string): RegExpExecArray | null {
  const call = REACT_STYLED_BOUNDARY_CALL.exec(source);
  if (!call) return null;
  try {
    const stylesheets: unknown = JSON.parse(call[1]!);
    const valid = Array.isArray(stylesheets) && stylesheets.every((entry) => Array.isArray(entry) && entry.every((value) => typeof value === 'string'));
    return valid ? call : null;
  } catch {
    return null;
  }
}

/** True when `prefix` is nothing but React's runtimes, one after another. */
function isReactRuntimes(prefix: string): boolean {
  let at = 0;
  while (at < prefix.length) {
    const runtime = REACT_STREAMING_RUNTIMES.find(
      ({ length, sha256 }) => createHash('sha256').update(prefix.slice(at, at + length), 'utf8').digest('base64') === sha256,
    );
    if (!runtime) return false;
    at += runtime.length;
  }
  return true;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export type InlineScripts = {
  /** `'sha256-…'` sources of the framework's inline scripts, each once. */
  hashes: string[];
  /** Executable inline scripts that are not the framework's: the policy blocks them. */
  unrecognised: number;
};

/**
 * Finds the executable inline scripts in an HTML document and hashes the framework's.
 * Scripts with `src` are covered by `'self'`; data blocks (`application/ld+json`) never run.
 */
export function inlineScriptHashes(html: string): InlineScripts {
  const hashes = new Set<string>();
  let unrecognised = 0;
  for (const [, attributes = '', source = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const mime = (type ? (type[1] ?? type[2] ?? type[3] ?? '') : '').trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(mime)) continue;
    if (!isFrameworkScript(source)) {
      unrecognised += 1;
      continue;
    }
    hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
  }
  return { hashes: [...hashes], unrecognised };
}
