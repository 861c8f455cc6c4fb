/**
 * KRA and statutory deadlines as data: what is due, when, under which law, and who it
 * concerns. `lib/tax/deadlines.ts` turns them into dates. Each entry names the provision it
 * was checked against and when (docs/tax-tools.md lists what could not be re-checked).
 */

import type { ApplyGroup } from './apply-groups';

export { type ApplyGroup, applyGroupIds, applyGroups, isApplyGroup } from './apply-groups';

export type DueRule =
  /** Day `day` of the month after the period (a calendar month). */
  | { kind: 'monthly'; day: number }
  /** The `workingDay`th working day of the month after the period. */
  | { kind: 'monthly-working-day'; workingDay: number }
  /** Day `day` of the given months of the income year (a calendar year for a December year end). */
  | { kind: 'instalments'; months: readonly number[]; day: number }
  /** A date in the year after the income year. */
  | { kind: 'annual'; month: number; day: number }
  /** Counted from each payment: a rule, not a calendar date. */
  | { kind: 'after-payment'; workingDays: number };

/**
 * What happens when the date falls on a Saturday, Sunday or public holiday:
 * - `tpa-s77`: the Tax Procedures Act moves it to the previous working day, except for a
 *   taxpayer who files or pays electronically, who keeps the statutory date;
 * - `outside-tpa`: the Tax Procedures Act does not apply and no rule of the obligation's own
 *   law moves it. The Interpretation and General Provisions Act (s.57) may allow the next
 *   working day; the advice is to pay by the previous working day, to be safe;
 * - `working-days`: the date is counted in working days, so it never falls on one.
 */
export type NonWorkingDayRule = 'tpa-s77' | 'outside-tpa' | 'working-days';

export type ObligationId =
  | 'paye'
  | 'nssf'
  | 'shif'
  | 'housing-levy'
  | 'vat'
  | 'excise'
  | 'turnover-tax'
  | 'rental-income'
  | 'withholding-tax'
  | 'withholding-vat'
  | 'instalment-tax'
  | 'income-tax-return';

export type Obligation = {
  id: ObligationId;
  name: string;
  /** A few words for lists and mail subjects. */
  shortName: string;
  group: ApplyGroup;
  due: DueRule;
  /** The rule as a sentence, e.g. "By the 9th of the following month". */
  dueText: string;
  nonWorkingDay: NonWorkingDayRule;
  /** Who collects it and where it is filed or paid. */
  payTo: string;
  source: string;
  reviewed: string;
};

const REVIEWED = '2026-11-23';

