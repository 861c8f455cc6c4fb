import type { z } from 'zod';

/** `text` read as JSON of `schema`'s shape, or null when it is not JSON or not that shape. */
export function parseJsonAs<T>(text: string, schema: z.ZodType<T>): T | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}
