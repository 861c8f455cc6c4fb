/**
 * What a page, a feed or a reminder says about a deadline date that is not a working day,
 * or that a holiday not yet gazetted could still change.
 */
import { formatDate, formatDateWithWeekday } from './civil-date';
import type { Deadline } from './deadlines';
import { previousWorkingDay } from './holidays';
import { taxProceduresRule } from './obligations';

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The weekend and holiday rule for deadlines that share one date, as sentences (empty on a
 * working day). One deadline is "it"; several are named.
 */
export function nonWorkingDayNote(deadlines: readonly Deadline[]): string | null {
  const first = deadlines[0];
  if (!first?.nonWorking) return null;
  const day = /^(Saturday|Sunday)$/.test(first.nonWorking)
    ? `${formatDate(first.date)} is a ${first.nonWorking}.`
    : `${formatDate(first.date)} is ${first.nonWorking}, a public holiday.`;
  const moved = deadlines.filter((deadline) => deadline.movedTo);
  const standing = deadlines.filter((deadline) => deadline.nonWorking && !deadline.movedTo);
  const sentences = [day];
  const movedTo = moved[0]?.movedTo;
  if (movedTo) {
    const plural = moved.length > 1;
    const subject =
      deadlines.length === 1 ? 'it' : moved.length === deadlines.length ? 'they' : listOf(moved.map((deadline) => deadline.obligation.shortName));
    sentences.push(
      `Filed or paid electronically (iTax), ${subject} ${plural ? 'stay' : 'stays'} due that day; ` +
        `otherwise ${plural ? 'they are' : 'it is'} due on ${formatDateWithWeekday(movedTo)}, the previous working day (${taxProceduresRule.source}).`,
    );
  }
  if (standing.length > 0) {
    // Advice, not a statement of law: s.57 may give the next working day, the safe course is the day before.
    const names = listOf(standing.map((deadline) => deadline.obligation.shortName));
    sentences.push(
      `The Tax Procedures Act’s rule does not apply to ${names} (the Interpretation and General Provisions Act, s.57, may allow the next working day): ` +
        `to be safe, pay by the previous working day, ${formatDateWithWeekday(previousWorkingDay(first.date))}.`,
    );
  }
  return sentences.join(' ');
}

/** A holiday not yet gazetted that could change the date, as a sentence (or null). */
export function pendingHolidayNote(deadline: Deadline): string | null {
  const pending = deadline.pendingHoliday;
  if (!pending) return null;
  return pending.expected
    ? `${pending.name} is expected on or about ${formatDateWithWeekday(pending.expected)} but is not gazetted yet; if it falls near this date, the date or the rule applied may change.`
    : `${pending.name} for this year is not gazetted yet; if it falls near this date, the date or the rule applied may change.`;
}
