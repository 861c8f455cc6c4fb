import { formatDateWithWeekday, formatMonth, monthOf } from '@/lib/tax/civil-date';
import { daysAway, type DeadlineDay } from '@/lib/tax/deadlines';
import { nonWorkingDayNote, pendingHolidayNote } from '@/lib/tax/deadline-notes';
import styles from './TaxTools.module.css';

/** One date's notes: the weekend or holiday rule, and any holiday not yet gazetted. */
function notesOf(day: DeadlineDay): string[] {
  const pending = [...new Set(day.deadlines.map(pendingHolidayNote).filter((note): note is string => note !== null))];
  return [nonWorkingDayNote(day.deadlines), ...pending].filter((note): note is string => note !== null);
}

function Day({ day }: { day: DeadlineDay }) {
  const notes = notesOf(day);
  return (
    <li className={styles.day} id={`due-${day.date}`}>
      <p className={styles.date}>
        <time dateTime={day.date}>{formatDateWithWeekday(day.date)}</time>
      </p>
      <ul className={styles.items}>
        {day.deadlines.map((deadline) => (
          <li key={`${deadline.obligation.id}-${deadline.periodKey}`}>
            <strong>{deadline.obligation.name}</strong>, for {deadline.periodLabel}
          </li>
        ))}
      </ul>
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </li>
  );
}

/** The date that comes next, set apart at the top of the page. */
export function NextDeadline({ day, today }: { day: DeadlineDay | undefined; today: string }) {
  return (
    <section className={styles.next} aria-labelledby="next-deadline-title">
      <h2 id="next-deadline-title" className={styles.nextLabel}>
        Next deadline
      </h2>
      {day ? (
        <>
          <p className={styles.nextDate}>
            <time dateTime={day.date}>{formatDateWithWeekday(day.date)}</time> <span className={styles.away}>({daysAway(today, day.date)})</span>
          </p>
          <ul className={styles.items}>
            {day.deadlines.map((deadline) => (
              <li key={deadline.obligation.id}>
                <strong>{deadline.obligation.name}</strong>, for {deadline.periodLabel}
              </li>
            ))}
          </ul>
          {notesOf(day).map((note) => (
            <p key={note} className={styles.note}>
              {note}
            </p>
          ))}
        </>
      ) : (
        <p>None of the deadlines chosen falls in the next 12 months.</p>
      )}
    </section>
  );
}

/** Every date of the next twelve months, month by month. */
export function DeadlineList({ days }: { days: DeadlineDay[] }) {
  const months = [...new Set(days.map((day) => monthOf(day.date)))];
  return (
    <section aria-labelledby="twelve-months-title" className={styles.months}>
      <h2 id="twelve-months-title">The next 12 months</h2>
      {months.map((month) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h3 id={`month-${month}`} className={styles.month}>
            {formatMonth(month)}
          </h3>
          <ol className={styles.days}>
            {days
              .filter((day) => monthOf(day.date) === month)
              .map((day) => (
                <Day key={day.date} day={day} />
              ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
