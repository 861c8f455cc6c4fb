/** A phone typed once, as shown: the dialling form is derived (lib/phone.ts). */
import { describe, expect, it } from 'vitest';
import { checkPhone, diallingForm, telHref } from '@/lib/phone';

const MESSAGE = 'Write the number in international form: + and the country code, then the number, e.g. +254 20 765 4321.';

describe('a phone number as displayed', () => {
  it('dials as its digits after the +', () => {
    expect(diallingForm('+254 20 765 4321')).toBe('+254207654321');
    expect(diallingForm('+254 712 345 678')).toBe('+254712345678');
    expect(diallingForm('+254 (0)733-456.789')).toBe('+2540733456789');
    expect(telHref('+254 20 765 4321')).toBe('tel:+254207654321');
    expect(telHref(' +44 20 7946 0958 ')).toBe('tel:+442079460958');
  });

  it('is accepted in international form with spaces, hyphens, dots or brackets', () => {
    for (const good of ['+254 20 765 4321', '+254712345678', '+254-733-456-789', '+1 (212) 555.0100']) expect(checkPhone(good), good).toBe(true);
  });

  it('is refused, with what to write, when it cannot be dialled from abroad', () => {
    for (const bad of ['0712 345 678', '254 712 345 678', '+0 20 765 4321', '+254 20', '+254 712 345 678 ext 2', '+254 712 345 678 9012 34', '', '   ', 254712345678]) {
      expect(checkPhone(bad), String(bad)).toBe(MESSAGE);
    }
  });
});
