/**
 * Field helpers for the content collections of the team, podcasts, FAQ, services, legal pages
 * and the firm's contact details, beside lib/cms/fields.ts's checks. Each check is the one
 * content/schema.ts makes of the same value, so what the admin accepts is what the pages can show.
 */
import type { Field } from 'payload';
import { z } from 'zod';
import { nonBlank, slugValidation } from '../fields';

/** A Payload validator from a zod schema: true, or the schema's first message. */
export function validateWith(schema: z.ZodType): (value: unknown) => true | string {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value');
  };
}

/** `text` in content/schema.ts (not empty once trimmed), and a slug: lib/cms/fields.ts's checks. */
export const requiredText = nonBlank;
export const slugRule = slugValidation;
export const urlRule = validateWith(z.url('A full address starting with https://'));
export const isoDateRule = validateWith(z.iso.date('A date as YYYY-MM-DD'));

/** A required one-line text field, blank refused. */
export const text = (name: string, label?: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', required: true, validate: requiredText, ...extra }) as Field;

/** A required multi-line text field, blank refused. */
export const textarea = (name: string, label?: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'textarea', required: true, validate: requiredText, ...extra }) as Field;

/** The URL slug of a page, unique in its collection. */
export const slugField = (description: string): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: slugRule,
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
