/**
 * The field helpers and checks of every collection and global in the admin, in one module. A
 * Payload `validate` returns true or the message the admin shows beside the field; each check is
 * the rule the pages rely on, so what the admin accepts is what the site can show.
 */
import type { Field } from 'payload';
import { z } from 'zod';
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
export const texts = (rows: readonly { text: string }[] | null | undefined): string[] => (rows ?? []).map((row) => row.text);
export const rowsOf = (values: string[]) => values.map((text) => ({ text }));

/** A stored instant as content/schema.ts writes it: ISO 8601 in East Africa Time, `2025-05-29T09:00:00+03:00`. */
export const eatDateTime = (value: unknown): string => nairobiDateTime(new Date(String(value)));

/** A stored date as the day it is in Nairobi, `2026-12-18`. */
export const eatDate = (value: unknown): string => nairobiToday(new Date(String(value)));

/** A day (`2026-12-18`) stored as noon in Nairobi, which is the same day in every time zone an editor may work in. */
export const storedDate = (day: string): string => nairobiNoon(day).toISOString();

/** An upload field's document once populated (depth 1), or its id. */
export const populated = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** A Payload validator from a zod schema: true, or the schema's first message. */
export function validateWith(schema: z.ZodType): (value: unknown) => true | string {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value');
  };
}

export const urlRule = validateWith(z.url('A full address starting with https://'));
export const isoDateRule = validateWith(z.iso.date('A date as YYYY-MM-DD'));

/** A required one-line text field, blank refused. */
export const text = (name: string, label?: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', required: true, validate: nonBlank, ...extra }) as Field;

/** A required multi-line text field, blank refused. */
export const textarea = (name: string, label?: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'textarea', required: true, validate: nonBlank, ...extra }) as Field;

/** The URL slug of a page, unique in its collection. */
export const slugField = (description: string): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: slugValidation,
  admin: { description },
});

/**
 * A list of numbered items (`{ id, ...fields }[]` in content/schema.ts). Payload keeps its
 * own string ids on array rows, so the numbers are the rows' positions and not stored.
 */
export const list = (name: string, label: string, minRows: number, fields: Field[]): Field => ({
  name,
  label,
  type: 'array',
  required: true,
  minRows,
  fields,
});

/** A list row without its id: Payload's own (a string) when read, content/schema.ts's number when seeded. */
export function withoutId<T extends object>(row: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...row };
  delete (copy as { id?: unknown }).id;
  return copy as Omit<T, 'id'>;
}

/** The rows of a stored list with the numbers content/schema.ts gives them: 1, 2, 3… */
export function numbered<T extends object>(rows: readonly T[] | null | undefined, first = 1): (Omit<T, 'id'> & { id: number })[] {
  return (rows ?? []).map((row, index) => ({ ...withoutId(row), id: first + index }));
}

/** Paragraphs as the staff write them in one text area: separated by a blank line. */
export const paragraphsOf = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);

export const joinParagraphs = (paragraphs: readonly string[]): string => paragraphs.join('\n\n');


/** The admin's Preview button: the page at `path` with the drafts, for content staff (app/api/preview). */
export const previewOf = (path: string): string => `/api/preview?path=${encodeURIComponent(path)}`;
