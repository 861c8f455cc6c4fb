/**
 * The server asking itself (docs/admin.md, "How a change reaches the pages"; docs/articles.md).
 *
 * Next regenerates cached pages only within a request it is handling, and Payload lives in
 * Next's bundle. What happens outside any request (the start, midnight, a blog sync, a signal
 * from the database that a change was committed) therefore reaches Next as a POST on a second
 * listener bound to loopback on a port of its own, carrying a token made at random by this
 * process, which nobody else can know. The public listener answers those addresses with the
 * site's 404 page ({@link publicAddressOf}). This is the only module that makes such requests.
 * It loads neither Next nor Payload, so the server can use it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RegenerationPlan } from '../articles/stale-pages';
import { NOT_FOUND_PATH } from './unknown-slug-guard';
import type { ContentRegenerationPlan } from '../cms/regenerate-pages';
import { processWide } from '../process-wide';

/** Regenerates the pages a change of the blog's mirror made stale (app/api/articles/regenerate-pages). */
export const REGENERATE_ARTICLE_PAGES_PATH = '/api/articles/regenerate-pages';
/** Makes the staff admin ready before the server listens (app/api/admin-ready, lib/cms/runtime.ts). */
export const PREPARE_ADMIN_PATH = '/api/admin-ready';
/** Regenerates the pages a change of the admin's content made stale (app/api/content/regenerate-pages). */
export const REGENERATE_CONTENT_PAGES_PATH = '/api/content/regenerate-pages';
/** Addresses only the loopback listener routes. */
const INTERNAL_PATHS: readonly string[] = [REGENERATE_ARTICLE_PAGES_PATH, PREPARE_ADMIN_PATH, REGENERATE_CONTENT_PAGES_PATH];
const INTERNAL_REQUEST_HEADER = 'x-kilele-internal-token';

type State = { internalPort?: number };
const state = () => processWide<State>('server.loopback', () => ({}));

/** This process's token (the server and Next's bundle of the routes share it). */
function internalRequestToken(): string {
  return processWide('server.internal-token', () => randomBytes(32).toString('base64url'));
}

/** Whether a request carries this process's token: the internal routes answer nothing else. */
export function isInternalRequest(headers: Headers): boolean {
  const given = Buffer.from(headers.get(INTERNAL_REQUEST_HEADER) ?? '');
  const expected = Buffer.from(internalRequestToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * On the public listener, the address to give Next instead of `url`: an internal route's
 * address becomes an address no route matches (the site's 404 page); anything else is left.
 */
export function publicAddressOf(url: string): string {
  let pathname = url.split(/[?#]/, 1)[0]!;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return url;
  }
  // However it is spelled: doubled or trailing slashes, percent-encoded, another case.
  const normalised = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '').toLowerCase();
  return INTERNAL_PATHS.includes(normalised) ? NOT_FOUND_PATH : url;
}

/** The server names its loopback listener once it listens (server.ts). */
export function setInternalPort(port: number): void {
  state().internalPort = port;
}

/** Whether this process is the site's server (it has a loopback listener), not a command or a test. */
export function isSiteServer(): boolean {
  return state().internalPort !== undefined;
}

/** POSTs `body` to an internal route of this server; throws unless it answers 2xx. */
async function askThisServer(path: string, body: string | undefined, timeoutMs: number): Promise<void> {
  const port = state().internalPort;
  if (port === undefined) throw new Error(`This process has no loopback listener to ask for ${path}`);
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { [INTERNAL_REQUEST_HEADER]: internalRequestToken(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`${path} answered ${response.status} (its error is logged above)`);
}

/** Makes the staff admin ready: its secret, its migrations, its first content (the start, before listening). */
export function prepareAdminHere(): Promise<void> {
  return askThisServer(PREPARE_ADMIN_PATH, undefined, 120_000);
}

/** Regenerates this server's pages a change of the blog's mirror made stale (lib/articles/regenerate-pages.ts). */
export function regenerateArticlePagesHere(plan: RegenerationPlan): Promise<void> {
  return askThisServer(REGENERATE_ARTICLE_PAGES_PATH, JSON.stringify(plan), 10_000);
}

/**
 * Regenerates this server's pages that show the admin's content (lib/cms/regenerate-pages.ts):
 * every one (the start, midnight), or those a committed change names. A plan a signal carried
 * is passed on as it came (`unknown`): the route checks it.
 */
export function regenerateContentPagesHere(plan: ContentRegenerationPlan | { signalled: unknown }): Promise<void> {
  return askThisServer(REGENERATE_CONTENT_PAGES_PATH, JSON.stringify('signalled' in plan ? plan.signalled : plan), 30_000);
}
