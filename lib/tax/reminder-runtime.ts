/**
 * The tax deadline reminder job of a running site: it runs at start and then every 15
 * minutes, queues the reminders that are due (lib/tax/reminders.ts) and wakes the outbox
 * worker. Every instance may run it: the database keeps each reminder to one mail. Started
 * and stopped with the server's background jobs (`lib/server/background-jobs.ts`); process-wide
 * (`lib/process-wide.ts`) so that one process has one timer whichever bundle imports it.
 */
import { openedAdmin, readFirmContact } from '../cms/read-firm-contact';
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import { log } from '../log';
import { wakeMailWorker } from '../mail/runtime';
import { processWide } from '../process-wide';
import { queueDueReminders } from './reminders';

export const REMINDER_INTERVAL_MS = 15 * 60_000;

type Shared = { timer?: NodeJS.Timeout; running?: Promise<void> };

const shared = () => processWide<Shared>('tax.reminders', () => ({}));

/** One pass; a failure (the database down) is logged and the next pass tries again. */
async function runOnce(): Promise<void> {
  try {
    const { db } = await getDatabase();
    // The server's own job, outside Next's bundle: the contact details come through the admin Next made ready.
    const contact = await readFirmContact(openedAdmin);
    const queued = await queueDueReminders({ db, siteUrl: getConfig().SITE_URL, now: new Date(), contact });
    if (queued > 0) {
      log.info('[tax] queued tax deadline reminders', { queued });
      wakeMailWorker();
    }
  } catch (error) {
    log.error(`[tax] could not queue tax deadline reminders; trying again in ${REMINDER_INTERVAL_MS / 60_000} minutes`, { error });
  }
}

function tick(state: Shared): void {
  // A slow pass is not overlapped by the next one.
  state.running ??= runOnce().finally(() => {
    state.running = undefined;
  });
}

/** Starts the job once per process: a pass now, then one every 15 minutes. */
export function startTaxReminders(): void {
  const state = shared();
  if (state.timer) return;
  state.timer = setInterval(() => tick(state), REMINDER_INTERVAL_MS);
  state.timer.unref();
  tick(state);
}

/** Stops the job after the pass in hand, if any. */
export async function stopTaxReminders(): Promise<void> {
  const state = shared();
  clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
}
