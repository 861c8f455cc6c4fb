/**
 * What staff do to a registration (the admin's screens call these): mark an invoice paid,
 * cancel, record the eTIMS invoice number and note a refund. Those that change seats run under
 * the training's lock and the registration's row lock, like every change to seats.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type RegistrationStatus, registrationRefunds, registrations } from '../db/schema';
import type { CivilDate } from '../tax/civil-date';
import type { RegistrationDeps } from './deps';
import { enqueueMail } from '../mail/outbox';
import { lockRegistration, markPaid } from './outcome';
import { cancellationMail } from './registration-mail';
import { releaseSeats } from './release';
import { lockTrainingSeats } from './seats';

export type StaffActionResult = { ok: true; status: RegistrationStatus } | { ok: false; reason: 'not-found' | 'not-an-invoice' | 'already-ended' };

async function trainingOf(id: string, deps: RegistrationDeps) {
  const [row] = await deps.db.select({ trainingId: registrations.trainingId }).from(registrations).where(eq(registrations.id, id));
  return row?.trainingId;
}

/**
 * An invoice paid by bank transfer or cheque: `paid`, with the registrant's confirmation mail,
 * or, when its hold had lapsed and its seats are gone meanwhile, `paid_no_seat` with a mail to
 * staff. Marking it paid twice changes nothing and mails nothing more.
 */
export async function markInvoicePaid(id: string, deps: RegistrationDeps): Promise<StaffActionResult> {
  const trainingId = await trainingOf(id, deps);
  if (!trainingId) return { ok: false, reason: 'not-found' };
  const [terms, staffAddress, contact, event] = [await deps.terms(trainingId), await deps.staffAddress(), await deps.firmContact(), await deps.trainingEvent(trainingId)];
  const result = await deps.db.transaction(async (tx): Promise<StaffActionResult & { mailed?: boolean }> => {
    await lockTrainingSeats(tx, trainingId);
    const registration = await lockRegistration(tx, id);
    if (!registration) return { ok: false, reason: 'not-found' };
    if (registration.paymentMethod !== 'invoice' || registration.status === 'waitlisted') return { ok: false, reason: 'not-an-invoice' };
    const paidBy = { method: 'invoice' as const, invoiceNumber: registration.invoiceNumber ?? registration.reference };
    const marked = await markPaid(tx, registration, terms, paidBy, { ...deps, staffAddress, contact, event });
    return { ok: true, status: marked.status, mailed: marked.mailed };
  });
  if (result.ok && result.mailed) deps.wake();
  return result.ok ? { ok: true, status: result.status } : result;
}

/** Cancels a registration (staff, on request): its seats are freed and offered to the waitlist, and the registrant is mailed. */
export async function cancelRegistration(id: string, reason: string, deps: RegistrationDeps): Promise<StaffActionResult> {
  const trainingId = await trainingOf(id, deps);
  if (!trainingId) return { ok: false, reason: 'not-found' };
  const [terms, contact, event] = [await deps.terms(trainingId), await deps.firmContact(), await deps.trainingEvent(trainingId)];
  const result = await deps.db.transaction(async (tx): Promise<StaffActionResult & { offers?: number }> => {
    await lockTrainingSeats(tx, trainingId);
    const registration = await lockRegistration(tx, id);
    if (!registration) return { ok: false, reason: 'not-found' };
    if (registration.status === 'cancelled') return { ok: false, reason: 'already-ended' };
    const offers = await releaseSeats(tx, registration, 'cancelled', reason.trim().slice(0, 300) || 'cancelled by staff', terms, contact, deps);
    // The registrant hears of it in the same transaction, as of every other change to their seats.
    const title = event?.title ?? terms?.title ?? 'the training';
    await enqueueMail(tx, cancellationMail(registration, title, registration.paidAt ? registration.totalCents : 0, deps.siteUrl, contact), deps.siteUrl);
    return { ok: true, status: 'cancelled', offers };
  });
  if (result.ok) deps.wake();
  return result.ok ? { ok: true, status: result.status } : result;
}

/**
 * Records the number of the eTIMS tax invoice staff issued for a registration that was paid
 * (`paid`, or paid and then cancelled or left without a seat); one never paid has no sale to
 * invoice. A second number replaces the first (a typing error corrected).
 */
export async function recordEtimsNumber(
  id: string,
  etimsNumber: string,
  deps: Pick<RegistrationDeps, 'db' | 'now'>,
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'not-paid' }> {
  const updated = await deps.db
    .update(registrations)
    .set({ etimsNumber: etimsNumber.trim().slice(0, 60) || null, updatedAt: deps.now() })
    .where(and(eq(registrations.id, id), isNotNull(registrations.paidAt)))
    .returning({ id: registrations.id });
  if (updated.length > 0) return { ok: true };
  const [exists] = await deps.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, id));
  return { ok: false, reason: exists ? 'not-paid' : 'not-found' };
}

/** A refund as staff note it: the amount in cents, the day it was made (Nairobi) and how. */
export type RefundNote = { amountCents: number; refundedOn: CivilDate; note: string };

/** Whose payments may be refunded: paid with no seat left, or cancelled after they were paid. */
export const refundableStatuses = ['paid_no_seat', 'cancelled'] as const satisfies readonly RegistrationStatus[];

export type RefundResult =
  | { ok: true; refundedCents: number }
  | { ok: false; reason: 'not-found' | 'not-refundable' | 'over-refund'; refundableCents?: number };

/**
 * Notes a refund staff made (outside the site: an M-Pesa reversal, a bank transfer) of a
 * registration that was paid and is now `paid_no_seat` or `cancelled`. The refunds of one
 * registration never add up to more than it paid: checked under its row lock, so two staff
 * noting the same refund at once cannot both pass. Returns what has been refunded in all.
 */
export async function noteRefund(id: string, refund: RefundNote, staffUserId: number, deps: Pick<RegistrationDeps, 'db' | 'now'>): Promise<RefundResult> {
  return deps.db.transaction(async (tx): Promise<RefundResult> => {
    const registration = await lockRegistration(tx, id);
    if (!registration) return { ok: false, reason: 'not-found' };
    if (!registration.paidAt || !(refundableStatuses as readonly string[]).includes(registration.status)) return { ok: false, reason: 'not-refundable' };
    const [before] = await tx
      .select({ cents: sql<number>`coalesce(sum(${registrationRefunds.amountCents}), 0)::int` })
      .from(registrationRefunds)
      .where(eq(registrationRefunds.registrationId, id));
    const refundableCents = registration.totalCents - (before?.cents ?? 0);
    if (refund.amountCents < 1 || refund.amountCents > refundableCents) return { ok: false, reason: 'over-refund', refundableCents };
    await tx.insert(registrationRefunds).values({ registrationId: id, ...refund, recordedBy: staffUserId, createdAt: deps.now() });
    await tx.update(registrations).set({ updatedAt: deps.now() }).where(eq(registrations.id, id));
    return { ok: true, refundedCents: (before?.cents ?? 0) + refund.amountCents };
  });
}
