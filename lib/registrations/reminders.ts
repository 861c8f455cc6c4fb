/**
 * The day-before reminder of a training: from {@link TRAINING_REMINDER_HOUR}:00 in Nairobi on
 * the day before it starts until it starts, every paid registration gets one mail with the
 * venue, a map link and the start time. The site's background jobs run {@link queueTrainingReminders}
 * at start and every {@link TRAINING_REMINDER_INTERVAL_MS} (lib/server/background-jobs.ts), as
 * they run the tax deadline reminders.
 *
 * Once only, whatever restarts or instances: each mail is queued in one transaction with the
 * registration's `reminder_queued_at`, set only where it was empty. Two instances reaching the
 * same registration both try the update; the second waits for the first's row lock, finds the
 * column set and queues nothing. A kill before the commit leaves neither, and the next pass
 * queues it. A registration paid on the day itself, before the start, is reminded at once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { registrations } from '../db/schema';
import type { IcsEvent } from '../events/ics';
import { enqueueMail } from '../mail/outbox';
import type { FirmContactDetails } from '../mail/templates';
import { nairobiInstant, nairobiToday } from '../nairobi-time';
import { processWide } from '../process-wide';
import { addDays } from '../tax/civil-date';
import { type RegistrationDeps, registrationLog } from './deps';
import { reminderMail } from './registration-mail';

/** Reminders go from this hour (Nairobi) on the day before, so they arrive in the working day. */
export const TRAINING_REMINDER_HOUR = 8;
export const TRAINING_REMINDER_INTERVAL_MS = 15 * 60_000;
/**
 * Registrations paid longer ago than this are not looked at: their training is long past (seats
 * are sold only before a training starts), and its document need not be read at every pass.
 */
const LOOK_BACK_DAYS = 366;

/** When the reminders of a training starting at `starts` are due: from the day before at the hour, until it starts. */
export function reminderWindow(starts: Date): { from: Date; until: Date } {
  return { from: nairobiInstant(addDays(nairobiToday(starts), -1), TRAINING_REMINDER_HOUR), until: starts };
}

const waiting = (trainingId?: string) =>
  and(eq(registrations.status, 'paid'), isNull(registrations.reminderQueuedAt), ...(trainingId ? [eq(registrations.trainingId, trainingId)] : []));

/** Queues the reminders due now; returns how many were queued. */
export async function queueTrainingReminders(deps: RegistrationDeps): Promise<number> {
  const now = deps.now();
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000);
  const trainings = await deps.db
    .selectDistinct({ trainingId: registrations.trainingId })
    .from(registrations)
    .where(and(waiting(), gt(registrations.paidAt, since)));
  let contact: FirmContactDetails | undefined;
  let queued = 0;
  for (const { trainingId } of trainings) {
    const event = await deps.trainingEvent(trainingId);
    if (!event) continue;
    const { from, until } = reminderWindow(new Date(event.starts));
    if (now < from || now >= until) continue;
    contact ??= await deps.firmContact();
    const due = await deps.db.select({ id: registrations.id }).from(registrations).where(waiting(trainingId));
    for (const { id } of due) {
      if (await queueOne(id, event, contact, deps)) queued += 1;
    }
  }
  if (queued > 0) deps.wake();
  return queued;
}

async function queueOne(id: string, event: IcsEvent, contact: FirmContactDetails, deps: RegistrationDeps): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [registration] = await tx
      .update(registrations)
      .set({ reminderQueuedAt: deps.now() })
      .where(and(eq(registrations.id, id), waiting()))
      .returning();
    if (!registration) return false;
    await enqueueMail(tx, reminderMail(registration, event, deps.siteUrl, contact), deps.siteUrl);
    return true;
  });
}

type Shared = { timer?: NodeJS.Timeout; running?: Promise<void> };
const shared = () => processWide<Shared>('registrations.reminders', () => ({}));

/** Starts the job once per process: a pass now, then one every {@link TRAINING_REMINDER_INTERVAL_MS}; a failed pass is logged and the next tries again. */
export function startTrainingReminders(deps: () => Promise<RegistrationDeps>): void {
  const state = shared();
  if (state.timer) return;
  const tick = () => {
    state.running ??= deps()
      .then(queueTrainingReminders)
      .then((queued) => {
        if (queued > 0) registrationLog.info('queued training reminders', { queued });
      })
      .catch((error: unknown) => registrationLog.error('could not queue training reminders; trying again at the next pass', { error }))
      .finally(() => (state.running = undefined));
  };
  state.timer = setInterval(tick, TRAINING_REMINDER_INTERVAL_MS);
  state.timer.unref();
  tick();
}

/** Stops the job after the pass in hand, if any. */
export async function stopTrainingReminders(): Promise<void> {
  const state = shared();
  clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
}
