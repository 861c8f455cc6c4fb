/**
 * The work a running site does besides answering requests: delivering the mail outbox,
 * applying the retention periods daily and queuing tax deadline reminders. `server.ts` starts
 * it once the database is open and stops it when the server stops (docs/pipeline.md,
 * docs/tax-tools.md).
 */
import { getDatabase } from '../db/client';
import { purgeExpired } from '../forms/records';
import { log } from '../log';
import { startMailWorker, stopMailWorker } from '../mail/runtime';
import { startTaxReminders, stopTaxReminders } from '../tax/reminder-runtime';

const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
let purgeTimer: NodeJS.Timeout | undefined;

/** Deletes what the retention policy no longer keeps; a failure waits for the next day. */
async function purgeOnce(): Promise<void> {
  try {
    const report = await purgeExpired((await getDatabase()).db);
    const total = Object.values(report).reduce((sum, n) => sum + n, 0);
    if (total > 0) log.info('[forms] retention: deleted expired records', { deleted: report });
  } catch (error) {
    log.error('[forms] retention purge failed; it runs again tomorrow', { error });
  }
}

/** Starts the outbox worker, the daily retention purge (which also runs now) and the reminder job. */
export function startBackgroundJobs(): void {
  void startMailWorker();
  // Tax deadline reminders: queued into the outbox three days before each deadline.
  startTaxReminders();
  void purgeOnce();
  purgeTimer = setInterval(() => void purgeOnce(), PURGE_INTERVAL_MS);
  purgeTimer.unref();
}

/** Stops them: the reminder pass and the mail in hand finish first. */
export async function stopBackgroundJobs(): Promise<void> {
  clearInterval(purgeTimer);
  purgeTimer = undefined;
  await stopTaxReminders();
  await stopMailWorker();
}
