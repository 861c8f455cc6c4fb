/**
 * The leads inbox's REST endpoints, under Payload's API (`/api/leads…`), so that Payload has
 * read the staff member's session (`req.user`) before they run:
 *
 *   GET  /api/leads?kind&status&from&to&page   the list, newest first (JSON)
 *   GET  /api/leads/export?kind&status&from&to the filtered list as CSV
 *   GET  /api/leads/:kind/:id                  one lead with its handling (JSON)
 *   POST /api/leads/:kind/:id                  change its status, assignee, notes
 *   POST /api/leads/erase                      erase a person by email (admins)
 *   GET  /api/leads/audit                      the audit log (admins)
 *
 * Admins and the leads team only; anyone else gets 403 (401 when not signed in). Every read
 * of leads, export, change and erasure is written to the audit log. The POSTs take JSON
 * (answered with JSON) or a form from the admin's own pages (answered with a redirect back to
 * the page, so they work without JavaScript), and refuse a post from another site.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { getConfig } from '../../config';
import { getDatabase } from '../../db/client';
import { toCsv } from '../../forms/records';
import { erasableMailDirectory } from '../../mail/transport';
import { isCrossSite } from '../../security/cross-site';
import { trustsAnyProxy } from '../../server/trust-proxy';
import { eraseAndRecord, readLeadAudit, recordLeadAudit } from './audit';
import { filtersForAudit, isLeadId, isLeadKind, type LeadKind, parseHandlingChange, parseLeadFilters } from './filters';
import { changeHandling, emailOfLead, exportLeads, getLead, listLeads } from './inbox';
import { assignableStaff, leadsAccess } from './staff';

/** Where the admin's leads pages are (the views in lib/cms/leads/views). */
export const LEADS_ADMIN_PATH = '/admin/leads';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const problem = (status: number, message: string) => json({ errors: [{ message }] }, status);
const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

function searchParamsOf(req: PayloadRequest): URLSearchParams {
  return req.searchParams ?? new URL(req.url ?? '/', 'http://localhost').searchParams;
}

/**
 * A state-changing post must come from the site's own pages (the site's one cross-site check,
 * lib/security/cross-site.ts). Payload already ignores a session cookie sent from another
 * origin (its `csrf` list); this refuses such a post outright, with a message.
 */
function fromAnotherSite(req: PayloadRequest): boolean {
  const config = getConfig();
  return isCrossSite(req.headers, { siteUrl: config.SITE_URL, trustProxy: trustsAnyProxy(config.TRUST_PROXY) });
}

type Body = { form: boolean; data: Record<string, unknown> };

/** A post's fields, from JSON or a form; null when it is neither, or unreadable. */
async function readBody(req: PayloadRequest): Promise<Body | null> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/json')) {
      const data: unknown = await req.json?.();
      return data !== null && typeof data === 'object' && !Array.isArray(data) ? { form: false, data: data as Record<string, unknown> } : null;
    }
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      const form = await req.formData?.();
      if (!form) return null;
      const data: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') data[name] = value;
      return { form: true, data };
    }
  } catch {
    return null;
  }
  return null;
}

const leadPage = (kind: LeadKind, id: string) => `${LEADS_ADMIN_PATH}/${kind}/${id}`;
const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

const list: Endpoint = {
  path: '/leads',
  method: 'get',
  handler: async (req) => {
    const access = leadsAccess(req);
    if (!access.ok) return problem(access.status, access.message);
    const filters = parseLeadFilters(searchParamsOf(req));
    if (!filters.ok) return problem(400, filters.message);
    const { db } = await getDatabase();
    const { leads, total } = await listLeads(db, filters.value);
    await recordLeadAudit(db, access.staff, {
      action: 'viewed',
      details: { list: true, filters: filtersForAudit(filters.value), page: filters.value.page, shown: leads.length },
    });
    return json({ leads, total, page: filters.value.page });
  },
};

