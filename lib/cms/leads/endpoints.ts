/**
 * The leads inbox's REST endpoints, under Payload's API (`/api/leads…`), so that Payload has
 * read the staff member's session (`req.user`) before they run:
 *
 *   GET  /api/leads?kind&status&from&to&q&page   the list, newest first, and the counts per status (JSON)
 *   GET  /api/leads/export?kind&status&from&to&q   the filtered list as CSV
 *   GET  /api/leads/:kind/:id                    one lead with its handling (JSON)
 *   POST /api/leads/:kind/:id                    change its status, assignee, notes
 *   POST /api/leads/erase                        erase a person by email (admins)
 *   GET  /api/leads/audit                        the audit log (admins)
 *
 * Admins and the leads team only, on an account with a second factor on record; anyone else
 * gets 403 (401 when not signed in). Every read of leads, export, change and erasure is
 * written to the audit log. The POSTs take JSON (answered with JSON) or a form from the
 * admin's own pages (answered with a redirect back to the page, so they work without
 * JavaScript), and refuse a post from another site. A refused form comes back with a code
 * (`?error=…`) that the page looks up (`formErrorMessages`).
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { getConfig } from '../../config';
import type { Db } from '../../db/types';
import { toCsv } from '../../forms/records';
import { erasableMailDirectory } from '../../mail/transport';
import { eraseAndRecord, readLeadAudit, recordLeadAudit, type Staff } from './audit';
import {
  filtersForAudit,
  type FormError,
  formErrorMessages,
  isLeadId,
  isLeadKind,
  type LeadFilters,
  type LeadKind,
  parseHandlingChange,
  parseLeadFilters,
} from './filters';
import { changeHandling, countLeadsByStatus, emailOfLead, exportLeads, getLead, listLeads } from './inbox';
import { json, problem, readBody, searchParamsOf, seeOther, staffEndpoint, withQuery } from './staff-endpoint';
import { assignableStaff } from './staff';

/** Where the admin's leads pages are (the views in components/admin/leads). */
export const LEADS_ADMIN_PATH = '/admin/leads';

const leadPage = (kind: LeadKind, id: string) => `${LEADS_ADMIN_PATH}/${kind}/${id}`;

/** The list's filters from the address, or the 400 that says what is wrong with them. */
function filtersOf(req: PayloadRequest): { ok: true; value: LeadFilters } | { ok: false; response: Response } {
  const filters = parseLeadFilters(searchParamsOf(req));
  return filters.ok ? filters : { ok: false, response: problem(400, filters.message) };
}

/** The list's answer for a staff member whose access is checked: a page of leads, the counts per status, and its audit entry. */
export async function answerList(db: Db, staff: Staff, query: URLSearchParams): Promise<Response> {
  const filters = parseLeadFilters(query);
  if (!filters.ok) return problem(400, filters.message);
  const { leads, total } = await listLeads(db, filters.value);
  const byStatus = await countLeadsByStatus(db, filters.value);
  await recordLeadAudit(db, staff, {
    action: 'viewed',
    details: { list: true, filters: filtersForAudit(filters.value), page: filters.value.page, shown: leads.length },
  });
  return json({ leads, total, byStatus, page: filters.value.page });
}

const list = staffEndpoint('/leads', 'get', ({ req, staff, db }) => answerList(db, staff, searchParamsOf(req)));

const exportCsv = staffEndpoint('/leads/export', 'get', async ({ req, staff, db }) => {
  const filters = filtersOf(req);
  if (!filters.ok) return filters.response;
  const assignees = new Map((await assignableStaff(req.payload)).map((account) => [account.id, account.email]));
  const table = await exportLeads(db, filters.value, assignees);
  await recordLeadAudit(db, staff, { action: 'exported', details: { filters: filtersForAudit(filters.value), rows: table.rows.length } });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});

const audit = staffEndpoint(
  '/leads/audit',
  'get',
  async ({ req, db }) => {
    const before = searchParamsOf(req).get('before');
    if (before !== null && !/^\d{1,15}$/.test(before)) return problem(400, 'before must be the id of an entry of the log.');
    return json({ entries: await readLeadAudit(db, before === null ? undefined : Number(before)) });
  },
  ['admin'],
);

