/**
 * The work a running site does besides answering requests: delivering the mail outbox and
 * applying the retention periods daily. `server.ts` starts it once the database is open and
 * stops it when the server stops (docs/pipeline.md).
 */
import { getDatabase } from '../db/client';
import { purgeExpired } from '../forms/records';
import { log } from '../log';
import { startMailWorker, stopMailWorker } from '../mail/runtime';

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

/** Starts the outbox worker and the daily retention purge (which also runs now). */
export function startBackgroundJobs(): void {
  void startMailWorker();
  void purgeOnce();
  purgeTimer = setInterval(() => void purgeOnce(), PURGE_INTERVAL_MS);
  purgeTimer.unref();
}

/** Stops them: the worker finishes the mail in hand first. */
export async function stopBackgroundJobs(): Promise<void> {
  clearInterval(purgeTimer);
  purgeTimer = undefined;
  await stopMailWorker();
}
