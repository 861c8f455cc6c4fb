/**
 * Sending a newsletter campaign (issue 32, docs/newsletters.md):
 *
 * - **Start** (Send now, or a scheduled campaign come due): one transaction locks the campaign,
 *   writes its `newsletter_sends` row (the key: a campaign starts once), one recipient row for
 *   every confirmed, unsuppressed subscriber whose topics meet the campaign's (one statement),
 *   the campaign's status `sending`, and the audit log's entry.
 * - **Feed** ({@link feedNewsletters}, every instance, every few seconds): under one advisory
 *   lock on the database, counts the newsletter mails queued in the last minute and those still
 *   undelivered, and queues at most what `NEWSLETTER_RATE` leaves, each in the transaction that
 *   records its mail on the recipient row. A recipient row is queued once, however many
 *   instances run and however often one is killed; the outbox sends each queued mail once.
 * - **Finish**: once no row waits and no mail is undelivered, the campaign is `sent` and its
 *   sent and failed counts are kept with it.
 * - **Stop** ({@link stopSending}, an admin, while it sends): under the campaign's lock, every row
 *   not yet handed to a mail worker is cancelled; the campaign is `stopped` (part sent, never
 *   public) and finishes as above once the mails already in a worker's hands are done.
 * - **Nobody to reach**: Send now with no confirmed subscriber in the topics is refused and
 *   changes nothing; a schedule that comes due with nobody to reach makes the campaign a draft
 *   again (nothing was sent, so it is no archive page), and the audit log says why.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Staff } from '../cms/leads/audit';
import { recordLeadAudit } from '../cms/leads/audit';
import { leadAudit, mailSuppressions, newsletterRecipients, newsletterSends, subscribers } from '../db/schema';
import { type Db, rowsOf } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { newsletterPagesOf } from './archive-pages';
import { newsletterMail, type SenderAddress } from './mail';

export type Campaign = {
  id: number;
  subject: string;
  preheader: string | null;
  body: unknown;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'stopped';
  scheduledFor: Date | null;
  topics: string[];
};

/** Send now's answer when the campaign's topics have no confirmed subscriber. */
export const NOBODY_TO_REACH = 'No confirmed subscriber has chosen these topics; nothing was sent.';

/** The audit log's reason when a schedule came due with nobody to reach. */
export const SCHEDULE_FOUND_NOBODY = 'No confirmed subscriber had chosen these topics when the schedule came due; nothing was sent, and the campaign is a draft again.';

/** A send action refused, with the status and message the endpoint answers. */
export class SendRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

type UploadNode = { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown; root?: unknown };

/** The tables of the collections a campaign's body may show a file of. */
const UPLOAD_TABLES: Record<string, SQL> = { media: sql`payload.media`, documents: sql`payload.documents` };

/**
 * The body as the admin's tables keep it names an upload by its id; the mail shows the file
 * (its name for the address, its type, its alt text), so each is filled in from its collection's
 * table, as Payload does when it reads a document at depth 1. A file since deleted stays an id,
 * and the mail leaves it out.
 */
