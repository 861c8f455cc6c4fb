/**
 * The forms' part of a server start and stop: stamp each request with its peer address,
 * open and migrate the database, start the outbox worker; on SIGTERM or SIGINT, once the
 * requests in flight are answered, stop the worker after the mail in hand and close the
 * database.
 */
import { getServerConfig } from '../config';
import { log } from '../log';
import { installGracefulShutdown } from '../shutdown';
import { closeDatabase, getDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { startMailWorker, stopMailWorker } from '../mail/runtime';
import { installSocketAddressHeader } from './client-address';
import { purgeExpired } from './records';

const STARTED_KEY = Symbol.for('kilele.forms.runtime-started');
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

/**
 * Called once from `instrumentation.ts`. Throws on an invalid environment (including a
 * deployed site without `SMTP_URL` and an unusable DKIM key: `validateServerStart`), and with
 * {@link DataDirLockedError} when another process holds the embedded database: that
 * server must not run. Any other database
 * failure is logged and the site starts anyway: pages serve, forms answer 503 and the
 * mail worker keeps trying until the database is back.
 */
export async function startFormsRuntime(): Promise<void> {
  const scope = globalThis as typeof globalThis & { [STARTED_KEY]?: boolean };
  if (scope[STARTED_KEY]) return;
  scope[STARTED_KEY] = true;
  // An invalid environment, a deployed site without SMTP_URL or an unusable DKIM key stop here.
  getServerConfig();
  installSocketAddressHeader();
  try {
    await getDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    log.error('[forms] the database is not reachable yet: forms will answer 503 until it is', { error });
  }
  void startMailWorker();
  // Retention runs at start and then daily, so the privacy policy's periods hold by themselves.
  void purgeOnce();
  purgeTimer = setInterval(() => void purgeOnce(), PURGE_INTERVAL_MS);
  purgeTimer.unref();
  // On SIGTERM or SIGINT: requests in flight finish first, then the worker and database stop.
  installGracefulShutdown(stopFormsRuntime);
}

/** Stops the mail worker and closes the database. */
export async function stopFormsRuntime(): Promise<void> {
  clearInterval(purgeTimer);
  await stopMailWorker();
  await closeDatabase();
}

/**
 * The server start's entry (`instrumentation.ts`): an invalid environment, or another
 * process holding the embedded database, stops the process with one line saying why,
 * rather than serving forms that cannot store anything.
 */
export async function startFormsRuntimeOrExit(): Promise<void> {
  try {
    await startFormsRuntime();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause !== undefined ? { cause: error.cause } : {};
    log.error(`[forms] ${message.replace(/:\n\s+/, ': ').replace(/\n\s+/g, '; ')}`, cause);
    process.exit(1);
  }
}
