/**
 * The leads inbox's REST endpoints and pages on the built site, as production runs it, with
 * the session cookies of staff in each role: an editor is refused everything (403) and never
 * sees the inbox, the leads team reads, changes and exports, only an admin erases and reads the
 * audit log, and every read, export, change and erasure is in the log, an erasure without the
 * person's address.
 *
 * Needs a build: `npm run build` (or `NEXT_DIST_DIR=<dir> npx next build` and `SYSTEM_DIST_DIR=<dir>`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite } from '../support/built-site';
import { answeredOk, formPost, sendFormPost } from '../support/form-posts';
import { type SiteProcess, startSite } from '../support/next-server';
import { createStaffUser, signIn } from '../support/staff-users';

const PORT = 4310;
const SITE_URL = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let site: SiteProcess | undefined;
const cookies: Record<'admin' | 'editor' | 'leads', string> = { admin: '', editor: '', leads: '' };
let leadsUserId = 0;

type Lead = { kind: string; id: string; email: string; status: string; assigneeId: number | null; notes?: string };

/** A request as the admin's pages send it: same origin, with the staff member's session. */
function call(who: keyof typeof cookies | null, pathname: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', headers.get('origin') ?? SITE_URL);
  if (who) headers.set('cookie', cookies[who]);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return fetch(`${SITE_URL}${pathname}`, { ...init, headers, body, redirect: 'manual' });
}

