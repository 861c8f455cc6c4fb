/**
 * The newsletter job of a running site: every {@link FEED_INTERVAL_MS} it starts the scheduled
 * campaigns that are due and feeds waiting recipients into the outbox at `NEWSLETTER_RATE`
 * (lib/newsletters/sending.ts), then wakes the outbox worker. Every instance runs it: the
 * database keeps each mail to one, and the rate to all instances together. Started and stopped
 * with the server's background jobs; process-wide (lib/process-wide.ts) so that one process has
 * one timer whichever bundle imports it.
 */
import type { ContentRegenerationPlan } from '../cms/regenerate-pages';
import { openedAdmin, readFirmContact } from '../cms/read-firm-contact';
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import type { Db } from '../db/types';
import { log } from '../log';
import { wakeMailWorker } from '../mail/runtime';
import { processWide } from '../process-wide';
import { announceChange, changeChannel } from '../server/change-signal';
import { type FeedOptions, feedNewsletters, startDueCampaigns } from './sending';

export const FEED_INTERVAL_MS = 2_000;

type Shared = { timer?: NodeJS.Timeout; running?: Promise<void>; waitingForAdminTables?: boolean };

/** PostgreSQL's undefined_table, as the driver reports it (on the error or, through Drizzle, its cause). */
const isMissingTable = (error: unknown): boolean => {
  const code = (value: unknown) => (value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined);
  return code(error) === '42P01' || code((error as { cause?: unknown } | undefined)?.cause) === '42P01';
};

const shared = () => processWide<Shared>('newsletters.feed', () => ({}));

/** A minute's mails spread over its passes, so the relay sees a steady pace rather than a burst each minute. */
export const perPass = (rate: number) => Math.max(1, Math.ceil((rate * FEED_INTERVAL_MS) / 60_000));

/**
 * Tells every instance, in the transaction that makes a campaign sent, to regenerate its archive
 * pages, as a save in the admin would. (The plan as lib/cms/revalidate.ts makes it; that module is
 * Next's, and this runs in the server's own bundle too.)
 */
export function sentAnnouncer(handle: Parameters<typeof changeChannel>[0]): NonNullable<FeedOptions['announceSent']> {
  return (tx: Db, pages: string[]) => {
    const plan: ContentRegenerationPlan = { everything: false, paths: [...new Set(pages)].sort() };
    return announceChange(tx, changeChannel(handle), { kind: 'content', plan }, { thisProcessToo: true });
  };
}

/**
 * One pass; a failure (the database down) is logged and the next pass tries again. Before the
 * admin's migrations have made the campaigns' table (a first start), there is nothing to send:
 * that is said once, not every pass.
 */
async function runOnce(state: Shared): Promise<void> {
  try {
    const handle = await getDatabase();
    const { db } = handle;
    const config = getConfig();
    const announceSent = sentAnnouncer(handle);
    const started = await startDueCampaigns(db);
    if (started > 0) log.info('[newsletters] started scheduled campaigns', { started });
    const queued = await feedNewsletters(db, {
      siteUrl: config.SITE_URL,
      contact: () => readFirmContact(openedAdmin),
      rate: config.NEWSLETTER_RATE,
      perPass: perPass(config.NEWSLETTER_RATE),
      announceSent,
    });
    if (queued > 0) wakeMailWorker();
    state.waitingForAdminTables = false;
  } catch (error) {
    if (isMissingTable(error)) {
      if (!state.waitingForAdminTables) log.warn('[newsletters] the admin\'s tables are not there yet; no campaign to send until they are', { error });
      state.waitingForAdminTables = true;
      return;
    }
    log.error('[newsletters] could not feed the outbox; trying again shortly', { error });
  }
}

function tick(state: Shared): void {
  // A slow pass is not overlapped by the next one.
  state.running ??= runOnce(state).finally(() => {
    state.running = undefined;
  });
}

/** Starts the job once per process. */
export function startNewsletterFeed(): void {
  const state = shared();
  if (state.timer) return;
  state.timer = setInterval(() => tick(state), FEED_INTERVAL_MS);
  state.timer.unref();
  tick(state);
}

/** Stops the job after the pass in hand, if any. */
export async function stopNewsletterFeed(): Promise<void> {
  const state = shared();
  clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
}
