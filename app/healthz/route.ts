import { siteHealth } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** 200 while the site can take submissions, 503 when its database is unreachable. */
export async function GET() {
  const health = await siteHealth();
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
