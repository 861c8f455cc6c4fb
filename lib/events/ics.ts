/** Builds an iCalendar (RFC 5545) file for one event, for "Add to calendar". */
import type { TrainingEvent } from '@/content/schema';
import { escapeText, formatUtcDateTime, serializeCalendar, text } from '@/lib/calendar/icalendar';
import { formatEventFee } from './format';

/** What the calendar file says of an event. */
export type IcsEvent = Pick<TrainingEvent, 'id' | 'slug' | 'title' | 'intro' | 'priceKes' | 'starts' | 'ends' | 'venue' | 'address'>;

type IcsOptions = { organizerName: string; organizerEmail: string; url: string; domain: string; stamp: Date };

export function buildEventIcs(event: IcsEvent, options: IcsOptions): string {
  const description = [...event.intro.paragraphs, `Ticket: ${formatEventFee(event.priceKes)} VAT Inc`, options.url].join('\n\n');
  return serializeCalendar({
    type: 'VCALENDAR',
    lines: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: `-//${escapeText(options.organizerName)}//Events//EN` },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
    ],
    components: [
      {
        type: 'VEVENT',
        lines: [
          { name: 'UID', value: `event-${event.id}-${event.slug}@${options.domain}` },
          { name: 'DTSTAMP', value: formatUtcDateTime(options.stamp) },
          { name: 'DTSTART', value: formatUtcDateTime(new Date(event.starts)) },
          { name: 'DTEND', value: formatUtcDateTime(new Date(event.ends)) },
          text('SUMMARY', event.title),
          text('DESCRIPTION', description),
          text('LOCATION', `${event.venue}, ${event.address}`),
          { name: 'URL', value: options.url },
          { name: 'ORGANIZER', value: `mailto:${options.organizerEmail}`, params: { CN: options.organizerName } },
        ],
      },
    ],
  });
}
