/**
 * One schema per form, shared by the browser's checks, the server actions and the JSON
 * endpoints, so a visitor sees the same texts wherever a field is checked. Each form's
 * schema lives in its own module so a page's script carries only its own form's rules.
 */
import type * as z from 'zod/mini';
import { bookingSchema } from './booking-schema';
import { contactSchema } from './contact-schema';
import { subscribeSchema } from './subscribe-schema';
import { type FieldErrorsOf, type ValidationOf, validateWith } from './validation';

export { bookingSchema, type BookingInput } from './booking-schema';
export { contactSchema, type ContactInput } from './contact-schema';
export { fieldLimits, formTexts } from './fields';
export { subscribeSchema, type SubscribeInput } from './subscribe-schema';
export { isHoneypotFilled } from './validation';

export const formSchemas = { subscribe: subscribeSchema, contact: contactSchema, booking: bookingSchema } as const;
export type FormKind = keyof typeof formSchemas;
export type FormFields<K extends FormKind> = keyof z.output<(typeof formSchemas)[K]> & string;
export type FieldErrors<K extends FormKind> = FieldErrorsOf<(typeof formSchemas)[K]>;
export type Validation<K extends FormKind> = ValidationOf<(typeof formSchemas)[K]>;

/** Checks one form's fields; on failure gives the first message for each bad field. */
export function validateForm<K extends FormKind>(kind: K, input: unknown): Validation<K> {
  return validateWith(formSchemas[kind], input) as Validation<K>;
}
