/**
 * The leads inbox's data (lib/cms/leads/) on the forms' own tables: the list across contact
 * messages, bookings and subscribers, its filters (Nairobi days), handling that persists and
 * goes with its lead, the CSV export, and an erasure whose audit record names nobody. The
 * REST endpoints and their roles are checked on the built site (tests/system/leads-api.test.ts).
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadAudit, leadHandling } from '../../lib/db/schema';
import { rowsOf } from '../../lib/db/types';
import { purgeExpired } from '../../lib/forms/records';
import { processSubmission } from '../../lib/forms/submission';
import { eraseAndRecord, readLeadAudit, recordLeadAudit } from '../../lib/cms/leads/audit';
import { formErrorText, parseHandlingChange, parseLeadFilters } from '../../lib/cms/leads/filters';
import { answerList } from '../../lib/cms/leads/endpoints';
import { changeHandling, countLeadsByStatus, exportLeads, getLead, listLeads } from '../../lib/cms/leads/inbox';
import { toCsv } from '../../lib/forms/records';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { testDeps } from './support/deps';
import { counts } from './support/rows';

const staff = { id: 7, email: 'wanjiru@kilele.example' };

describe.each(databaseKinds)('the leads inbox on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  const db = () => database().handle.db;

  /** Sends the three forms as visitors do, then dates each lead as the test needs. */
  async function seed() {
    const deps = testDeps(db());
    const ok = { status: 200 };
    expect(
      await processSubmission(
        'contact',
        { name: 'Amina Otieno', email: 'amina@example.com', company: '=cmd|calc', subject: 'VAT registration', content: 'Can you help?\n+ soon', honey: '' },
        'contact-page',
        deps,
      ),
    ).toMatchObject(ok);
    expect(
      await processSubmission(
        'booking',
        { name: 'Brian Kamau', email: 'brian@example.com', phone: '0712 345678', industry: 'Retail', service: 'Tax Consultation', info: 'Mornings', honey: '' },
        'booking-page',
        deps,
      ),
    ).toMatchObject(ok);
    expect(await processSubmission('subscribe', { email: 'Chebet@Example.com' }, 'footer', deps)).toMatchObject(ok);
    // Nairobi is UTC+3: 21:30 UTC on 1 March is 00:30 on 2 March there.
    await db().execute(sql`update contact_messages set created_at = '2026-03-01T21:30:00Z'`);
    await db().execute(sql`update bookings set created_at = '2026-03-01T20:30:00Z'`);
    await db().execute(sql`update subscribers set created_at = '2026-03-05T08:00:00Z'`);
    const [contact] = rowsOf<{ id: string }>(await db().execute(sql`select id from contact_messages`));
    const [booking] = rowsOf<{ id: string }>(await db().execute(sql`select id from bookings`));
    const [subscriber] = rowsOf<{ id: string }>(await db().execute(sql`select id from subscribers`));
    return { contact: contact!.id, booking: booking!.id, subscriber: subscriber!.id };
  }

  const filters = (query: string) => {
    const parsed = parseLeadFilters(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };

  beforeEach(async () => {
    await db().execute(sql`truncate table lead_audit`);
  });

  it('lists the three kinds newest first, filtered by kind, status and Nairobi days', async () => {
    const ids = await seed();
    const all = await listLeads(db(), filters(''));
    expect(all.total).toBe(3);
    expect(all.leads.map((lead) => [lead.kind, lead.email, lead.status])).toEqual([
      ['subscriber', 'chebet@example.com', 'new'],
      ['contact', 'amina@example.com', 'new'],
      ['booking', 'brian@example.com', 'new'],
    ]);
    expect(all.leads[2]).toMatchObject({ id: ids.booking, name: 'Brian Kamau', summary: 'Tax Consultation' });

    expect((await listLeads(db(), filters('kind=booking'))).leads.map((lead) => lead.id)).toEqual([ids.booking]);
    // The contact message came at 00:30 on 2 March in Nairobi, the booking at 23:30 on 1 March.
    expect((await listLeads(db(), filters('from=2026-03-02&to=2026-03-02'))).leads.map((lead) => lead.kind)).toEqual(['contact']);
    expect((await listLeads(db(), filters('to=2026-03-01'))).leads.map((lead) => lead.kind)).toEqual(['booking']);
    expect((await listLeads(db(), filters('from=2026-03-03'))).leads.map((lead) => lead.kind)).toEqual(['subscriber']);

    await changeHandling(db(), 'contact', ids.contact, { status: 'done' }, staff.id);
    expect((await listLeads(db(), filters('status=done'))).leads.map((lead) => lead.id)).toEqual([ids.contact]);
    expect((await listLeads(db(), filters('status=new'))).total).toBe(2);
  });

  it('finds a lead by part of its name or email (a contact message by its subject too), in any case, wildcards taken literally', async () => {
    await seed();
    const found = async (query: string) => (await listLeads(db(), filters(query))).leads.map((lead) => lead.kind);
    expect(await found('q=amina')).toEqual(['contact']);
    expect(await found('q=KAMAU')).toEqual(['booking']);
    expect(await found('q=chebet%40EX')).toEqual(['subscriber']);
    expect(await found('q=%40example.com')).toEqual(['subscriber', 'contact', 'booking']);
    expect(await found('q=vat+REG')).toEqual(['contact']);
    // A booking's service and a subscriber's topics are not searched.
    expect(await found('q=Consultation')).toEqual([]);
    expect(await found('q=insights')).toEqual([]);
    expect(await found('q=%20amina%20&kind=booking')).toEqual([]);

    // Two more messages: one whose name holds %, _ and \, and one each would match as a wildcard.
    const deps = testDeps(db());
    for (const [name, email] of [
      ['Wildcards', 'literal@example.org'],
      ['Surreal 1000 Ltd', 'surreal@example.org'],
    ]) {
      await processSubmission('contact', { name, email, subject: 'Hello', content: 'A question', honey: '' }, 'contact-page', deps);
    }
    await db().execute(sql`update contact_messages set name = ${'100%_real\\'} where email = 'literal@example.org'`);
    const named = async (query: string) => (await listLeads(db(), filters(query))).leads.map((lead) => lead.name);
    expect(await named('q=100%25')).toEqual(['100%_real\\']);
    expect(await named('q=_real')).toEqual(['100%_real\\']);
    expect(await named('q=%5C')).toEqual(['100%_real\\']);
    expect(await named('q=100%25_real%5C')).toEqual(['100%_real\\']);
    expect(await named('q=%25')).toEqual(['100%_real\\']);
    expect(await named('q=l_d')).toEqual([]);
  });

  it('counts the leads of each status under the other filters and the search', async () => {
    const ids = await seed();
    await changeHandling(db(), 'contact', ids.contact, { status: 'done' }, staff.id);
    await changeHandling(db(), 'booking', ids.booking, { status: 'in_progress' }, staff.id);
    expect(await countLeadsByStatus(db(), filters(''))).toEqual({ new: 1, in_progress: 1, done: 1 });
    // The status filter itself does not narrow its own counts.
    expect(await countLeadsByStatus(db(), filters('status=new'))).toEqual({ new: 1, in_progress: 1, done: 1 });
    expect(await countLeadsByStatus(db(), filters('kind=contact&status=new'))).toEqual({ new: 0, in_progress: 0, done: 1 });
    expect(await countLeadsByStatus(db(), filters('q=BRIAN'))).toEqual({ new: 0, in_progress: 1, done: 0 });
    expect(await countLeadsByStatus(db(), filters('kind=subscriber&q=example'))).toEqual({ new: 1, in_progress: 0, done: 0 });
    expect(await countLeadsByStatus(db(), filters('kind=booking&q=amina'))).toEqual({ new: 0, in_progress: 0, done: 0 });
    expect(await countLeadsByStatus(db(), filters('from=2026-03-02&q=example'))).toEqual({ new: 1, in_progress: 0, done: 1 });
  });

  it('searches in the export and the JSON list too, and records the search in the audit log', async () => {
    const ids = await seed();
    const csv = toCsv(await exportLeads(db(), filters('q=kamau'), new Map())).trimEnd().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(new RegExp(`^booking,${ids.booking},.*,Brian Kamau,brian@example.com,`));

    const answer = await answerList(db(), staff, new URLSearchParams('q=Brian&status=in_progress'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ leads: [], total: 0, byStatus: { new: 1, in_progress: 0, done: 0 }, page: 1 });
    const found = (await (await answerList(db(), staff, new URLSearchParams('q=Brian'))).json()) as { leads: { id: string }[]; total: number };
    expect(found.leads.map((lead) => lead.id)).toEqual([ids.booking]);
    expect(found.total).toBe(1);

    const entries = await readLeadAudit(db());
    expect(entries.map((entry) => entry.details)).toEqual([
      { list: true, filters: { q: 'Brian' }, page: 1, shown: 1 },
      { list: true, filters: { status: 'in_progress', q: 'Brian' }, page: 1, shown: 0 },
    ]);

    // A search the inbox refuses reads nothing and says why.
    const tooLong = await answerList(db(), staff, new URLSearchParams({ q: 'a'.repeat(201) }));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ errors: [{ message: 'The search is limited to 200 characters.' }] });
    expect(await readLeadAudit(db())).toHaveLength(2);
  });

  it('refuses filters and changes that are not its own with a message', () => {
    expect(parseLeadFilters(new URLSearchParams('kind=payroll'))).toEqual({ ok: false, message: 'Kind must be one of: contact, booking, subscriber.' });
    expect(parseLeadFilters(new URLSearchParams('status=closed')).ok).toBe(false);
    expect(parseLeadFilters(new URLSearchParams("from=2026-02-30")).ok).toBe(false);
    expect(parseLeadFilters(new URLSearchParams("from=2026-03-02&to=2026-03-01")).ok).toBe(false);
    expect(parseLeadFilters(new URLSearchParams('kind=contact&kind=booking')).ok).toBe(false);
    expect(parseLeadFilters(new URLSearchParams("page=0")).ok).toBe(false);
    // A search: trimmed, empty is none, at most 200 characters, no control characters.
    expect(parseLeadFilters(new URLSearchParams({ q: '  Wanjiku Mwangi ' }))).toEqual({ ok: true, value: { q: 'Wanjiku Mwangi', page: 1 } });
    expect(parseLeadFilters(new URLSearchParams({ q: '   ' }))).toEqual({ ok: true, value: { page: 1 } });
    expect(parseLeadFilters(new URLSearchParams({ q: 'é'.repeat(200) })).ok).toBe(true);
    expect(parseLeadFilters(new URLSearchParams({ q: 'a'.repeat(201) }))).toEqual({ ok: false, message: 'The search is limited to 200 characters.' });
    for (const control of ['amina\u0000', 'amina\tbrian', 'line\nbreak', 'a\u007fb', 'a\u009bb']) {
      expect(parseLeadFilters(new URLSearchParams({ q: control })), JSON.stringify(control)).toEqual({
        ok: false,
        message: 'The search cannot hold control characters (such as a tab or a line break).',
      });
    }
    expect(parseLeadFilters(new URLSearchParams('q=a&q=b'))).toEqual({ ok: false, message: 'Give each filter at most once.' });
    expect(parseHandlingChange({})).toEqual({ ok: false, error: 'nothing-to-change' });
    expect(formErrorText('nothing-to-change')).toBe('Nothing to change: give a status, an assignee or notes.');
    expect(parseHandlingChange({ status: 'archived' })).toEqual({ ok: false, error: 'bad-status' });
    expect(parseHandlingChange({ assignee: '1; drop table users' })).toEqual({ ok: false, error: 'bad-assignee' });
    expect(parseHandlingChange({ notes: 'x'.repeat(10_001) })).toEqual({ ok: false, error: 'notes-too-long' });
    expect(formErrorText('notes-too-long')).toBe('Notes are limited to 10000 characters.');
    // A page's address names a code; anything else shows nothing.
    expect(formErrorText('Your session expired. Call IT now')).toBeUndefined();
    expect(formErrorText('toString')).toBeUndefined();
    expect(parseHandlingChange({ status: 'in_progress', assignee: '', notes: 'a\r\nb' })).toEqual({
      ok: true,
      value: { status: 'in_progress', assigneeId: null, notes: 'a\nb' },
    });
  });

  it('keeps a lead\'s status, assignee and notes, and shows everything the visitor sent', async () => {
    const ids = await seed();
    expect(await changeHandling(db(), 'booking', ids.booking, { status: 'in_progress', assigneeId: 3, notes: 'Call back on Monday' }, staff.id)).toEqual({
      before: { status: 'new', assigneeId: null, notes: '' },
    });
    expect(await changeHandling(db(), 'booking', ids.booking, { status: 'done' }, staff.id)).toEqual({
      before: { status: 'in_progress', assigneeId: 3, notes: 'Call back on Monday' },
    });
    const booking = await getLead(db(), 'booking', ids.booking);
    expect(booking).toMatchObject({ status: 'done', assigneeId: 3, notes: 'Call back on Monday', handledBy: staff.id });
    expect(booking?.fields).toEqual([
      { label: 'Name', value: 'Brian Kamau' },
      { label: 'Email', value: 'brian@example.com' },
      { label: 'Phone', value: '0712 345678' },
      { label: 'Industry', value: 'Retail' },
      { label: 'Requested service', value: 'Tax Consultation' },
      { label: 'Requested on', value: new Date('2026-03-01T20:30:00Z') },
      { label: 'Additional information', value: 'Mornings' },
    ]);
    const subscriber = await getLead(db(), 'subscriber', ids.subscriber);
    expect(subscriber?.fields.slice(0, 3)).toEqual([
      { label: 'Email', value: 'chebet@example.com' },
      { label: 'Consent', value: 'Not given yet (confirmation link not opened)' },
      { label: 'Topics', value: 'insights' },
    ]);
    expect(subscriber?.fields.find((field) => field.label === 'Signed up')?.value).toBeInstanceOf(Date);
    // No such lead: nothing is written.
    expect(await changeHandling(db(), 'contact', ids.booking, { status: 'done' }, staff.id)).toBeNull();
    expect(await db().select().from(leadHandling)).toHaveLength(1);
  });

  it('exports the filtered list as CSV that a spreadsheet cannot run', async () => {
    const ids = await seed();
    await changeHandling(db(), 'contact', ids.contact, { status: 'done', assigneeId: 3, notes: '@SUM(1)' }, staff.id);
    const csv = toCsv(await exportLeads(db(), filters('kind=contact'), new Map([[3, 'otieno@kilele.example']])));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'kind,id,received_at,status,assignee,notes,name,email,company,phone,industry,service,subject,message,subscription,topics,consented_at,unsubscribed_at,source',
    );
    expect(lines[1]).toBe(
      `contact,${ids.contact},2026-03-01T21:30:00.000Z,done,otieno@kilele.example,'@SUM(1),Amina Otieno,amina@example.com,'=cmd|calc,,,,VAT registration,"Can you help?\n+ soon",,,,,contact-page`,
    );
    expect(lines).toHaveLength(3);
    // Filtered by status as the inbox's "Export CSV" link is, subscribers' own status column beside it.
    const done = toCsv(await exportLeads(db(), filters('kind=contact&status=done'), new Map([[3, 'otieno@kilele.example']])));
    expect(done.split('\r\n')[1]).toBe(lines[1]);
    expect(toCsv(await exportLeads(db(), filters('status=in_progress'), new Map())).split('\r\n')).toHaveLength(2);
    const everything = toCsv(await exportLeads(db(), filters(''), new Map()));
    expect(everything.split('\r\n').slice(1, 4).map((line) => line.split(',')[0])).toEqual(['subscriber', 'contact', 'booking']);
    expect(everything).toContain(',account 3 (removed),');
  });

  it('erases a person from every table, their handling too, and records it without their address', async () => {
    const ids = await seed();
    const deps = testDeps(db());
    await processSubmission(
      'contact',
      { name: 'Amina Otieno', email: 'AMINA@example.com', subject: 'Again', content: 'Second message', honey: '' },
      'contact-page',
      deps,
    );
    await changeHandling(db(), 'contact', ids.contact, { notes: 'Amina prefers WhatsApp' }, staff.id);
    await recordLeadAudit(db(), staff, { action: 'viewed', leadKind: 'contact', leadId: ids.contact });
    // Searches for her by address and by name, and one for someone else.
    for (const query of ['q=AMINA%40example', 'kind=contact&q=otieno', 'q=Brian']) {
      expect((await answerList(db(), staff, new URLSearchParams(query))).status).toBe(200);
    }
    const before = await counts(db());

    const { reference, report } = await eraseAndRecord(db(), staff, ' Amina@Example.com ', undefined);
    expect(report).toEqual({ subscribers: 0, contactMessages: 2, bookings: 0, registrations: 0, mails: 4, mailFiles: 0 });
    expect(reference).toMatch(/^ER-[0-9A-F]{10}$/);
    expect(await counts(db())).toEqual({ ...before, contacts: before.contacts - 2, mails: before.mails - 4 });
    expect(await db().select().from(leadHandling)).toEqual([]);
    expect(await getLead(db(), 'contact', ids.contact)).toBeNull();

    const [erasure] = await readLeadAudit(db());
    expect(erasure).toMatchObject({ action: 'erased', reference, staffEmail: staff.email, staffUserId: staff.id, leadId: null });
    expect(erasure?.details).toEqual({ subscribers: 0, contactMessages: 2, bookings: 0, registrations: 0, mails: 4, mailFiles: 0 });
    const log = JSON.stringify(await db().select().from(leadAudit)).toLowerCase();
    expect(log).not.toContain('amina');
    expect(log).not.toContain('otieno');
    // The searches are still there, who made them and when, without what was searched for her.
    const searches = (await readLeadAudit(db())).filter((entry) => entry.details.list).map((entry) => entry.details.filters);
    expect(searches).toEqual([{ q: 'Brian' }, { kind: 'contact', q: '(erased)' }, { q: '(erased)' }]);
  });

  it('lets the retention purge take the handling with the lead', async () => {
    const ids = await seed();
    await changeHandling(db(), 'booking', ids.booking, { notes: 'Old lead' }, staff.id);
    await db().execute(sql`update bookings set created_at = now() - interval '25 months'`);
    expect((await purgeExpired(db())).bookings).toBe(1);
    expect(await db().select().from(leadHandling)).toEqual([]);
  });
});
