/**
 * The payroll calculation: statutory deductions, PAYE and net pay for one month's gross pay
 * of a resident employee with one employer. The same function runs on the server (the GET
 * form's result) and in the browser (the live result), so the two cannot disagree.
 *
 * Order of work (docs/tax-tools.md): NSSF, SHIF and housing levy on gross pay; taxable pay is
 * gross pay less the deductions allowed before PAYE; tax by band on taxable pay, rounded once;
 * less personal relief, never below zero; net pay is gross pay less every deduction and PAYE.
 */
import { addMonths, type CivilDate, type CivilMonth, firstDayOf, firstMonthFrom } from './civil-date';
import { applyRate, BASIS_POINTS_PER_UNIT, type Cents, divideRoundingHalfUp } from './money';
import { type PayrollRules, payrollRules, type RuleId, type RuleVersion } from './payroll-rules';

export type PayrollInput = {
  /** Gross monthly pay: salary, allowances and taxable benefits. */
  gross: Cents;
  month: CivilMonth;
  /** The employee's own contribution to a registered pension scheme, besides NSSF. */
  pension: Cents;
};

export type AppliedRule = { id: RuleId; version: RuleVersion<unknown> };

export type PayrollBreakdown = {
  kind: 'calculated';
  month: CivilMonth;
  gross: Cents;
  nssf: { tierI: Cents; tierII: Cents; total: Cents };
  shif: Cents;
  housingLevy: Cents;
  pension: Cents;
  /** The pension contributions (NSSF and the registered scheme) that come off before PAYE. */
  pensionRelief: Cents;
  taxablePay: Cents;
  taxBeforeRelief: Cents;
  personalRelief: Cents;
  paye: Cents;
  netPay: Cents;
  employer: { nssfTierI: Cents; nssfTierII: Cents; nssf: Cents; housingLevy: Cents; totalCost: Cents };
  rules: AppliedRule[];
};

export type NotCovered = {
  kind: 'not-covered';
  month: CivilMonth;
  /** `before`: earlier than every rule set; `after`: later than the last published figures. */
  reason: 'before' | 'after';
  firstMonth: CivilMonth;
  lastMonth: CivilMonth | null;
};

export type PayrollOutcome = PayrollBreakdown | NotCovered;

type Versions<K extends RuleId> = PayrollRules[K];

/** The first day of the first pay month a version applies to, or the day it took effect. */
const appliesFrom = (version: RuleVersion<unknown>) =>
  version.firstPayMonth ? firstDayOf(version.firstPayMonth) : version.effective;

/** The version of a rule in force for a whole pay month (or applied to it), if any. */
function versionFor<K extends RuleId>(versions: Versions<K>, month: CivilMonth): Versions<K>[number] | undefined {
  const start = firstDayOf(month);
  let found: Versions<K>[number] | undefined;
  for (const version of versions) {
    if (appliesFrom(version) <= start && (!found || appliesFrom(version) > appliesFrom(found))) found = version;
  }
  if (found?.knownThrough && month > found.knownThrough) return undefined;
  return found;
}

/** The first and last pay months every rule covers (the last is null while none is bounded). */
export function coveredMonths(rules: PayrollRules = payrollRules): { first: CivilMonth; last: CivilMonth | null } {
  const ids = Object.keys(rules) as RuleId[];
  const first = ids
    .map((id) =>
      firstMonthFrom(
        rules[id].reduce<CivilDate>((earliest, version) => (appliesFrom(version) < earliest ? appliesFrom(version) : earliest), '9999-12-31'),
      ),
    )
    .reduce((latest, month) => (month > latest ? month : latest));
  const bounds = ids.flatMap((id) => {
    const latest = rules[id].reduce<RuleVersion<unknown> | undefined>(
      (newest, version) => (!newest || version.effective > newest.effective ? version : newest),
      undefined,
    );
    return latest?.knownThrough ? [latest.knownThrough] : [];
  });
  const last = bounds.length > 0 ? bounds.reduce((earliest, month) => (month < earliest ? month : earliest)) : null;
  return { first, last };
}

