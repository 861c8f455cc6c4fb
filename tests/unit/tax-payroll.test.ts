/**
 * The payroll rules, checked against figures worked out by hand (and by a separate
 * reference in Python, exact fractions): every PAYE band boundary, the SHIF minimum, both
 * NSSF limits in each period, each change of period at its first month, the months the rules
 * do not cover, and the published worked example.
 */
import { describe, expect, it } from 'vitest';
import { formatCents, formatKes } from '@/lib/tax/money';
import { calculatePayroll, coveredMonths, offeredMonths, taxByBands, totalDeductions, type PayrollBreakdown } from '@/lib/tax/payroll';
import { evaluatePayroll, parseShillings, payrollSearch, readPayrollQuery } from '@/lib/tax/payroll-input';
import { describeRule, payrollRules } from '@/lib/tax/payroll-rules';

const kesToCents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

function payroll(gross: number, month: string, pension = 0): PayrollBreakdown {
  const result = calculatePayroll({ gross: gross * 100, month, pension: pension * 100 });
  if (result.kind !== 'calculated') throw new Error(`${month} is not covered`);
  return result;
}

/** The figures a payslip shows, as text, for comparing with literal expectations. */
function slip(result: PayrollBreakdown) {
  return {
    nssfTierI: formatCents(result.nssf.tierI),
    nssfTierII: formatCents(result.nssf.tierII),
    nssf: formatCents(result.nssf.total),
    shif: formatCents(result.shif),
    housingLevy: formatCents(result.housingLevy),
    taxablePay: formatCents(result.taxablePay),
    taxBeforeRelief: formatCents(result.taxBeforeRelief),
    paye: formatCents(result.paye),
    netPay: formatCents(result.netPay),
    employerCost: formatCents(result.employer.totalCost),
  };
}

describe('the published worked example', () => {
  it('gives NSSF 4,320, SHIF 2,750, housing levy 1,500, PAYE 19,812.35 and net pay 71,617.65 on 100,000 in 2025', () => {
    for (const month of ['2025-02', '2025-06', '2025-12']) {
      expect(slip(payroll(100_000, month))).toEqual({
        nssfTierI: '480.00',
        nssfTierII: '3,840.00',
        nssf: '4,320.00',
        shif: '2,750.00',
        housingLevy: '1,500.00',
        taxablePay: '91,430.00',
        taxBeforeRelief: '22,212.35',
        paye: '19,812.35',
        netPay: '71,617.65',
        employerCost: '105,820.00',
      });
    }
  });

  it('shows the employer’s share: the NSSF match and the housing levy', () => {
    const result = payroll(100_000, '2025-03');
    expect(result.employer).toEqual({ nssfTierI: 48_000, nssfTierII: 384_000, nssf: 432_000, housingLevy: 150_000, totalCost: 10_582_000 });
    expect(result.personalRelief).toBe(240_000);
  });
});

describe('PAYE bands', () => {
  const bands = payrollRules.paye[0]!.values.bands;
  const taxOn = (shillings: number) => formatCents(taxByBands(Math.round(shillings * 100), bands));

  it('charges 10% up to 24,000, 25% on the next 8,333, 30% to 500,000, 32.5% to 800,000 and 35% above', () => {
    expect(taxOn(0)).toBe('0.00');
    expect(taxOn(24_000)).toBe('2,400.00');
    expect(taxOn(24_001)).toBe('2,400.25');
    expect(taxOn(32_333)).toBe('4,483.25');
    expect(taxOn(32_334)).toBe('4,483.55');
    expect(taxOn(500_000)).toBe('144,783.35');
    expect(taxOn(500_001)).toBe('144,783.68');
    expect(taxOn(800_000)).toBe('242,283.35');
    expect(taxOn(800_001)).toBe('242,283.70');
  });

  it('rounds the exact sum once, halves upwards', () => {
    // 24,000.01 taxes at 2,400.0025: below half a cent over.
    expect(formatCents(taxByBands(2_400_001, bands))).toBe('2,400.00');
    // 500,001 taxes at 144,783.675: exactly half a cent, rounded up.
    expect(taxOn(500_001)).toBe('144,783.68');
  });

  it('takes personal relief off and never goes below zero', () => {
    // Taxable pay just under 24,000: tax 2,399.92 is all relieved.
    expect(slip(payroll(26_740, '2026-11'))).toMatchObject({ taxablePay: '23,999.15', taxBeforeRelief: '2,399.92', paye: '0.00', netPay: '23,999.15' });
    // Just over: one cent of PAYE.
    expect(slip(payroll(26_741, '2026-11'))).toMatchObject({ taxablePay: '24,000.04', taxBeforeRelief: '2,400.01', paye: '0.01', netPay: '24,000.03' });
    expect(slip(payroll(15_000, '2025-03'))).toMatchObject({ taxBeforeRelief: '1,346.25', paye: '0.00', netPay: '13,462.50' });
  });

  it('reaches the 35% band on a million a month', () => {
    expect(slip(payroll(1_000_000, '2026-06'))).toMatchObject({
      nssf: '6,480.00',
      shif: '27,500.00',
      housingLevy: '15,000.00',
      taxablePay: '951,020.00',
      paye: '292,740.35',
      netPay: '658,279.65',
    });
  });
});

