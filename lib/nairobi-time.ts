/**
 * The firm's clock: instants (a `Date`, a stored timestamp) as days and times in Nairobi, and
 * days in Nairobi as instants. Kenya keeps East Africa Time all year, UTC+3 with no daylight
 * saving, so a fixed offset is exact; the days are civil dates (`tax/civil-date.ts`), strings
 * with no zone, which a browser elsewhere reads as the server does. Everything on the site that
 * turns an instant into a Nairobi day or time, or back, goes through here.
 */
import { addDays, type CivilDate } from './tax/civil-date';

/** East Africa Time: UTC+3 all year. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const NAIROBI_OFFSET = '+03:00';

/** The instant as a UTC date whose fields read as Nairobi's wall clock. */
const wallClock = (instant: Date) => new Date(instant.getTime() + NAIROBI_OFFSET_MS);

/** The day it is in Nairobi at `instant`: from 21:00 UTC it is the next day. */
export function nairobiToday(instant: Date): CivilDate {
  return wallClock(instant).toISOString().slice(0, 10);
}

/** The instant a Nairobi wall-clock hour on `date` happens: 9 on `2026-05-29` is 06:00 UTC. */
export function nairobiInstant(date: CivilDate, hour: number): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + hour * 3_600_000 - NAIROBI_OFFSET_MS);
}

/** The instant `date` begins in Nairobi: 21:00 UTC the day before. */
export const nairobiDayStart = (date: CivilDate): Date => nairobiInstant(date, 0);

/**
 * Noon in Nairobi on `date`: how a day without a time is stored as an instant, since it is the
 * same day in every time zone an editor may work in.
 */
export const nairobiNoon = (date: CivilDate): Date => nairobiInstant(date, 12);

/** Milliseconds from `now` to the next midnight in Nairobi. */
export function msToNairobiMidnight(now: Date): number {
  return nairobiDayStart(addDays(nairobiToday(now), 1)).getTime() - now.getTime();
}

/** The instant in ISO 8601 on Nairobi's clock, to the second: `2026-05-29T09:00:00+03:00`. */
export function nairobiDateTime(instant: Date): string {
  return wallClock(instant).toISOString().slice(0, 19) + NAIROBI_OFFSET;
}

/** What Nairobi's wall clock reads at `instant`: the day, and the hour (0–23) and minute. */
export function nairobiClock(instant: Date): { date: CivilDate; hour: number; minute: number } {
  const wall = wallClock(instant);
  return { date: wall.toISOString().slice(0, 10), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}
