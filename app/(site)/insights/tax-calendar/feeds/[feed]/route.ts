import { firm } from '@/content/firm';
import { getConfig } from '@/lib/config';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { nairobiToday } from '@/lib/nairobi-time';
import { buildDeadlineFeed } from '@/lib/tax/deadline-feed';
import { datedObligations } from '@/lib/tax/obligations';

/** The deadline feeds: `all.ics`, or one obligation's (`paye.ics`), as of today. */
export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  const { feed } = await params;
  const id = feed.endsWith('.ics') ? feed.slice(0, -'.ics'.length) : '';
  const among = id === 'all' ? datedObligations : datedObligations.filter((obligation) => obligation.id === id);
  if (among.length === 0) {
    return new Response(`No such calendar. Every deadline: ${absoluteUrl(routes.taxCalendarFeed('all'))}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const now = new Date();
  const title = id === 'all' ? `Kenya tax deadlines – ${firm.shortName}` : `${among[0]!.shortName} deadlines – ${firm.shortName}`;
  const { body } = buildDeadlineFeed(
    { firmName: firm.name, siteUrl: getConfig().SITE_URL, pageUrl: absoluteUrl(routes.taxCalendar), now },
    { title, among, today: nairobiToday(now) },
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${id === 'all' ? 'kenya-tax-deadlines' : `${id}-deadlines`}.ics"`,
      // Calendar apps poll; an hour's copy in a proxy is plenty fresh for dates set by law.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
