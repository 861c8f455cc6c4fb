/**
 * The field helpers and checks of every collection and global in the admin, in one module. A
 * Payload `validate` returns true or the message the admin shows beside the field; each check is
 * the rule the pages rely on, so what the admin accepts is what the site can show.
 */
import type { Field } from 'payload';
import { z } from 'zod';
import { nairobiDateTime, nairobiToday } from '../nairobi-time';

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

/**
 * The longest text a field takes. A page renders every field of its document, and a field of
 * megabytes (pasted by mistake, or sent over the API) made every visit to the page run the
 * server out of memory; the admin refuses it at the save instead.
 */
export const TEXT_LIMITS = { text: 1_000, textarea: 20_000, email: 320 } as const;

const tooLong = (value: unknown, max: number): string | undefined => {
  const values = Array.isArray(value) ? value : [value];
  const longest = Math.max(0, ...values.map((item) => (typeof item === 'string' ? item.length : 0)));
  return longest > max ? `At most ${max.toLocaleString('en-GB')} characters (this has ${longest.toLocaleString('en-GB')}).` : undefined;
};

type Validate = (value: unknown, options: unknown) => true | string | Promise<true | string>;

/**
 * `fields`, with every text, text-area and checked email field among them (in groups, rows, arrays and tabs
 * too) limited to {@link TEXT_LIMITS} unless it sets its own `maxLength`. A field with a check
 * of its own has the length checked first; one without keeps Payload's, which reads `maxLength`.
 */
export function withTextLimits(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'text' || field.type === 'textarea') {
      const max = field.maxLength ?? TEXT_LIMITS[field.type];
      const own = field.validate as Validate | undefined;
      if (!own) return { ...field, maxLength: max } as Field;
      const validate: Validate = (value, options) => tooLong(value, max) ?? own(value, options);
      return { ...field, maxLength: max, validate } as Field;
    }
    // An email field has no maxLength in Payload; the content's each have a check of their own.
    if (field.type === 'email' && field.validate) {
      const own = field.validate as Validate;
      const validate: Validate = (value, options) => tooLong(value, TEXT_LIMITS.email) ?? own(value, options);
      return { ...field, validate } as Field;
    }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withTextLimits(tab.fields) })) };
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withTextLimits(field.fields) } as Field;
    return field;
  });
}