async function withUploads(db: Db, body: unknown): Promise<unknown> {
  const copy = structuredClone(body);
  const uploads: UploadNode[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const current = node as UploadNode;
    if (current.type === 'upload' && typeof current.relationTo === 'string' && (typeof current.value === 'number' || typeof current.value === 'string')) uploads.push(current);
    visit(current.root);
    if (Array.isArray(current.children)) current.children.forEach(visit);
  };
  visit(copy);
  for (const [collection, table] of Object.entries(UPLOAD_TABLES)) {
    const ids = [...new Set(uploads.filter((node) => node.relationTo === collection).map((node) => Number(node.value)).filter(Number.isInteger))];
    if (ids.length === 0) continue;
    const files = rowsOf<{ id: number; filename: string | null; mime_type: string | null; alt?: string | null; width: string | number | null; height: string | number | null }>(
      await db.execute(sql`select * from ${table} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
    );
    const byId = new Map(files.map((file) => [file.id, file]));
    for (const node of uploads.filter((candidate) => candidate.relationTo === collection)) {
      const file = byId.get(Number(node.value));
      if (file) {
        node.value = { id: file.id, filename: file.filename, mimeType: file.mime_type, alt: file.alt ?? null, width: file.width === null ? null : Number(file.width), height: file.height === null ? null : Number(file.height) };
      }
    }
  }
  return copy;
}

/** The campaign as the send actions read it, straight from the admin's tables (locked for the transaction with `lock`). */
export async function readCampaign(db: Db, id: number, lock = false): Promise<Campaign | undefined> {
  const [row] = rowsOf<{ id: number; subject: string; preheader: string | null; body: unknown; status: Campaign['status']; scheduled_for: string | Date | null }>(
    await db.execute(
      sql`select id, subject, preheader, body, status, scheduled_for from payload.campaigns where id = ${id} ${lock ? sql`for update` : sql``}`,
    ),
  );
  if (!row) return undefined;
  const topics = rowsOf<{ value: string }>(
    await db.execute(sql`select value::text as value from payload.campaigns_topics where parent_id = ${id} order by "order"`),
  ).map((topic) => topic.value);
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    body: await withUploads(db, row.body),
    status: row.status,
    scheduledFor: row.scheduled_for ? new Date(row.scheduled_for) : null,
    topics,
  };
}

/** The subscribers a campaign to `topics` goes to: confirmed, one of the topics chosen, not suppressed. */
const audienceOf = (topics: readonly string[]) =>
  // The topics travel as one parameter (a topic's value has no comma: content/newsletter-topics.ts).
  sql`${subscribers.status} = 'confirmed' and ${subscribers.topics} && string_to_array(${topics.join(',')}, ',')
    and not exists (select 1 from ${mailSuppressions} where ${mailSuppressions.address} = ${subscribers.email})`;

/** How many subscribers a campaign to `topics` would reach now: what the admin shows beside Send now. */
export async function audienceSize(db: Db, topics: readonly string[]): Promise<number> {
  if (topics.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(audienceOf(topics));
  return row?.n ?? 0;
}

function ensureStartable(campaign: Campaign | undefined, allowed: readonly Campaign['status'][]): Campaign {
  if (!campaign) throw new SendRefused(404, 'There is no such campaign.');
  if (!allowed.includes(campaign.status)) throw new SendRefused(409, `This campaign is ${campaign.status} already.`);
  if (campaign.topics.length === 0) throw new SendRefused(400, 'Choose at least one topic, and save, before sending.');
  return campaign;
}

/**
 * Starts sending now; resolves how many subscribers it goes to. `due`: the schedule starts it,
 * so under the row's lock it must still be scheduled, and for now or earlier (a cancel or a later
 * time saved since the feed looked wins).
 *
 * With nobody to reach, nothing starts: Send now is refused ({@link NOBODY_TO_REACH}) and the
 * transaction undone; a schedule come due makes the campaign a draft again, resolving 0, with
 * the audit log's entry saying why (a campaign mailed to no one must not become an archive page).
 */
export async function startSending(db: Db, campaignId: number, staff: Staff, { due = false } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const campaign = ensureStartable(await readCampaign(tx, campaignId, true), due ? ['scheduled'] : ['draft', 'scheduled']);
    if (due) {
      const [stillDue] = rowsOf<{ due: boolean }>(await tx.execute(sql`select scheduled_for <= now() as due from payload.campaigns where id = ${campaignId}`));
      if (!stillDue?.due) throw new SendRefused(409, 'This campaign is scheduled for later.');
    }
    const [started] = await tx
      .insert(newsletterSends)
      .values({ campaignId, startedBy: staff.id, recipients: 0 })
      .onConflictDoNothing()
      .returning({ campaignId: newsletterSends.campaignId });
    if (!started) throw new SendRefused(409, 'This campaign has started sending already.');
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await tx.execute(sql`with written as (
        insert into ${newsletterRecipients} (campaign_id, subscriber_id)
        select ${campaignId}, ${subscribers.id} from ${subscribers} where ${audienceOf(campaign.topics)}
        returning 1
      ) select count(*)::int as n from written`),
    );
    if (n === 0) {
      if (!due) throw new SendRefused(409, NOBODY_TO_REACH);
      await tx.delete(newsletterSends).where(eq(newsletterSends.campaignId, campaignId));
      await tx.execute(sql`update payload.campaigns set status = 'draft', scheduled_for = null, updated_at = now() where id = ${campaignId}`);
      await recordLeadAudit(tx, staff, {
        action: 'changed',
        details: { campaignId, subject: campaign.subject, scheduleCancelled: campaign.scheduledFor?.toISOString() ?? null, reason: SCHEDULE_FOUND_NOBODY },
      });
      return 0;
    }
    await tx.update(newsletterSends).set({ recipients: n }).where(eq(newsletterSends.campaignId, campaignId));
    await tx.execute(sql`update payload.campaigns set status = 'sending', updated_at = now() where id = ${campaignId}`);
    await recordLeadAudit(tx, staff, { action: 'sent', details: { campaignId, subject: campaign.subject, topics: campaign.topics, recipients: n } });
    return n;
  });
}

/** Schedules sending at `at` (in the future); the feed starts it when due ({@link startDueCampaigns}). */
export async function scheduleSending(db: Db, campaignId: number, at: Date, staff: Staff, now = new Date()): Promise<void> {
  if (!(at.getTime() > now.getTime())) throw new SendRefused(400, 'Choose a time in the future.');
  // JavaScript takes years to 275760; PostgreSQL's timestamps end with 9999.
  if (at.getUTCFullYear() > 9999) throw new SendRefused(400, 'Choose a time before the year 10000.');
  await db.transaction(async (tx) => {
    const campaign = ensureStartable(await readCampaign(tx, campaignId, true), ['draft', 'scheduled']);
    await tx.execute(sql`update payload.campaigns set status = 'scheduled', scheduled_for = ${at.toISOString()}, updated_at = now() where id = ${campaignId}`);
    await recordLeadAudit(tx, staff, {
      action: 'sent',
      details: { campaignId, subject: campaign.subject, topics: campaign.topics, scheduledFor: at.toISOString(), audienceNow: await audienceSize(tx, campaign.topics) },
    });
  });
}

/**
 * Takes a scheduled campaign back to a draft, before it starts: under the campaign's row lock,
 * as {@link startSending} takes it, so a schedule come due either starts first (and this is
 * refused) or finds a draft. The audit log records who cancelled it.
 */
export async function unscheduleSending(db: Db, campaignId: number, staff: Staff): Promise<void> {
  await db.transaction(async (tx) => {
    const campaign = await readCampaign(tx, campaignId, true);
    if (!campaign) throw new SendRefused(404, 'There is no such campaign.');
    if (campaign.status !== 'scheduled') throw new SendRefused(409, `This campaign is ${campaign.status}: there is no schedule to cancel.`);
    await tx.execute(sql`update payload.campaigns set status = 'draft', scheduled_for = null, updated_at = now() where id = ${campaignId}`);
    await recordLeadAudit(tx, staff, {
      action: 'changed',
      details: { campaignId, subject: campaign.subject, scheduleCancelled: campaign.scheduledFor?.toISOString() ?? null },
    });
  });
}

export type Stopped = { recipients: number; sent: number; cancelled: number };

/**
 * Stops a campaign that is sending; resolves how many of its recipients had been sent to, and
 * how many now never will be. Under the campaign's row lock (as {@link startSending} and
 * {@link unscheduleSending} take it), in one transaction:
 *
 * - Every recipient row not yet queued is cancelled. A feed pass that holds some of them (it
 *   locks the rows it takes, and queues their mails in its own transaction) is waited for: the
 *   update then sees them queued, and the next step decides. A row cancelled here is never taken
 *   by any instance's feed, which reads the row's state from the database. It is marked skipped
 *   as well, so that an instance still running code from before stopping existed (a rolling
 *   upgrade, or a rollback) passes it over too; `cancelled_at` tells the two apart.
 * - A campaign whose every mail is delivered or failed, waiting only for its finish, is not
 *   stopped (409): there is nothing left to stop, and a stop would hide a campaign sent whole.
 * - Queued mails that no worker has claimed are withdrawn from the outbox, and their rows
 *   cancelled too. This is safe under the outbox's lease: a worker claims a mail by setting
 *   `locked_by` in the same statement that locks the row (`FOR UPDATE SKIP LOCKED`), and sends
 *   it only after renewing that claim on a row still there and undelivered. So a mail whose
 *   `locked_by` is empty when this delete locks it has not been sent and now never is; one a
 *   worker claimed first is left alone (the delete re-reads the row after the claim commits, and
 *   it no longer matches). A claimed mail, even one whose lease lapsed, is left to go: its worker
 *   may have handed it to the relay without recording it yet, and deleting it would lose that.
 *   Such mails (at most a worker's batch per instance) still arrive after the stop, and one the
 *   relay defers is retried as any mail is.
 * - The campaign is `stopped`: part sent, not public (no archive page, feed, sitemap or search),
 *   not editable; it finishes, its counts kept, once those last mails are done ({@link finishCampaigns}).
 *
 * The audit log records who stopped it, after how many of how many were sent.
 */
export async function stopSending(db: Db, campaignId: number, staff: Staff): Promise<Stopped> {
  return db.transaction(async (tx) => {
    const campaign = await readCampaign(tx, campaignId, true);
    if (!campaign) throw new SendRefused(404, 'There is no such campaign.');
    if (campaign.status !== 'sending') throw new SendRefused(409, `This campaign is ${campaign.status}: only a campaign that is sending can be stopped.`);
    const [waiting] = rowsOf<{ n: number }>(
      await tx.execute(sql`with cancelled as (
        update ${newsletterRecipients} set cancelled_at = now(), skipped_at = now()
        where campaign_id = ${campaignId} and mail_id is null and skipped_at is null and cancelled_at is null
        returning 1
      ) select count(*)::int as n from cancelled`),
    );
    const [withdrawn] = rowsOf<{ n: number }>(
      await tx.execute(sql`with withdrawn as (
        delete from mail_outbox o using ${newsletterRecipients} r
        where r.campaign_id = ${campaignId} and o.id = r.mail_id and o.sent_at is null and o.dead_at is null and o.locked_by is null
        returning o.id
      ), cancelled as (
        update ${newsletterRecipients} set cancelled_at = now(), skipped_at = now(), mail_id = null
        where campaign_id = ${campaignId} and mail_id in (select id from withdrawn)
        returning 1
      ) select count(*)::int as n from cancelled`),
    );
    const cancelled = (waiting?.n ?? 0) + (withdrawn?.n ?? 0);
    if (cancelled === 0) {
      const [going] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from ${newsletterRecipients} r join mail_outbox o on o.id = r.mail_id
          where r.campaign_id = ${campaignId} and o.sent_at is null and o.dead_at is null`),
      );
      // Every mail is delivered or dead, and the finish has not run yet: there is nothing to stop,
      // and a stop now would hide a campaign that went out whole (the transaction rolls back).
      if ((going?.n ?? 0) === 0) throw new SendRefused(409, 'This campaign has just finished sending: there is nothing left to stop.');
    }
    const [sent] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${newsletterRecipients} r join mail_outbox o on o.id = r.mail_id
        where r.campaign_id = ${campaignId} and o.sent_at is not null`),
    );
    const [send] = await tx
      .update(newsletterSends)
      .set({ cancelled })
      .where(eq(newsletterSends.campaignId, campaignId))
      .returning({ recipients: newsletterSends.recipients });
    await tx.execute(sql`update payload.campaigns set status = 'stopped', updated_at = now() where id = ${campaignId}`);
    const stopped = { recipients: send?.recipients ?? 0, sent: sent?.n ?? 0, cancelled };
    await recordLeadAudit(tx, staff, {
      action: 'changed',
      details: { campaignId, subject: campaign.subject, stopped: `after ${stopped.sent} of ${stopped.recipients} sent`, ...stopped },
    });
    return stopped;
  });
}

/**
 * Starts each scheduled campaign that is due, in the name of whoever scheduled it; resolves how
 * many started (one that found nobody to reach is a draft again, and not counted).
 */
export async function startDueCampaigns(db: Db): Promise<number> {
  const due = rowsOf<{ id: number }>(await db.execute(sql`select id from payload.campaigns where status = 'scheduled' and scheduled_for <= now()`));
  let started = 0;
  for (const { id } of due) {
    const [scheduler] = await db
      .select({ id: leadAudit.staffUserId, email: leadAudit.staffEmail })
      .from(leadAudit)
      .where(and(eq(leadAudit.action, 'sent'), sql`${leadAudit.details}->>'campaignId' = ${String(id)}`))
      .orderBy(sql`${leadAudit.id} desc`)
      .limit(1);
    try {
      if ((await startSending(db, id, scheduler ?? { id: 0, email: 'the schedule' }, { due: true })) > 0) started += 1;
    } catch (error) {
      // Another instance started it first, or its schedule was cancelled or moved since the look above.
      if (!(error instanceof SendRefused)) throw error;
    }
  }
  return started;
}

/** A lock key of the feed's own: the instances take turns counting and queuing. */
const FEED_LOCK = 0x6e657773;

export type FeedOptions = {
  siteUrl: string;
  /** The firm's address for the mails' footer (the admin's contact details), read once a pass. */
  contact?: () => Promise<SenderAddress>;
  rate: number;
  /** How many a pass may queue; spreads a minute's mails over its passes. */
  perPass: number;
  /**
   * Tells the site, within the transaction that makes a campaign `sent`, which public pages now
   * show it (its archive page, the list, the feed): the status changes here, not through the
   * admin, whose hooks would say so.
   */
  announceSent?: (tx: Db, pages: string[]) => Promise<void>;
};

/**
 * Queues as many waiting recipients' mails as the rate leaves (over every instance), then
 * finishes the campaigns with nothing left; resolves how many it queued. Safe on any number of
 * instances at once, and after any crash.
 */
export async function feedNewsletters(db: Db, options: FeedOptions): Promise<number> {
  // Read before the transaction (kept between reads: lib/cms/kept-reads.ts); a mail without the address beats no mail.
  const contact = await options.contact?.().catch(() => undefined);
  const queued = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${FEED_LOCK}) as ok`));
    if (!lock?.ok) return 0;
    // Queued in the last minute, and older ones not yet delivered and due: what the relay has been, or is about to be, handed.
    const [window] = rowsOf<{ n: number }>(
      await tx.execute(sql`select
        (select count(*) from ${newsletterRecipients} where queued_at > now() - interval '1 minute')::int
        + (select count(*) from mail_outbox where kind = 'newsletter' and sent_at is null and dead_at is null and created_at <= now() - interval '1 minute'
           -- not those waiting out a refusal's backoff (hours, at worst): they would hold the campaign up, not the relay
           and next_attempt_at <= now())::int as n`),
    );
    const room = Math.min(options.perPass, options.rate - (window?.n ?? 0));
    if (room <= 0) return 0;
    const turn = await tx
      .select({ campaignId: newsletterRecipients.campaignId, subscriberId: newsletterRecipients.subscriberId })
      .from(newsletterRecipients)
      // A row a stop cancelled is never taken; one this pass holds, a stop waits for (stopSending).
      .where(and(isNull(newsletterRecipients.mailId), isNull(newsletterRecipients.skippedAt), isNull(newsletterRecipients.cancelledAt)))
      .orderBy(newsletterRecipients.campaignId)
      .limit(room)
      .for('update', { skipLocked: true });
    const campaigns = new Map<number, Campaign | undefined>();
    let count = 0;
    for (const row of turn) {
      if (await queueOne(tx, row, campaigns, options.siteUrl, contact)) count += 1;
    }
    return count;
  });
  await finishCampaigns(db, options.announceSent);
  return queued;
}

