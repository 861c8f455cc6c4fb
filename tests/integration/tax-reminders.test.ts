/**
 * Newsletter topics and tax deadline reminders on both databases: existing sign-ups keep
 * Insights, topics are added only through a confirmation link, and a confirmed reminder
 * subscriber gets one mail three days before each deadline that applies to them, once even
 * with two instances running, never when unconfirmed or unsubscribed, and never for a
 * deadline already past; each carries the unsubscribe and topics links, and goes out over real SMTP once.
 */
import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';
import { mailOutbox, subscribers, taxReminders } from '../../lib/db/schema';
import type { Db } from '../../lib/db/types';
import { confirmSubscription, unsubscribe } from '../../lib/forms/newsletter';
import { eraseByEmail } from '../../lib/forms/records';
import { processSubmission } from '../../lib/forms/submission';
import { createSmtpTransport } from '../../lib/mail/transport';
import { OutboxWorker } from '../../lib/mail/worker';
import { queueDueReminders } from '../../lib/tax/reminders';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { TEST_SITE_URL, testDeps } from './support/deps';
import { eventually, outbox } from './support/rows';
import { startSmtpServer } from './support/smtp';

/** Nairobi wall-clock time as an instant (East Africa Time is UTC+3 all year). */
const nairobi = (local: string) => new Date(`${local}+03:00`);