async function leadsOf(query = ''): Promise<Lead[]> {
  const response = await call('leads', `/api/leads${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { leads: Lead[] }).leads;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-leads-'));
  site = await startSite(requireBuiltSite(), PORT, { DATA_DIR: dataDir, SITE_URL, FORM_RATE_LIMIT: '10000' });
  const env = { DATA_DIR: dataDir, SITE_URL };
  for (const role of ['admin', 'editor', 'leads'] as const) {
    const user = await createStaffUser(env, `${role}@kilele.example`, role, `correct horse ${role} battery`);
    expect(Boolean(user.totpSecret), `${role} has a second factor`).toBe(role !== 'editor');
    cookies[role] = await signIn(SITE_URL, user);
  }
  leadsUserId = ((await (await call('leads', '/api/users/me')).json()) as { user: { id: number } }).user.id;
  for (const post of [formPost('contact', 'amina@example.com'), formPost('booking', 'brian@example.com'), formPost('subscribe', 'chebet@example.com')]) {
    expect(answeredOk(await sendFormPost(SITE_URL, post))).toBe(true);
  }
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the leads endpoints by role', () => {
  it('refuses an editor every leads endpoint with 403, and a stranger with 401', async () => {
    const [contact] = await leadsOf('?kind=contact');
    const lead = `/api/leads/contact/${contact?.id}`;
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      ['/api/leads', {}],
      ['/api/leads/export', {}],
      [lead, {}],
      [lead, { method: 'POST', json: { status: 'done' } }],
      ['/api/leads/erase', { method: 'POST', json: { email: 'amina@example.com' } }],
      ['/api/leads/audit', {}],
    ];
    for (const [pathname, init] of attempts) {
      const editor = await call('editor', pathname, init);
      expect(editor.status, `editor: ${init.method ?? 'GET'} ${pathname}`).toBe(403);
      expect(JSON.stringify(await editor.json())).not.toContain('amina@example.com');
      expect((await call(null, pathname, init)).status, `stranger: ${init.method ?? 'GET'} ${pathname}`).toBe(401);
    }
    // Nothing changed, nothing erased.
    expect((await leadsOf('?kind=contact'))[0]).toMatchObject({ email: 'amina@example.com', status: 'new' });
  });

  it('lets the leads team list, read and filter; erasing and the audit log are for admins', async () => {
    const leads = await leadsOf();
    expect(leads.map((lead) => [lead.kind, lead.email])).toEqual([
      ['subscriber', 'chebet@example.com'],
      ['booking', 'brian@example.com'],
      ['contact', 'amina@example.com'],
    ]);
    const booking = leads[1];
    const detail = await call('leads', `/api/leads/booking/${booking?.id}`);
    expect(detail.status).toBe(200);
    const { lead } = (await detail.json()) as { lead: { fields: { label: string; value: string }[] } };
    expect(lead.fields).toContainEqual({ label: 'Requested service', value: 'Tax Consultation' });
    expect((await leadsOf('?kind=subscriber')).map((each) => each.email)).toEqual(['chebet@example.com']);
    expect((await call('leads', '/api/leads/audit')).status).toBe(403);
    expect((await call('leads', '/api/leads/erase', { method: 'POST', json: { email: 'brian@example.com' } })).status).toBe(403);
  });

  it('answers bad filters, addresses and bodies with a clear 4xx', async () => {
    const cases: [string, RequestInit & { json?: unknown }, number, string][] = [
      ['/api/leads?kind=payroll', {}, 400, 'Kind must be one of: contact, booking, subscriber.'],
      ['/api/leads/export?from=2026-02-30', {}, 400, 'The "from" date must be a day written YYYY-MM-DD.'],
      ["/api/leads/contact/1'%20or%201=1", {}, 404, 'There is no such lead'],
      ['/api/leads/contact/00000000-0000-4000-8000-000000000000', {}, 404, 'There is no such lead (it may have been erased).'],
      ['/api/leads/contact/00000000-0000-4000-8000-000000000000', { method: 'POST', body: '{"status":', headers: { 'content-type': 'application/json' } }, 415, 'Send the change as JSON or a form.'],
      ['/api/leads/contact/00000000-0000-4000-8000-000000000000', { method: 'POST', json: { status: 'archived' } }, 400, 'Status must be one of: new, in_progress, done.'],
      [`/api/leads?q=${'a'.repeat(201)}`, {}, 400, 'The search is limited to 200 characters.'],
      ['/api/leads/export?q=brian%00', {}, 400, 'The search cannot hold control characters (such as a tab or a line break).'],
    ];
    for (const [pathname, init, status, message] of cases) {
      const response = await call('leads', pathname, init);
      expect(response.status, pathname).toBe(status);
      const { errors } = (await response.json()) as { errors: { message: string }[] };
      expect(errors[0]?.message, pathname).toContain(message);
    }
  });
});

describe('the search', () => {
  it('finds leads by part of a name or an address in the list, its counts and the export', async () => {
    const response = await call('leads', '/api/leads?q=VISITOR%20b');
    expect(response.status).toBe(200);
    const found = (await response.json()) as { leads: Lead[]; total: number; byStatus: Record<string, number> };
    expect(found.leads.map((lead) => lead.email)).toEqual(['brian@example.com']);
    expect(found.byStatus).toEqual({ new: 1, in_progress: 0, done: 0 });
    const none = (await (await call('leads', '/api/leads?q=Example.COM&status=done')).json()) as { leads: Lead[]; byStatus: Record<string, number> };
    expect(none.leads).toEqual([]);
    expect(none.byStatus).toEqual({ new: 3, in_progress: 0, done: 0 });
    const exported = (await (await call('leads', '/api/leads/export?q=chebet%40')).text()).trimEnd().split('\r\n');
    expect(exported).toHaveLength(2);
    expect(exported[1]).toMatch(/^subscriber,.*,chebet@example\.com,/);
  });
});

describe('handling a lead', () => {
  it('keeps a change of status, assignee and notes, from JSON and from the page\'s form', async () => {
    const [contact] = await leadsOf('?kind=contact');
    const lead = `/api/leads/contact/${contact?.id}`;
    const changed = await call('leads', lead, { method: 'POST', json: { status: 'in_progress', assignee: leadsUserId, notes: 'Called, sending a quote' } });
    expect(changed.status).toBe(200);
    expect((await leadsOf('?status=in_progress')).map((each) => [each.email, each.assigneeId])).toEqual([['amina@example.com', leadsUserId]]);

    // The admin page's form, as a browser without JavaScript posts it: back to the page, saved.
    const form = await call('leads', lead, { method: 'POST', body: new URLSearchParams({ status: 'done', assignee: String(leadsUserId), notes: 'Quote sent' }) });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/admin/leads/contact/${contact?.id}?saved=1`);
    const detail = (await (await call('leads', lead)).json()) as { lead: Lead };
    expect(detail.lead).toMatchObject({ status: 'done', assigneeId: leadsUserId, notes: 'Quote sent' });

    // An editor cannot be assigned leads; a post from another site changes nothing.
    const [editor] = await Promise.all([call('editor', '/api/users/me')]);
    const editorId = ((await editor.json()) as { user: { id: number } }).user.id;
    expect((await call('leads', lead, { method: 'POST', json: { assignee: editorId } })).status).toBe(400);
    const crossSite = await call('leads', lead, { method: 'POST', json: { status: 'new' }, headers: { origin: 'https://evil.example' } });
    expect([401, 403]).toContain(crossSite.status);
    expect(((await (await call('leads', lead)).json()) as { lead: Lead }).lead.status).toBe('done');
  });

  it('exports the filtered list as CSV', async () => {
    const response = await call('leads', '/api/leads/export?kind=booking');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'kind,id,received_at,status,assignee,notes,name,email,company,phone,industry,service,subject,message,subscription,topics,consented_at,unsubscribed_at,source',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Visitor brian,brian@example.com,,0712 345678,Retail,Tax Consultation,,From brian@example.com,');
  });

  it('lets an admin erase a person, and logs it without their address', async () => {
    const erased = await call('admin', '/api/leads/erase', { method: 'POST', json: { email: 'Amina@Example.com' } });
    expect(erased.status).toBe(200);
    const { reference, erased: counts } = (await erased.json()) as { reference: string; erased: Record<string, number> };
    expect(reference).toMatch(/^ER-[0-9A-F]{10}$/);
    expect(counts).toMatchObject({ subscribers: 0, contactMessages: 1, bookings: 0, mails: 2 });
    expect((await leadsOf()).map((lead) => lead.email)).toEqual(['chebet@example.com', 'brian@example.com']);

    const log = await call('admin', '/api/leads/audit');
    expect(log.status).toBe(200);
    const text = await log.text();
    expect(text.toLowerCase()).not.toContain('amina');
    const { entries } = JSON.parse(text) as { entries: { action: string; staffEmail: string; reference: string | null; leadId: string | null }[] };
    expect(entries.filter((entry) => entry.action === 'erased')).toEqual([
      expect.objectContaining({ staffEmail: 'admin@kilele.example', reference, leadId: null }),
    ]);
    const actions = new Set(entries.map((entry) => `${entry.staffEmail} ${entry.action}`));
    for (const done of ['leads@kilele.example viewed', 'leads@kilele.example changed', 'leads@kilele.example exported', 'admin@kilele.example erased']) {
      expect(actions.has(done), done).toBe(true);
    }
    expect([...actions].some((entry) => entry.startsWith('editor@'))).toBe(false);
  });
});

describe('the admin pages', () => {
  it('shows the inbox and its menu link to the leads team, and neither to an editor', async () => {
    const forLeads = await (await call('leads', '/admin/leads')).text();
    expect(forLeads).toContain('brian@example.com');
    expect(forLeads).toContain('Leads inbox');
    const editorPage = await call('editor', '/admin/leads');
    expect(editorPage.status).toBe(200);
    const forEditor = await editorPage.text();
    expect(forEditor).toContain('Not allowed');
    expect(forEditor).not.toContain('brian@example.com');
    expect(await (await call('editor', '/admin')).text()).not.toContain('Leads inbox');
    // A stranger is sent to sign in (Next streams the redirect in the page once it has begun it).
    const stranger = await call(null, '/admin/leads');
    const strangerPage = await stranger.text();
    expect(stranger.status === 307 ? stranger.headers.get('location') : strangerPage).toContain('/admin/login?redirect=%2Fadmin%2Fleads');
    expect(strangerPage).not.toContain('brian@example.com');
  });
});
