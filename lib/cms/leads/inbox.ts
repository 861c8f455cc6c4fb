/**
 * The leads inbox's data: contact messages, booking requests and subscribers, read where the
 * site's forms wrote them (lib/db/schema.ts), with the firm's handling of each
 * (`lead_handling`). There is no copy: the inbox reads and changes the forms' own tables.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { bookings, contactMessages, leadHandling, type LeadStatus, subscribers } from '../../db/schema';
import { type Db, rowsOf } from '../../db/types';
import { type Table } from '../../forms/records';
import { nairobiDayStart } from '../../nairobi-time';
import { addDays } from '../../tax/civil-date';
import type { HandlingChange, LeadFilters, LeadKind } from './filters';

/** Rows a page of the list shows. */
export const PAGE_SIZE = 50;

/** One line of the list. */
export type LeadSummary = {
  kind: LeadKind;
  id: string;
  receivedAt: Date;
  name: string | null;
  email: string;
  /** A contact message's subject, a booking's service, a subscriber's topics. */
  summary: string;
  status: LeadStatus;
  assigneeId: number | null;
};

/** Everything the visitor sent, and the firm's handling. */
export type LeadDetail = LeadSummary & {
  source: string;
  /** The visitor's fields, in the form's order, as label and value. */
  fields: { label: string; value: string | Date | null }[];
  notes: string;
  handledAt: Date | null;
  handledBy: number | null;
};

/**
 * The three tables as one list. The date a subscriber is listed under is their sign-up
 * (`created_at`); a booking's is the day it was requested.
 */
const allLeads = sql`(
  select 'contact'::text as kind, c.id, c.created_at as received_at, c.name, c.email, c.subject as summary,
         coalesce(h.status, 'new') as status, h.assignee_id
    from contact_messages c left join lead_handling h on h.contact_message_id = c.id
  union all
  select 'booking', b.id, b.created_at, b.name, b.email, b.service,
         coalesce(h.status, 'new'), h.assignee_id
    from bookings b left join lead_handling h on h.booking_id = b.id
  union all
  select 'subscriber', s.id, s.created_at, null, s.email, array_to_string(s.topics, ', ') || ' (' || s.status || ')',
         coalesce(h.status, 'new'), h.assignee_id
    from subscribers s left join lead_handling h on h.subscriber_id = s.id
) as leads`;

/** The filters, on the union's columns by name: the export joins tables with columns of the same names (a subscriber's own `status`). */
function whereOf(filters: Omit<LeadFilters, 'page'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.kind) conditions.push(sql`leads.kind = ${filters.kind}`);
  if (filters.status) conditions.push(sql`leads.status = ${filters.status}`);
  // Days in Nairobi: "from" starts at its midnight there, and the "to" day is included, up to the next day's.
  if (filters.from) conditions.push(sql`leads.received_at >= ${nairobiDayStart(filters.from).toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`leads.received_at < ${nairobiDayStart(addDays(filters.to, 1)).toISOString()}::timestamptz`);
  if (filters.q) {
    // The text is bound, never spliced into the statement, and its own %, _ and \ match themselves.
    const pattern = `%${filters.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      sql`(leads.name ilike ${pattern} escape '\\' or leads.email ilike ${pattern} escape '\\' or (leads.kind = 'contact' and leads.summary ilike ${pattern} escape '\\'))`,
    );
  }
  return sql.join(conditions, sql` and `);
}

type SummaryRow = {
  kind: LeadKind;
  id: string;
  received_at: Date | string;
  name: string | null;
  email: string;
  summary: string | null;
  status: LeadStatus;
  assignee_id: number | null;
};

const toSummary = (row: SummaryRow): LeadSummary => ({
  kind: row.kind,
  id: row.id,
  receivedAt: new Date(row.received_at),
  name: row.name,
  email: row.email,
  summary: row.summary ?? '',
  status: row.status,
  assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
});

