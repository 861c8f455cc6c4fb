/** Turning a schema's verdict into one message per field, for the browser and the server alike. */
import type * as z from 'zod/mini';

export type FieldErrorsOf<S extends z.ZodMiniObject> = Partial<Record<keyof z.output<S> & string, string>>;

export type ValidationOf<S extends z.ZodMiniObject> =
  | { success: true; data: z.output<S> }
  | { success: false; errors: FieldErrorsOf<S> };

/** Checks input against a form's schema; on failure gives the first message for each bad field. */
export function validateWith<S extends z.ZodMiniObject>(schema: S, input: unknown): ValidationOf<S> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return { success: false, errors: errors as FieldErrorsOf<S> };
}

/** A filled honeypot marks a robot: it gets the normal answer and nothing is kept. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The posted text fields of a form, without React's hidden action fields. */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) fields[name] = value;
  }
  return fields;
}
