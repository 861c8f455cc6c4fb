/**
 * Regenerating the pages that show articles from outside a request (docs/articles.md).
 *
 * Next regenerates cached pages only from within a request it is handling, but the blog's sync
 * runs on a schedule in the server process. So the server asks itself: a POST to
 * {@link REGENERATE_ARTICLE_PAGES_PATH} on a second listener bound to loopback on a port of
 * its own, carrying a token made at random by this process, which nobody else can know. The
 * public listener answers that address with the site's 404 page ({@link publicAddressOf}).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { processWide } from '../process-wide';
import type { RegenerationPlan } from './regeneration-plan';
import { NOT_FOUND_PATH } from './unknown-article-guard';

export const REGENERATE_ARTICLE_PAGES_PATH = '/api/articles/regenerate-pages';
/** The server asking itself to make the staff admin ready before it listens (lib/cms/runtime.ts). */
export const PREPARE_ADMIN_PATH = '/api/admin-ready';
/** The server asking itself to regenerate the pages of a change in the admin's content (lib/cms/regeneration.ts). */
export const REGENERATE_CONTENT_PAGES_PATH = '/api/content/regenerate-pages';
/** Addresses only the loopback listener routes. */
const INTERNAL_PATHS: readonly string[] = [REGENERATE_ARTICLE_PAGES_PATH, PREPARE_ADMIN_PATH, REGENERATE_CONTENT_PAGES_PATH];
export const INTERNAL_REQUEST_HEADER = 'x-kilele-internal-token';

/** This process's token (the server and Next's bundle of the route share it). */
export function internalRequestToken(): string {
  return processWide('articles.internal-token', () => randomBytes(32).toString('base64url'));
}

/** Whether a request carries this process's token. */
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

/** The body of a request to regenerate pages. */
export function regenerationRequestBody(plan: RegenerationPlan): string {
  return JSON.stringify(plan);
}

/** The plan a request carries, or null when it carries none. */
export function parseRegenerationPlan(body: string): RegenerationPlan | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const plan = value as { everyArticle?: unknown; slugs?: unknown };
  if (plan.everyArticle === true) return { everyArticle: true };
  if (plan.everyArticle === false && Array.isArray(plan.slugs) && plan.slugs.every((slug) => typeof slug === 'string')) {
    return { everyArticle: false, slugs: plan.slugs as string[] };
  }
  return null;
}
