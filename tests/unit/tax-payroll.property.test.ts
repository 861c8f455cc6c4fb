/**
 * Properties of the payroll calculation over every covered month and any pay up to the
 * calculator's limit: the payslip adds up, and PAYE never falls as gross pay rises.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '@/lib/tax/civil-date';
import { calculatePayroll, type PayrollBreakdown, totalDeductions } from '@/lib/tax/payroll';

const coveredMonths = Array.from({ length: 26 }, (_, index) => addMonths('2024-12', index));
const month = fc.constantFrom(...coveredMonths);
/** Whole shillings, as the form takes them, in cents; biased towards the bands and limits. */
const shillings = (max: number) => fc.integer({ min: 1, max }).map((value) => value * 100);
const gross = fc.oneof(shillings(150_000), shillings(1_000_000), shillings(100_000_000));

function run(grossCents: number, forMonth: string, pension = 0): PayrollBreakdown {
  const result = calculatePayroll({ gross: grossCents, month: forMonth, pension });
  if (result.kind !== 'calculated') throw new Error(`${forMonth} should be covered`);
  return result;
}

describe('payroll properties', () => {
  it('net pay plus deductions equals gross pay, to the cent', () => {
    fc.assert(
      fc.property(gross, month, fc.double({ min: 0, max: 1, noNaN: true }), (grossCents, forMonth, share) => {
        const pension = Math.floor((grossCents / 100) * share) * 100;
        const result = run(grossCents, forMonth, pension);
        expect(result.netPay + totalDeductions(result)).toBe(grossCents);
        expect(result.employer.totalCost).toBe(grossCents + result.employer.nssf + result.employer.housingLevy);
        for (const amount of [result.netPay, result.paye, result.shif, result.housingLevy, result.nssf.total, result.taxablePay]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
        expect(result.paye).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('PAYE never falls as gross pay rises', () => {
    fc.assert(
      fc.property(gross, gross, month, (a, b, forMonth) => {
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        expect(run(lower, forMonth).paye).toBeLessThanOrEqual(run(higher, forMonth).paye);
      }),
      { numRuns: 2_000 },
    );
  });

  it('PAYE never falls from one shilling to the next', () => {
    fc.assert(
      fc.property(shillings(1_000_000), month, (grossCents, forMonth) => {
        expect(run(grossCents, forMonth).paye).toBeLessThanOrEqual(run(grossCents + 100, forMonth).paye);
      }),
      { numRuns: 2_000 },
    );
  });
});
