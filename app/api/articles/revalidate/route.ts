import { timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { syncForWebhook } from '@/lib/articles/runtime';
import { MAX_WEBHOOK_BODY_BYTES, parseWebhookBody } from '@/lib/articles/webhook-request';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

function secretMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * WordPress calls this when a post is published, edited or deleted (docs/articles.md): the site
 * syncs its mirror at once and regenerates the pages the change made stale. A call that names
 * the post (`{"id": 123}`) costs one request to WordPress; one that names nothing reconciles
 * the whole blog. It answers only when a sync that started after the call has finished, so
 * "refreshed" is never said of old data.
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
  if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BODY_BYTES) {
    return Response.json({ message: 'The body is too large for a webhook call.' }, { status: 413 });
  }
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_WEBHOOK_BODY_BYTES) {
    return Response.json({ message: 'The body is too large for a webhook call.' }, { status: 413 });
  }
  const named = parseWebhookBody(request.headers.get('content-type'), body);
  if (!named.ok) return Response.json({ message: named.message }, { status: 400 });
  const refreshed = await syncForWebhook(named.postId);
  if (!refreshed) {
    // The pages keep the last good copy; WordPress can call again.
    return Response.json({ message: 'WordPress could not be read; the site keeps its last good copy.' }, { status: 502 });
  }
  return Response.json({ message: 'Articles refreshed.' });
});
