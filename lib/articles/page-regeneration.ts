/**
 * Regenerating the pages that show articles from outside a request (docs/articles.md).
 *
 * Next regenerates cached pages only from within a request it is handling, but the blog's sync
 * runs on a schedule in the server process. So the server asks itself: a POST on loopback to
 * {@link REGENERATE_ARTICLE_PAGES_PATH} carrying a token made at random by this process, which
 * nobody else can know. Without the token the address answers 404 like any unknown one.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { processWide } from '../process-wide';

export const REGENERATE_ARTICLE_PAGES_PATH = '/api/articles/regenerate-pages';
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
