import { getConfig } from '@/lib/config';
import { siteHealth } from '@/lib/health';
import { mayReadHealthDetails, publicHealth } from '@/lib/health-access';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

/**
 * 200 while the site can take submissions and its mail leaves; 503 when its database is
 * unreachable, it is stopping, or mail has waited over an hour. `?scope=traffic` leaves
 * mail out, for a load balancer deciding where to send visitors. The details come only to a
 * request from this machine or one carrying `HEALTH_TOKEN`; others get the status alone
 * (docs/production.md, "Health check").
 */
export const GET = withRequestLog(async (request: Request) => {
  const scope = new URL(request.url).searchParams.get('scope');
  const health = await siteHealth({ mail: scope !== 'traffic' });
  const answer = mayReadHealthDetails(request.headers, getConfig().HEALTH_TOKEN) ? health : publicHealth(health);
  return Response.json(answer, { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
