/**
 * Kenyan mobile numbers as M-Pesa takes them: `2547XXXXXXXX` or `2541XXXXXXXX` (Safaricom's
 * 07… and 01… ranges), from the ways people write them: `0712 345 678`, `+254 712-345-678`,
 * `254712345678`, `712345678`. Anything else is not a number an STK push can reach.
 */
const MSISDN = /^254[17]\d{8}$/;

/** The number as `2547…`/`2541…`, or null when it is not a Kenyan mobile number. */
export function mpesaPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  let msisdn: string;
  if (digits.startsWith('254')) msisdn = digits;
  else if (compact.startsWith('+')) return null;
  else if (digits.startsWith('0')) msisdn = `254${digits.slice(1)}`;
  else if (digits.length === 9) msisdn = `254${digits}`;
  else return null;
  return MSISDN.test(msisdn) ? msisdn : null;
}
