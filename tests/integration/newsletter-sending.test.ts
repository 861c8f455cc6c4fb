/**
 * Sending newsletter campaigns (lib/newsletters/sending.ts) on the embedded PostgreSQL server
 * with the admin's tables, through the outbox to a real SMTP server: exactly one copy per
 * confirmed subscriber of the campaign's topics, nothing to the unconfirmed, unsubscribed or
 * suppressed; a 5xx suppresses the address for later campaigns; two instances feeding and
 * delivering at once send each mail once and together stay within the rate; the firm's own
 * mail goes before newsletters; erasure and the retention purge leave the counts. A stop mid-send
 * cancels every row not yet in a mail worker's hands, whichever instance feeds, and no cancelled
 * row is ever mailed; a campaign with nobody to reach never starts, and never becomes public.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadAudit, mailOutbox, mailSuppressions, newsletterRecipients, newsletterSends, subscribers } from '../../lib/db/schema';
import { type Db, rowsOf } from '../../lib/db/types';
import { eraseByEmail } from '../../lib/forms/records';
import { enqueueMail } from '../../lib/mail/outbox';
import { createSmtpTransport, type MailTransport } from '../../lib/mail/transport';
import { OutboxWorker } from '../../lib/mail/worker';
import {
  audienceSize,
  campaignCounts,
  feedNewsletters,
  purgeNewsletterRecipients,
  readCampaign,
  scheduleSending,
  scheduleThatFoundNobody,
  startDueCampaigns,
  unscheduleSending,
  startSending,
  stopSending,
  type Stopped,
} from '../../lib/newsletters/sending';
import { mailHeader } from '../support/mail-headers';
import { htmlText, plainText } from '../support/mime';
import { newsletterPreview } from '../../lib/newsletters/mail';
import { draftCampaign } from './support/campaigns';
import { cmsOnFreshDatabase } from './support/cms';
import { eventually } from './support/rows';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';

const SITE = 'http://localhost:3000';
const admin = { id: 1, email: 'admin@kilele.test' };
/** The public pages each finished campaign announced, as the site's regeneration hears them. */
const announced: string[][] = [];
/** The admin's contact details as a fresh site has them (the seed): the mails carry the firm's address in their footer. */
const contact = async () => firmContactSeed();
const unlimited = { siteUrl: SITE, contact, rate: 10_000, perPass: 10_000, announceSent: async (_tx: Db, pages: string[]) => void announced.push(pages) };