describe('SHIF', () => {
  it('is 2.75% of gross pay with a minimum of 300 a month', () => {
    expect(slip(payroll(5_000, '2026-11')).shif).toBe('300.00');
    expect(slip(payroll(10_000, '2026-11')).shif).toBe('300.00');
    // 2.75% of 10,909 is 299.9975: still the minimum.
    expect(slip(payroll(10_909, '2026-11')).shif).toBe('300.00');
    expect(slip(payroll(10_910, '2026-11')).shif).toBe('300.03');
    expect(slip(payroll(123_457, '2026-11'))).toMatchObject({ shif: '3,395.07', housingLevy: '1,851.86', paye: '25,902.37', netPay: '85,827.70' });
  });
});

describe('NSSF limits', () => {
  it('charges tier I on pay below the lower limit and nothing in tier II', () => {
    expect(slip(payroll(5_000, '2026-11'))).toMatchObject({ nssfTierI: '300.00', nssfTierII: '0.00', nssf: '300.00', netPay: '4,325.00' });
    expect(slip(payroll(9_000, '2026-11'))).toMatchObject({ nssfTierI: '540.00', nssfTierII: '0.00' });
    expect(slip(payroll(10_000, '2026-11'))).toMatchObject({ nssfTierI: '540.00', nssfTierII: '60.00' });
  });

  it('stops at the upper limit of each period', () => {
    expect(slip(payroll(36_000, '2025-01'))).toMatchObject({ nssfTierI: '420.00', nssfTierII: '1,740.00', paye: '2,077.50', netPay: '30,232.50' });
    expect(slip(payroll(72_000, '2025-02'))).toMatchObject({ nssfTierI: '480.00', nssfTierII: '3,840.00', paye: '11,769.35', netPay: '52,850.65' });
    expect(slip(payroll(108_000, '2026-02'))).toMatchObject({ nssfTierI: '540.00', nssfTierII: '5,940.00', paye: '21,462.35', netPay: '75,467.65' });
    expect(slip(payroll(250_000, '2026-02'))).toMatchObject({ nssf: '6,480.00', paye: '62,251.85', netPay: '170,643.15' });
  });

  it('changes limits in the first month of each period: February 2025 and February 2026', () => {
    expect(slip(payroll(200_000, '2025-01'))).toMatchObject({ nssf: '2,160.00', paye: '49,185.35', netPay: '140,154.65' });
    expect(slip(payroll(200_000, '2025-02'))).toMatchObject({ nssf: '4,320.00', paye: '48,537.35', netPay: '138,642.65' });
    expect(slip(payroll(200_000, '2026-01'))).toMatchObject({ nssf: '4,320.00', paye: '48,537.35', netPay: '138,642.65' });
    expect(slip(payroll(200_000, '2026-02'))).toMatchObject({ nssf: '6,480.00', paye: '47,889.35', netPay: '137,130.65' });
    expect(slip(payroll(100_000, '2025-01'))).toMatchObject({ nssf: '2,160.00', paye: '20,460.35', netPay: '73,129.65' });
    expect(slip(payroll(100_000, '2026-11'))).toMatchObject({ nssf: '6,000.00', paye: '19,308.35', netPay: '70,441.65' });
  });
});

