import { firm } from '@/content/firm';
import { getTrainingEvent, getTrainingEvents } from '@/lib/cms/read';
import { readFirmContactNow } from '@/lib/cms/read-content';
import { getConfig } from '@/lib/config';
import { buildEventIcs } from '@/lib/events/ics';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getTrainingEvents()).map((event) => ({ slug: event.slug }));
}

/** "Add to calendar": the event as an iCalendar file, organised by the firm at the email staff set in the admin. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const event = await getTrainingEvent(slug);
  if (!event) return new Response('No such event', { status: 404 });
  const body = buildEventIcs(event, {
    organizerName: firm.name,
    organizerEmail: (await readFirmContactNow()).email,
    url: absoluteUrl(routes.event(event.slug)),
    domain: new URL(getConfig().SITE_URL).hostname,
    stamp: new Date(event.starts),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
    },
  });
}
