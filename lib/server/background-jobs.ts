/**
 * The work a running site does besides answering requests: delivering the mail outbox,
 * applying the retention periods daily (and to password-reset mail every minute), queuing tax deadline reminders, feeding
 * newsletter campaigns to the outbox (lib/newsletters/runtime.ts), sweeping the
 * trainings' registrations (lost M-Pesa callbacks, lapsed holds, waitlist offers; lib/registrations/sweeper.ts), queuing
 * the day-before reminders of trainings (lib/registrations/reminders.ts) and keeping the blog's
 * mirror in step with WordPress (docs/articles.md). `server.ts` starts
 * it once the database is open and stops it when the server stops (docs/pipeline.md,
 * docs/tax-tools.md).
 */
import type { RegenerationPlan } from '../articles/stale-pages';
import { lookAtMirrorNow, startArticleSync, stopArticleSync } from '../articles/runtime';
import { getDatabase } from '../db/client';
import { purgeExpired, retention } from '../forms/records';
import { log } from '../log';
import { msToNairobiMidnight } from '../nairobi-time';
import type { ContentRegenerationPlan } from '../cms/regenerate-pages';
import { startMailWorker, stopMailWorker } from '../mail/runtime';
import { forgetStaffMail } from '../mail/staff-mail';
import { erasableMailDirectory } from '../mail/transport';
import { getServerConfig } from '../config';
import { startTaxReminders, stopTaxReminders } from '../tax/reminder-runtime';
import { startNewsletterFeed, stopNewsletterFeed } from '../newsletters/runtime';
import { purgeNewsletterRecipients } from '../newsletters/sending';
import { listenForChanges, type SiteChange } from './change-signal';
import { defaultRegistrationDeps } from '../registrations/deps';
import { startTrainingReminders, stopTrainingReminders } from '../registrations/reminders';
import { startRegistrationSweeper, stopRegistrationSweeper } from '../registrations/sweeper';

const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
let purgeTimer: NodeJS.Timeout | undefined;
/** Staff-account mail goes within a minute of its time (lib/mail/staff-mail.ts). */
const STAFF_MAIL_SWEEP_MS = 60 * 1000;
let staffMailTimer: NodeJS.Timeout | undefined;
let stopListening: (() => Promise<void>) | undefined;

/**
 * Changes other instances on the database announce (lib/server/change-signal.ts), and content
 * changes committed outside a request in this one (Payload's job runner): this one acts on
 * them at once. Without the signal (the database unreachable at start) the scheduled looks
 * still find every change of the blog, and midnight regenerates every content page.
 */
async function listenToOtherInstances(hooks: BackgroundJobHooks): Promise<void> {
  const onChange = (change: SiteChange) => {
    if (change.kind === 'articles') void lookAtMirrorNow();
    else void hooks.onContentChange?.(change.plan);
  };
  try {
    stopListening = await listenForChanges(await getDatabase(), onChange);
  } catch (error) {
    log.error('[changes] cannot hear other instances; their changes show here at the scheduled looks', { error });
  }
}

let midnightTimer: NodeJS.Timeout | undefined;

/**
 * At midnight in Nairobi the content pages are regenerated: an opening whose closing date was
 * yesterday leaves the careers page, and an event that ended moves to the past ones.
 */
function regenerateAtMidnight(regenerate: (plan: ContentRegenerationPlan) => Promise<void>): void {
  midnightTimer = setTimeout(() => {
    regenerate({ everything: true }).catch((error: unknown) => log.error('[admin] the midnight regeneration failed', { error }));
    regenerateAtMidnight(regenerate);
  }, msToNairobiMidnight(new Date()) + 1000);
  midnightTimer.unref();
}

/** Deletes what the retention policy no longer keeps; a failure waits for the next day. */
async function purgeOnce(): Promise<void> {
  try {
    const { db } = await getDatabase();
    // A sent campaign's recipient rows go with its mails; the campaign keeps its counts.
    const report = { ...(await purgeExpired(db)), newsletterRecipients: await purgeNewsletterRecipients(db, retention.mailDays) };
    const total = Object.values(report).reduce((sum, n) => sum + n, 0);
    if (total > 0) log.info('[forms] retention: deleted expired records', { deleted: report });
  } catch (error) {
    log.error('[forms] retention purge failed; it runs again tomorrow', { error });
  }
}

/** Deletes password-reset mails whose links no longer work; a failure waits for the next minute. */
async function forgetStaffMailOnce(): Promise<void> {
  try {
    const forgotten = await forgetStaffMail((await getDatabase()).db, erasableMailDirectory(getServerConfig()));
    if (forgotten > 0) log.info('[mail] deleted staff-account mail past its link\'s life', { deleted: forgotten });
  } catch (error) {
    log.error('[mail] could not delete old staff-account mail; trying again in a minute', { error });
  }
}

export type BackgroundJobHooks = {
  /** Regenerates the server's cached pages a change of the blog's mirror made stale. */
  regenerateArticlePages: (plan: RegenerationPlan) => Promise<void>;
  /** Regenerates the pages that show the admin's content (lib/cms/regenerate-pages.ts): at midnight in Nairobi. */
  regenerateContentPages: (plan: ContentRegenerationPlan) => Promise<void>;
  /** Regenerates the server's cached pages a committed change of the firm's content made stale: the plan as its signal carried it. */
  onContentChange?: (plan: unknown) => Promise<void>;
};

/**
 * Starts the outbox worker, the daily retention purge (which also runs now), the reminder job,
 * the registrations' sweeper and the blog's sync. Resolves once the mirror holds the configured blog only, before the
 * site answers its first request.
 */
export async function startBackgroundJobs(hooks: BackgroundJobHooks): Promise<void> {
  regenerateAtMidnight(hooks.regenerateContentPages);
  await startArticleSync(hooks.regenerateArticlePages);
  await listenToOtherInstances(hooks);
  void startMailWorker();
  // Tax deadline reminders: queued into the outbox three days before each deadline.
  startTaxReminders();
  // Newsletter campaigns: scheduled ones started when due, every one fed to the outbox at NEWSLETTER_RATE.
  startNewsletterFeed();
  startRegistrationSweeper(defaultRegistrationDeps);
  // The day before a training, each paid registration's reminder, once (lib/registrations/reminders.ts).
  startTrainingReminders(defaultRegistrationDeps);
  void purgeOnce();
  purgeTimer = setInterval(() => void purgeOnce(), PURGE_INTERVAL_MS);
  purgeTimer.unref();
  staffMailTimer = setInterval(() => void forgetStaffMailOnce(), STAFF_MAIL_SWEEP_MS);
  staffMailTimer.unref();
}

/** Stops them: the reminder pass and the mail in hand finish first. */
export async function stopBackgroundJobs(): Promise<void> {
  clearInterval(purgeTimer);
  purgeTimer = undefined;
  clearInterval(staffMailTimer);
  staffMailTimer = undefined;
  clearTimeout(midnightTimer);
  midnightTimer = undefined;
  await stopListening?.().catch(() => undefined);
  stopListening = undefined;
  await stopArticleSync();
  await stopTaxReminders();
  await stopNewsletterFeed();
  await stopRegistrationSweeper();
  await stopTrainingReminders();
  await stopMailWorker();
}
