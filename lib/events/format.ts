/**
 * An event's date, time and fee as the site writes them, derived from what staff type once:
 * **Starts**, **Ends** (instants, read on Nairobi's clock, lib/nairobi-time.ts) and **Fee (KES)**.
 * "29th - 30th May 2026", "9:00am - 5:00pm", "ksh.35,000".
 */
import { nairobiClock } from '@/lib/nairobi-time';
import { monthNames, parts } from '@/lib/tax/civil-date';

type Schedule = { starts: string; ends: string };

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

function instant(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Cannot format an invalid date-time: ${JSON.stringify(value)}`);
  return date;
}

/**
 * The days the event runs, in Nairobi: "13th March 2025" for one day, "29th - 30th May 2025"
 * within a month, "30th May - 2nd June 2026" across months, and "30th December 2025 - 2nd
 * January 2026" across years.
 */
export function formatEventDates({ starts, ends }: Schedule): string {
  const first = parts(nairobiClock(instant(starts)).date);
  const last = parts(nairobiClock(instant(ends)).date);
  const month = (value: number) => monthNames[value - 1];
  if (first.year !== last.year) {
    return `${ordinal(first.day)} ${month(first.month)} ${first.year} - ${ordinal(last.day)} ${month(last.month)} ${last.year}`;
  }
  if (first.month !== last.month) return `${ordinal(first.day)} ${month(first.month)} - ${ordinal(last.day)} ${month(last.month)} ${last.year}`;
  if (first.day !== last.day) return `${ordinal(first.day)} - ${ordinal(last.day)} ${month(last.month)} ${last.year}`;
  return `${ordinal(first.day)} ${month(first.month)} ${first.year}`;
}

/** A Nairobi time of day on a 12-hour clock: "9:00am", "12:30pm", "12:00am" for midnight. */
export function clockTime(value: string): string {
  const { hour, minute } = nairobiClock(instant(value));
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

/** The hours of each day, in Nairobi: "9:00am - 5:00pm". */
export function formatEventTimes({ starts, ends }: Schedule): string {
  return `${clockTime(starts)} - ${clockTime(ends)}`;
}

/** The fee in whole shillings as the site shows it: 35000 → "ksh.35,000". */
export function formatEventFee(priceKes: number): string {
  if (!Number.isInteger(priceKes) || priceKes < 0) throw new Error(`Cannot format a fee of ${JSON.stringify(priceKes)} shillings`);
  return `ksh.${String(priceKes).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
