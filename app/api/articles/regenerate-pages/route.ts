import { parseRegenerationPlan, revalidateArticlePages } from '@/lib/articles/regenerate-pages';
import { isInternalRequest } from '@/lib/server/loopback';

export const dynamic = 'force-dynamic';

/**
 * The server asking itself to regenerate the pages a change of the blog made stale, on its
 * loopback-only listener (lib/server/loopback.ts). The public server never routes here: it
 * answers this address with the site's 404 page.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalRequest(request.headers)) {
    return Response.json({ message: 'Not found.' }, { status: 404 });
  }
  const plan = parseRegenerationPlan(await request.text());
  if (!plan) return Response.json({ message: 'Expected { everyArticle: true } or { everyArticle: false, slugs: [...] }.' }, { status: 400 });
  const articlePages = revalidateArticlePages(plan);
  return Response.json({ message: 'Article pages will be regenerated.', articlePages });
}
