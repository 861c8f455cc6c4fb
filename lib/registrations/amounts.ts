/**
 * A registration's amounts: the fee is VAT-inclusive, so the VAT (16%) is the part of the
 * total that is tax, total × 16 / 116, rounded to the cent, halves upwards (lib/tax/money.ts).
 */
import { type Cents, divideRoundingHalfUp, kes } from '../tax/money';

/** Kenya's standard VAT rate, in percent. */
export const VAT_PERCENT = 16;

export type RegistrationAmounts = { feePerSeatCents: Cents; totalCents: Cents; vatCents: Cents };

/** The amounts of `seats` seats at `feeKes` shillings each. */
export function registrationAmounts(feeKes: number, seats: number): RegistrationAmounts {
  const totalCents = kes(feeKes) * seats;
  return { feePerSeatCents: kes(feeKes), totalCents, vatCents: divideRoundingHalfUp(totalCents * VAT_PERCENT, 100 + VAT_PERCENT) };
}
