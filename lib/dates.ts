/** Dates as the site writes them: 'MMMM D, YYYY' (docs/site.md), the day it is in Nairobi. */
import { nairobiNoon, nairobiToday } from './nairobi-time';
import { monthNames, parts } from './tax/civil-date';

/** `2025-03-13` or a full ISO date-time → `March 13, 2025`. */
export function formatLongDate(iso: string): string {
  // A bare date means that calendar day, not midnight UTC.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? nairobiNoon(iso) : new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new Error(`Cannot format an invalid date: ${JSON.stringify(iso)}`);
  const { year, month, day } = parts(nairobiToday(instant));
  return `${monthNames[month - 1]} ${day}, ${year}`;
}
