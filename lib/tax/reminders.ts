/**
 * Tax deadline reminders: three days before each deadline date, every confirmed subscriber
 * to the "Tax deadline reminders" topic gets one mail listing what is due that day among the
 * deadlines their reminders cover, through the outbox.
 *
 * Once only: each reminder is queued in one transaction with a row in `tax_reminders`
 * keyed by subscriber and date. Every instance runs this job; when two reach the same
 * subscriber and date, the database lets one insert the key and the other finds it taken
 * and rolls its mail back. A date already past is never reminded, so a site that starts
 * after a deadline (or was down at reminder time) sends nothing for it.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { subscribers, taxReminders, type Subscriber } from '../db/schema';
import type { Db } from '../db/types';
import { unsubscribeLinks } from '../mail/newsletter-links';
import { enqueueMail } from '../mail/outbox';
import { type FirmContactDetails, type ReminderItem, taxDeadlineReminder } from '../mail/templates';
import { routes } from '../routes';
import { isApplyGroup } from './apply-groups';
import { nairobiInstant, nairobiToday } from '../nairobi-time';
import { addDays, type CivilDate, formatDateWithWeekday } from './civil-date';
import { nonWorkingDayNote, pendingHolidayNote } from './deadline-notes';
import { type Deadline, type DeadlineDay, daysAway, deadlinesBetween, groupByDate } from './deadlines';

export const REMINDER_DAYS_BEFORE = 3;
/** Reminders become due at this hour, Nairobi time, so they arrive with the working day. */
export const REMINDER_HOUR = 7;
/** Keys of dates this long gone can no longer stop anything (past dates are never reminded). */
const KEEP_KEYS_DAYS = 60;

/** The deadline dates a reminder is due for at `now`: from 07:00 three days before, until the day itself. */
export function reminderDays(now: Date): DeadlineDay[] {
  const today = nairobiToday(now);
  return groupByDate(deadlinesBetween(today, addDays(today, REMINDER_DAYS_BEFORE))).filter(
    (day) => nairobiInstant(addDays(day.date, -REMINDER_DAYS_BEFORE), REMINDER_HOUR).getTime() <= now.getTime(),
  );
}

/** The deadlines of a day that a subscriber's reminders cover (no groups chosen: all of them). */
export function deadlinesFor(subscriber: Pick<Subscriber, 'deadlineGroups'>, deadlines: readonly Deadline[]): Deadline[] {
  const groups = subscriber.deadlineGroups?.filter(isApplyGroup);
  return groups && groups.length > 0 ? deadlines.filter((deadline) => groups.includes(deadline.obligation.group)) : [...deadlines];
}

/** `contact`: the firm's contact details the reminders' footer shows, read once for the pass. */
export type ReminderContext = { db: Db; siteUrl: string; now: Date; contact: FirmContactDetails };

/** Thrown inside a transaction to undo it: another instance queued this reminder first, or it no longer applies. */
class NothingToQueue extends Error {}

function reminderItem(deadline: Deadline): ReminderItem {
  return {
    name: deadline.obligation.name,
    period: deadline.periodLabel,
    payTo: deadline.obligation.payTo,
    note: nonWorkingDayNote([deadline]) ?? pendingHolidayNote(deadline),
  };
}

/** Queues one subscriber's reminder for one date, unless it was queued already; true if queued. */
async function queueOne(context: ReminderContext, subscriberId: string, day: DeadlineDay, today: CivilDate): Promise<boolean> {
  try {
    await context.db.transaction(async (tx) => {
      // Read under a lock that an unsubscribe (which takes the row for update) waits for, or
      // waits on: either way no reminder is queued after the address left.
      const [subscriber] = await tx
        .select()
        .from(subscribers)
        .where(
          and(
            eq(subscribers.id, subscriberId),
            eq(subscribers.status, 'confirmed'),
            sql`'tax-deadlines' = any(${subscribers.topics})`,
          ),
        )
        .for('share');
      if (!subscriber) throw new NothingToQueue();
      const deadlines = deadlinesFor(subscriber, day.deadlines);
      if (deadlines.length === 0) throw new NothingToQueue();
      const groups = subscriber.deadlineGroups?.length ? `?applies=${subscriber.deadlineGroups.join('&applies=')}` : '';
      const mailId = await enqueueMail(
        tx,
        taxDeadlineReminder(
          {
            email: subscriber.email,
            dueDate: formatDateWithWeekday(day.date),
            when: daysAway(today, day.date),
            items: deadlines.map(reminderItem),
            calendarUrl: `${context.siteUrl}${routes.taxCalendar}${groups}`,
            unsubscribe: unsubscribeLinks(context.siteUrl, subscriber.unsubscribeToken),
          },
          context.siteUrl,
          context.contact,
        ),
        context.siteUrl,
      );
      const [key] = await tx
        .insert(taxReminders)
        .values({ subscriberId, dueDate: day.date, mailId })
        .onConflictDoNothing()
        .returning({ mailId: taxReminders.mailId });
      if (!key) throw new NothingToQueue();
    });
    return true;
  } catch (error) {
    if (error instanceof NothingToQueue) return false;
    throw error;
  }
}

/**
 * Queues every reminder due at `now` that no instance has queued yet; returns how many it
 * queued. Safe to run at any time and as often as wanted, on any number of instances.
 */
export async function queueDueReminders(context: ReminderContext): Promise<number> {
  const today = nairobiToday(context.now);
  await context.db.delete(taxReminders).where(lt(taxReminders.dueDate, addDays(today, -KEEP_KEYS_DAYS)));
  let queued = 0;
  for (const day of reminderDays(context.now)) {
    const waiting = await context.db
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(
        and(
          eq(subscribers.status, 'confirmed'),
          sql`'tax-deadlines' = any(${subscribers.topics})`,
          sql`not exists (select 1 from ${taxReminders} where ${taxReminders.subscriberId} = ${subscribers.id} and ${taxReminders.dueDate} = ${day.date}::date)`,
        ),
      );
    for (const { id } of waiting) {
      if (await queueOne(context, id, day, today)) queued += 1;
    }
  }
  return queued;
}
