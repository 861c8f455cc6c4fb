/**
 * What staff do to a registration (the admin's screens call these): mark an invoice paid,
 * cancel, and record the eTIMS invoice number. Each runs under the training's lock and the
 * registration's row lock, like every change to seats.
 */
import { eq } from 'drizzle-orm';
import { type RegistrationStatus, registrations } from '../db/schema';
import type { RegistrationDeps } from './deps';
import { lockRegistration, markPaid } from './outcome';
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

/** Cancels a registration (staff, on request): its seats are freed and offered to the waitlist. */
export async function cancelRegistration(id: string, reason: string, deps: RegistrationDeps): Promise<StaffActionResult> {
  const trainingId = await trainingOf(id, deps);
  if (!trainingId) return { ok: false, reason: 'not-found' };
  const [terms, contact] = [await deps.terms(trainingId), await deps.firmContact()];
  const result = await deps.db.transaction(async (tx): Promise<StaffActionResult & { offers?: number }> => {
    await lockTrainingSeats(tx, trainingId);
    const registration = await lockRegistration(tx, id);
    if (!registration) return { ok: false, reason: 'not-found' };
    if (registration.status === 'cancelled') return { ok: false, reason: 'already-ended' };
    const offers = await releaseSeats(tx, registration, 'cancelled', reason.trim().slice(0, 300) || 'cancelled by staff', terms, contact, deps);
    return { ok: true, status: 'cancelled', offers };
  });
  if (result.ok && (result.offers ?? 0) > 0) deps.wake();
  return result.ok ? { ok: true, status: result.status } : result;
}

/** Records the number of the eTIMS tax invoice staff issued for a paid registration. */
export async function recordEtimsNumber(id: string, etimsNumber: string, deps: Pick<RegistrationDeps, 'db' | 'now'>): Promise<boolean> {
  const updated = await deps.db
    .update(registrations)
    .set({ etimsNumber: etimsNumber.trim().slice(0, 60) || null, updatedAt: deps.now() })
    .where(eq(registrations.id, id))
    .returning({ id: registrations.id });
  return updated.length > 0;
}