/** Tax on taxable pay by band: the exact sum of every slice × rate, rounded once to the cent. */
export function taxByBands(taxable: Cents, bands: PayrollRules['paye'][number]['values']['bands']): Cents {
  let exact = 0;
  let lower = 0;
  for (const band of bands) {
    if (taxable <= lower) break;
    const upper = band.upTo === null ? taxable : Math.min(taxable, band.upTo);
    exact += (upper - lower) * band.rate;
    lower = band.upTo ?? taxable;
  }
  return divideRoundingHalfUp(exact, BASIS_POINTS_PER_UNIT);
}

/** Works out one month's payroll, or says the month is outside the rules it knows. */
export function calculatePayroll(input: PayrollInput, rules: PayrollRules = payrollRules): PayrollOutcome {
  const paye = versionFor<'paye'>(rules.paye, input.month);
  const relief = versionFor<'personalRelief'>(rules.personalRelief, input.month);
  const shifRule = versionFor<'shif'>(rules.shif, input.month);
  const levyRule = versionFor<'housingLevy'>(rules.housingLevy, input.month);
  const nssfRule = versionFor<'nssf'>(rules.nssf, input.month);
  const deductionRule = versionFor<'deductions'>(rules.deductions, input.month);
  if (!paye || !relief || !shifRule || !levyRule || !nssfRule || !deductionRule) {
    const { first, last } = coveredMonths(rules);
    return { kind: 'not-covered', month: input.month, reason: input.month < first ? 'before' : 'after', firstMonth: first, lastMonth: last };
  }

  const { gross, pension } = input;
  const nssf = nssfRule.values;
  const tierIPay = Math.min(gross, nssf.lowerLimit);
  const tierIIPay = Math.max(0, Math.min(gross, nssf.upperLimit) - nssf.lowerLimit);
  const tierI = applyRate(tierIPay, nssf.employeeRate);
  const tierII = applyRate(tierIIPay, nssf.employeeRate);
  const nssfTotal = tierI + tierII;

  const shif = Math.max(applyRate(gross, shifRule.values.rate), shifRule.values.minimum);
  const housingLevy = applyRate(gross, levyRule.values.employeeRate);

  const deductions = deductionRule.values;
  const pensionRelief = Math.min(nssfTotal + pension, deductions.pensionCap);
  const taxablePay = Math.max(
    0,
    gross - pensionRelief - (deductions.shif ? shif : 0) - (deductions.housingLevy ? housingLevy : 0),
  );
  const taxBeforeRelief = taxByBands(taxablePay, paye.values.bands);
  const personalRelief = relief.values.monthly;
  const payeDue = Math.max(0, taxBeforeRelief - personalRelief);
  const netPay = gross - nssfTotal - shif - housingLevy - pension - payeDue;

  const employerTierI = applyRate(tierIPay, nssf.employerRate);
  const employerTierII = applyRate(tierIIPay, nssf.employerRate);
  const employerLevy = applyRate(gross, levyRule.values.employerRate);

  return {
    kind: 'calculated',
    month: input.month,
    gross,
    nssf: { tierI, tierII, total: nssfTotal },
    shif,
    housingLevy,
    pension,
    pensionRelief,
    taxablePay,
    taxBeforeRelief,
    personalRelief,
    paye: payeDue,
    netPay,
    employer: {
      nssfTierI: employerTierI,
      nssfTierII: employerTierII,
      nssf: employerTierI + employerTierII,
      housingLevy: employerLevy,
      totalCost: gross + employerTierI + employerTierII + employerLevy,
    },
    rules: [
      { id: 'nssf', version: nssfRule },
      { id: 'shif', version: shifRule },
      { id: 'housingLevy', version: levyRule },
      { id: 'deductions', version: deductionRule },
      { id: 'paye', version: paye },
      { id: 'personalRelief', version: relief },
    ],
  };
}

/** Every deduction from the employee's pay: gross = net + this. */
export function totalDeductions(result: PayrollBreakdown): Cents {
  return result.nssf.total + result.shif + result.housingLevy + result.pension + result.paye;
}

/** The months the calculator offers: a year before its first covered month to its last (or `until`). */
export function offeredMonths(until: CivilMonth, rules: PayrollRules = payrollRules): CivilMonth[] {
  const { first, last } = coveredMonths(rules);
  const end = last && last > until ? last : until;
  const months: CivilMonth[] = [];
  for (let month = addMonths(first, -12); month <= end; month = addMonths(month, 1)) months.push(month);
  return months;
}