/** A page of the list, newest first, and how many leads match in all. */
export async function listLeads(db: Db, filters: LeadFilters): Promise<{ leads: LeadSummary[]; total: number }> {
  const where = whereOf(filters);
  const [counted] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${allLeads} where ${where}`));
  const rows = rowsOf<SummaryRow>(
    await db.execute(
      sql`select * from ${allLeads} where ${where} order by received_at desc, id desc limit ${PAGE_SIZE} offset ${(filters.page - 1) * PAGE_SIZE}`,
    ),
  );
  return { leads: rows.map(toSummary), total: Number(counted?.n ?? 0) };
}

/** How many leads of each status the filters match, the status filter aside: one grouped query over the union. */
export async function countLeadsByStatus(db: Db, filters: Omit<LeadFilters, 'page'>): Promise<Record<LeadStatus, number>> {
  const rows = rowsOf<{ status: LeadStatus; n: number | string }>(
    await db.execute(sql`select status, count(*) as n from ${allLeads} where ${whereOf({ ...filters, status: undefined })} group by status`),
  );
  const counted: Record<LeadStatus, number> = { new: 0, in_progress: 0, done: 0 };
  for (const row of rows) counted[row.status] = Number(row.n);
  return counted;
}

const handlingColumn = { contact: leadHandling.contactMessageId, booking: leadHandling.bookingId, subscriber: leadHandling.subscriberId } as const;


/** One lead with all it holds, or null when there is none with that id. */
export async function getLead(db: Db, kind: LeadKind, id: string): Promise<LeadDetail | null> {
  const [handling] = await db.select().from(leadHandling).where(eq(handlingColumn[kind], id));
  const handled = {
    status: handling?.status ?? ('new' as const),
    assigneeId: handling?.assigneeId ?? null,
    notes: handling?.notes ?? '',
    handledAt: handling?.updatedAt ?? null,
    handledBy: handling?.updatedBy ?? null,
  };
  switch (kind) {
    case 'contact': {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!row) return null;
      return {
        kind,
        id,
        receivedAt: row.createdAt,
        name: row.name,
        email: row.email,
        summary: row.subject,
        source: row.source,
        fields: [
          { label: 'Name', value: row.name },
          { label: 'Email', value: row.email },
          { label: 'Company', value: row.company ?? '' },
          { label: 'Subject', value: row.subject },
          { label: 'Message', value: row.content },
        ],
        ...handled,
      };
    }
    case 'booking': {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      if (!row) return null;
      return {
        kind,
        id,
        receivedAt: row.createdAt,
        name: row.name,
        email: row.email,
        summary: row.service,
        source: row.source,
        fields: [
          { label: 'Name', value: row.name },
          { label: 'Email', value: row.email },
          { label: 'Phone', value: row.phone },
          { label: 'Industry', value: row.industry },
          { label: 'Requested service', value: row.service },
          { label: 'Requested on', value: row.createdAt },
          { label: 'Additional information', value: row.info ?? '' },
        ],
        ...handled,
      };
    }
    case 'subscriber': {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
      if (!row) return null;
      return {
        kind,
        id,
        receivedAt: row.createdAt,
        name: null,
        email: row.email,
        summary: `${row.topics.join(', ')} (${row.status})`,
        source: row.source,
        fields: [
          { label: 'Email', value: row.email },
          { label: 'Consent', value: consentState(row.status) },
          { label: 'Topics', value: row.topics.join(', ') },
          { label: 'Topics awaiting confirmation', value: (row.requestedTopics ?? []).join(', ') },
          { label: 'Tax reminder groups', value: row.topics.includes('tax-deadlines') ? (row.deadlineGroups ?? ['all']).join(', ') : '' },
          { label: 'Signed up', value: row.requestedAt },
          { label: 'Consented (confirmation link opened)', value: row.consentedAt },
          { label: 'Confirmation mail sent', value: row.confirmationSentAt },
          { label: 'Unsubscribed', value: row.unsubscribedAt },
        ],
        ...handled,
      };
    }
  }
}

function consentState(status: string): string {
  if (status === 'confirmed') return 'Given (confirmed by the link in the mail)';
  if (status === 'unsubscribed') return 'Withdrawn (unsubscribed)';
  return 'Not given yet (confirmation link not opened)';
}

/**
 * Changes a lead's handling; returns what it was before, or null when there is no such lead.
 * A lead gets its handling row on its first change.
 */
export async function changeHandling(
  db: Db,
  kind: LeadKind,
  id: string,
  change: HandlingChange,
  staffUserId: number,
): Promise<{ before: { status: LeadStatus; assigneeId: number | null; notes: string } } | null> {
  return db.transaction(async (tx) => {
    const table = { contact: contactMessages, booking: bookings, subscriber: subscribers }[kind];
    const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('share');
    if (!lead) return null;
    const column = handlingColumn[kind];
    const [existing] = await tx.select().from(leadHandling).where(eq(column, id)).for('update');
    const before = { status: existing?.status ?? ('new' as const), assigneeId: existing?.assigneeId ?? null, notes: existing?.notes ?? '' };
    const values = { ...change, updatedAt: new Date(), updatedBy: staffUserId };
    if (existing) {
      await tx.update(leadHandling).set(values).where(eq(leadHandling.id, existing.id));
    } else {
      const key = { contact: { contactMessageId: id }, booking: { bookingId: id }, subscriber: { subscriberId: id } }[kind];
      await tx.insert(leadHandling).values({ ...key, ...values });
    }
    return { before };
  });
}

/** Every lead the filters match (no pages), newest first, with every field, for CSV. */
export async function exportLeads(db: Db, filters: Omit<LeadFilters, 'page'>, staffEmails: Map<number, string>): Promise<Table> {
  const where = whereOf(filters);
  const rows = rowsOf<{
    kind: LeadKind;
    id: string;
    received_at: Date | string;
    status: LeadStatus;
    assignee_id: number | null;
    notes: string | null;
    name: string | null;
    email: string;
    company: string | null;
    phone: string | null;
    industry: string | null;
    service: string | null;
    subject: string | null;
    message: string | null;
    subscription: string | null;
    topics: string | null;
    consented_at: Date | string | null;
    unsubscribed_at: Date | string | null;
    source: string;
  }>(
    await db.execute(sql`
      select leads.kind, leads.id, leads.received_at, leads.status, leads.assignee_id, h.notes,
             leads.name, leads.email, c.company, b.phone, b.industry, b.service, c.subject,
             coalesce(c.content, b.info) as message, s.status as subscription, array_to_string(s.topics, ' ') as topics,
             s.consented_at, s.unsubscribed_at, coalesce(c.source, b.source, s.source) as source
        from ${allLeads}
        left join contact_messages c on leads.kind = 'contact' and c.id = leads.id
        left join bookings b on leads.kind = 'booking' and b.id = leads.id
        left join subscribers s on leads.kind = 'subscriber' and s.id = leads.id
        left join lead_handling h on h.contact_message_id = c.id or h.booking_id = b.id or h.subscriber_id = s.id
       where ${where}
       order by leads.received_at desc, leads.id desc`),
  );
  const at = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());
  return {
    columns: [
      'kind',
      'id',
      'received_at',
      'status',
      'assignee',
      'notes',
      'name',
      'email',
      'company',
      'phone',
      'industry',
      'service',
      'subject',
      'message',
      'subscription',
      'topics',
      'consented_at',
      'unsubscribed_at',
      'source',
    ],
    rows: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      received_at: at(row.received_at),
      status: row.status,
      assignee: row.assignee_id === null ? '' : (staffEmails.get(Number(row.assignee_id)) ?? `account ${row.assignee_id} (removed)`),
      notes: row.notes ?? '',
      name: row.name ?? '',
      email: row.email,
      company: row.company ?? '',
      phone: row.phone ?? '',
      industry: row.industry ?? '',
      service: row.service ?? '',
      subject: row.subject ?? '',
      message: row.message ?? '',
      subscription: row.subscription ?? '',
      topics: row.topics ?? '',
      consented_at: at(row.consented_at),
      unsubscribed_at: at(row.unsubscribed_at),
      source: row.source,
    })),
  };
}

/** The address of a lead, for erasing the person from its page. */
export async function emailOfLead(db: Db, kind: LeadKind, id: string): Promise<string | null> {
  const table = { contact: contactMessages, booking: bookings, subscriber: subscribers }[kind];
  const [row] = await db.select({ email: table.email }).from(table).where(eq(table.id, id));
  return row?.email ?? null;
}
