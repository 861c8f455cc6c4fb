/**
 * Sending newsletter campaigns (lib/newsletters/sending.ts) on the embedded PostgreSQL server
 * with the admin's tables, through the outbox to a real SMTP server: exactly one copy per
 * confirmed subscriber of the campaign's topics, nothing to the unconfirmed, unsubscribed or
 * suppressed; a 5xx suppresses the address for later campaigns; two instances feeding and
 * delivering at once send each mail once and together stay within the rate; the firm's own
 * mail goes before newsletters; erasure and the retention purge leave the counts.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadAudit, mailOutbox, mailSuppressions, newsletterRecipients, subscribers } from '../../lib/db/schema';
import { type Db, rowsOf } from '../../lib/db/types';
import { eraseByEmail } from '../../lib/forms/records';
import { enqueueMail } from '../../lib/mail/outbox';
import { createSmtpTransport } from '../../lib/mail/transport';
import { OutboxWorker } from '../../lib/mail/worker';
import {
  audienceSize,
  campaignCounts,
  feedNewsletters,
  purgeNewsletterRecipients,
  readCampaign,
  scheduleSending,
  startDueCampaigns,
  unscheduleSending,
  startSending,
} from '../../lib/newsletters/sending';
import { mailHeader } from '../support/mail-headers';
import { htmlText, plainText } from '../support/mime';
import { newsletterPreview } from '../../lib/newsletters/mail';
import { draftCampaign } from './support/campaigns';
import { cmsOnFreshDatabase } from './support/cms';
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
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 2, sent: 2, toSend: 0, failed: 0, unsubscribedSince: 0, finished: true });
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
    expect(await campaignCounts(db(), first)).toEqual({ recipients: 2, sent: 1, toSend: 0, failed: 1, unsubscribedSince: 0, finished: true });
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
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 2, sent: 1, toSend: 0, failed: 0, unsubscribedSince: 1, finished: true });
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
    expect(await campaignCounts(db(), id)).toEqual({ recipients: 3, sent: 3, toSend: 0, failed: 0, unsubscribedSince: 1, finished: true });
  });
});