const exportCsv: Endpoint = {
  path: '/leads/export',
  method: 'get',
  handler: async (req) => {
    const access = leadsAccess(req);
    if (!access.ok) return problem(access.status, access.message);
    const filters = parseLeadFilters(searchParamsOf(req));
    if (!filters.ok) return problem(400, filters.message);
    const { db } = await getDatabase();
    const staff = new Map((await assignableStaff(req.payload)).map((account) => [account.id, account.email]));
    const table = await exportLeads(db, filters.value, staff);
    await recordLeadAudit(db, access.staff, { action: 'exported', details: { filters: filtersForAudit(filters.value), rows: table.rows.length } });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(toCsv(table), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
};

const audit: Endpoint = {
  path: '/leads/audit',
  method: 'get',
  handler: async (req) => {
    const access = leadsAccess(req, ['admin']);
    if (!access.ok) return problem(access.status, access.message);
    const before = searchParamsOf(req).get('before');
    if (before !== null && !/^\d{1,15}$/.test(before)) return problem(400, 'before must be the id of an entry of the log.');
    const { db } = await getDatabase();
    return json({ entries: await readLeadAudit(db, before === null ? undefined : Number(before)) });
  },
};

const erase: Endpoint = {
  path: '/leads/erase',
  method: 'post',
  handler: async (req) => {
    const access = leadsAccess(req, ['admin']);
    if (!access.ok) return problem(access.status, access.message);
    if (fromAnotherSite(req)) return problem(403, 'This request came from another site.');
    const body = await readBody(req);
    if (!body) return problem(415, 'Send the address as JSON or a form.');
    const back = (message: string) =>
      body.form ? seeOther(withQuery(`${LEADS_ADMIN_PATH}/erase`, { error: message })) : problem(400, message);
    const { db } = await getDatabase();
    let email = typeof body.data.email === 'string' ? body.data.email.trim() : '';
    // From a lead's page: the person is the one who sent that lead.
    if (!email && isLeadKind(body.data.kind) && isLeadId(body.data.id)) email = (await emailOfLead(db, body.data.kind, body.data.id)) ?? '';
    if (!email || !email.includes('@') || email.length > 320) return back('Give the email address of the person to erase.');
    if (body.form && body.data.confirm !== 'yes') return back('Tick the box to confirm that everything about this person is to be erased.');
    const { reference, report } = await eraseAndRecord(db, access.staff, email, erasableMailDirectory(getConfig()));
    if (body.form) return seeOther(withQuery(`${LEADS_ADMIN_PATH}/erase`, { reference }));
    return json({ reference, erased: report });
  },
};

function leadAddress(req: PayloadRequest): { kind: LeadKind; id: string } | null {
  const { kind, id } = req.routeParams ?? {};
  return isLeadKind(kind) && isLeadId(id) ? { kind, id: id.toLowerCase() } : null;
}

const detail: Endpoint = {
  path: '/leads/:kind/:id',
  method: 'get',
  handler: async (req) => {
    const access = leadsAccess(req);
    if (!access.ok) return problem(access.status, access.message);
    const address = leadAddress(req);
    if (!address) return problem(404, 'There is no such lead: its address names a kind (contact, booking, subscriber) and an id.');
    const { db } = await getDatabase();
    const lead = await getLead(db, address.kind, address.id);
    if (!lead) return problem(404, 'There is no such lead (it may have been erased).');
    await recordLeadAudit(db, access.staff, { action: 'viewed', leadKind: address.kind, leadId: address.id });
    return json({ lead });
  },
};

const change: Endpoint = {
  path: '/leads/:kind/:id',
  method: 'post',
  handler: async (req) => {
    const access = leadsAccess(req);
    if (!access.ok) return problem(access.status, access.message);
    if (fromAnotherSite(req)) return problem(403, 'This request came from another site.');
    const address = leadAddress(req);
    if (!address) return problem(404, 'There is no such lead: its address names a kind (contact, booking, subscriber) and an id.');
    const body = await readBody(req);
    if (!body) return problem(415, 'Send the change as JSON or a form.');
    const back = (params: Record<string, string>) => seeOther(withQuery(leadPage(address.kind, address.id), params));
    const parsed = parseHandlingChange(body.data);
    if (!parsed.ok) return body.form ? back({ error: parsed.message }) : problem(400, parsed.message);
    const { assigneeId } = parsed.value;
    if (typeof assigneeId === 'number') {
      const staff = await assignableStaff(req.payload);
      if (!staff.some((account) => account.id === assigneeId)) {
        const message = 'Leads can be assigned only to administrators and the leads team.';
        return body.form ? back({ error: message }) : problem(400, message);
      }
    }
    const { db } = await getDatabase();
    const result = await changeHandling(db, address.kind, address.id, parsed.value, access.staff.id);
    if (!result) return problem(404, 'There is no such lead (it may have been erased).');
    // What changed, without the notes' text: they may name people.
    const changed: Record<string, unknown> = {};
    if (parsed.value.status !== undefined && parsed.value.status !== result.before.status) changed.status = { from: result.before.status, to: parsed.value.status };
    if (assigneeId !== undefined && assigneeId !== result.before.assigneeId) changed.assignee = { from: result.before.assigneeId, to: assigneeId };
    if (parsed.value.notes !== undefined && parsed.value.notes !== result.before.notes) changed.notes = true;
    await recordLeadAudit(db, access.staff, { action: 'changed', leadKind: address.kind, leadId: address.id, details: changed });
    if (body.form) return back({ saved: '1' });
    const lead = await getLead(db, address.kind, address.id);
    return json({ lead });
  },
};

/** In matching order: the fixed paths before `/leads/:kind/:id`. */
export const leadsEndpoints: Endpoint[] = [list, exportCsv, audit, erase, detail, change];
