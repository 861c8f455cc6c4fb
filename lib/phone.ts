/**
 * A phone number typed once, as the site shows it ("+254 20 765 4321"); the form a phone dials
 * (`tel:+254207654321`, and JSON-LD's `telephone`) is derived from it: its digits, after the
 * leading +.
 */

/** Digits, and the spaces, hyphens, dots and brackets people write between them, after a leading +. */
const WRITTEN = /^\+[\d\s\-.()]+$/;
/** E.164: a country code (not 0) and at most 15 digits in all; 8 at least, for a real line. */
const DIALLED = /^\+[1-9]\d{7,14}$/;

export const PHONE_MESSAGE = 'Write the number in international form: + and the country code, then the number, e.g. +254 20 765 4321.';

/** The number as a phone dials it: "+254 20 765 4321" → "+254207654321". */
export function diallingForm(display: string): string {
  const digits = display.replace(/\D/g, '');
  return display.trim().startsWith('+') ? `+${digits}` : digits;
}

/** The link that dials it: "tel:+254207654321". */
export const telHref = (display: string): string => `tel:${diallingForm(display)}`;

/** True for a number the site can show and dial, or why not. */
export function checkPhone(display: unknown): true | string {
  if (typeof display !== 'string') return PHONE_MESSAGE;
  const written = display.trim();
  return WRITTEN.test(written) && DIALLED.test(diallingForm(written)) ? true : PHONE_MESSAGE;
}
