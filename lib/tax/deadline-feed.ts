/**
 * The deadlines as a subscribable iCalendar feed: one all-day event per deadline, with a UID
 * made of the obligation and the period it is for, so a calendar app that refreshes the feed
 * updates each event instead of adding another, and an alarm two days before.
 */
import {
  type Component,
  type ContentLine,
  escapeText,
  formatDateValue,
  formatUtcDateTime,
  serializeCalendar,
  text,
} from '../calendar/icalendar';
import { addDays, type CivilDate, civilDate, parts } from './civil-date';
import { nonWorkingDayNote, pendingHolidayNote } from './deadline-notes';
import { type Deadline, deadlinesBetween } from './deadlines';
import { datedObligations, type Obligation } from './obligations';

/** How often calendar apps should fetch the feed again. */
export const FEED_REFRESH = 'P1D';
/** When the alarm goes off: 09:00 two days before the due date (an all-day event starts at 00:00). */
export const ALARM_TRIGGER = '-P1DT15H';

export type FeedContext = {
  firmName: string;
  /** The site's origin, for UIDs (its host) and links. */
  siteUrl: string;
  /** The calendar page, linked from every event. */
  pageUrl: string;
  now: Date;
};

/** The feed's span: the past year and the next two, so recent dates stay and planning is possible. */
export function feedSpan(today: CivilDate): { first: CivilDate; last: CivilDate } {
  const { year, month, day } = parts(today);
  return { first: civilDate(year - 1, month, day), last: addDays(civilDate(year + 2, month, day), -1) };
}

function eventFor(deadline: Deadline, context: FeedContext, stamp: string, domain: string): Component {
  const { obligation } = deadline;
  const description = [
    `${obligation.name}, for ${deadline.periodLabel}.`,
    `${obligation.dueText}. Pay to ${obligation.payTo}.`,
    nonWorkingDayNote([deadline]),
    pendingHolidayNote(deadline),
    `Source: ${obligation.source} (reviewed ${obligation.reviewed}).`,
    `Every deadline: ${context.pageUrl}`,
  ].filter((line): line is string => line !== null);
  return {
    type: 'VEVENT',
    lines: [
      { name: 'UID', value: `tax-deadline-${obligation.id}-${deadline.periodKey}@${domain}` },
      { name: 'DTSTAMP', value: stamp },
      { name: 'DTSTART', value: formatDateValue(deadline.date), params: { VALUE: 'DATE' } },
      { name: 'DTEND', value: formatDateValue(addDays(deadline.date, 1)), params: { VALUE: 'DATE' } },
      text('SUMMARY', `${obligation.shortName} due (${deadline.periodLabel})`),
      text('DESCRIPTION', description.join('\n\n')),
      text('CATEGORIES', 'Tax deadline'),
      { name: 'URL', value: context.pageUrl },
      { name: 'TRANSP', value: 'TRANSPARENT' },
    ],
    components: [
      {
        type: 'VALARM',
        lines: [
          { name: 'ACTION', value: 'DISPLAY' },
          text('DESCRIPTION', `${obligation.shortName} due in 2 days (${deadline.periodLabel})`),
          { name: 'TRIGGER', value: ALARM_TRIGGER },
        ],
      },
    ],
  };
}

/**
 * The feed of `among` (every dated obligation by default) over {@link feedSpan} of today.
 * `title` names the calendar in the subscriber's app.
 */
export function buildDeadlineFeed(
  context: FeedContext,
  { title, among = datedObligations, today }: { title: string; among?: readonly Obligation[]; today: CivilDate },
): { body: string; events: number } {
  const { first, last } = feedSpan(today);
  const deadlines = deadlinesBetween(first, last, among);
  const domain = new URL(context.siteUrl).hostname;
  const stamp = formatUtcDateTime(context.now);
  const calendarText = (name: string, value: string): ContentLine => ({ name, value: escapeText(value) });
  const description = `Kenyan tax and statutory payroll deadlines from ${context.firmName}. Dates are statutory; notes say when a weekend or holiday changes them.`;
  const calendar: Component = {
    type: 'VCALENDAR',
    lines: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: `-//${escapeText(context.firmName)}//Tax deadlines//EN` },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      calendarText('NAME', title),
      calendarText('X-WR-CALNAME', title),
      calendarText('DESCRIPTION', description),
      calendarText('X-WR-CALDESC', description),
      { name: 'X-WR-TIMEZONE', value: 'Africa/Nairobi' },
      { name: 'URL', value: context.pageUrl },
      { name: 'REFRESH-INTERVAL', value: FEED_REFRESH, params: { VALUE: 'DURATION' } },
      { name: 'X-PUBLISHED-TTL', value: FEED_REFRESH },
    ],
    components: deadlines.map((deadline) => eventFor(deadline, context, stamp, domain)),
  };
  return { body: serializeCalendar(calendar), events: deadlines.length };
}
