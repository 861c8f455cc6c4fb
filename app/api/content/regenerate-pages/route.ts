import { log } from '@/lib/log';
import { parseContentRegenerationPlan, regenerateContentPages } from '@/lib/cms/regenerate-pages';
import { isInternalRequest } from '@/lib/server/loopback';

export const dynamic = 'force-dynamic';

/**
 * The server asking itself to regenerate the pages a content change (or the start, or
 * midnight) made stale, on its loopback-only listener (lib/server/loopback.ts): a change
 * committed outside a request or on another instance reaches Next here. The public server
 * answers this address with the site's 404 page.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalRequest(request.headers)) {
    return Response.json({ message: 'Not found.' }, { status: 404 });
  }
  const plan = parseContentRegenerationPlan(await request.text());
  if (!plan) return Response.json({ message: 'Expected { everything: true } or { everything: false, paths: ["/…"] }.' }, { status: 400 });
  const done = await regenerateContentPages(plan);
  log.info(`[search] indexed ${done.searchDocuments} pages of the site's own content`, { regeneratedPages: done.pages });
  return Response.json({ message: 'Content pages will be regenerated.', ...done });
}
