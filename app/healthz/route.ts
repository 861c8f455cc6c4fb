import { siteHealth } from '@/lib/health';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

/** 200 while the site can take submissions, 503 when its database is unreachable. */
export const GET = withRequestLog(async () => {
  const health = await siteHealth();
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
