/**
 * The campaign page's actions, under the collection's REST API (`/api/campaigns/…`), so that
 * Payload has read the staff member's session before they run:
 *
 *   GET  /api/campaigns/:id/sending    audience now, status and counts, and whether its schedule
 *                                      last came due with nobody to reach (editors, admins)
 *   GET  /api/campaigns/:id/preview    the mail as saved: { subject, html, text } (editors, admins)
 *   POST /api/campaigns/:id/test       the mail to the signed-in staff member's own address (editors, admins)
 *   POST /api/campaigns/:id/send       send now (admins); 409 with nobody to reach
 *   POST /api/campaigns/:id/schedule   { at: ISO time }: send then (admins)
 *   POST /api/campaigns/:id/unschedule a scheduled campaign back to a draft (admins)
 *   POST /api/campaigns/:id/stop       stop a campaign that is sending: the rest is not sent (admins)
 *   GET  /api/campaigns/suppressions   the addresses no newsletter goes to, with the reason (admins)
 *
 * The role is checked here, in each endpoint: 401 for a stranger, 403 for a role that may not;
 * an admin's account must have its second factor on record, as for the leads. Posts must come
 * from the site's own pages. JSON in, JSON out.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { roleOf } from '../access';
import { getConfig } from '../../config';
import { openedAdmin, readFirmContact } from '../read-firm-contact';
import { getDatabase } from '../../db/client';
import type { Db } from '../../db/types';
import { mailSuppressions } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { wakeMailWorker } from '../../mail/runtime';
import { newsletterPreview, newsletterTest } from '../../newsletters/mail';
import {
  audienceSize,
  campaignCounts,
  readCampaign,
  scheduleSending,
  scheduleThatFoundNobody,
  SendRefused,
  startSending,
  stopSending,
  unscheduleSending,
} from '../../newsletters/sending';
import { ROLES_NEEDING_SECOND_FACTOR, type Role } from '../roles';
import type { Staff } from '../leads/audit';
import { fromAnotherSite, json, problem, readBody } from '../leads/staff-endpoint';
import { leadsAccess } from '../leads/staff';

const WRITERS: readonly Role[] = ['admin', 'editor'];
const SENDERS: readonly Role[] = ['admin'];

type Granted = { req: PayloadRequest; staff: Staff; db: Db; id: number };

async function accessOf(req: PayloadRequest, roles: readonly Role[]): Promise<{ ok: true; staff: Staff } | { ok: false; status: number; message: string }> {
  const user = req.user as { id?: unknown; email?: unknown } | null | undefined;
  if (!user) return { ok: false, status: 401, message: 'Sign in to the staff admin first.' };
  const role = roleOf(req);
  if (!role || !roles.includes(role)) {
    return { ok: false, status: 403, message: roles.includes('editor') ? 'Only editors and administrators may do this.' : 'Only administrators may send, schedule or stop a campaign.' };
  }
  // The rule of the leads: a role that reads people's data signs in with a second factor on record.
  if (ROLES_NEEDING_SECOND_FACTOR.includes(role)) return leadsAccess(req, [role]);
  return { ok: true, staff: { id: Number(user.id), email: String(user.email ?? '') } };
}

function campaignEndpoint(path: string, method: 'get' | 'post', roles: readonly Role[], handler: (granted: Granted) => Promise<Response>): Endpoint {
  return {
    path: `/:id${path}`,
    method,
    handler: async (req) => {
      const access = await accessOf(req, roles);
      if (!access.ok) return problem(access.status, access.message);
      if (method === 'post' && fromAnotherSite(req)) return problem(403, 'This request came from another site.');
      const id = Number(req.routeParams?.id);
      if (!Number.isSafeInteger(id) || id <= 0) return problem(404, 'There is no such campaign.');
      const { db } = await getDatabase();
      try {
        return await handler({ req, staff: access.staff, db, id });
      } catch (error) {
        if (error instanceof SendRefused) return problem(error.status, error.message);
        throw error;
      }
    },
  };
}

async function campaignOr404(db: Db, id: number) {
  const campaign = await readCampaign(db, id);
  if (!campaign) throw new SendRefused(404, 'There is no such campaign.');
  return campaign;
}


const sending = campaignEndpoint('/sending', 'get', WRITERS, async ({ db, id }) => {
  const campaign = await campaignOr404(db, id);
  return json({
    subject: campaign.subject,
    status: campaign.status,
    scheduledFor: campaign.scheduledFor?.toISOString() ?? null,
    audience: await audienceSize(db, campaign.topics),
    counts: (await campaignCounts(db, id)) ?? null,
    scheduleFoundNobody: campaign.status === 'draft' ? await scheduleThatFoundNobody(db, id) : null,
  });
});

const preview = campaignEndpoint('/preview', 'get', WRITERS, async ({ db, id }) => json(newsletterPreview(await campaignOr404(db, id), getConfig().SITE_URL, await readFirmContact(openedAdmin))));

const test = campaignEndpoint('/test', 'post', WRITERS, async ({ db, id, staff }) => {
  if (!staff.email) return problem(400, 'Your account has no email address to send the test to.');
  const siteUrl = getConfig().SITE_URL;
  await enqueueMail(db, newsletterTest(await campaignOr404(db, id), staff.email, siteUrl, await readFirmContact(openedAdmin)), siteUrl);
  wakeMailWorker();
  return json({ message: `A test is on its way to ${staff.email}.` });
});

const send = campaignEndpoint('/send', 'post', SENDERS, async ({ db, id, staff }) => {
  const recipients = await startSending(db, id, staff);
  return json({ message: `Sending to ${recipients} subscriber${recipients === 1 ? '' : 's'}.`, recipients });
});

const schedule = campaignEndpoint('/schedule', 'post', SENDERS, async ({ req, db, id, staff }) => {
  const body = await readBody(req);
  const at = typeof body?.data.at === 'string' ? new Date(body.data.at) : undefined;
  if (!at || Number.isNaN(at.getTime())) return problem(400, 'Give the time to send it, e.g. 2026-12-01T09:00:00+03:00.');
  await scheduleSending(db, id, at, staff);
  return json({ message: `Scheduled for ${at.toISOString()}.`, scheduledFor: at.toISOString() });
});

const unschedule = campaignEndpoint('/unschedule', 'post', SENDERS, async ({ db, id, staff }) => {
  await unscheduleSending(db, id, staff);
  return json({ message: 'The schedule is cancelled: the campaign is a draft again.' });
});

const stop = campaignEndpoint('/stop', 'post', SENDERS, async ({ db, id, staff }) => {
  const stopped = await stopSending(db, id, staff);
  return json({
    message: `Stopped after ${stopped.sent} of ${stopped.recipients} sent; ${stopped.cancelled} will not be sent. Mails already handed to the mail server still arrive.`,
    ...stopped,
  });
});

const suppressions: Endpoint = {
  path: '/suppressions',
  method: 'get',
  handler: async (req) => {
    const access = await accessOf(req, SENDERS);
    if (!access.ok) return problem(access.status, access.message);
    const { db } = await getDatabase();
    return json({ suppressions: await db.select().from(mailSuppressions).orderBy(mailSuppressions.at) });
  },
};

export const campaignEndpoints: Endpoint[] = [suppressions, sending, preview, test, send, schedule, unschedule, stop];
