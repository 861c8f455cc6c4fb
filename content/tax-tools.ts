/**
 * Copy for the tax tools: the payroll calculator and the deadline calendar. The rules and
 * dates themselves are data in `lib/tax/`; this is what the pages say around them.
 */
import type { HeroCopy, PageName } from './pages';

/** The booking form's service the tools' call to action chooses (one of `bookableServices`). */
export const taxConsultationService = 'Tax Consultation';

export const taxTeamCta = {
  title: 'Want us to check your payroll or your filings?',
  text: 'Our tax team sets up payrolls, files returns and answers KRA on behalf of businesses every week. Tell us what you need and an adviser will call you within one working day.',
  label: 'Talk to our tax team',
} as const;

export const taxToolLinks = [
  {
    title: 'PAYE and payroll calculator',
    navLabel: 'Payroll calculator',
    text: 'PAYE, NSSF, SHIF, the housing levy and net pay for any monthly salary, with the rules of that month.',
    to: 'payrollCalculator',
  },
  {
    title: 'Tax deadline calendar',
    navLabel: 'Tax deadline calendar',
    text: 'Every KRA and payroll deadline for the next 12 months, with a calendar to subscribe to and email reminders.',
    to: 'taxCalendar',
  },
] as const satisfies readonly { title: string; navLabel: string; text: string; to: PageName }[];

export const payrollCalculatorCopy = {
  meta: {
    title: 'PAYE and payroll calculator for Kenya',
    description:
      'Work out PAYE, NSSF, SHIF, the Affordable Housing Levy and net pay for a monthly salary in Kenya, with each month’s rules, their legal sources and review dates.',
  },
  hero: {
    eyebrow: 'Tax tools',
    title: 'PAYE and payroll calculator',
    intro: 'Enter a monthly salary to see the statutory deductions, PAYE, net pay and the employer’s cost, worked out with the rules in force that month.',
  } satisfies HeroCopy,
  prompt: 'Enter a gross monthly pay to see the breakdown.',
  disclaimer:
    'An estimate for a resident employee paid monthly by one employer, with no benefits, reliefs or exemptions beyond those shown (such as insurance relief, mortgage interest or a disability exemption). Amounts are worked out in cents and rounded to the nearest cent, halves upwards. It is not tax advice: for your own payroll, talk to us.',
  negativeNet:
    'The deductions come to more than the pay: SHIF’s minimum of KES 300 applies however little is paid. Check the gross pay, or talk to us about how to handle it.',
} as const;

export const taxCalendarCopy = {
  meta: {
    title: 'Kenya tax deadline calendar',
    description:
      'Every KRA and payroll deadline in Kenya for the next 12 months, PAYE and VAT to instalment tax, with its legal source, a calendar feed and reminders.',
  },
  hero: {
    eyebrow: 'Tax tools',
    title: 'Tax deadline calendar',
    intro: 'Every KRA and statutory payroll deadline for the next 12 months, the law behind each date, and what happens when one falls on a weekend or public holiday.',
  } satisfies HeroCopy,
  filterLegend: 'Show the deadlines that apply to me',
  filterButton: 'Show my deadlines',
  remindersTitle: 'Get a reminder',
  remindersText: 'An email 3 days before each of the deadlines shown, from our tax team. Confirm by email; unsubscribe any time.',
  subscribeTitle: 'Add the deadlines to your calendar',
  subscribeText:
    'Subscribe and your calendar app keeps the dates up to date by itself, with an alert two days before each. Or subscribe to one obligation only.',
  disclaimer:
    'Dates are for a taxpayer with a December year end. Check your own position with KRA or with us: this calendar is not tax advice.',
} as const;
