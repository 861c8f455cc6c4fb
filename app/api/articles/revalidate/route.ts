import { timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { refreshArticles } from '@/lib/articles/repository';
import { revalidateArticlePages } from '@/lib/articles/revalidate';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

function secretMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * WordPress calls this when a post is published, edited or deleted (see README): the site
 * fetches the blog at once and regenerates every page that shows articles.
 */
export const POST = withRequestLog(async (request: Request) => {
  const secret = getConfig().REVALIDATE_SECRET;
  if (!secret) {
    return Response.json({ message: 'Revalidation is not configured on this site.' }, { status: 404 });
  }
  const given = request.headers.get('x-revalidate-secret') ?? request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  if (!secretMatches(given, secret)) {
    return Response.json({ message: 'The revalidation secret is missing or wrong.' }, { status: 401 });
  }
  const refreshed = await refreshArticles();
  if (!refreshed) {
    // The pages keep the last good copy; WordPress can call again.
    return Response.json({ message: 'WordPress could not be read; the site keeps its last good copy.' }, { status: 502 });
  }
  revalidateArticlePages();
  return Response.json({ message: 'Articles refreshed.' });
});
