import { siteHealth } from '@/lib/health';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

/**
 * 200 while the site can take submissions and its mail leaves; 503 when its database is
 * unreachable, it is stopping, or mail has waited over an hour. `?scope=traffic` leaves
 * mail out, for a load balancer deciding where to send visitors (docs/production.md).
 */
export const GET = withRequestLog(async (request: Request) => {
  const scope = new URL(request.url).searchParams.get('scope');
  const health = await siteHealth({ mail: scope !== 'traffic' });
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
