/**
 * What the leads inbox is asked for: the kinds of lead, the list's filters and a lead's
 * address, read from a query string or a form as staff (or a hostile client) send them. A
 * value that is not one of ours is a clear message, never a database error.
 */
import { leadStatuses, type LeadStatus } from '../../db/schema';
import { isCivilDate } from '../../tax/civil-date';

/** The three kinds of lead, each in the table the site's forms write it to. */
export const leadKinds = ['contact', 'booking', 'subscriber'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const isLeadKind = (value: unknown): value is LeadKind => typeof value === 'string' && (leadKinds as readonly string[]).includes(value);
export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);

export const kindLabels: Record<LeadKind, string> = { contact: 'Contact message', booking: 'Booking request', subscriber: 'Subscriber' };
export const statusLabels: Record<LeadStatus, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };

export type LeadFilters = {
  kind?: LeadKind;
  status?: LeadStatus;
  /** First day included, `YYYY-MM-DD` in Nairobi. */
  from?: string;
  /** Last day included, `YYYY-MM-DD` in Nairobi. */
  to?: string;
  /** Text to find in a lead's name or email (or a contact message's subject), as typed; any case. */
  q?: string;
  /** From 1. */
  page: number;
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isLeadId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** One value of a query parameter; several of the same name are refused like any other bad value. */
function single(params: URLSearchParams, name: string): string | undefined | null {
  const values = params.getAll(name);
  if (values.length > 1) return null;
  const value = values[0]?.trim();
  return value ? value : undefined;
}

/** The longest search the inbox takes: longer than any name or address it holds. */
export const SEARCH_MAX = 200;

// Control characters (C0, DEL, C1): nothing a person types into a search box.
const CONTROL = /\p{Cc}/u;

/** The list's filters from a query string (`kind`, `status`, `from`, `to`, `q`, `page`); empty means any. */
export function parseLeadFilters(params: URLSearchParams): Parsed<LeadFilters> {
  const kind = single(params, 'kind');
  const status = single(params, 'status');
  const from = single(params, 'from');
  const to = single(params, 'to');
  const q = single(params, 'q');
  const page = single(params, 'page');
  if (kind === null || status === null || from === null || to === null || q === null || page === null) {
    return { ok: false, message: 'Give each filter at most once.' };
  }
  if (kind !== undefined && !isLeadKind(kind)) return { ok: false, message: `Kind must be one of: ${leadKinds.join(', ')}.` };
  if (status !== undefined && !isLeadStatus(status)) return { ok: false, message: `Status must be one of: ${leadStatuses.join(', ')}.` };
  if (from !== undefined && !isCivilDate(from)) return { ok: false, message: 'The "from" date must be a day written YYYY-MM-DD.' };
  if (to !== undefined && !isCivilDate(to)) return { ok: false, message: 'The "to" date must be a day written YYYY-MM-DD.' };
  if (from !== undefined && to !== undefined && from > to) return { ok: false, message: 'The "from" date is after the "to" date.' };
  if (q !== undefined && [...q].length > SEARCH_MAX) return { ok: false, message: `The search is limited to ${SEARCH_MAX} characters.` };
  if (q !== undefined && CONTROL.test(q)) return { ok: false, message: 'The search cannot hold control characters (such as a tab or a line break).' };
  let pageNumber = 1;
  if (page !== undefined) {
    if (!/^\d{1,6}$/.test(page) || Number(page) < 1) return { ok: false, message: 'The page must be a whole number from 1.' };
    pageNumber = Number(page);
  }
  return { ok: true, value: { kind, status, from, to, q, page: pageNumber } };
}

/** The filters as a query string (without the page), for links and the export. */
export function filtersQuery(filters: Omit<LeadFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/**
 * The filters as the audit log keeps them: only what was chosen. The search text is kept as
 * typed: looking a person up is a read of their data, and the log is there to say who did.
 */
export function filtersForAudit(filters: Omit<LeadFilters, 'page'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ kind: filters.kind, status: filters.status, from: filters.from, to: filters.to, q: filters.q }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export type HandlingChange = { status?: LeadStatus; assigneeId?: number | null; notes?: string };

/** Notes are the firm's own text; this bounds what one post can store. */
export const NOTES_MAX = 10_000;

/**
 * What a post from the leads pages can be refused for. A form comes back to its page with the
 * code in the address (`?error=notes-too-long`) and the page shows the text written here, so no
 * address can make the admin show a sentence of its own choosing.
 */
export const formErrorMessages = {
  'bad-status': `Status must be one of: ${leadStatuses.join(', ')}.`,
  'bad-assignee': 'The assignee must be a staff account.',
  'not-assignable': 'Leads can be assigned only to administrators and the leads team.',
  'notes-not-text': 'Notes must be text.',
  'notes-too-long': `Notes are limited to ${NOTES_MAX} characters.`,
  'nothing-to-change': 'Nothing to change: give a status, an assignee or notes.',
  'no-email': 'Give the email address of the person to erase.',
  'not-confirmed': 'Tick the box to confirm that everything about this person is to be erased.',
} as const;

export type FormError = keyof typeof formErrorMessages;

/** The text for a code from a page's address among `messages`; nothing for anything else. */
export function messageFor<T extends Record<string, string>>(messages: T, code: string | null | undefined): T[keyof T] | undefined {
  return code && Object.hasOwn(messages, code) ? messages[code as keyof T] : undefined;
}

/** The text for a refusal's code from a leads page's address; nothing for anything else. */
export const formErrorText = (code: string | null | undefined): string | undefined => messageFor(formErrorMessages, code);

/**
 * A change to a lead's handling, from a form or JSON: `status`, `assignee` (a staff account's
 * id, or empty for nobody) and `notes`. Fields left out stay as they are.
 */
export function parseHandlingChange(input: Record<string, unknown>): { ok: true; value: HandlingChange } | { ok: false; error: FormError } {
  const change: HandlingChange = {};
  if (input.status !== undefined) {
    if (!isLeadStatus(input.status)) return { ok: false, error: 'bad-status' };
    change.status = input.status;
  }
  if (input.assignee !== undefined) {
    const assignee = input.assignee;
    if (assignee === null || assignee === '') change.assigneeId = null;
    else if (typeof assignee === 'number' && Number.isSafeInteger(assignee) && assignee > 0) change.assigneeId = assignee;
    else if (typeof assignee === 'string' && /^\d{1,9}$/.test(assignee) && Number(assignee) > 0) change.assigneeId = Number(assignee);
    else return { ok: false, error: 'bad-assignee' };
  }
  if (input.notes !== undefined) {
    if (typeof input.notes !== 'string') return { ok: false, error: 'notes-not-text' };
    if (input.notes.length > NOTES_MAX) return { ok: false, error: 'notes-too-long' };
    // Browsers send a textarea's line breaks as CRLF; kept as LF, like the site's other text.
    change.notes = input.notes.replace(/\r\n?/g, '\n');
  }
  if (Object.keys(change).length === 0) return { ok: false, error: 'nothing-to-change' };
  return { ok: true, value: change };
}