describe.each(databaseKinds)('tax deadline reminders on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  const db = () => database().handle.db;

  type Fields = { insights?: string; taxDeadlines?: string; deadlineGroups?: string; topicChoice?: string };

  const signUp = (email: string, fields: Fields = {}) =>
    processSubmission('subscribe', { email, ...fields }, 'tax-calendar', testDeps(db()));

  async function lastLink(email: string, kind: 'confirm' | 'unsubscribe', mailKind = 'newsletter-confirmation') {
    const mails = (await outbox(db())).filter((mail) => mail.kind === mailKind && mail.toAddress === email);
    const token = new RegExp(`/newsletter/${kind}\\?token=([\\w-]+)`).exec(mails.at(-1)?.textBody ?? '')?.[1];
    if (!token) throw new Error(`No ${kind} link mailed to ${email}`);
    return token;
  }

  /** Signs up for reminders (and whatever else) and opens the confirmation link. */
  async function confirmed(email: string, fields: Fields = { topicChoice: 'yes', taxDeadlines: 'yes' }) {
    expect((await signUp(email, fields)).status).toBe(200);
    expect(await confirmSubscription(db(), await lastLink(email, 'confirm'))).toBe('confirmed');
  }

  const subscriber = async (email: string) => (await db().select().from(subscribers).where(eq(subscribers.email, email)))[0];
  const reminders = async (on: Db = db()) =>
    (await on.select().from(mailOutbox).where(eq(mailOutbox.kind, 'tax-deadline-reminder'))).sort((a, b) =>
      a.toAddress.localeCompare(b.toAddress),
    );


  describe('topics', () => {
    it('gives Insights to sign-ups that name no topic, as every sign-up before topics did', async () => {
      await db().execute(
        sql`insert into subscribers (email, status, source, unsubscribe_token) values ('old@example.com', 'confirmed', 'footer', 'legacy-token-0000000000000000000000000000000')`,
      );
      expect((await subscriber('old@example.com'))?.topics).toEqual(['insights']);
      expect((await signUp('new@example.com')).status).toBe(200);
      expect((await subscriber('new@example.com'))?.topics).toEqual(['insights']);
    });

    it('refuses a form with topics offered and none ticked, with a message beneath them', async () => {
      expect(await signUp('none@example.com', { topicChoice: 'yes' })).toEqual({
        status: 400,
        message: 'Please correct the fields marked below.',
        errors: { insights: 'Choose at least one: Insights or Tax deadline reminders' },
      });
      expect(await signUp('bad@example.com', { topicChoice: 'yes', taxDeadlines: 'yes', deadlineGroups: 'vat,lottery' })).toMatchObject({
        status: 400,
        errors: { deadlineGroups: 'Choose the deadlines from the calendar’s list' },
      });
      expect(await subscriber('none@example.com')).toBeUndefined();
    });

    it('mails the topics asked for and records them with the reminder groups', async () => {
      await confirmed('both@example.com', { topicChoice: 'yes', insights: 'yes', taxDeadlines: 'yes', deadlineGroups: 'vat,payroll' });
      expect(await subscriber('both@example.com')).toMatchObject({
        status: 'confirmed',
        topics: ['insights', 'tax-deadlines'],
        deadlineGroups: ['payroll', 'vat'],
        source: 'tax-calendar',
      });
      const [mail] = (await outbox(db())).filter((row) => row.toAddress === 'both@example.com');
      expect(mail?.textBody).toContain(
        'asked to receive from Kilele Partners LLP at this address: Insights (articles and news on tax, audit and business, a few times a month) and Tax deadline reminders (an email 3 days before each KRA and payroll deadline).',
      );
    });

    it('adds reminders to a confirmed Insights subscriber only once they open the new link', async () => {
      await confirmed('reader@example.com', {});
      expect((await subscriber('reader@example.com'))?.topics).toEqual(['insights']);
      const mailsBefore = (await outbox(db())).length;

      expect((await signUp('reader@example.com', { topicChoice: 'yes', taxDeadlines: 'yes' })).status).toBe(200);
      expect((await outbox(db())).length).toBe(mailsBefore + 1);
      expect(await subscriber('reader@example.com')).toMatchObject({ topics: ['insights'], requestedTopics: ['tax-deadlines'] });
      const [latest] = (await outbox(db())).slice(-1);
      expect(latest?.textBody).toContain('asked to add to your subscription with Kilele Partners LLP at this address: Tax deadline reminders');

      // Asking again at once sends nothing more; opening the link adds the topic and keeps Insights.
      expect((await signUp('reader@example.com', { topicChoice: 'yes', taxDeadlines: 'yes' })).status).toBe(200);
      expect((await outbox(db())).length).toBe(mailsBefore + 1);
      expect(await confirmSubscription(db(), await lastLink('reader@example.com', 'confirm'))).toBe('confirmed');
      expect(await subscriber('reader@example.com')).toMatchObject({ topics: ['insights', 'tax-deadlines'], requestedTopics: null });

      // Asking for what they have changes nothing and mails nothing.
      expect((await signUp('reader@example.com', { topicChoice: 'yes', insights: 'yes' })).status).toBe(200);
      expect((await outbox(db())).length).toBe(mailsBefore + 1);
    });

    it('lets no later post change what a pending sign-up\'s link confirms, and answers it as it answers a new address', async () => {
      const newAddress = await signUp('wanjiku@example.com', { topicChoice: 'yes', insights: 'yes' });
      const ownersLink = await lastLink('wanjiku@example.com', 'confirm');

      // Someone else posts the same address with other topics, within the resend window.
      const repost = await signUp('wanjiku@example.com', { topicChoice: 'yes', taxDeadlines: 'yes', deadlineGroups: 'vat' });
      expect(repost).toEqual(newAddress);
      expect(repost).toEqual({ status: 200, message: 'Thank you. If this address is not already subscribed, we have sent it a link to confirm your subscription.' });
      expect((await outbox(db())).filter((mail) => mail.toAddress === 'wanjiku@example.com')).toHaveLength(1);
      expect(await subscriber('wanjiku@example.com')).toMatchObject({ status: 'pending', topics: ['insights'], deadlineGroups: null });

      // The owner's click confirms what their mail named, and only that.
      expect(await confirmSubscription(db(), ownersLink)).toBe('confirmed');
      expect(await subscriber('wanjiku@example.com')).toMatchObject({ status: 'confirmed', topics: ['insights'], deadlineGroups: null });
    });

    it('changes a pending request after the resend window only with a new link that names it, and the old link stops working', async () => {
      await signUp('otieno@example.com', { topicChoice: 'yes', insights: 'yes' });
      const firstLink = await lastLink('otieno@example.com', 'confirm');
      await db()
        .update(subscribers)
        .set({ confirmationSentAt: sql`now() - interval '1 hour'` })
        .where(eq(subscribers.email, 'otieno@example.com'));

      expect((await signUp('otieno@example.com', { topicChoice: 'yes', taxDeadlines: 'yes' })).status).toBe(200);
      const mails = (await outbox(db())).filter((mail) => mail.toAddress === 'otieno@example.com');
      expect(mails).toHaveLength(2);
      expect(mails[1]?.textBody).toContain('asked to receive from Kilele Partners LLP at this address: Tax deadline reminders');
      const secondLink = await lastLink('otieno@example.com', 'confirm');

      expect(await confirmSubscription(db(), firstLink)).toBe('invalid');
      expect((await subscriber('otieno@example.com'))?.status).toBe('pending');
      expect(await confirmSubscription(db(), secondLink)).toBe('confirmed');
      expect(await subscriber('otieno@example.com')).toMatchObject({ status: 'confirmed', topics: ['tax-deadlines'] });
    });
  });

  describe('reminders', () => {
    it('mails each confirmed reminder subscriber once, 3 days before, with what applies to them and the unsubscribe link', async () => {
      await confirmed('all@example.com');
      await confirmed('vat-only@example.com', { topicChoice: 'yes', taxDeadlines: 'yes', deadlineGroups: 'vat' });
      await confirmed('insights-only@example.com', {});
      expect((await signUp('pending@example.com', { topicChoice: 'yes', taxDeadlines: 'yes' })).status).toBe(200);
      await confirmed('left@example.com');
      expect(await unsubscribe(db(), await lastLink('left@example.com', 'unsubscribe'))).toBe('unsubscribed');

      // PAYE, NSSF and SHIF are due on Wednesday 9 December 2026: reminders from 07:00 on the 6th.
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-06T06:59:00') })).toBe(0);
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-06T07:00:00') })).toBe(1);
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-06T07:15:00') })).toBe(0);
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-08T12:00:00') })).toBe(1);

      const mails = await reminders();
      expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
        ['all@example.com', 'Due in 3 days, Wednesday 9 December 2026: PAYE, NSSF contributions, SHIF contributions'],
        // The housing levy's 9th working day, Friday 11 December, became due on the 8th.
        ['all@example.com', 'Due in 3 days, Friday 11 December 2026: Affordable Housing Levy'],
      ]);
      const unsubscribeToken = (await subscriber('all@example.com'))?.unsubscribeToken;
      const unsubscribeLink = `${TEST_SITE_URL}/newsletter/unsubscribe?token=${unsubscribeToken}`;
      const topicsLink = `${TEST_SITE_URL}/newsletter/topics?token=${unsubscribeToken}`;
      for (const mail of mails) {
        expect(mail.textBody).toContain(unsubscribeLink);
        expect(mail.htmlBody).toContain(`href="${unsubscribeLink}"`);
        expect(mail.textBody).toContain(`To choose what we send you, reminders included:\n${topicsLink}\n`);
        expect(mail.htmlBody).toContain(`<a href="${topicsLink}">Change your topics</a>`);
        // RFC 8058: mail clients' own unsubscribe button posts to the one-click address.
        expect(mail.headers['List-Unsubscribe']).toBe(`<${TEST_SITE_URL}/newsletter/unsubscribe/submit?token=${unsubscribeToken}>`);
        expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      }
      expect(mails[0]?.textBody).toContain('- PAYE: return and payment, for November 2026. Pay to KRA, on iTax (the P10 return).');
      expect(mails[0]?.textBody).toContain(`${TEST_SITE_URL}/insights/tax-calendar\n`);
    });

    it('signs each reminder with the contact details the pass was given, and has replies go to their email', async () => {
      await confirmed('signed@example.com');
      const contact = {
        ...firmContactSeed(),
        email: 'hello@kilele-partners.example',
        phones: [{ label: 'Main office', display: '+254 700 000 999' }],
      };
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact, now: nairobi('2026-12-06T07:00:00') })).toBe(1);
      const [mail] = await reminders();
      expect(mail?.textBody).toContain('Kilele Partners LLP\nKilele House, 4th Floor, Ralph Bunche Road, Upper Hill, Nairobi\n+254 700 000 999\n');
      expect(mail?.replyToAddress).toBe('hello@kilele-partners.example');
    });

    it('covers only the groups a subscriber chose, and says what the weekend rule does', async () => {
      await confirmed('vat-only@example.com', { topicChoice: 'yes', taxDeadlines: 'yes', deadlineGroups: 'vat' });
      await confirmed('all@example.com');
      // Sunday 20 December 2026: VAT, excise, turnover tax, rental income tax and the 4th instalment.
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-17T08:00:00') })).toBe(2);
      const [all, vat] = await reminders();
      expect(all?.subject).toBe(
        'Due in 3 days, Sunday 20 December 2026: VAT, Excise duty, Turnover tax, Monthly rental income tax, Instalment tax',
      );
      expect(vat?.subject).toBe('Due in 3 days, Sunday 20 December 2026: VAT');
      expect(vat?.textBody).toContain(
        '20 December 2026 is a Sunday. Filed or paid electronically (iTax), it stays due that day; otherwise it is due on Friday 18 December 2026, the previous working day (Tax Procedures Act 2015, s.77).',
      );
      expect(vat?.textBody).toContain(`${TEST_SITE_URL}/insights/tax-calendar?applies=vat\n`);
    });

    it('sends nothing for a deadline already past when the site starts', async () => {
      await confirmed('late@example.com');
      // The site starts on 10 December: 9 December has passed, 11 December has not.
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-10T09:00:00') })).toBe(1);
      const [mail] = await reminders();
      expect(mail?.subject).toBe('Due tomorrow, Friday 11 December 2026: Affordable Housing Levy');
      expect(await db().select().from(taxReminders)).toEqual([expect.objectContaining({ dueDate: '2026-12-11' })]);
    });

    it('withdraws a reminder still queued when the address unsubscribes, and erasure removes its key', async () => {
      await confirmed('gone@example.com');
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-06T09:00:00') })).toBe(1);
      expect(await unsubscribe(db(), await lastLink('gone@example.com', 'unsubscribe', 'tax-deadline-reminder'))).toBe('unsubscribed');
      expect(await reminders()).toEqual([]);
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-08T09:00:00') })).toBe(0);

      await confirmed('erased@example.com');
      expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-06T09:00:00') })).toBe(1);
      await eraseByEmail(db(), 'erased@example.com');
      // The unsubscribed address keeps its key (so nothing is queued again); the erased one has none.
      const keys = await db().select({ subscriberId: taxReminders.subscriberId }).from(taxReminders);
      expect(keys).toEqual([{ subscriberId: (await subscriber('gone@example.com'))?.id }]);
    });

    it('queues each reminder once when two instances run the job together, and SMTP receives each once', async () => {
      const addresses = Array.from({ length: 8 }, (_, index) => `member${String(index).padStart(2, '0')}@example.com`);
      for (const address of addresses) await confirmed(address);
      const other = (await database().openAnother()).db;
      const now = nairobi('2026-12-06T07:00:00');
      const runs = await Promise.all([
        queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now }),
        queueDueReminders({ db: other, siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now }),
        queueDueReminders({ db: other, siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now }),
        queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now }),
      ]);
      expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(8);
      expect((await reminders()).map((mail) => mail.toAddress)).toEqual(addresses);
      expect(await db().select({ n: count() }).from(taxReminders)).toEqual([{ n: 8 }]);

      // Only the reminders are this test's business: the confirmation mails count as delivered.
      await db().update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.kind, 'newsletter-confirmation'));
      const smtp = await startSmtpServer();
      const transports = [createSmtpTransport(smtp.url), createSmtpTransport(smtp.url)];
      const workers = [db(), other].map(
        (on, index) => new OutboxWorker({ db: on, transport: transports[index]!, pollIntervalMs: 50, log: () => undefined }),
      );
      try {
        for (const worker of workers) worker.start();
        await eventually(async () => (await reminders()).every((mail) => mail.sentAt !== null));
        const received = smtp.received.filter((mail) => mail.subject.startsWith('Due in 3 days, Wednesday 9 December 2026'));
        expect(received.map((mail) => mail.to.join()).sort()).toEqual(addresses);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
        for (const transport of transports) transport.close();
        await smtp.close();
      }
    });
  });
});
