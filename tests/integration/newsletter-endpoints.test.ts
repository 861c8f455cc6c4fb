/**
 * The campaign page's actions (lib/cms/newsletters/endpoints.ts) through Payload's own REST
 * handling in this process, with real sessions (accounts made as the command makes them, signed
 * in with password and authenticator code): a stranger gets 401 and an editor 403 for sending
 * and scheduling, and neither changes anything; an editor previews and sends themselves a test;
 * an admin sees the audience before sending, sends, and reads the counts; a post from another
 * site is refused (its session not taken); a bad schedule is a 400, an unknown campaign a 404, a second send a 409; a schedule can
 * be cancelled before it comes due. Stop sending is an admin's too (409 unless it is sending), and
 * Send now with nobody to reach is a 409 that changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { handleEndpoints } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT_COMMAND } from '../../lib/cms/collections/Users';
import { leadAudit, mailOutbox, newsletterRecipients, newsletterSends, subscribers } from '../../lib/db/schema';
import { startDueCampaigns } from '../../lib/newsletters/sending';
import { authenticatorCode } from '../support/staff-accounts';
import { draftCampaign } from './support/campaigns';
import { cmsOnFreshDatabase } from './support/cms';

const SITE = 'http://localhost:3000';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type Who = 'admin' | 'editor';

describe('a campaign’s preview, test, send and schedule, through the admin’s REST API', () => {
  const cms = cmsOnFreshDatabase();
  const db = () => cms.database.handle.db;
  const cookies: Record<Who, string> = { admin: '', editor: '' };
  let campaign = 0;

  async function api(who: Who | null, pathname: string, init: { method?: string; json?: unknown; origin?: string } = {}) {
    const headers = new Headers({ origin: init.origin ?? SITE });
    if (who) headers.set('cookie', cookies[who]);
    let body: string | undefined;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return handleEndpoints({ config: cms.payload.config, request: new Request(`${SITE}/api${pathname}`, { method: init.method ?? 'GET', headers, body }) });
  }
  const post = (who: Who | null, pathname: string, init: { json?: unknown; origin?: string } = {}) => api(who, pathname, { ...init, json: init.json ?? {}, method: 'POST' });

  async function makeAccount(role: Who) {
    const email = `${role}@kilele.example`;
    const password = `correct horse ${role} battery`;
    await cms.payload.create({
      collection: 'users',
      data: { email, password, role, ...(role === 'editor' ? {} : { totpSecret: TOTP_SECRET }) },
      overrideAccess: true,
      context: { [STAFF_ACCOUNT_COMMAND]: true },
    });
    const code = role === 'editor' ? '' : authenticatorCode(TOTP_SECRET, Date.now());
    const response = await api(null, '/users/login', { method: 'POST', json: { email, password, totp: code } });
    expect(response.status, `${role} signs in: ${await response.clone().text()}`).toBe(200);
    cookies[role] = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='))!.split(';', 1)[0]!;
  }

  beforeAll(async () => {
    await makeAccount('admin');
    await makeAccount('editor');
    await db()
      .insert(subscribers)
      .values(
        ['wanjiru@example.test', 'otieno@example.test', 'kamau@example.test'].map((email, n) => ({
          email,
          status: 'confirmed' as const,
          source: 'footer' as const,
          topics: n === 2 ? ['tax-deadlines' as const] : ['insights' as const],
          unsubscribeToken: randomUUID(),
          consentedAt: new Date(),
        })),
      );
    campaign = await draftCampaign(cms.payload, 'Finance Act 2026 for employers', ['insights'], 'Housing levy changes in July.');
  });

  it('refuses a stranger and an editor the send and the schedule, and changes nothing', async () => {
    for (const [who, status] of [[null, 401], ['editor', 403]] as const) {
      expect((await post(who, `/campaigns/${campaign}/send`)).status).toBe(status);
      expect((await post(who, `/campaigns/${campaign}/schedule`, { json: { at: '2030-01-01T09:00:00+03:00' } })).status).toBe(status);
      expect((await post(who, `/campaigns/${campaign}/unschedule`)).status).toBe(status);
      expect((await api(who, '/campaigns/suppressions')).status).toBe(status);
    }
    expect((await api(null, `/campaigns/${campaign}/preview`)).status).toBe(401);
    expect((await post(null, `/campaigns/${campaign}/test`)).status).toBe(401);
    expect(await db().select().from(newsletterRecipients)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    expect((await cms.payload.findByID({ collection: 'campaigns', id: campaign })).status).toBe('draft');
  });

  it('lets an editor preview and send themselves a test', async () => {
    const preview = await api('editor', `/campaigns/${campaign}/preview`);
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as { subject: string; html: string; text: string };
    expect(body.subject).toBe('Finance Act 2026 for employers');
    expect(body.html).toMatch(/<p[^>]*>Housing levy changes in July\.<\/p>/);
    expect(body.text).toContain('Housing levy changes in July.');

    // From another site the session cookie does not count (Payload's csrf list): no one is signed in.
    expect((await post('editor', `/campaigns/${campaign}/test`, { origin: 'https://elsewhere.example' })).status).toBe(401);
    const test = await post('editor', `/campaigns/${campaign}/test`);
    expect(test.status).toBe(200);
    const mails = await db().select().from(mailOutbox);
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.subject])).toEqual([['newsletter-test', 'editor@kilele.example', '[Test] Finance Act 2026 for employers']]);
  });

  it('shows an admin the audience before sending, sends once, and reports the counts', async () => {
    const before = await api('admin', `/campaigns/${campaign}/sending`);
    expect(await before.json()).toEqual({ subject: 'Finance Act 2026 for employers', status: 'draft', scheduledFor: null, audience: 2, counts: null, scheduleFoundNobody: null });
    expect((await post('admin', `/campaigns/${campaign}/schedule`, { json: { at: 'next tuesday' } })).status).toBe(400);
    // A date JavaScript reads and PostgreSQL cannot store.
    const farOff = await post('admin', `/campaigns/${campaign}/schedule`, { json: { at: '+012000-01-01T00:00:00Z' } });
    expect(farOff.status).toBe(400);
    expect(await farOff.json()).toEqual({ errors: [{ message: 'Choose a time before the year 10000.' }] });
    // Scheduled, then the schedule cancelled: a draft again, with nothing queued, and a draft has no schedule to cancel.
    expect((await post('admin', `/campaigns/${campaign}/schedule`, { json: { at: '2030-01-01T09:00:00+03:00' } })).status).toBe(200);
    expect(await (await api('admin', `/campaigns/${campaign}/sending`)).json()).toMatchObject({ status: 'scheduled', scheduledFor: '2030-01-01T06:00:00.000Z' });
    const cancelled = await post('admin', `/campaigns/${campaign}/unschedule`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ message: 'The schedule is cancelled: the campaign is a draft again.' });
    expect(await (await api('admin', `/campaigns/${campaign}/sending`)).json()).toMatchObject({ status: 'draft', scheduledFor: null, counts: null });
    expect((await post('admin', `/campaigns/${campaign}/unschedule`)).status).toBe(409);
    const changes = await db().select().from(leadAudit).where(eq(leadAudit.action, 'changed'));
    expect(changes.map((entry) => [entry.staffEmail, entry.details.scheduleCancelled])).toEqual([['admin@kilele.example', '2030-01-01T06:00:00.000Z']]);
    expect((await post('admin', '/campaigns/99999/send')).status).toBe(404);

    const sent = await post('admin', `/campaigns/${campaign}/send`);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ recipients: 2 });
    expect((await post('admin', `/campaigns/${campaign}/send`)).status).toBe(409);
    const after = (await (await api('admin', `/campaigns/${campaign}/sending`)).json()) as { status: string; counts: unknown };
    expect(after).toMatchObject({ status: 'sending', counts: { recipients: 2, sent: 0, toSend: 2, failed: 0, cancelled: 0, unsubscribedSince: 0, finished: false } });
    const audit = await db().select().from(leadAudit).where(eq(leadAudit.action, 'sent'));
    // The schedule's entry (the audience then), and the send's (its recipients).
    expect(audit.map((entry) => [entry.staffEmail, entry.details.recipients ?? `scheduled, ${String(entry.details.audienceNow)} then`])).toEqual([
      ['admin@kilele.example', 'scheduled, 2 then'],
      ['admin@kilele.example', 2],
    ]);
  });

  it('lets only an admin stop a campaign that is sending, and refuses a stop of one that is not', async () => {
    // The campaign the test before sent: sending, its two mails not yet delivered.
    for (const [who, status] of [[null, 401], ['editor', 403]] as const) expect((await post(who, `/campaigns/${campaign}/stop`)).status).toBe(status);
    expect((await post('admin', `/campaigns/${campaign}/stop`, { origin: 'https://elsewhere.example' })).status).toBe(401);
    expect((await cms.payload.findByID({ collection: 'campaigns', id: campaign })).status).toBe('sending');
    const draft = await draftCampaign(cms.payload, 'Not sent yet', ['insights']);
    const notSending = await post('admin', `/campaigns/${draft}/stop`);
    expect(notSending.status).toBe(409);
    expect(await notSending.json()).toEqual({ errors: [{ message: 'This campaign is draft: only a campaign that is sending can be stopped.' }] });

    const stopped = await post('admin', `/campaigns/${campaign}/stop`);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({
      message: 'Stopped after 0 of 2 sent; 2 will not be sent. Mails already handed to the mail server still arrive.',
      recipients: 2,
      sent: 0,
      cancelled: 2,
    });
    // Its two queued mails were held by no mail worker: withdrawn.
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter'))).toEqual([]);
    expect(await (await api('admin', `/campaigns/${campaign}/sending`)).json()).toMatchObject({
      status: 'stopped',
      counts: { recipients: 2, sent: 0, toSend: 0, failed: 0, cancelled: 2 },
    });
    expect((await post('admin', `/campaigns/${campaign}/stop`)).status).toBe(409);
    const [entry] = await db().select().from(leadAudit).where(sql`${leadAudit.details} ? 'stopped'`);
    expect(entry).toMatchObject({ action: 'changed', staffEmail: 'admin@kilele.example', details: { campaignId: campaign, stopped: 'after 0 of 2 sent' } });
  });

  it('answers Send now with nobody to reach with a 409, and shows staff a schedule that came due with nobody', async () => {
    // Kamau, the one confirmed reader of tax deadlines, leaves.
    await db().update(subscribers).set({ status: 'unsubscribed', unsubscribedAt: new Date() }).where(eq(subscribers.email, 'kamau@example.test'));
    const id = await draftCampaign(cms.payload, 'PAYE deadline on the 9th', ['tax-deadlines']);
    const refused = await post('admin', `/campaigns/${id}/send`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ errors: [{ message: 'No confirmed subscriber has chosen these topics; nothing was sent.' }] });
    expect(await db().select().from(newsletterSends).where(eq(newsletterSends.campaignId, id))).toEqual([]);
    expect((await cms.payload.findByID({ collection: 'campaigns', id })).status).toBe('draft');

    expect((await post('admin', `/campaigns/${id}/schedule`, { json: { at: '2030-01-01T09:00:00+03:00' } })).status).toBe(200);
    await db().execute(sql`update payload.campaigns set scheduled_for = '2026-01-05T06:00:00Z' where id = ${id}`);
    expect(await startDueCampaigns(db())).toBe(0);
    expect(await (await api('editor', `/campaigns/${id}/sending`)).json()).toMatchObject({
      status: 'draft',
      scheduledFor: null,
      counts: null,
      scheduleFoundNobody: '2026-01-05T06:00:00.000Z',
    });
  });
});
