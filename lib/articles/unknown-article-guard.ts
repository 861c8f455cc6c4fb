/**
 * Sends requests for articles that do not exist to the site's 404 page before Next renders
 * them as an article.
 *
 * The article route is regenerated on demand (new posts appear without a build), so Next
 * renders any slug it is asked for, and stores the result, a 404 included, on disk: about
 * 85 KB per address, kept until the server's build is replaced. A crawler trying addresses
 * (`/insights/article/wp-login.php`, …) would fill the disk the database lives on. A request
 * for a slug that is not among the articles this process holds goes to Next as a request for
 * its not-found page instead, which exists once however many addresses ask for it.
 *
 * While the process holds no copy of the blog yet (just started), requests pass through as
 * before. An unknown slug also asks for a fresh copy when the one held is old, so a post
 * published since is found within the copy's lifetime, as the article page itself would.
 * Called once from `instrumentation.ts` for `next start`.
 */
import type http from 'node:http';
import { routes } from '../routes';
import { decodedPath, hookRequests } from '../server/request-hook';
import { getArticleFeed, heldArticleSlugs } from './repository';

/** Where the request for an unknown article goes: Next's own not-found page, answered 404. */
export const NOT_FOUND_PATH = '/_not-found';

const ARTICLE_PREFIX = routes.article('');

/**
 * The address to give Next instead of `url` (path and query), or null to leave it: a GET or
 * HEAD of one article whose decoded slug is not in `known`.
 */
export function unknownArticleRewrite(method: string | undefined, url: string, known: ReadonlySet<string> | undefined): string | null {
  if (!known || (method !== 'GET' && method !== 'HEAD') || !url.startsWith(ARTICLE_PREFIX)) return null;
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const encodedSlug = pathname.slice(ARTICLE_PREFIX.length);
  // Deeper paths and the trailing-slash redirect are Next's to answer, as are bad encodings
  // (the request guard has answered those 400 before this runs).
  if (encodedSlug === '' || encodedSlug.includes('/')) return null;
  const slug = decodedPath(encodedSlug);
  if (slug === null) return null;
  return known.has(slug) ? null : NOT_FOUND_PATH + (queryAt === -1 ? '' : url.slice(queryAt));
}

export function installUnknownArticleGuard(): void {
  hookRequests('unknown-articles', (request: http.IncomingMessage) => {
    const url = request.url ?? '';
    if (!url.startsWith(ARTICLE_PREFIX)) return false;
    const known = heldArticleSlugs();
    const rewritten = unknownArticleRewrite(request.method, url, known);
    if (rewritten !== null) request.url = rewritten;
    // Loads a first copy, or refreshes an old one, in the background (never throws or waits).
    if (!known || rewritten !== null) void getArticleFeed();
    return false;
  });
}
