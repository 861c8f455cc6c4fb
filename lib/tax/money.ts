/**
 * Money as whole cents (KES × 100) in plain integers, and rates in basis points, so every
 * figure is exact: no binary fraction ever reaches a payslip. The calculator's amounts stay
 * far below 2^53 (pay is capped at KES 100 million a month; cents × basis points < 10^15).
 *
 * The rounding rule (docs/tax-tools.md): each statutory amount is worked out exactly and
 * rounded once to the nearest cent, halves upwards.
 */

/** An amount in cents. */
export type Cents = number;

/** A rate in basis points, hundredths of a percent: 6% is 600, 2.75% is 275, 32.5% is 3250. */
export type BasisPoints = number;

export const BASIS_POINTS_PER_UNIT = 10_000;

/** Whole shillings as cents. */
export const kes = (shillings: number): Cents => shillings * 100;

/**
 * Divides a non-negative exact product by `divisor`, rounding halves upwards. Kept apart
 * so a sum of several products is rounded once, not once per term.
 */
export function divideRoundingHalfUp(numerator: number, divisor: number): number {
  if (numerator < 0) throw new RangeError(`Cannot round a negative amount (${numerator})`);
  return Math.floor((numerator * 2 + divisor) / (divisor * 2));
}

/** `amount × rate`, rounded to the cent, halves upwards. */
export function applyRate(amount: Cents, rate: BasisPoints): Cents {
  return divideRoundingHalfUp(amount * rate, BASIS_POINTS_PER_UNIT);
}

/** `1234567` cents → `12,345.67`; negative amounts get a leading minus sign. */
export function formatCents(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const shillings = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${shillings}.${String(absolute % 100).padStart(2, '0')}`;
}

/** `KES 12,345.67`. */
export const formatKes = (amount: Cents) => `KES ${formatCents(amount)}`;

/** A rate as people write it: 600 → `6%`, 275 → `2.75%`. */
export function formatRate(rate: BasisPoints): string {
  return `${(rate / 100).toString()}%`;
}
