/**
 * The obligations' dates: every deadline between two days, with its statutory date and, where
 * that falls on a Saturday, Sunday or public holiday, what the rule for such days makes of it.
 */
import {
  addDays,
  addMonths,
  type CivilDate,
  civilDate,
  daysBetween,
  firstDayOf,
  formatMonth,
  monthOf,
  parts,
} from './civil-date';
import { nonWorkingReason, nthWorkingDayFrom, type PendingHoliday, pendingHolidayBetween, previousWorkingDay } from './holidays';
import { type ApplyGroup, datedObligations, type Obligation } from './obligations';

export type Deadline = {
  obligation: Obligation;
  /** Stable across runs: the pay or tax month (`2026-11`), the instalment (`2027-i2`) or the income year (`2026`). */
  periodKey: string;
  /** What the deadline is for, e.g. `November 2026`, `2nd instalment, income year 2027`. */
  periodLabel: string;
  /** The date the law sets. */
  date: CivilDate;
  /** Why the statutory date is not a working day (`Saturday`, `Sunday`, a holiday), or null. */
  nonWorking: string | null;
  /**
   * Under the Tax Procedures Act's rule: the previous working day, when the date is not a
   * working day, for returns and payments not made electronically.
   */
  movedTo: CivilDate | null;
  /** A holiday not yet gazetted that could still change this date. */
  pendingHoliday: PendingHoliday | null;
};

const ordinals = ['1st', '2nd', '3rd', '4th'] as const;

function monthlyDeadline(obligation: Obligation, period: string): Deadline {
  const dueMonth = addMonths(period, 1);
  const due = obligation.due;
  let date: CivilDate;
  let span: [CivilDate, CivilDate];
  if (due.kind === 'monthly-working-day') {
    date = nthWorkingDayFrom(firstDayOf(dueMonth), due.workingDay);
    span = [firstDayOf(dueMonth), date];
  } else if (due.kind === 'monthly') {
    date = `${dueMonth}-${String(due.day).padStart(2, '0')}`;
    span = [date, date];
  } else {
    throw new Error(`${obligation.id} is not due monthly`);
  }
  return withWorkingDayRule(obligation, { periodKey: period, periodLabel: formatMonth(period), date }, span);
}

function withWorkingDayRule(
  obligation: Obligation,
  base: { periodKey: string; periodLabel: string; date: CivilDate },
  span: [CivilDate, CivilDate] = [base.date, base.date],
): Deadline {
  const nonWorking = obligation.nonWorkingDay === 'working-days' ? null : nonWorkingReason(base.date);
  const movedTo = nonWorking && obligation.nonWorkingDay === 'tpa-s77' ? previousWorkingDay(base.date) : null;
  const from = movedTo && movedTo < span[0] ? movedTo : span[0];
  return { obligation, ...base, nonWorking, movedTo, pendingHoliday: pendingHolidayBetween(from, span[1]) };
}

function deadlinesOf(obligation: Obligation, first: CivilDate, last: CivilDate): Deadline[] {
  const due = obligation.due;
  const found: Deadline[] = [];
  switch (due.kind) {
    case 'monthly':
    case 'monthly-working-day': {
      // A month's deadline falls in the next month, at most a few weeks in.
      for (let period = addMonths(monthOf(first), -2); period <= monthOf(last); period = addMonths(period, 1)) {
        found.push(monthlyDeadline(obligation, period));
      }
      break;
    }
    case 'instalments': {
      for (let year = parts(first).year; year <= parts(last).year; year += 1) {
        due.months.forEach((month, index) => {
          found.push(
            withWorkingDayRule(obligation, {
              periodKey: `${year}-i${index + 1}`,
              periodLabel: `${ordinals[index] ?? `${index + 1}th`} instalment, income year ${year}`,
              date: civilDate(year, month, due.day),
            }),
          );
        });
      }
      break;
    }
    case 'annual': {
      for (let year = parts(first).year - 1; year <= parts(last).year; year += 1) {
        found.push(
          withWorkingDayRule(obligation, {
            periodKey: String(year),
            periodLabel: `income year ${year}`,
            date: civilDate(year + 1, due.month, due.day),
          }),
        );
      }
      break;
    }
    case 'after-payment':
      break;
  }
  return found.filter((deadline) => deadline.date >= first && deadline.date <= last);
}

/** Every dated deadline from `first` to `last` inclusive, by date, then in the obligations' order. */
export function deadlinesBetween(
  first: CivilDate,
  last: CivilDate,
  among: readonly Obligation[] = datedObligations,
): Deadline[] {
  const order = new Map(datedObligations.map((obligation, index) => [obligation.id, index]));
  return among
    .flatMap((obligation) => deadlinesOf(obligation, first, last))
    .sort((a, b) => (a.date === b.date ? (order.get(a.obligation.id) ?? 0) - (order.get(b.obligation.id) ?? 0) : a.date < b.date ? -1 : 1));
}

/** The obligations for the filter's ticked groups; none ticked means all. */
export function obligationsFor(groups: readonly ApplyGroup[], among: readonly Obligation[] = datedObligations): Obligation[] {
  return groups.length === 0 ? [...among] : among.filter((obligation) => groups.includes(obligation.group));
}

/** The deadlines of the twelve months from `today`: today up to the day before the same date next year. */
export function nextTwelveMonths(today: CivilDate, among?: readonly Obligation[]): Deadline[] {
  const { year, month, day } = parts(today);
  return deadlinesBetween(today, addDays(civilDate(year + 1, month, day), -1), among);
}

export type DeadlineDay = { date: CivilDate; deadlines: Deadline[] };

/** Deadlines that share a date, together. */
export function groupByDate(deadlines: readonly Deadline[]): DeadlineDay[] {
  const days: DeadlineDay[] = [];
  for (const deadline of deadlines) {
    const last = days.at(-1);
    if (last?.date === deadline.date) last.deadlines.push(deadline);
    else days.push({ date: deadline.date, deadlines: [deadline] });
  }
  return days;
}

/** `today`, `tomorrow`, `in 3 days`: how far a date is from today. */
export function daysAway(today: CivilDate, date: CivilDate): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}
