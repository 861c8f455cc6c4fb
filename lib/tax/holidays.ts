/**
 * Kenya's public holidays, for moving due dates off non-working days (docs/tax-tools.md).
 *
 * - Fixed-date holidays are data: the Public Holidays Act (Cap. 110), Schedule.
 * - Good Friday and Easter Monday are computed from Easter Sunday.
 * - Holidays gazetted each year (Eid al-Fitr and Eid al-Adha, which follow the moon) and any
 *   one-off day the Cabinet Secretary declares are data with their date. A year without an
 *   entry for each Eid is marked incomplete, so a date that depends on it says so.
 * - A holiday that falls on a Sunday gives the Monday after as a holiday (the Act, s.4).
 */
import { addDays, type CivilDate, civilDate, dayOfWeek, parts } from './civil-date';

export type Holiday = { date: CivilDate; name: string };

/**
 * A gazetted holiday, or one only expected: each Eid's date is known to within a day or so
 * before its notice (the astronomical expectation). Expected dates do not move any deadline;
 * they mark the deadlines near them as provisional until the notice is in the data.
 */
export type YearlyHoliday = Holiday & { status: 'gazetted' | 'expected' };

/** The holidays gazetted every year on a date that follows the moon: each year needs its entry. */
export const lunarHolidayNames = ['Eid al-Fitr', 'Eid al-Adha'] as const;

type FixedHoliday = { month: number; day: number; name: string };

export const holidaySources = {
  fixed: 'Public Holidays Act (Cap. 110), s.2 and Schedule, as amended (Mazingira Day on 10 October from 2024)',
  sundayRule: 'Public Holidays Act (Cap. 110), s.4: a holiday falling on a Sunday gives the following Monday',
  gazetted:
    'Gazette notices of the Cabinet Secretary for the Interior under the Public Holidays Act: Eid al-Fitr and Eid al-Adha under s.2(1), ' +
    'and the one-off days declared for 10 May 2024 and 17 October 2025',
  reviewed: '2026-11-25',
} as const;

export const fixedHolidays: readonly FixedHoliday[] = [
  { month: 1, day: 1, name: 'New Year’s Day' },
  { month: 5, day: 1, name: 'Labour Day' },
  { month: 6, day: 1, name: 'Madaraka Day' },
  { month: 10, day: 10, name: 'Mazingira Day' },
  { month: 10, day: 20, name: 'Mashujaa Day' },
  { month: 12, day: 12, name: 'Jamhuri Day' },
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Boxing Day' },
];

/**
 * Holidays gazetted for one year. Each Eid follows the sighting of the moon and is gazetted
 * shortly before; an `expected` entry holds its astronomically expected date until the notice
 * is published, then becomes `gazetted` with the notice's date. One-off days are `gazetted`.
 */
export const yearlyHolidays: readonly YearlyHoliday[] = [
  { date: '2024-04-10', name: 'Eid al-Fitr', status: 'gazetted' },
  { date: '2024-05-10', name: 'Day of mourning for the flood victims and tree planting (one-off)', status: 'gazetted' },
  { date: '2024-06-17', name: 'Eid al-Adha', status: 'gazetted' },
  { date: '2025-03-31', name: 'Eid al-Fitr', status: 'gazetted' },
  { date: '2025-06-06', name: 'Eid al-Adha', status: 'gazetted' },
  { date: '2025-10-17', name: 'Day of national mourning for Raila Odinga (one-off)', status: 'gazetted' },
  // No gazette notice for Eid al-Fitr 2026 has been checked: its expected date, until one is.
  { date: '2026-03-20', name: 'Eid al-Fitr', status: 'expected' },
  { date: '2026-05-27', name: 'Eid al-Adha', status: 'expected' },
  { date: '2027-03-10', name: 'Eid al-Fitr', status: 'expected' },
  { date: '2027-05-16', name: 'Eid al-Adha', status: 'expected' },
  { date: '2028-02-27', name: 'Eid al-Fitr', status: 'expected' },
  { date: '2028-05-05', name: 'Eid al-Adha', status: 'expected' },
];

const gazettedHolidays = yearlyHolidays.filter((holiday) => holiday.status === 'gazetted');

/** How far from its expected date a holiday not yet gazetted may fall. */
const EXPECTED_SPREAD_DAYS = 1;

export type PendingHoliday = { name: string; expected: CivilDate | null };

/**
 * A holiday not yet gazetted that could fall between `from` and `to` (inclusive), which
 * would change a date worked out over that span: an expected date within a day of it, or a
 * year with no entry at all for one of the Eids. Null when the span's holidays are all known.
 */
export function pendingHolidayBetween(from: CivilDate, to: CivilDate): PendingHoliday | null {
  for (let year = parts(from).year; year <= parts(to).year; year += 1) {
    for (const name of lunarHolidayNames) {
      const entry = yearlyHolidays.find((holiday) => holiday.name === name && parts(holiday.date).year === year);
      if (!entry) return { name, expected: null };
    }
  }
  const near = yearlyHolidays.find(
    (holiday) =>
      holiday.status === 'expected' &&
      addDays(holiday.date, EXPECTED_SPREAD_DAYS) >= from &&
      addDays(holiday.date, -EXPECTED_SPREAD_DAYS) <= to,
  );
  return near ? { name: near.name, expected: near.date } : null;
}

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civilDate(year, month, day);
}

const cache = new Map<number, Holiday[]>();

/** Every public holiday of `year` that the data knows, in date order. */
export function holidaysOf(year: number): Holiday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const named: Holiday[] = [
    ...fixedHolidays.map((holiday) => ({ date: civilDate(year, holiday.month, holiday.day), name: holiday.name })),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    ...gazettedHolidays.filter((holiday) => parts(holiday.date).year === year),
  ];
  const taken = new Set(named.map((holiday) => holiday.date));
  const substitutes: Holiday[] = [];
  for (const holiday of named) {
    if (dayOfWeek(holiday.date) !== 0) continue;
    let monday = addDays(holiday.date, 1);
    // Two holidays on one weekend (Christmas on Saturday is not one; 25–26 December on a
    // Sunday and Monday is): the substitute goes to the next day that is not already one.
    while (taken.has(monday)) monday = addDays(monday, 1);
    taken.add(monday);
    substitutes.push({ date: monday, name: `${holiday.name} (observed)` });
  }
  const all = [...named, ...substitutes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  cache.set(year, all);
  return all;
}

/** The holiday on `date`, if any. */
export function holidayOn(date: CivilDate): Holiday | undefined {
  return holidaysOf(parts(date).year).find((holiday) => holiday.date === date);
}

/** Why `date` is not a working day (`Saturday`, `Sunday` or the holiday's name), or null. */
export function nonWorkingReason(date: CivilDate): string | null {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return 'Saturday';
  if (weekday === 0) return 'Sunday';
  return holidayOn(date)?.name ?? null;
}

export const isWorkingDay = (date: CivilDate) => nonWorkingReason(date) === null;

/** The last working day before `date`. */
export function previousWorkingDay(date: CivilDate): CivilDate {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** The `count`th working day counted from `from` (which counts if it is one). */
export function nthWorkingDayFrom(from: CivilDate, count: number): CivilDate {
  let day = from;
  let seen = isWorkingDay(day) ? 1 : 0;
  while (seen < count) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) seen += 1;
  }
  return day;
}
