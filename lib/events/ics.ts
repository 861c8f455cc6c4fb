/** Builds an iCalendar (RFC 5545) file for one event, for "Add to calendar". */
import type { TrainingEvent } from '@/content/schema';

const CRLF = '\r\n';

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTC date-time in the basic format, e.g. `20250529T060000Z`. */
function utcStamp(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets, continuing with a leading space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a multi-byte character: back up to the start of one.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join(`${CRLF} `);
}

type IcsOptions = { organizerName: string; organizerEmail: string; url: string; domain: string; stamp: Date };

export function buildEventIcs(event: TrainingEvent, options: IcsOptions): string {
  const description = [...event.excerpt.description, `Ticket: ${event.ticket} VAT Inc`, options.url].join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.organizerName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}-${event.url_param}@${options.domain}`,
    `DTSTAMP:${utcStamp(options.stamp.toISOString())}`,
    `DTSTART:${utcStamp(event.starts)}`,
    `DTEND:${utcStamp(event.ends)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(`${event.venue}, ${event.address}`)}`,
    `URL:${options.url}`,
    `ORGANIZER;CN=${escapeText(options.organizerName)}:mailto:${options.organizerEmail}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
