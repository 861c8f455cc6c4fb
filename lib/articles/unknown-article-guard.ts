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
 * The slugs this process knew at its last look at the mirror answer at once. A slug it does
 * not know is looked up in the mirror itself (one indexed query) before the 404: the mirror is
 * shared by every instance, so a post another instance synced a moment ago opens here too,
 * without waiting for this one's next look. While the process holds no copy of the blog yet
 * (just started), requests pass through. Stage 5 of the request pipeline in `server.ts`.
 */
import { decodedPath } from '../http';
import { routes } from '../routes';

/**
 * Where the request for an unknown article goes: an address no route of the site matches, which
 * Next answers with the site's not-found page and a 404, from the build, without rendering or
 * storing anything per address (and without relying on the name of Next's internal 404 route).
 */
export const NOT_FOUND_PATH = '/_kilele/unknown-article';

const ARTICLE_PREFIX = routes.article('');

/**
 * The address to give Next instead of `url` (path and query), or null to leave it: a GET or
 * HEAD of one article whose decoded slug is neither in `known` nor, asked, in the mirror. When
 * the mirror cannot be asked (the database is down), `known` decides.
 */
export async function unknownArticleRewrite(
  method: string | undefined,
  url: string,
  known: Pick<ReadonlySet<string>, 'has'> | undefined,
  inMirror: (slug: string) => Promise<boolean>,
): Promise<string | null> {
  if (!known || (method !== 'GET' && method !== 'HEAD') || !url.startsWith(ARTICLE_PREFIX)) return null;
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const encodedSlug = pathname.slice(ARTICLE_PREFIX.length);
  // Deeper paths and the trailing-slash redirect are Next's to answer, as are bad encodings
  // (the request guard has answered those 400 before this runs).
  if (encodedSlug === '' || encodedSlug.includes('/')) return null;
  const slug = decodedPath(encodedSlug);
  if (slug === null) return null;
  if (known.has(slug) || (await inMirror(slug).catch(() => false))) return null;
  return NOT_FOUND_PATH + (queryAt === -1 ? '' : url.slice(queryAt));
}
