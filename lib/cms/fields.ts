/**
 * Field checks shared by the content collections: the same rules content/schema.ts applies to
 * the content in code, so the admin refuses what the site could not show. A Payload `validate`
 * returns true or the message the admin shows beside the field.
 */
import { nairobiDateTime, nairobiNoon, nairobiToday } from '../nairobi-time';

/** A field check: true, or the message the admin shows beside the field. */
type Check = (value: unknown) => true | string;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Text that is more than spaces (content/schema.ts's `text`). */
export const nonBlank: Check = (value) =>
  typeof value === 'string' && value.trim().length > 0 ? true : 'This field is required.';

/** A page address's last part: lowercase words joined by hyphens. */
export const slugValidation: Check = (value) =>
  typeof value === 'string' && SLUG.test(value) ? true : 'Use lowercase letters, digits and single hyphens only, e.g. tax-updates-2026.';

/** An absolute http(s) address. */
export const isWebAddress = (value: unknown): boolean => {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
};

export const webAddress: Check = (value) => (isWebAddress(value) ? true : 'Enter a full web address starting with https://');

export const webAddressOrEmpty: Check = (value) =>
  value === '' || value === null || value === undefined || isWebAddress(value) ? true : 'Enter a full web address starting with https://, or leave it empty';

/** Payload stores an array of texts as rows; the site's shapes keep plain strings. */
export const texts = (rows: unknown): string[] => (Array.isArray(rows) ? rows.map((row) => String((row as { text?: unknown }).text ?? '')) : []);
export const rowsOf = (values: string[]) => values.map((text) => ({ text }));

/** A stored instant as content/schema.ts writes it: ISO 8601 in East Africa Time, `2025-05-29T09:00:00+03:00`. */
export const eatDateTime = (value: unknown): string => nairobiDateTime(new Date(String(value)));

/** A stored date as the day it is in Nairobi, `2026-12-18`. */
export const eatDate = (value: unknown): string => nairobiToday(new Date(String(value)));

/** A day (`2026-12-18`) stored as noon in Nairobi, which is the same day in every time zone an editor may work in. */
export const storedDate = (day: string): string => nairobiNoon(day).toISOString();

/** An upload field's document once populated (depth 1), or its id. */
export const populated = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
