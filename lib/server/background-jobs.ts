/**
 * The work a running site does besides answering requests: delivering the mail outbox,
 * applying the retention periods daily, queuing tax deadline reminders and keeping the blog's
 * mirror in step with WordPress (docs/articles.md). `server.ts` starts
 * it once the database is open and stops it when the server stops (docs/pipeline.md,
 * docs/tax-tools.md).
 */
import type { RegenerationPlan } from '../articles/regeneration-plan';
import { lookAtMirrorNow, startArticleSync, stopArticleSync } from '../articles/runtime';
import { getDatabase } from '../db/client';
import { purgeExpired } from '../forms/records';
import { log } from '../log';
import { indexSiteContent } from '../search/content-index';
import { startMailWorker, stopMailWorker } from '../mail/runtime';
import { startTaxReminders, stopTaxReminders } from '../tax/reminder-runtime';
import { listenForChanges, type SiteChange } from './change-signal';

const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
let purgeTimer: NodeJS.Timeout | undefined;
let stopListening: (() => Promise<void>) | undefined;

/**
 * Changes other instances on the database announce (lib/server/change-signal.ts): this one
 * acts on them at once. Without the signal (the database unreachable at start) the scheduled
 * looks still find every change.
 */
async function listenToOtherInstances(hooks: BackgroundJobHooks): Promise<void> {
  const onChange = (change: SiteChange) => {
    if (change.kind === 'articles') void lookAtMirrorNow();
    else void hooks.onContentChange?.(change.change);
  };
  try {
    stopListening = await listenForChanges(await getDatabase(), onChange);
  } catch (error) {
    log.error('[changes] cannot hear other instances; their changes show here at the scheduled looks', { error });
  }
}

/** Site search: this build's content in the index (docs/search.md); the articles come with the sync. */
async function indexContentForSearch(): Promise<void> {
  try {
    const indexed = await indexSiteContent((await getDatabase()).db);
    log.info(`[search] indexed ${indexed} pages of the site's own content`);
  } catch (error) {
    log.error('[search] could not index the site content; search finds articles only until the next start', { error });
  }
}

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

export type BackgroundJobHooks = {
  /** Regenerates the server's cached pages a change of the blog's mirror made stale. */
  regenerateArticlePages: (plan: RegenerationPlan) => Promise<void>;
  /** Regenerates the server's cached pages a change of the firm's content (in the admin, on any instance) made stale. */
  onContentChange?: (change: unknown) => Promise<void>;
};

/**
 * Starts the outbox worker, the daily retention purge (which also runs now), the reminder job
 * and the blog's sync. Resolves once the mirror holds the configured blog only, before the
 * site answers its first request.
 */
export async function startBackgroundJobs(hooks: BackgroundJobHooks): Promise<void> {
  await indexContentForSearch();
  await startArticleSync(hooks.regenerateArticlePages);
  await listenToOtherInstances(hooks);
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
  await stopListening?.().catch(() => undefined);
  stopListening = undefined;
  await stopArticleSync();
  await stopTaxReminders();
  await stopMailWorker();
}