/** The campaign of a recipient row, read once a pass; undefined if it is no longer stored. */
async function campaignOf(tx: Db, id: number, cache: Map<number, Campaign | undefined>): Promise<Campaign | undefined> {
  if (cache.has(id)) return cache.get(id);
  const campaign = await readCampaign(tx, id);
  cache.set(id, campaign);
  return campaign;
}

/**
 * Queues one recipient's mail, or marks the row skipped when they left meanwhile (or the
 * campaign's row is gone: deleted by hand, it must not hold up every other campaign); true if queued.
 */
async function queueOne(tx: Db, row: { campaignId: number; subscriberId: string }, cache: Map<number, Campaign | undefined>, siteUrl: string, contact: SenderAddress): Promise<boolean> {
  const which = and(eq(newsletterRecipients.campaignId, row.campaignId), eq(newsletterRecipients.subscriberId, row.subscriberId));
  const campaign = await campaignOf(tx, row.campaignId, cache);
  // Shared lock: an unsubscribe (which updates the row) waits for this mail's transaction, or this waits for it.
  const [subscriber] = await tx
    .select({ email: subscribers.email, unsubscribeToken: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.id, row.subscriberId),
        eq(subscribers.status, 'confirmed'),
        sql`not exists (select 1 from ${mailSuppressions} where ${mailSuppressions.address} = ${subscribers.email})`,
      ),
    )
    .for('share');
  if (!subscriber || !campaign) {
    await tx.update(newsletterRecipients).set({ skippedAt: sql`now()` }).where(which);
    return false;
  }
  const mailId = await enqueueMail(tx, newsletterMail(campaign, subscriber, siteUrl, contact), siteUrl);
  await tx.update(newsletterRecipients).set({ mailId, queuedAt: sql`now()` }).where(which);
  return true;
}

