/** Dates as the site writes them: 'MMMM D, YYYY' (docs/site.md), in Nairobi's time zone. */
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
});

/** `2025-03-13` or a full ISO date-time → `March 13, 2025`. */
export function formatLongDate(iso: string): string {
  // A bare date means that calendar day, not midnight UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00+03:00`) : new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Cannot format an invalid date: ${JSON.stringify(iso)}`);
  return longDate.format(date);
}