const erase = staffEndpoint(
  '/leads/erase',
  'post',
  async ({ req, staff, db }) => {
    const body = await readBody(req);
    if (!body) return problem(415, 'Send the address as JSON or a form.');
    const back = (error: FormError) =>
      body.form ? seeOther(withQuery(`${LEADS_ADMIN_PATH}/erase`, { error })) : problem(400, formErrorMessages[error]);
    let email = typeof body.data.email === 'string' ? body.data.email.trim() : '';
    // From a lead's page: the person is the one who sent that lead.
    if (!email && isLeadKind(body.data.kind) && isLeadId(body.data.id)) email = (await emailOfLead(db, body.data.kind, body.data.id)) ?? '';
    if (!email || !email.includes('@') || email.length > 320) return back('no-email');
    if (body.form && body.data.confirm !== 'yes') return back('not-confirmed');
    const { reference, report } = await eraseAndRecord(db, staff, email, erasableMailDirectory(getConfig()));
    if (body.form) return seeOther(withQuery(`${LEADS_ADMIN_PATH}/erase`, { reference }));
    return json({ reference, erased: report });
  },
  ['admin'],
);

function leadAddress(req: PayloadRequest): { kind: LeadKind; id: string } | null {
  const { kind, id } = req.routeParams ?? {};
  return isLeadKind(kind) && isLeadId(id) ? { kind, id: id.toLowerCase() } : null;
}

const NO_SUCH_ADDRESS = 'There is no such lead: its address names a kind (contact, booking, subscriber) and an id.';
const NO_SUCH_LEAD = 'There is no such lead (it may have been erased).';

const detail = staffEndpoint('/leads/:kind/:id', 'get', async ({ req, staff, db }) => {
  const address = leadAddress(req);
  if (!address) return problem(404, NO_SUCH_ADDRESS);
  const lead = await getLead(db, address.kind, address.id);
  if (!lead) return problem(404, NO_SUCH_LEAD);
  await recordLeadAudit(db, staff, { action: 'viewed', leadKind: address.kind, leadId: address.id });
  return json({ lead });
});

const change = staffEndpoint('/leads/:kind/:id', 'post', async ({ req, staff, db }) => {
  const address = leadAddress(req);
  if (!address) return problem(404, NO_SUCH_ADDRESS);
  const body = await readBody(req);
  if (!body) return problem(415, 'Send the change as JSON or a form.');
  const refuse = (error: FormError) =>
    body.form ? seeOther(withQuery(leadPage(address.kind, address.id), { error })) : problem(400, formErrorMessages[error]);
  const parsed = parseHandlingChange(body.data);
  if (!parsed.ok) return refuse(parsed.error);
  const { assigneeId } = parsed.value;
  if (typeof assigneeId === 'number' && !(await assignableStaff(req.payload)).some((account) => account.id === assigneeId)) {
    return refuse('not-assignable');
  }
  const result = await changeHandling(db, address.kind, address.id, parsed.value, staff.id);
  if (!result) return problem(404, NO_SUCH_LEAD);
  // What changed, without the notes' text: they may name people.
  const changed: Record<string, unknown> = {};
  if (parsed.value.status !== undefined && parsed.value.status !== result.before.status) changed.status = { from: result.before.status, to: parsed.value.status };
  if (assigneeId !== undefined && assigneeId !== result.before.assigneeId) changed.assignee = { from: result.before.assigneeId, to: assigneeId };
  if (parsed.value.notes !== undefined && parsed.value.notes !== result.before.notes) changed.notes = true;
  await recordLeadAudit(db, staff, { action: 'changed', leadKind: address.kind, leadId: address.id, details: changed });
  if (body.form) return seeOther(withQuery(leadPage(address.kind, address.id), { saved: '1' }));
  return json({ lead: await getLead(db, address.kind, address.id) });
});

/** In matching order: the fixed paths before `/leads/:kind/:id`. */
export const leadsEndpoints: Endpoint[] = [list, exportCsv, audit, erase, detail, change];
