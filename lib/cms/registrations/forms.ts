/**
 * What the staff's registrations screens are asked for, read from an address, a form or JSON as
 * staff (or a hostile client) send them, and the words the screens use: the statuses, the ways
 * to pay, and the message for each outcome of an action. A value that is not one of ours is a
 * clear message, never a database error. A form comes back to its page with a code in the
 * address (`?done=paid`, `?error=over-refund`) that the page looks up here, so no address can
 * make the admin show a sentence of its own choosing.
 */
import type { PaymentMethod, RegistrationStatus } from '../../db/schema';
import { nairobiToday } from '../../nairobi-time';
import { type CivilDate, isCivilDate } from '../../tax/civil-date';
import type { RefundNote } from '../../registrations/staff-actions';
import { isDocumentNumber } from '../document-number';

/** The statuses in the words staff use. */
export const statusLabels: Record<RegistrationStatus, string> = {
  held: 'Held',
  paid: 'Paid',
  invoice_sent: 'Invoice sent',
  cancelled: 'Cancelled',
  waitlisted: 'On the waitlist',
  paid_no_seat: 'Paid, no seat',
  lapsed: 'Lapsed',
};

export const methodLabels: Record<PaymentMethod, string> = { mpesa: 'M-Pesa', invoice: 'Invoice' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A registration's id (a UUID), as its staff page and endpoints name it. */
export const isRegistrationId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A training's id: the training document's number, as registrations store it. */
export const isTrainingId = isDocumentNumber;

/** What an action did, as its page says it. */
export const doneMessages = {
  paid: 'Marked paid. The confirmation, with the event’s calendar file, is on its way to the registrant.',
  'paid-no-seat': 'Marked paid, but its seats had gone meanwhile: it is now “Paid, no seat” and the firm has been mailed. Refund the payment or move the person.',
  cancelled: 'Cancelled. Its seats are free and have been offered to the waitlist, and the registrant has been mailed.',
  etims: 'eTIMS number saved.',
  refund: 'Refund noted.',
} as const;

export type Done = keyof typeof doneMessages;

/** The longest cancellation reason, refund note and eTIMS number kept. */
export const REASON_MAX = 300;
export const REFUND_NOTE_MAX = 500;
export const ETIMS_MAX = 60;

/** Why an action was refused, as its page says it. */
export const actionErrors = {
  'not-found': 'There is no such registration (it may have been erased).',
  'not-an-invoice': 'Only a registration paid by invoice is marked paid here; M-Pesa payments are recorded by M-Pesa itself.',
  'not-confirmed': 'Tick the box to confirm that the payment has reached the firm’s account.',
  'already-ended': 'This registration is already cancelled.',
  'no-reason': 'Give the reason for cancelling: it is kept with the registration.',
  'reason-too-long': `Keep the reason to ${REASON_MAX} characters.`,
  'no-etims': 'Type the eTIMS invoice number as KRA’s system shows it.',
  'bad-etims': `An eTIMS invoice number is letters and digits (with / - . and spaces), at most ${ETIMS_MAX} characters.`,
  'not-paid': 'This registration was never paid: there is no sale to issue a tax invoice for.',
  'bad-amount': 'Write the amount refunded in shillings, e.g. 35000 or 35000.50.',
  'bad-date': 'Give the day the refund was made (YYYY-MM-DD), not after today.',
  'no-note': 'Say how the money went back: an M-Pesa reversal or a bank transfer, and its reference.',
  'note-too-long': `Keep the note to ${REFUND_NOTE_MAX} characters.`,
  'not-refundable': 'Only a registration that was paid and is now “Paid, no seat” or cancelled is refunded here.',
  'over-refund': 'That is more than is left to refund of what this registration paid.',
} as const;

export type ActionError = keyof typeof actionErrors;

export { messageFor } from '../leads/filters';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: ActionError };

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

/** A cancellation's reason: required, kept with the registration (`status_reason`). */
export function parseCancel(input: Record<string, unknown>): Parsed<string> {
  const reason = text(input.reason);
  if (!reason) return { ok: false, error: 'no-reason' };
  if (reason.length > REASON_MAX) return { ok: false, error: 'reason-too-long' };
  return { ok: true, value: reason };
}

/** Marking an invoice paid: a form must tick its box (a JSON client says `confirm: true` or `"yes"`). */
export const confirmed = (input: Record<string, unknown>) => input.confirm === 'yes' || input.confirm === true;

/** An eTIMS invoice number as KRA's system shows it. */
export function parseEtims(input: Record<string, unknown>): Parsed<string> {
  const number = text(input.etimsNumber).replace(/\s+/g, ' ');
  if (!number) return { ok: false, error: 'no-etims' };
  if (number.length > ETIMS_MAX || !/^[A-Za-z0-9][A-Za-z0-9/.\- ]*$/.test(number)) return { ok: false, error: 'bad-etims' };
  return { ok: true, value: number };
}

/** Shillings as staff write them (`35000`, `35,000.50`, or a JSON number) in cents; undefined when it is not an amount. */
function centsOf(value: unknown): number | undefined {
  const written = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : typeof value === 'string' ? value.trim().replace(/,/g, '') : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(written);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** A refund: its amount (shillings), the day it was made (not after `now`'s day in Nairobi) and how. */
export function parseRefund(input: Record<string, unknown>, now: Date): Parsed<RefundNote> {
  const amountCents = centsOf(input.amount);
  if (amountCents === undefined) return { ok: false, error: 'bad-amount' };
  const refundedOn = text(input.refundedOn) as CivilDate;
  if (!isCivilDate(refundedOn) || refundedOn > nairobiToday(now) || refundedOn < '2000-01-01') return { ok: false, error: 'bad-date' };
  const note = text(input.note);
  if (!note) return { ok: false, error: 'no-note' };
  if (note.length > REFUND_NOTE_MAX) return { ok: false, error: 'note-too-long' };
  return { ok: true, value: { amountCents, refundedOn, note } };
}
