/**
 * The calculator's form as text in, checked input or a message per field out. The query
 * string of the GET form and the live form in the browser both go through here, so a
 * shared link and typing give the same answer and the same messages.
 */
import { type CivilMonth, isCivilMonth } from './civil-date';
import { type Cents, kes } from './money';
import { calculatePayroll, type PayrollInput, type PayrollOutcome } from './payroll';

export type PayrollField = 'gross' | 'month' | 'pension';
export type PayrollQuery = Record<PayrollField, string>;
export type PayrollErrors = Partial<Record<PayrollField, string>>;

/** Pay above this is not a monthly salary anyone types on purpose. */
export const MAX_MONTHLY_PAY = kes(100_000_000);

export const payrollMessages = {
  grossRequired: 'Enter the gross monthly pay in shillings, such as 85,000.',
  grossPositive: 'Enter a gross monthly pay above zero.',
  pensionTooLarge: 'The pension contribution cannot be more than the gross pay.',
  month: 'Choose a month from the list.',
  notNumber: (label: string) => `Enter the ${label} in shillings using digits only, such as 85,000.`,
  negative: (label: string) => `The ${label} cannot be negative.`,
  cents: (label: string) => `Enter the ${label} in whole shillings, without cents.`,
  tooLarge: (label: string) => `The ${label} is too large: this calculator covers up to KES 100,000,000 a month.`,
} as const;

/** The form's text values from a query string; `defaultMonth` fills a missing month. */
export function readPayrollQuery(
  params: Record<string, string | string[] | undefined>,
  defaultMonth: CivilMonth,
): PayrollQuery {
  const first = (name: PayrollField) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  return { gross: first('gross').slice(0, 40), month: first('month').slice(0, 7) || defaultMonth, pension: first('pension').slice(0, 40) };
}

type Amount = { cents: Cents } | { error: string } | { blank: true };

/**
 * Shillings as people type them: `85000`, `85,000`, `85 000`, `KES 85,000` or `85,000.00`.
 * Cents are refused rather than rounded: the figures would no longer be the visitor's.
 */
export function parseShillings(text: string, label: string): Amount {
  const trimmed = text.trim().replace(/^(kes|kshs?\.?|sh\.?)\s*/i, '');
  if (trimmed === '') return { blank: true };
  if (/^[-−–]/.test(trimmed)) return { error: payrollMessages.negative(label) };
  const compact = trimmed.replace(/[\s,]/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return { error: payrollMessages.notNumber(label) };
  if (match[2] && Number(match[2]) !== 0) return { error: payrollMessages.cents(label) };
  const digits = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  if (digits.length > 9 || kes(Number(digits)) > MAX_MONTHLY_PAY) return { error: payrollMessages.tooLarge(label) };
  return { cents: kes(Number(digits)) };
}

export type PayrollEvaluation = {
  /** Present when every field is valid. */
  input?: PayrollInput;
  outcome?: PayrollOutcome;
  errors: PayrollErrors;
  /** No gross pay typed yet: the form shows a prompt, not an error (unless `requireGross`). */
  empty: boolean;
};

/**
 * Checks the form and, when it is valid, runs the calculation. `requireGross` is set for a
 * submitted form, where a blank gross pay is an error rather than a form not yet filled.
 */
export function evaluatePayroll(query: PayrollQuery, { requireGross }: { requireGross: boolean }): PayrollEvaluation {
  const errors: PayrollErrors = {};
  const gross = parseShillings(query.gross, 'gross pay');
  const pension = parseShillings(query.pension, 'pension contribution');
  if ('error' in gross) errors.gross = gross.error;
  else if ('blank' in gross) {
    if (requireGross) errors.gross = payrollMessages.grossRequired;
  } else if (gross.cents === 0) errors.gross = payrollMessages.grossPositive;
  if ('error' in pension) errors.pension = pension.error;
  else if ('cents' in pension && 'cents' in gross && pension.cents > gross.cents) errors.pension = payrollMessages.pensionTooLarge;
  if (!isCivilMonth(query.month)) errors.month = payrollMessages.month;

  const empty = 'blank' in gross;
  if (Object.keys(errors).length > 0 || !('cents' in gross)) return { errors, empty };
  const input: PayrollInput = { gross: gross.cents, month: query.month, pension: 'cents' in pension ? pension.cents : 0 };
  return { input, outcome: calculatePayroll(input), errors, empty };
}

/** The shareable address of a calculation: the GET form's own query string. */
export function payrollSearch(query: PayrollQuery): string {
  const params = new URLSearchParams();
  if (query.gross.trim()) params.set('gross', query.gross.trim());
  params.set('month', query.month);
  if (query.pension.trim()) params.set('pension', query.pension.trim());
  return `?${params.toString()}`;
}