/**
 * Campaigns with no recipient waiting and no mail undelivered finish, their counts kept: a
 * sending one becomes `sent` (and public), a stopped one stays `stopped`.
 */
async function finishCampaigns(db: Db, announceSent: FeedOptions['announceSent']): Promise<void> {
  const done = rowsOf<{ campaign_id: number; sent: number; failed: number }>(
    await db.execute(sql`select s.campaign_id,
        (select count(*) from ${newsletterRecipients} r join mail_outbox o on o.id = r.mail_id where r.campaign_id = s.campaign_id and o.sent_at is not null)::int as sent,
        (select count(*) from ${newsletterRecipients} r join mail_outbox o on o.id = r.mail_id where r.campaign_id = s.campaign_id and o.dead_at is not null)::int as failed
      from ${newsletterSends} s
      where s.finished_at is null
        and not exists (select 1 from ${newsletterRecipients} r where r.campaign_id = s.campaign_id and r.mail_id is null and r.skipped_at is null and r.cancelled_at is null)
        and not exists (select 1 from ${newsletterRecipients} r join mail_outbox o on o.id = r.mail_id
                        where r.campaign_id = s.campaign_id and o.sent_at is null and o.dead_at is null)`),
  );
  for (const campaign of done) {
    await db.transaction(async (tx) => {
      // The campaign's row lock first, as the send actions take it: a stop and this finish take turns.
      await tx.execute(sql`select id from payload.campaigns where id = ${campaign.campaign_id} for update`);
      const [finished] = await tx
        .update(newsletterSends)
        .set({ finishedAt: sql`now()`, sent: campaign.sent, failed: campaign.failed })
        .where(and(eq(newsletterSends.campaignId, campaign.campaign_id), isNull(newsletterSends.finishedAt)))
        .returning({ campaignId: newsletterSends.campaignId });
      if (!finished) return;
      const [settled] = rowsOf<{ status: string; slug: string | null }>(
        await tx.execute(sql`update payload.campaigns
          set status = case when status = 'sending' then 'sent' else status end, sent_at = now(), updated_at = now()
          where id = ${campaign.campaign_id} returning status, slug`),
      );
      if (settled?.status === 'sent') await announceSent?.(tx, newsletterPagesOf(settled));
    });
  }
}