describe('deductions before PAYE', () => {
  it('takes SHIF, the housing levy and pension contributions off before tax', () => {
    expect(slip(payroll(50_000, '2026-11'))).toMatchObject({ taxablePay: '44,875.00', paye: '5,845.85', netPay: '39,029.15' });
  });

  it('counts pension contributions, NSSF included, up to 30,000 a month', () => {
    // NSSF 4,320 + 20,000 = 24,320: all of it comes off.
    expect(slip(payroll(100_000, '2025-03', 20_000))).toMatchObject({ taxablePay: '71,430.00', paye: '13,812.35', netPay: '57,617.65' });
    // NSSF 4,320 + 25,681 = 30,001: capped at 30,000; the cap also holds for larger contributions.
    expect(slip(payroll(100_000, '2025-03', 25_681))).toMatchObject({ taxablePay: '65,750.00', paye: '12,108.35', netPay: '53,640.65' });
    expect(slip(payroll(100_000, '2025-03', 30_000))).toMatchObject({ taxablePay: '65,750.00', paye: '12,108.35', netPay: '49,321.65' });
    expect(slip(payroll(300_000, '2026-11', 25_000))).toMatchObject({ taxablePay: '257,250.00', paye: '69,558.35', netPay: '186,211.65' });
  });
});

describe('months the rules cover', () => {
  it('starts in December 2024, the first pay month KRA applies the Tax Laws (Amendment) Act 2024 to', () => {
    expect(coveredMonths()).toEqual({ first: '2024-12', last: '2027-01' });
    expect(calculatePayroll({ gross: 10_000_000, month: '2024-11', pension: 0 })).toEqual({
      kind: 'not-covered',
      month: '2024-11',
      reason: 'before',
      firstMonth: '2024-12',
      lastMonth: '2027-01',
    });
    expect(calculatePayroll({ gross: 10_000_000, month: '2020-06', pension: 0 }).kind).toBe('not-covered');
    expect(calculatePayroll({ gross: 10_000_000, month: '2025-01', pension: 0 }).kind).toBe('calculated');
  });

  it('takes SHIF, the housing levy and NSSF off before PAYE in December 2024, with the 7,000/36,000 NSSF limits', () => {
    // 100,000: NSSF 420 + 1,740; taxable 100,000 − 2,160 − 2,750 − 1,500 = 93,590;
    // tax 2,400 + 2,083.25 + 30% × 61,257 = 22,860.35; PAYE 22,860.35 − 2,400.
    expect(slip(payroll(100_000, '2024-12'))).toEqual({
      nssfTierI: '420.00',
      nssfTierII: '1,740.00',
      nssf: '2,160.00',
      shif: '2,750.00',
      housingLevy: '1,500.00',
      taxablePay: '93,590.00',
      taxBeforeRelief: '22,860.35',
      paye: '20,460.35',
      netPay: '73,129.65',
      employerCost: '103,660.00',
    });
    // The 30,000 pension cap applies too: NSSF 2,160 + 40,000 is capped.
    expect(slip(payroll(100_000, '2024-12', 40_000))).toMatchObject({ taxablePay: '65,750.00', paye: '12,108.35' });
    expect(payroll(100_000, '2024-12').rules.find((rule) => rule.id === 'deductions')?.version).toMatchObject({
      effective: '2024-12-27',
      firstPayMonth: '2024-12',
    });
  });

  it('stops after January 2027, when NSSF moves to limits not yet published', () => {
    expect(calculatePayroll({ gross: 10_000_000, month: '2027-01', pension: 0 }).kind).toBe('calculated');
    expect(calculatePayroll({ gross: 10_000_000, month: '2027-02', pension: 0 })).toMatchObject({ kind: 'not-covered', reason: 'after' });
  });

  it('offers the year before the first covered month up to the last', () => {
    const months = offeredMonths('2026-11');
    expect(months[0]).toBe('2023-12');
    expect(months.at(-1)).toBe('2027-01');
    expect(months).toHaveLength(38);
    expect(offeredMonths('2027-05').at(-1)).toBe('2027-05');
  });

  it('names the rules applied with their dates and sources', () => {
    const result = payroll(100_000, '2025-03');
    expect(result.rules.map((rule) => [rule.id, rule.version.effective, rule.version.reviewed])).toEqual([
      ['nssf', '2025-02-01', '2026-11-23'],
      ['shif', '2024-10-01', '2026-11-23'],
      ['housingLevy', '2024-03-19', '2026-11-23'],
      ['deductions', '2024-12-27', '2026-11-25'],
      ['paye', '2023-07-01', '2026-11-23'],
      ['personalRelief', '2020-04-25', '2026-11-23'],
    ]);
    expect(describeRule.paye(payrollRules.paye[0]!.values)).toBe(
      'Monthly taxable pay: 10% on the first KES 24,000; 25% on the next KES 8,333; 30% on the next KES 467,667; ' +
        '32.5% on the next KES 300,000; 35% above KES 800,000. PAYE is never below zero.',
    );
    expect(describeRule.nssf(payrollRules.nssf[1]!.values)).toBe(
      '6% from the employee and 6% from the employer: tier I on pay up to KES 8,000 (lower earnings limit), ' +
        'tier II on pay from there up to KES 72,000 (upper earnings limit).',
    );
    expect(describeRule.shif(payrollRules.shif[0]!.values)).toBe('2.75% of gross pay, at least KES 300 a month.');
  });
});

