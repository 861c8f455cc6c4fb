/**
 * Kenya's statutory payroll rules as dated data. Each rule keeps every version it has had
 * that the calculator covers: the date it took effect, the law it comes from and the day it
 * was last checked. Adding next year's figures means adding a version here with its date
 * and source (docs/tax-tools.md, "Adding next year's rules"); nothing else changes.
 *
 * A version applies to a pay month when it took effect on or before the month's first day,
 * or from its `firstPayMonth` when the collector applies it to a month already begun.
 * `knownThrough` marks a version whose successor is already scheduled by law but whose
 * figures are not yet published: the calculator stops there rather than guess.
 */
import type { CivilDate, CivilMonth } from './civil-date';
import { type BasisPoints, type Cents, formatCents, formatRate, kes } from './money';

export type RuleVersion<Values> = {
  /** The day the law took effect. */
  effective: CivilDate;
  /**
   * The first pay month the version applies to, when that month began before `effective`:
   * KRA applies the Tax Laws (Amendment) Act 2024, in force from 27 December 2024, to the
   * whole of December 2024's payroll.
   */
  firstPayMonth?: CivilMonth;
  knownThrough?: CivilMonth;
  values: Values;
  /** The law (and section) each figure comes from, as a reader would look it up. */
  source: string;
  /** The last day someone checked this version against its source. */
  reviewed: CivilDate;
};

export type PayeBand = { /** Upper end of the band's slice of monthly taxable pay; null for the top band. */ upTo: Cents | null; rate: BasisPoints };
export type PayeValues = { bands: PayeBand[] };
export type ReliefValues = { monthly: Cents };
export type ShifValues = { rate: BasisPoints; minimum: Cents };
export type HousingLevyValues = { employeeRate: BasisPoints; employerRate: BasisPoints };
export type NssfValues = { lowerLimit: Cents; upperLimit: Cents; employeeRate: BasisPoints; employerRate: BasisPoints };
export type DeductionValues = {
  /** The employee's SHIF contribution comes off pay before PAYE. */
  shif: boolean;
  /** So does the employee's housing levy. */
  housingLevy: boolean;
  /** Registered pension contributions, NSSF included, come off up to this much a month. */
  pensionCap: Cents;
};

export type PayrollRules = {
  paye: RuleVersion<PayeValues>[];
  personalRelief: RuleVersion<ReliefValues>[];
  shif: RuleVersion<ShifValues>[];
  housingLevy: RuleVersion<HousingLevyValues>[];
  nssf: RuleVersion<NssfValues>[];
  deductions: RuleVersion<DeductionValues>[];
};

export type RuleId = keyof PayrollRules;

const REVIEWED = '2026-11-23';

const nssfVersion = (effective: CivilDate, lower: number, upper: number, year: number): RuleVersion<NssfValues> => ({
  effective,
  values: { lowerLimit: kes(lower), upperLimit: kes(upper), employeeRate: 600, employerRate: 600 },
  source: `National Social Security Fund Act 2013, s.20 and Third Schedule (year ${year} of the phased earnings limits)`,
  reviewed: REVIEWED,
});

export const payrollRules: PayrollRules = {
  paye: [
    {
      effective: '2023-07-01',
      values: {
        bands: [
          { upTo: kes(24_000), rate: 1000 },
          { upTo: kes(32_333), rate: 2500 },
          { upTo: kes(500_000), rate: 3000 },
          { upTo: kes(800_000), rate: 3250 },
          { upTo: null, rate: 3500 },
        ],
      },
      source: 'Income Tax Act (Cap. 470), Third Schedule, Head B, as amended by the Finance Act 2023',
      reviewed: REVIEWED,
    },
  ],
  personalRelief: [
    {
      effective: '2020-04-25',
      values: { monthly: kes(2_400) },
      source: 'Income Tax Act (Cap. 470), s.30 and Third Schedule (KES 28,800 a year), Tax Laws (Amendment) Act 2020',
      reviewed: REVIEWED,
    },
  ],
  shif: [
    {
      effective: '2024-10-01',
      values: { rate: 275, minimum: kes(300) },
      source: 'Social Health Insurance Act 2023, s.27; Social Health Insurance (General) Regulations 2024',
      reviewed: REVIEWED,
    },
  ],
  housingLevy: [
    {
      effective: '2024-03-19',
      values: { employeeRate: 150, employerRate: 150 },
      source: 'Affordable Housing Act 2024, s.4',
      reviewed: REVIEWED,
    },
  ],
  nssf: [
    nssfVersion('2024-02-01', 7_000, 36_000, 2),
    nssfVersion('2025-02-01', 8_000, 72_000, 3),
    {
      ...nssfVersion('2026-02-01', 9_000, 108_000, 4),
      // From February 2027 (year 5) the limits follow national earnings figures not yet published.
      knownThrough: '2027-01',
    },
  ],
  deductions: [
    {
      effective: '2024-12-27',
      firstPayMonth: '2024-12',
      values: { shif: true, housingLevy: true, pensionCap: kes(30_000) },
      source:
        'Income Tax Act (Cap. 470), s.15(2) and s.22A, as amended by the Tax Laws (Amendment) Act 2024 (in force 27 December 2024); ' +
        'KRA applies them to December 2024 payroll',
      reviewed: '2026-11-25',
    },
  ],
};

export const ruleNames: Record<RuleId, string> = {
  paye: 'PAYE bands',
  personalRelief: 'Personal relief',
  shif: 'SHIF (Social Health Insurance Fund)',
  housingLevy: 'Affordable Housing Levy',
  nssf: 'NSSF contributions',
  deductions: 'Deductions before PAYE',
};

const shillings = (amount: Cents) => formatCents(amount).replace(/\.00$/, '');

/** One sentence per rule version, written from its figures so the text cannot drift from them. */
export const describeRule: { [K in RuleId]: (values: PayrollRules[K][number]['values']) => string } = {
  paye: ({ bands }) => {
    let previous = 0;
    const parts = bands.map((band, index) => {
      const slice =
        band.upTo === null
          ? `above KES ${shillings(previous)}`
          : `on ${index === 0 ? 'the first' : 'the next'} KES ${shillings(band.upTo - previous)}`;
      previous = band.upTo ?? previous;
      return `${formatRate(band.rate)} ${slice}`;
    });
    return `Monthly taxable pay: ${parts.join('; ')}. PAYE is never below zero.`;
  },
  personalRelief: ({ monthly }) => `KES ${shillings(monthly)} a month, taken off the tax.`,
  shif: ({ rate, minimum }) => `${formatRate(rate)} of gross pay, at least KES ${shillings(minimum)} a month.`,
  housingLevy: ({ employeeRate, employerRate }) =>
    `${formatRate(employeeRate)} of gross pay from the employee and ${formatRate(employerRate)} from the employer.`,
  nssf: ({ lowerLimit, upperLimit, employeeRate, employerRate }) =>
    `${formatRate(employeeRate)} from the employee and ${formatRate(employerRate)} from the employer: tier I on pay up to ` +
    `KES ${shillings(lowerLimit)} (lower earnings limit), tier II on pay from there up to KES ${shillings(upperLimit)} (upper earnings limit).`,
  deductions: ({ shif, housingLevy, pensionCap }) =>
    [
      shif && housingLevy ? 'The employee’s SHIF and housing levy come off pay before PAYE.' : '',
      `Registered pension contributions, NSSF included, come off up to KES ${shillings(pensionCap)} a month.`,
    ]
      .filter(Boolean)
      .join(' '),
};