/** `cancelled`: never sent because an admin stopped the campaign. */
export type CampaignCounts = { recipients: number; sent: number; toSend: number; failed: number; cancelled: number; unsubscribedSince: number; finished: boolean };

/** The numbers the campaign's page shows; undefined before it starts. */
export async function campaignCounts(db: Db, campaignId: number): Promise<CampaignCounts | undefined> {
  const [send] = await db.select().from(newsletterSends).where(eq(newsletterSends.campaignId, campaignId));
  if (!send) return undefined;
  const finished = send.finishedAt !== null;
  if (send.purgedAt) {
    return { recipients: send.recipients, sent: send.sent ?? 0, toSend: 0, failed: send.failed ?? 0, cancelled: send.cancelled ?? 0, unsubscribedSince: send.unsubscribed ?? 0, finished };
  }
  const [live] = rowsOf<{ sent: number; failed: number; cancelled: number; to_send: number; unsubscribed: number }>(
    await db.execute(sql`select
        count(*) filter (where o.sent_at is not null)::int as sent,
        count(*) filter (where o.dead_at is not null)::int as failed,
        count(*) filter (where r.cancelled_at is not null)::int as cancelled,
        count(*) filter (where (r.mail_id is null and r.skipped_at is null and r.cancelled_at is null) or (o.id is not null and o.sent_at is null and o.dead_at is null))::int as to_send,
        count(*) filter (where sub.status = 'unsubscribed' and sub.unsubscribed_at >= ${send.startedAt.toISOString()})::int as unsubscribed
      from ${newsletterRecipients} r
      left join mail_outbox o on o.id = r.mail_id
      left join ${subscribers} sub on sub.id = r.subscriber_id
      where r.campaign_id = ${campaignId}`),
  );
  return {
    recipients: send.recipients,
    // The outbox forgets delivered mail after its retention period; the counts kept at the finish stay.
    sent: finished ? (send.sent ?? 0) : (live?.sent ?? 0),
    failed: finished ? (send.failed ?? 0) : (live?.failed ?? 0),
    toSend: live?.to_send ?? 0,
    cancelled: live?.cancelled ?? 0,
    unsubscribedSince: live?.unsubscribed ?? 0,
    finished,
  };
}