describe('reading the form', () => {
  it('accepts shillings as people type them', () => {
    for (const text of ['85000', '85,000', ' 85 000 ', 'KES 85,000', 'Ksh. 85000', '85000.00', '085000']) {
      expect(parseShillings(text, 'gross pay'), text).toEqual({ cents: 8_500_000 });
    }
    expect(parseShillings('', 'gross pay')).toEqual({ blank: true });
  });

  it('refuses blank, negative, text, cents and absurdly large amounts with a clear message', () => {
    const errorsFor = (gross: string, pension = '') => evaluatePayroll({ gross, month: '2026-11', pension }, { requireGross: true }).errors;
    expect(errorsFor('')).toEqual({ gross: 'Enter the gross monthly pay in shillings, such as 85,000.' });
    expect(errorsFor('-5000')).toEqual({ gross: 'The gross pay cannot be negative.' });
    expect(errorsFor('lots')).toEqual({ gross: 'Enter the gross pay in shillings using digits only, such as 85,000.' });
    expect(errorsFor('1e6')).toEqual({ gross: 'Enter the gross pay in shillings using digits only, such as 85,000.' });
    expect(errorsFor('85000.50')).toEqual({ gross: 'Enter the gross pay in whole shillings, without cents.' });
    expect(errorsFor('0')).toEqual({ gross: 'Enter a gross monthly pay above zero.' });
    expect(errorsFor('100000001')).toEqual({ gross: 'The gross pay is too large: this calculator covers up to KES 100,000,000 a month.' });
    expect(errorsFor('9'.repeat(40))).toEqual({ gross: 'The gross pay is too large: this calculator covers up to KES 100,000,000 a month.' });
    expect(errorsFor('50000', '60000')).toEqual({ pension: 'The pension contribution cannot be more than the gross pay.' });
    expect(errorsFor('50000', 'some')).toEqual({ pension: 'Enter the pension contribution in shillings using digits only, such as 85,000.' });
    expect(evaluatePayroll({ gross: '5000', month: '2026-13', pension: '' }, { requireGross: true }).errors).toEqual({
      month: 'Choose a month from the list.',
    });
  });

  it('treats a blank gross pay as a form not yet filled until it is submitted', () => {
    expect(evaluatePayroll({ gross: '', month: '2026-11', pension: '' }, { requireGross: false })).toEqual({ errors: {}, empty: true });
  });

  it('reads the query string, keeping the first of repeated values, and writes it back', () => {
    const query = readPayrollQuery({ gross: ['100,000', '5'], pension: undefined }, '2026-11');
    expect(query).toEqual({ gross: '100,000', month: '2026-11', pension: '' });
    expect(payrollSearch(query)).toBe('?gross=100%2C000&month=2026-11');
    const evaluation = evaluatePayroll(readPayrollQuery({ gross: '100000', month: '2025-03' }, '2026-11'), { requireGross: true });
    expect(evaluation.outcome?.kind === 'calculated' && formatKes(evaluation.outcome.netPay)).toBe('KES 71,617.65');
    expect(kesToCents('71,617.65')).toBe(evaluation.outcome?.kind === 'calculated' ? evaluation.outcome.netPay : NaN);
    expect(evaluation.outcome?.kind === 'calculated' && totalDeductions(evaluation.outcome)).toBe(2_838_235);
  });
});