describe('sending a newsletter campaign', () => {
  const cms = cmsOnFreshDatabase();
  const db = (): Db => cms.database.handle.db;
  let smtp: TestSmtpServer;
  const worker = () => new OutboxWorker({ db: db(), transport: createSmtpTransport(smtp.url), log: () => undefined });

  type Person = { email: string; status?: 'pending' | 'confirmed' | 'unsubscribed'; topics?: ('insights' | 'tax-deadlines')[] };
  async function subscribe(...people: Person[]) {
    await db()
      .insert(subscribers)
      .values(
        people.map((person) => ({
          email: person.email,
          status: person.status ?? 'confirmed',
          source: 'footer' as const,
          topics: person.topics ?? ['insights'],
          unsubscribeToken: randomUUID(),
          consentedAt: person.status === 'pending' ? null : new Date(),
          unsubscribedAt: person.status === 'unsubscribed' ? new Date() : null,
        })),
      );
  }

  /** Feeds and delivers until the campaign is sent. */
  async function sendAll(campaignId: number, rounds = 5) {
    const delivering = worker();
    for (let round = 0; round < rounds; round++) {
      await feedNewsletters(db(), unlimited);
      await delivering.runRound();
      if ((await readCampaign(db(), campaignId))?.status === 'sent') return;
    }
    await feedNewsletters(db(), unlimited);
  }

  const copiesTo = (address: string, subject: string) => smtp.received.filter((mail) => mail.to.includes(address) && mail.subject === subject).length;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuse.clear();
    smtp.refuseContent.clear();
    announced.length = 0;
    await db().execute(sql`truncate subscribers, mail_outbox, mail_suppressions, newsletter_sends, lead_audit cascade`);
  });

  it('mails exactly one copy to each confirmed subscriber of its topics, with both parts and the one-click unsubscribe', async () => {
    await subscribe(
      { email: 'amina@example.test' },
      { email: 'baraka@example.test', topics: ['tax-deadlines'] },
      { email: 'chebet@example.test', topics: ['tax-deadlines', 'insights'] },
      { email: 'pending@example.test', status: 'pending' },
      { email: 'left@example.test', status: 'unsubscribed' },
      { email: 'bounced@example.test' },
    );
    await db().insert(mailSuppressions).values({ address: 'bounced@example.test', reason: '550 Mailbox unavailable' });
    const id = await draftCampaign(cms.payload, 'Finance Act 2026 highlights', ['insights'], 'PAYE bands change on 1 July.');
    expect(await audienceSize(db(), ['insights'])).toBe(2);

    expect(await startSending(db(), id, admin)).toBe(2);
    expect((await readCampaign(db(), id))?.status).toBe('sending');
    await expect(startSending(db(), id, admin)).rejects.toMatchObject({ status: 409 });
    await sendAll(id);

    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['amina@example.test', 'chebet@example.test']);
    const mail = smtp.received.find((received) => received.to.includes('amina@example.test'));
    const token = (await db().select().from(subscribers).where(eq(subscribers.email, 'amina@example.test')))[0]?.unsubscribeToken;
    expect(mail?.subject).toBe('Finance Act 2026 highlights');
    expect(mailHeader(mail?.raw ?? '', 'List-Unsubscribe')).toBe(`<${SITE}/newsletter/unsubscribe/submit?token=${token}>`);
    expect(mailHeader(mail?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(plainText(mail?.raw ?? '')).toContain('PAYE bands change on 1 July.');
    expect(plainText(mail?.raw ?? '')).toContain(`Change your topics: ${SITE}/newsletter/topics?token=${token}\nUnsubscribe: ${SITE}/newsletter/unsubscribe?token=${token}\n`);
    expect(htmlText(mail?.raw ?? '')).toContain(`<a href="${SITE}/newsletter/topics?token=${token}" style="color:#4a5663">Change your topics</a>`);
    // The firm's postal address, as the bulk-sender rules ask.
    expect(plainText(mail?.raw ?? '')).toContain('Kilele House, 4th Floor, Ralph Bunche Road, Upper Hill, Nairobi');
    expect(htmlText(mail?.raw ?? '')).toMatch(/<p[^>]*>PAYE bands change on 1 July\.<\/p>/);

    const sent = await readCampaign(db(), id);
    expect(sent?.status).toBe('sent');
    expect(announced).toEqual([['/insights/newsletters', '/insights/newsletters/feed.xml', '/insights/newsletters/finance-act-2026-highlights']]);
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 2, sent: 2, toSend: 0, failed: 0, cancelled: 0, unsubscribedSince: 0, finished: true });
    const audit = await db().select().from(leadAudit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'sent', staffEmail: 'admin@kilele.test', details: { campaignId: id, recipients: 2, topics: ['insights'] } });

    await sendAll(id);
    expect(smtp.received).toHaveLength(2);
  });

  it('suppresses an address the relay refuses for good, and leaves it out of the next campaign', async () => {
    await subscribe({ email: 'gone@example.test' }, { email: 'here@example.test' });
    smtp.refuse.add('gone@example.test');
    const first = await draftCampaign(cms.payload, 'Budget 2026 day', ['insights']);
    await startSending(db(), first, admin);
    await sendAll(first);
    expect(await campaignCounts(db(), first)).toEqual({ recipients: 2, sent: 1, toSend: 0, failed: 1, cancelled: 0, unsubscribedSince: 0, finished: true });
    const [suppressed] = await db().select().from(mailSuppressions);
    expect(suppressed?.address).toBe('gone@example.test');
    expect(suppressed?.reason).toMatch(/550/);

    smtp.refuse.clear();
    const second = await draftCampaign(cms.payload, 'Budget 2026 follow-up', ['insights']);
    expect(await startSending(db(), second, admin)).toBe(1);
    await sendAll(second);
    expect(copiesTo('gone@example.test', 'Budget 2026 follow-up')).toBe(0);
    expect(copiesTo('here@example.test', 'Budget 2026 follow-up')).toBe(1);
  });

  it('suppresses no one when the relay refuses the message itself (its content), not the recipients', async () => {
    await subscribe({ email: 'first@example.test' }, { email: 'second@example.test' });
    smtp.refuseContent.add('Win a free tax audit');
    const refused = await draftCampaign(cms.payload, 'Win a free tax audit', ['insights']);
    await startSending(db(), refused, admin);
    await sendAll(refused);
    // Both copies failed for good (554 after DATA), and neither address is held against them.
    expect(await campaignCounts(db(), refused)).toMatchObject({ recipients: 2, sent: 0, failed: 2, finished: true });
    expect(await db().select().from(mailSuppressions)).toEqual([]);

    const next = await draftCampaign(cms.payload, 'VAT changes from July', ['insights']);
    expect(await startSending(db(), next, admin)).toBe(2);
    await sendAll(next);
    expect(copiesTo('first@example.test', 'VAT changes from July')).toBe(1);
    expect(copiesTo('second@example.test', 'VAT changes from July')).toBe(1);
  });

  it('skips a subscriber who unsubscribed after sending started, and counts them', async () => {
    await subscribe({ email: 'stays@example.test' }, { email: 'leaves@example.test' });
    const id = await draftCampaign(cms.payload, 'KRA deadlines in June', ['insights']);
    await startSending(db(), id, admin);
    await db().update(subscribers).set({ status: 'unsubscribed', unsubscribedAt: new Date() }).where(eq(subscribers.email, 'leaves@example.test'));
    await sendAll(id);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['stays@example.test']);
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 2, sent: 1, toSend: 0, failed: 0, cancelled: 0, unsubscribedSince: 1, finished: true });
  });

  it('with two instances feeding and delivering at once, sends each mail once and keeps to the rate together', async () => {
    const people = Array.from({ length: 30 }, (_, n) => ({ email: `reader${String(n).padStart(2, '0')}@example.test` }));
    await subscribe(...people);
    const id = await draftCampaign(cms.payload, 'Two instances', ['insights']);
    expect(await startSending(db(), id, admin)).toBe(30);
    const limited = { siteUrl: SITE, rate: 12, perPass: 100 };
    const passes = await Promise.all([feedNewsletters(db(), limited), feedNewsletters(db(), limited), feedNewsletters(db(), limited)]);
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(12);
    // Within the minute, nothing more goes, whichever instance asks.
    expect(await feedNewsletters(db(), limited)).toBe(0);
    expect((await campaignCounts(db(), id))?.toSend).toBe(30);

    // The rest without the limit, two workers delivering side by side.
    const [one, two] = [worker(), worker()];
    for (let round = 0; round < 4; round++) {
      await Promise.all([feedNewsletters(db(), unlimited), feedNewsletters(db(), unlimited)]);
      await Promise.all([one.runRound(), two.runRound()]);
    }
    await feedNewsletters(db(), unlimited);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(people.map((person) => person.email));
    expect(await campaignCounts(db(), id)).toMatchObject({ sent: 30, toSend: 0, finished: true });
  });

  it('delivers the firm’s own mail before newsletters already waiting', async () => {
    await subscribe(...Array.from({ length: 5 }, (_, n) => ({ email: `queue${n}@example.test` })));
    const id = await draftCampaign(cms.payload, 'A long queue', ['insights']);
    await startSending(db(), id, admin);
    await feedNewsletters(db(), unlimited);
    await enqueueMail(
      db(),
      { kind: 'newsletter-confirmation', to: { address: 'new@example.test' }, subject: 'Confirm your subscription', text: 'Confirm', html: '<p>Confirm</p>', personEmail: 'new@example.test' },
      SITE,
    );
    const single = new OutboxWorker({ db: db(), transport: createSmtpTransport(smtp.url), batchSize: 1, log: () => undefined });
    await single.runRound();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Confirm your subscription']);
  });

  it('starts a scheduled campaign when it is due, in the name of whoever scheduled it', async () => {
    await subscribe({ email: 'later@example.test' });
    const id = await draftCampaign(cms.payload, 'Scheduled for later', ['insights']);
    await expect(scheduleSending(db(), id, new Date(Date.now() - 60_000), admin)).rejects.toMatchObject({ status: 400 });
    await scheduleSending(db(), id, new Date(Date.now() + 60 * 60_000), admin);
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'scheduled' });
    expect(await startDueCampaigns(db())).toBe(0);
    await db().execute(sql`update payload.campaigns set scheduled_for = now() - interval '1 second' where id = ${id}`);
    expect(await startDueCampaigns(db())).toBe(1);
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'sending' });
    const entries = await db().select().from(leadAudit).orderBy(leadAudit.id);
    expect(entries.map((entry) => [entry.staffEmail, entry.details.recipients ?? 'scheduled'])).toEqual([
      ['admin@kilele.test', 'scheduled'],
      ['admin@kilele.test', 1],
    ]);
    // Started: its schedule can no longer be cancelled.
    await expect(unscheduleSending(db(), id, admin)).rejects.toMatchObject({ status: 409 });
  });

  it('does not start a campaign whose schedule was cancelled, however late it is', async () => {
    await subscribe({ email: 'cancelled@example.test' });
    const id = await draftCampaign(cms.payload, 'Scheduled, then cancelled', ['insights']);
    await scheduleSending(db(), id, new Date(Date.now() + 60 * 60_000), admin);
    await unscheduleSending(db(), id, admin);
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'draft', scheduledFor: null });
    await db().execute(sql`update payload.campaigns set scheduled_for = now() - interval '1 second' where id = ${id}`);
    expect(await startDueCampaigns(db())).toBe(0);
    expect(await db().select().from(newsletterRecipients).where(eq(newsletterRecipients.campaignId, id))).toEqual([]);
  });

  it('shows an image from the media library in the mail: the body names it by its id, and the mail gets its file from the site', async () => {
    // A file in the media library, as an upload leaves its row (the file itself is not needed to make the mail).
    const [file] = rowsOf<{ id: number }>(
      await db().execute(sql`insert into payload.media (alt, filename, mime_type, width, height) values ('PAYE bands from 1 July', 'paye-bands-2026.webp', 'image/webp', 1200, 600) returning id`),
    );
    const mediaId = Number(file?.id);
    const id = await draftCampaign(cms.payload, 'PAYE bands 2026', ['insights'], 'The new bands, in one table.');
    const text = (value: string) => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 });
    const body = {
      root: {
        type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0,
        children: [
          { type: 'paragraph', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, textFormat: 0, textStyle: '', children: [text('The new bands, in one table.')] },
          { type: 'upload', version: 3, format: '', id: 'upload-1', fields: null, relationTo: 'media', value: mediaId },
        ],
      },
    };
    await cms.payload.update({ collection: 'campaigns', id, data: { body } });
    const campaign = await readCampaign(db(), id);
    const preview = newsletterPreview(campaign!, SITE);
    expect(preview.html).toContain(`src="${SITE}/api/media/file/paye-bands-2026.webp" alt="PAYE bands from 1 July"`);
    expect(preview.text).toContain('[Image: PAYE bands from 1 July]');
    // No one's token: the pages' bare addresses stand where each subscriber's links go.
    expect(preview.text).toContain(`Change your topics: ${SITE}/newsletter/topics\nUnsubscribe: ${SITE}/newsletter/unsubscribe\n`);
    expect(preview.html).toContain(`<a href="${SITE}/newsletter/topics" style="color:#4a5663">Change your topics</a>`);
  });

  it('loses a person’s rows on erasure, and every address past the retention period, but keeps the counts', async () => {
    await subscribe({ email: 'erase-me@example.test' }, { email: 'keep@example.test' }, { email: 'third@example.test' });
    const id = await draftCampaign(cms.payload, 'Retention', ['insights']);
    await startSending(db(), id, admin);
    await sendAll(id);
    await db().insert(mailSuppressions).values({ address: 'erase-me@example.test', reason: '550 test' });
    await eraseByEmail(db(), 'erase-me@example.test');
    expect((await db().select().from(newsletterRecipients)).length).toBe(2);
    expect(await db().select().from(mailSuppressions)).toEqual([]);
    await db().update(subscribers).set({ status: 'unsubscribed', unsubscribedAt: new Date() }).where(eq(subscribers.email, 'third@example.test'));

    expect(await purgeNewsletterRecipients(db(), 30)).toBe(0);
    expect(await purgeNewsletterRecipients(db(), 30, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000))).toBe(2);
    expect(await db().select().from(newsletterRecipients)).toEqual([]);
    await db().delete(mailOutbox);
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 3, sent: 3, toSend: 0, failed: 0, cancelled: 0, unsubscribedSince: 1, finished: true });
  });

  /** The addresses of a campaign's rows that a stop cancelled. */
  async function cancelledAddresses(campaignId: number): Promise<string[]> {
    const rows = await db()
      .select({ email: subscribers.email })
      .from(newsletterRecipients)
      .innerJoin(subscribers, eq(subscribers.id, newsletterRecipients.subscriberId))
      .where(and(eq(newsletterRecipients.campaignId, campaignId), isNotNull(newsletterRecipients.cancelledAt)));
    return rows.map((row) => row.email).sort();
  }

  /** Whether a statement containing `text` is waiting for a row lock in this test's database. */
  async function waitingForLock(on: Db, text: string): Promise<boolean> {
    const [row] = rowsOf<{ n: number }>(
      await on.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like ${`%${text}%`}`),
    );
    return (row?.n ?? 0) > 0;
  }

  /** The campaigns a visitor may read (the archive, its feed, the sitemap and the search read these). */
  const publicCampaigns = async () => (await cms.payload.find({ collection: 'campaigns', overrideAccess: false, depth: 0 })).docs.map((doc) => doc.id);

  it('stops mid-send: waits for a feed pass in hand, withdraws the mails no worker holds, lets the ones a worker holds go, and never mails a cancelled row', async () => {
    const people = Array.from({ length: 12 }, (_, n) => ({ email: `stop${String(n).padStart(2, '0')}@example.test` }));
    await subscribe(...people);
    const id = await draftCampaign(cms.payload, 'Wrong PAYE figure', ['insights']);
    expect(await startSending(db(), id, admin)).toBe(12);
    const threeAPass = { siteUrl: SITE, contact, rate: 10_000, perPass: 3 };

    // Three delivered before anyone notices the mistake.
    expect(await feedNewsletters(db(), threeAPass)).toBe(3);
    expect((await worker().runRound()).sent).toBe(3);

    // Three more queued; a worker claims two of them and is handing the first to the relay.
    expect(await feedNewsletters(db(), threeAPass)).toBe(3);
    const relay = createSmtpTransport(smtp.url);
    let reachedRelay!: () => void;
    const atRelay = new Promise<void>((resolve) => (reachedRelay = resolve));
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const slowRelay: MailTransport = {
      description: relay.description,
      kind: relay.kind,
      signedAs: relay.signedAs,
      send: async (mail) => {
        reachedRelay();
        await gate;
        await relay.send(mail);
      },
      close: () => relay.close(),
    };
    const holding = new OutboxWorker({ db: db(), transport: slowRelay, batchSize: 2, log: () => undefined });
    const heldRound = holding.runRound();
    await atRelay;

    // Another instance's feed pass takes three more rows and is part way through queuing them
    // (held up by a lock on the subscribers, as a slow database would) when the stop arrives.
    const other = (await cms.database.openAnother()).db;
    let subscribersLocked!: () => void;
    const locked = new Promise<void>((resolve) => (subscribersLocked = resolve));
    let releaseSubscribers!: () => void;
    const released = new Promise<void>((resolve) => (releaseSubscribers = resolve));
    const blocker = other.transaction(async (tx) => {
      await tx.execute(sql`select id from subscribers for update`);
      subscribersLocked();
      await released;
    });
    await locked;
    const feeding = feedNewsletters(db(), threeAPass);
    await eventually(() => waitingForLock(other, 'for share'));
    const stopping = stopSending(db(), id, admin);
    // The stop waits for the rows that pass holds.
    await eventually(() => waitingForLock(other, 'with cancelled as'));
    releaseSubscribers();
    await blocker;
    expect(await feeding).toBe(3);
    const stopped = await stopping;

    // 3 sent; 3 never queued and 4 queued but held by no worker (the one left of the second pass,
    // and the three of the pass the stop waited for) are cancelled; the 2 a worker holds still go.
    expect(stopped).toEqual({ recipients: 12, sent: 3, cancelled: 7 });
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'stopped' });
    const receivedAtStop = smtp.received.length;
    expect(receivedAtStop).toBe(3);
    const inFlight = (await db().select().from(mailOutbox).where(eq(mailOutbox.lockedBy, holding.id))).map((mail) => [mail.toAddress, mail.messageId]).sort();
    expect(inFlight).toHaveLength(2);
    expect((await db().select().from(mailOutbox).where(sql`${mailOutbox.sentAt} is null`)).length).toBe(2);
    await expect(stopSending(db(), id, admin)).rejects.toMatchObject({ status: 409 });

    // Neither instance's feed takes a cancelled row, however often it runs.
    expect(await feedNewsletters(db(), unlimited)).toBe(0);
    expect(await feedNewsletters(other, unlimited)).toBe(0);
    // Nor would a feed of the code from before stopping existed (a rolling upgrade, a rollback),
    // which reads a waiting row as one neither queued nor skipped.
    const [waitingToOldCode] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from newsletter_recipients where campaign_id = ${id} and mail_id is null and skipped_at is null`),
    );
    expect(waitingToOldCode?.n).toBe(0);
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 12, sent: 3, toSend: 2, failed: 0, cancelled: 7, unsubscribedSince: 0, finished: false });

    openGate();
    expect(await heldRound).toMatchObject({ claimed: 2, sent: 2 });
    expect((await worker().runRound()).claimed).toBe(0);
    await feedNewsletters(db(), unlimited);

    // After the stop only the two mails the worker held arrived, with the Message-IDs they were queued with.
    const afterStop = smtp.received.slice(receivedAtStop).map((mail) => [mail.to[0], mail.messageId]).sort();
    expect(afterStop).toEqual(inFlight);
    const cancelled = await cancelledAddresses(id);
    expect(cancelled).toHaveLength(7);
    expect(smtp.received.filter((mail) => cancelled.includes(mail.to[0] ?? ''))).toEqual([]);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(5);

    // Finished, still stopped: 5 sent + 7 cancelled + 0 failed = 12; never public.
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'stopped' });
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 12, sent: 5, toSend: 0, failed: 0, cancelled: 7, unsubscribedSince: 0, finished: true });
    expect(announced).toEqual([]);
    expect(await publicCampaigns()).not.toContain(id);
    const stops = await db().select().from(leadAudit).where(eq(leadAudit.action, 'changed'));
    expect(stops.map((entry) => [entry.staffEmail, entry.details.stopped, entry.details.cancelled])).toEqual([['admin@kilele.test', 'after 3 of 12 sent', 7]]);

    // Past the retention period the rows go and the counts stay.
    await purgeNewsletterRecipients(db(), 30, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    await db().delete(mailOutbox);
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 12, sent: 5, toSend: 0, failed: 0, cancelled: 7, unsubscribedSince: 0, finished: true });
  });

  it('refuses to stop a campaign whose every mail went out before its finish was recorded, which then ends sent', async () => {
    await subscribe({ email: 'first@example.test' }, { email: 'second@example.test' });
    const id = await draftCampaign(cms.payload, 'Sent whole', ['insights']);
    expect(await startSending(db(), id, admin)).toBe(2);
    expect(await feedNewsletters(db(), unlimited)).toBe(2);
    expect((await worker().runRound()).sent).toBe(2);
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'sending' });

    await expect(stopSending(db(), id, admin)).rejects.toMatchObject({ status: 409, message: 'This campaign has just finished sending: there is nothing left to stop.' });
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'sending' });
    expect(await db().select().from(leadAudit).where(eq(leadAudit.action, 'changed'))).toEqual([]);

    await feedNewsletters(db(), unlimited);
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'sent' });
    expect(await campaignCounts(db(), id)).toMatchObject({ recipients: 2, sent: 2, cancelled: 0, finished: true });
  });

  it('with two instances feeding and delivering, a stop through one holds for the other: no pass after it queues anything, and no cancelled row is mailed', async () => {
    const people = Array.from({ length: 30 }, (_, n) => ({ email: `both${String(n).padStart(2, '0')}@example.test` }));
    await subscribe(...people);
    const id = await draftCampaign(cms.payload, 'Stopped across instances', ['insights']);
    await startSending(db(), id, admin);
    const other = (await cms.database.openAnother()).db;
    const onePass = { siteUrl: SITE, contact, rate: 10_000, perPass: 1 };
    const deliverer = (on: Db) => new OutboxWorker({ db: on, transport: createSmtpTransport(smtp.url), batchSize: 2, log: () => undefined });
    let stopped: Stopped | undefined;
    /** What each of the other instance's passes queued, of those that began after the stop returned. */
    const queuedAfterStop: number[] = [];

    const first = (async () => {
      const delivering = deliverer(db());
      for (let pass = 0; pass < 12; pass++) {
        await feedNewsletters(db(), onePass);
        await delivering.runRound();
        if (pass === 3) stopped = await stopSending(db(), id, admin);
      }
    })();
    const second = (async () => {
      const delivering = deliverer(other);
      for (let pass = 0; pass < 24; pass++) {
        const afterStop = stopped !== undefined;
        const queued = await feedNewsletters(other, onePass);
        if (afterStop) queuedAfterStop.push(queued);
        await delivering.runRound();
      }
    })();
    await Promise.all([first, second]);
    for (let round = 0; round < 3; round++) await worker().runRound();
    await feedNewsletters(db(), unlimited);

    expect(stopped).toBeDefined();
    expect(queuedAfterStop.length).toBeGreaterThan(0);
    expect(queuedAfterStop.every((queued) => queued === 0)).toBe(true);
    const counts = await campaignCounts(db(), id);
    expect(counts).toMatchObject({ recipients: 30, toSend: 0, failed: 0, cancelled: stopped?.cancelled, finished: true });
    expect(stopped?.cancelled).toBeGreaterThan(0);
    expect((counts?.sent ?? 0) + (counts?.cancelled ?? 0) + (counts?.failed ?? 0)).toBe(30);
    // After the stop, at most the batch the other instance's worker held (2) still went.
    expect((counts?.sent ?? 0) - (stopped?.sent ?? 0)).toBeLessThanOrEqual(2);
    expect(smtp.received).toHaveLength(counts?.sent ?? -1);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(smtp.received.length);
    const cancelled = await cancelledAddresses(id);
    expect(smtp.received.filter((mail) => cancelled.includes(mail.to[0] ?? ''))).toEqual([]);
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'stopped' });
  });

  it('refuses Send now when no confirmed subscriber has chosen its topics, and changes nothing', async () => {
    await subscribe({ email: 'reads-insights@example.test' }, { email: 'unconfirmed@example.test', status: 'pending', topics: ['tax-deadlines'] });
    const id = await draftCampaign(cms.payload, 'July tax deadlines', ['tax-deadlines']);
    await expect(startSending(db(), id, admin)).rejects.toMatchObject({ status: 409, message: 'No confirmed subscriber has chosen these topics; nothing was sent.' });
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'draft' });
    expect(await db().select().from(newsletterSends)).toEqual([]);
    expect(await db().select().from(leadAudit)).toEqual([]);
    expect(await publicCampaigns()).not.toContain(id);
  });

  it('takes a schedule that comes due with nobody to reach back to a draft, and the audit log says why', async () => {
    await subscribe({ email: 'the-only-reader@example.test' });
    const id = await draftCampaign(cms.payload, 'Nobody left to read it', ['insights']);
    await scheduleSending(db(), id, new Date(Date.now() + 60 * 60_000), admin);
    // The one reader leaves before it comes due.
    await db().update(subscribers).set({ status: 'unsubscribed', unsubscribedAt: new Date() });
    await db().execute(sql`update payload.campaigns set scheduled_for = date_trunc('minute', now()) - interval '1 minute' where id = ${id}`);
    const dueAt = (await readCampaign(db(), id))?.scheduledFor?.toISOString();
    expect(dueAt).toMatch(/:00\.000Z$/);

    expect(await startDueCampaigns(db())).toBe(0);
    expect(await readCampaign(db(), id)).toMatchObject({ status: 'draft', scheduledFor: null });
    expect(await db().select().from(newsletterSends)).toEqual([]);
    await feedNewsletters(db(), unlimited);
    expect(announced).toEqual([]);
    expect(await publicCampaigns()).not.toContain(id);
    const entries = await db().select().from(leadAudit).orderBy(leadAudit.id);
    expect(entries.map((entry) => [entry.action, entry.staffEmail, entry.details.reason ?? 'scheduled'])).toEqual([
      ['sent', 'admin@kilele.test', 'scheduled'],
      ['changed', 'admin@kilele.test', 'No confirmed subscriber had chosen these topics when the schedule came due; nothing was sent, and the campaign is a draft again.'],
    ]);
    // What the campaign's panel tells staff, until the campaign is scheduled again.
    expect(await scheduleThatFoundNobody(db(), id)).toBe(dueAt);
    await scheduleSending(db(), id, new Date(Date.now() + 60 * 60_000), admin);
    expect(await scheduleThatFoundNobody(db(), id)).toBeNull();
  });
});