/**
 * When the campaign's latest change in the audit log is a schedule that came due with nobody to
 * reach, the time it was scheduled for (what the admin's panel tells staff); otherwise null.
 */
export async function scheduleThatFoundNobody(db: Db, campaignId: number): Promise<string | null> {
  const [latest] = await db
    .select({ details: leadAudit.details })
    .from(leadAudit)
    .where(sql`${leadAudit.details}->>'campaignId' = ${String(campaignId)}`)
    .orderBy(sql`${leadAudit.id} desc`)
    .limit(1);
  if (latest?.details.reason !== SCHEDULE_FOUND_NOBODY) return null;
  return typeof latest.details.scheduleCancelled === 'string' ? latest.details.scheduleCancelled : null;
}

/**
 * Past the retention period of mail (`days` after a campaign finished), its recipient rows go:
 * the campaign keeps its counts ("unsubscribed since" as it stood then), not who they were.
 */
export async function purgeNewsletterRecipients(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const due = await db
    .select({ campaignId: newsletterSends.campaignId })
    .from(newsletterSends)
    .where(and(isNull(newsletterSends.purgedAt), sql`${newsletterSends.finishedAt} < ${cutoff.toISOString()}`));
  let purged = 0;
  for (const { campaignId } of due) {
    const counts = await campaignCounts(db, campaignId);
    await db.transaction(async (tx) => {
      await tx
        .update(newsletterSends)
        .set({ unsubscribed: counts?.unsubscribedSince ?? 0, purgedAt: sql`now()` })
        .where(eq(newsletterSends.campaignId, campaignId));
      purged += (await tx.delete(newsletterRecipients).where(eq(newsletterRecipients.campaignId, campaignId)).returning({ id: newsletterRecipients.subscriberId })).length;
    });
  }
  return purged;
}
