/**
 * The link to change one's topics, on both databases: opening it (what a mail scanner does)
 * reads and changes nothing; the page's form post saves the ticked topics, refuses none or one
 * we do not have, works only for a confirmed subscriber, and is refused from another site;
 * dropping tax deadline reminders withdraws those still waiting in the outbox; the newsletter
 * mail carries the link with the subscriber's own token.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';
import { mailOutbox, subscribers } from '../../lib/db/schema';
import { type ConsentDeps, handleConsentPost } from '../../lib/forms/consent-post';
import { topicsState } from '../../lib/forms/newsletter';
import { processSubmission } from '../../lib/forms/submission';
import { handleTopicsPost, topicsPageRedirect } from '../../lib/forms/topics-post';
import { newsletterMail } from '../../lib/newsletters/mail';
import { queueDueReminders } from '../../lib/tax/reminders';
import { lexicalState, paragraph, text } from '../support/newsletter-campaign';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { TEST_SITE_URL, testDeps } from './support/deps';
import { outbox } from './support/rows';

/** Nairobi wall-clock time as an instant (East Africa Time is UTC+3 all year). */
const nairobi = (local: string) => new Date(`${local}+03:00`);

describe.each(databaseKinds)('changing newsletter topics on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  const db = () => database().handle.db;
  const deps = (): ConsentDeps => ({ database: async () => db(), siteUrl: TEST_SITE_URL, trustProxy: false, log: () => undefined });

  type Fields = { insights?: string; taxDeadlines?: string; deadlineGroups?: string; topicChoice?: string };
  const bothTopics: Fields = { topicChoice: 'yes', insights: 'yes', taxDeadlines: 'yes', deadlineGroups: 'vat' };

  /** Signs `email` up from the tax calendar and returns the tokens of its confirmation mail. */
  async function signUp(email: string, fields: Fields = bothTopics) {
    expect((await processSubmission('subscribe', { email, ...fields }, 'tax-calendar', testDeps(db()))).status).toBe(200);
    const mail = (await outbox(db())).find((row) => row.toAddress === email);
    const confirm = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(mail?.textBody ?? '')?.[1];
    const unsubscribe = /\/newsletter\/unsubscribe\?token=([\w-]{43})/.exec(mail?.textBody ?? '')?.[1];
    if (!confirm || !unsubscribe) throw new Error(`no links in the mail to ${email}`);
    return { confirm, unsubscribe };
  }

  /** Signs up and presses the confirmation page's button; returns the unsubscribe token, which the topics link carries. */
  async function confirmed(email: string, fields: Fields = bothTopics) {
    const links = await signUp(email, fields);
    const pressed = await handleConsentPost(sitePost('/newsletter/confirm/submit', links.confirm, `token=${links.confirm}`), 'confirm', deps());
    expect(pressed.headers.get('location')).toBe(`/newsletter/confirm?token=${links.confirm}&done=1`);
    return links.unsubscribe;
  }

  const row = async (email: string) => (await db().select().from(subscribers).where(eq(subscribers.email, email)))[0];

  /** A form post as a page of the site sends it. */
  const sitePost = (path: string, token: string, body: string, headers: Record<string, string> = {}) =>
    new Request(`${TEST_SITE_URL}${path}?token=${token}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_SITE_URL,
        'sec-fetch-site': 'same-origin',
        host: 'www.kilele.example',
        ...headers,
      },
      body,
    });

  /** The topics page's form, posted with `topics` once per ticked box. */
  const saveTopics = (token: string, topics: string[], headers: Record<string, string> = {}) =>
    handleTopicsPost(
      sitePost('/newsletter/topics/submit', token, [`token=${token}`, ...topics.map((topic) => `topics=${encodeURIComponent(topic)}`)].join('&'), headers),
      deps(),
    );


  it('opening the topics link changes nothing; its form saves the ticked topics and comes back with done=1', async () => {
    const token = await confirmed('amani@example.com');
    const before = await row('amani@example.com');
    expect(before).toMatchObject({ status: 'confirmed', topics: ['insights', 'tax-deadlines'], deadlineGroups: ['vat'] });

    // What a scanner does: open the page's link, and the form's address, as often as it likes.
    for (let i = 0; i < 3; i += 1) {
      expect(await topicsState(db(), token)).toEqual({ status: 'confirmed', topics: ['insights', 'tax-deadlines'] });
      const opened = topicsPageRedirect(new Request(`${TEST_SITE_URL}/newsletter/topics/submit?token=${token}`));
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`/newsletter/topics?token=${token}`);
    }
    expect(await row('amani@example.com')).toEqual(before);

    const saved = await saveTopics(token, ['insights']);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/newsletter/topics?token=${token}&done=1`);
    const after = await row('amani@example.com');
    expect(after).toMatchObject({ status: 'confirmed', topics: ['insights'], deadlineGroups: ['vat'], consentedAt: before?.consentedAt });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(await topicsState(db(), token)).toEqual({ status: 'confirmed', topics: ['insights'] });

    // A multipart post, its topics in another order: stored in the site's order.
    const form = new FormData();
    form.append('token', token);
    form.append('topics', 'tax-deadlines');
    form.append('topics', 'insights');
    const multipart = await handleTopicsPost(
      new Request(`${TEST_SITE_URL}/newsletter/topics/submit?token=${token}`, { method: 'POST', headers: { origin: TEST_SITE_URL }, body: form }),
      deps(),
    );
    expect(multipart.headers.get('location')).toBe(`/newsletter/topics?token=${token}&done=1`);
    expect(await row('amani@example.com')).toMatchObject({ topics: ['insights', 'tax-deadlines'], deadlineGroups: ['vat'] });
  });

  it('refuses a post with no topic, or one we do not have, and changes nothing', async () => {
    const token = await confirmed('baraka@example.com');
    const before = await row('baraka@example.com');

    const none = await saveTopics(token, []);
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe(`/newsletter/topics?token=${token}&error=none`);
    const unknown = await saveTopics(token, ['insights', 'webinars']);
    expect(unknown.headers.get('location')).toBe(`/newsletter/topics?token=${token}&error=unknown`);
    const empty = await saveTopics(token, ['']);
    expect(empty.headers.get('location')).toBe(`/newsletter/topics?token=${token}&error=unknown`);

    // Refused, not taken as leaving: the subscriber is still subscribed to both.
    expect(await row('baraka@example.com')).toEqual(before);
  });

  it('changes only a confirmed subscriber’s topics: a pending, unsubscribed or unknown token is sent back to the page', async () => {
    const pending = await signUp('chebet@example.com');
    const pendingRow = await row('chebet@example.com');
    expect(await topicsState(db(), pending.unsubscribe)).toEqual({ status: 'pending' });
    const pendingPost = await saveTopics(pending.unsubscribe, ['tax-deadlines']);
    expect(pendingPost.headers.get('location')).toBe(`/newsletter/topics?token=${pending.unsubscribe}`);
    expect(await row('chebet@example.com')).toEqual(pendingRow);

    const left = await confirmed('daudi@example.com');
    const unsubscribed = await handleConsentPost(sitePost('/newsletter/unsubscribe/submit', left, `token=${left}`), 'unsubscribe', deps());
    expect(unsubscribed.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${left}&done=1`);
    const leftRow = await row('daudi@example.com');
    expect(await topicsState(db(), left)).toEqual({ status: 'unsubscribed' });
    const leftPost = await saveTopics(left, ['insights']);
    expect(leftPost.headers.get('location')).toBe(`/newsletter/topics?token=${left}`);
    expect(await row('daudi@example.com')).toEqual(leftRow);

    const unknown = 'A'.repeat(43);
    expect(await topicsState(db(), unknown)).toEqual({ status: 'invalid' });
    expect(await topicsState(db(), 'not-a-token')).toEqual({ status: 'invalid' });
    expect(await topicsState(db(), ['two', 'tokens'])).toEqual({ status: 'invalid' });
    expect((await saveTopics(unknown, ['insights'])).headers.get('location')).toBe(`/newsletter/topics?token=${unknown}`);
  });

  it('refuses a cross-site browser post and odd bodies, changing nothing', async () => {
    const token = await confirmed('esther@example.com');
    const before = await row('esther@example.com');
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const answer = await saveTopics(token, ['insights'], headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toBe('This button only works on our own website. Open the link from the email again.\n');
    }
    const tooLarge = await handleTopicsPost(sitePost('/newsletter/topics/submit', token, `topics=insights&pad=${'x'.repeat(5_000)}`), deps());
    expect(tooLarge.status).toBe(413);
    const json = await handleTopicsPost(sitePost('/newsletter/topics/submit', token, '{"topics":["insights"]}', { 'content-type': 'application/json' }), deps());
    expect(json.status).toBe(415);
    expect(await row('esther@example.com')).toEqual(before);
  });

  it('sends back to the page with error=unavailable when the database does not answer', async () => {
    const token = 'B'.repeat(43);
    const logged: string[] = [];
    const broken: ConsentDeps = {
      ...deps(),
      database: async () => {
        throw new Error('connection refused');
      },
      log: (message) => void logged.push(message),
    };
    const answer = await handleTopicsPost(sitePost('/newsletter/topics/submit', token, 'topics=insights'), broken);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/newsletter/topics?token=${token}&error=unavailable`);
    expect(logged).toEqual(['could not change the topics of a subscriber']);
  });

  it('dropping tax deadline reminders withdraws those not yet sent; keeping them keeps them', async () => {
    const token = await confirmed('faith@example.com', { topicChoice: 'yes', insights: 'yes', taxDeadlines: 'yes' });
    const reminders = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'tax-deadline-reminder'));
    // PAYE, NSSF and SHIF are due on Wednesday 9 December 2026; the housing levy on Friday 11 December.
    expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-06T07:00:00') })).toBe(1);
    await db().update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.kind, 'tax-deadline-reminder'));
    expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-08T12:00:00') })).toBe(1);
    const queued = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'tax-deadline-reminder'), isNull(mailOutbox.sentAt)));
    expect(queued.map((mail) => mail.subject)).toEqual(['Due in 3 days, Friday 11 December 2026: Affordable Housing Levy']);

    // Keeping the reminders (and leaving Insights) leaves the queued one where it is.
    expect((await saveTopics(token, ['tax-deadlines'])).headers.get('location')).toBe(`/newsletter/topics?token=${token}&done=1`);
    expect(await reminders()).toHaveLength(2);

    expect((await saveTopics(token, ['insights'])).headers.get('location')).toBe(`/newsletter/topics?token=${token}&done=1`);
    const left = await reminders();
    expect(left.map((mail) => mail.subject)).toEqual(['Due in 3 days, Wednesday 9 December 2026: PAYE, NSSF contributions, SHIF contributions']);
    expect(left[0]?.sentAt).toBeInstanceOf(Date);
    // And no new one is queued for the next deadline.
    expect(await queueDueReminders({ db: db(), siteUrl: TEST_SITE_URL, contact: firmContactSeed(), now: nairobi('2026-12-17T08:00:00') })).toBe(0);
  });

  it('the newsletter mail links to the page with the subscriber’s own token, which opens their topics', async () => {
    const token = await confirmed('grace@example.com', { topicChoice: 'yes', insights: 'yes' });
    const campaign = { subject: 'PAYE bands 2026', body: lexicalState(paragraph(text('The new bands, in one table.'))) };
    const mail = newsletterMail(campaign, { email: 'grace@example.com', unsubscribeToken: token }, TEST_SITE_URL);

    expect(mail.text).toContain(`Change your topics: ${TEST_SITE_URL}/newsletter/topics?token=${token}\nUnsubscribe: ${TEST_SITE_URL}/newsletter/unsubscribe?token=${token}\n`);
    expect(mail.text).not.toContain('sign up again');
    expect(mail.html).toContain(`<a href="${TEST_SITE_URL}/newsletter/topics?token=${token}" style="color:#4a5663">Change your topics</a>`);
    const linked = /\/newsletter\/topics\?token=([\w-]{43})/.exec(mail.text)?.[1];
    expect(await topicsState(db(), linked)).toEqual({ status: 'confirmed', topics: ['insights'] });
  });
});