export const obligations: readonly Obligation[] = [
  {
    id: 'paye',
    name: 'PAYE: return and payment',
    shortName: 'PAYE',
    group: 'payroll',
    due: { kind: 'monthly', day: 9 },
    dueText: 'By the 9th of the month after the pay month',
    nonWorkingDay: 'tpa-s77',
    payTo: 'KRA, on iTax (the P10 return)',
    source: 'Income Tax Act (Cap. 470), s.37; Income Tax (PAYE) Rules; KRA guidance on PAYE',
    reviewed: REVIEWED,
  },
  {
    id: 'nssf',
    name: 'NSSF contributions',
    shortName: 'NSSF',
    group: 'payroll',
    due: { kind: 'monthly', day: 9 },
    dueText: 'By the 9th of the month after the pay month',
    nonWorkingDay: 'outside-tpa',
    payTo: 'NSSF, on its employer portal',
    source: 'National Social Security Fund Act 2013, s.20',
    reviewed: REVIEWED,
  },
  {
    id: 'shif',
    name: 'SHIF contributions',
    shortName: 'SHIF',
    group: 'payroll',
    due: { kind: 'monthly', day: 9 },
    dueText: 'By the 9th of the month after the pay month',
    nonWorkingDay: 'outside-tpa',
    payTo: 'the Social Health Authority',
    source: 'Social Health Insurance (General) Regulations 2024, reg. 22(1); Social Health Insurance Act 2023, s.27',
    reviewed: '2026-11-25',
  },
  {
    id: 'housing-levy',
    name: 'Affordable Housing Levy',
    shortName: 'Housing levy',
    group: 'payroll',
    due: { kind: 'monthly-working-day', workingDay: 9 },
    dueText: 'By the 9th working day after the end of the pay month',
    nonWorkingDay: 'working-days',
    payTo: 'KRA, on iTax',
    source: 'Affordable Housing Act 2024, s.4; KRA guidance on the Affordable Housing Levy',
    reviewed: REVIEWED,
  },
  {
    id: 'vat',
    name: 'VAT: return and payment',
    shortName: 'VAT',
    group: 'vat',
    due: { kind: 'monthly', day: 20 },
    dueText: 'By the 20th of the month after the tax period',
    nonWorkingDay: 'tpa-s77',
    payTo: 'KRA, on iTax',
    source: 'Value Added Tax Act 2013, s.28 (returns) and s.19 (payment)',
    reviewed: REVIEWED,
  },
  {
    id: 'excise',
    name: 'Excise duty: return and payment',
    shortName: 'Excise duty',
    group: 'excise',
    due: { kind: 'monthly', day: 20 },
    dueText: 'By the 20th of the month after the month of supply',
    nonWorkingDay: 'tpa-s77',
    payTo: 'KRA, on iTax',
    source: 'Excise Duty Act 2015, s.36 (returns) and s.37 (payment)',
    reviewed: REVIEWED,
  },
  {
    id: 'turnover-tax',
    name: 'Turnover tax: return and payment',
    shortName: 'Turnover tax',
    group: 'turnover',
    due: { kind: 'monthly', day: 20 },
    dueText: 'By the 20th of the month after the month of business',
    nonWorkingDay: 'tpa-s77',
    payTo: 'KRA, on iTax',
    source: 'Income Tax Act (Cap. 470), s.12C and Eighth Schedule',
    reviewed: REVIEWED,
  },
  {
    id: 'rental-income',
    name: 'Monthly rental income tax',
    shortName: 'Rental income tax',
    group: 'rental',
    due: { kind: 'monthly', day: 20 },
    dueText: 'By the 20th of the month after the month the rent was received',
    nonWorkingDay: 'tpa-s77',
    payTo: 'KRA, on iTax',
    source: 'Income Tax Act (Cap. 470), s.6A',
    reviewed: REVIEWED,
  },
  {
    id: 'withholding-tax',
    name: 'Withholding tax',
    shortName: 'Withholding tax',
    group: 'withholding',
    due: { kind: 'after-payment', workingDays: 5 },
    dueText: 'Within 5 working days of each payment the tax was withheld from',
    nonWorkingDay: 'working-days',
    payTo: 'KRA, on iTax',
    source: 'Income Tax Act (Cap. 470), s.35(5), as amended by the Finance Act 2023',
    reviewed: REVIEWED,
  },
  {
    id: 'withholding-vat',
    name: 'Withholding VAT',
    shortName: 'Withholding VAT',
    group: 'withholding',
    due: { kind: 'after-payment', workingDays: 5 },
    dueText: 'Within 5 working days of paying the supplier (appointed withholding VAT agents)',
    nonWorkingDay: 'working-days',
    payTo: 'KRA, on iTax',
    source: 'Value Added Tax Act 2013, s.42A, as amended by the Finance Act 2023',
    reviewed: REVIEWED,
  },
  {
    id: 'instalment-tax',
    name: 'Instalment tax',
    shortName: 'Instalment tax',
    group: 'income-tax',
    due: { kind: 'instalments', months: [4, 6, 9, 12], day: 20 },
    dueText: 'By the 20th day of the 4th, 6th, 9th and 12th months of the income year (20 April, 20 June, 20 September and 20 December for a December year end)',
    nonWorkingDay: 'tpa-s77',
    payTo: 'KRA, on iTax',
    source: 'Income Tax Act (Cap. 470), s.12',
    reviewed: REVIEWED,
  },
  {
    id: 'income-tax-return',
    name: 'Income tax return',
    shortName: 'Income tax return',
    group: 'income-tax',
    due: { kind: 'annual', month: 6, day: 30 },
    dueText: 'By 30 June, for individuals and for companies with a December year end (the last day of the 6th month after the year end)',
    nonWorkingDay: 'tpa-s77',
    payTo: 'KRA, on iTax',
    source: 'Income Tax Act (Cap. 470), s.52B',
    reviewed: REVIEWED,
  },
];

export const taxProceduresRule = {
  text:
    'When a due date falls on a Saturday, Sunday or public holiday, it moves to the previous working day, ' +
    'except for a taxpayer who files or pays electronically, who keeps the statutory date.',
  source: 'Tax Procedures Act 2015, s.77',
  reviewed: '2026-11-25',
} as const;

export function getObligation(id: string): Obligation | undefined {
  return obligations.find((obligation) => obligation.id === id);
}

/** Obligations that fall on calendar dates (withholding is counted from each payment). */
export const datedObligations = obligations.filter((obligation) => obligation.due.kind !== 'after-payment');
