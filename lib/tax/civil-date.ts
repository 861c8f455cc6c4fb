/**
 * Calendar dates and months without a time of day or a time zone: `2026-12-09`, `2026-11`.
 * Tax deadlines and pay months are civil dates in Kenya; keeping them as strings means a
 * browser in another zone computes exactly what the server does. Arithmetic goes through UTC
 * midnight, where no zone or daylight saving can shift a day. Which day it is in Nairobi at an
 * instant is the clock's to say (`lib/nairobi-time.ts`).
 */

/** `YYYY-MM-DD`. */
export type CivilDate = string;
/** `YYYY-MM`. */
export type CivilMonth = string;

const DATE_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toUtc(date: CivilDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): CivilDate {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A real date in `YYYY-MM-DD` form (not 2026-02-30). */
export function isCivilDate(value: string): boolean {
  return DATE_PATTERN.test(value) && fromUtc(toUtc(value)) === value;
}

export function isCivilMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

export function civilDate(year: number, month: number, day: number): CivilDate {
  return fromUtc(new Date(Date.UTC(year, month - 1, day)));
}

export function parts(date: CivilDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 0 for Sunday … 6 for Saturday. */
export function dayOfWeek(date: CivilDate): number {
  return toUtc(date).getUTCDay();
}

export function monthOf(date: CivilDate): CivilMonth {
  return date.slice(0, 7);
}

export function firstDayOf(month: CivilMonth): CivilDate {
  return `${month}-01`;
}

export function addMonths(month: CivilMonth, count: number): CivilMonth {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1)}`;
}

/** The first month that starts on or after `date`. */
export function firstMonthFrom(date: CivilDate): CivilMonth {
  return date.endsWith('-01') ? monthOf(date) : addMonths(monthOf(date), 1);
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `9 December 2026`. Written out here rather than with `Intl`, so server and browser agree. */
export function formatDate(date: CivilDate): string {
  const { year, month, day } = parts(date);
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/** `Wednesday 9 December 2026`. */
export function formatDateWithWeekday(date: CivilDate): string {
  return `${weekdayNames[dayOfWeek(date)]} ${formatDate(date)}`;
}

/** `November 2026`. */
export function formatMonth(month: CivilMonth): string {
  const [year, index = 1] = month.split('-').map(Number);
  return `${monthNames[index - 1]} ${year}`;
}
