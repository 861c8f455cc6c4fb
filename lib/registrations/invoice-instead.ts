/**
 * "Pay by invoice instead" on an M-Pesa registration whose prompt failed (cancelled, wrong PIN,
 * no funds, not sent, or the hold ran out): the same registration becomes an invoice one, with
 * no new form to fill. Under the training's lock, as every change of seats: seats still held are
 * kept; seats released are taken back if they are free. The pro-forma invoice is queued in the
 * same transaction (its PDF made before the lock), so the registration is `invoice_sent` if and
 * only if its invoice is on its way.
 */
import { and, eq } from 'drizzle-orm';
import { mpesaPayments, registrations, waitlist } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { RegistrationDeps } from './deps';
import { lockRegistration } from './outcome';
import { invoiceTerms } from './register';
import { invoiceMail } from './registration-mail';
import { lockTrainingSeats, seatsTaken, unpaidSeatsRefusal } from './seats';
import { hasStarted } from './terms';

export type InvoiceInsteadResult =
  | { outcome: 'invoiced' }
  /**
   * `pending`: a prompt is still on the phone (answer it, or wait for it to end); `started`: the
   * training has started; `no-invoice-details`: the firm's payment details are blank; `full`:
   * the seats it released have gone meanwhile; `unpaid-held`, `address-held`: taking back the seats
   * it released would pass what one email or client address may hold unpaid (lib/registrations/seats.ts);
   * `not-mpesa`: nothing to switch (paid, cancelled, already an invoice, on the waitlist, or not a registration).
   */
  | { outcome: 'refused'; reason: 'pending' | 'started' | 'no-invoice-details' | 'full' | 'unpaid-held' | 'address-held' | 'not-mpesa' };

const switchable = (registration: { paymentMethod: string; status: string }) =>
  registration.paymentMethod === 'mpesa' && (registration.status === 'held' || registration.status === 'lapsed');

/** Switches an M-Pesa registration with no payment pending to an invoice, and mails the pro-forma invoice. */
export async function payByInvoiceInstead(registrationId: string, deps: RegistrationDeps): Promise<InvoiceInsteadResult> {
  const [registration] = await deps.db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!registration || !switchable(registration)) return { outcome: 'refused', reason: 'not-mpesa' };
  const hasPending = async (db: RegistrationDeps['db']) =>
    (await db.select({ id: mpesaPayments.id }).from(mpesaPayments).where(and(eq(mpesaPayments.registrationId, registrationId), eq(mpesaPayments.status, 'pending')))).length > 0;
  if (await hasPending(deps.db)) return { outcome: 'refused', reason: 'pending' };
  const terms = await deps.terms(registration.trainingId);
  if (!terms) return { outcome: 'refused', reason: 'not-mpesa' };
  const now = deps.now();
  if (hasStarted(terms, now)) return { outcome: 'refused', reason: 'started' };
  const payment = await deps.invoiceDetails();
  if (!payment) return { outcome: 'refused', reason: 'no-invoice-details' };
  const invoice = invoiceTerms(registration.reference, terms, now);
  // Made before the lock: the details it prints (names, seats, amounts) do not change.
  const draft = await invoiceMail({
    registration,
    invoiceNumber: invoice.invoiceNumber,
    dueOn: invoice.invoiceDueDate,
    trainingTitle: terms.title,
    event: await deps.trainingEvent(registration.trainingId),
    payment,
    contact: await deps.firmContact(),
    siteUrl: deps.siteUrl,
    issuedAt: now,
  });
  const result = await deps.db.transaction(async (tx): Promise<InvoiceInsteadResult> => {
    await lockTrainingSeats(tx, registration.trainingId);
    const locked = await lockRegistration(tx, registrationId);
    if (!locked || !switchable(locked)) return { outcome: 'refused', reason: 'not-mpesa' };
    // A prompt pushed meanwhile ("Try again" in another tab) goes on: the visitor answers it first.
    if (await hasPending(tx)) return { outcome: 'refused', reason: 'pending' };
    // Seats released with the failed prompt come back only if nobody took them meanwhile, and
    // count again against what this person may hold unpaid.
    if (locked.status === 'lapsed') {
      const capped = await unpaidSeatsRefusal(tx, locked.trainingId, locked, locked.seats, terms.seatLimit);
      if (capped) return { outcome: 'refused', reason: capped };
      if ((await seatsTaken(tx, locked.trainingId)) + locked.seats > terms.capacity) return { outcome: 'refused', reason: 'full' };
    }
    await tx
      .update(registrations)
      .set({ paymentMethod: 'invoice', status: 'invoice_sent', ...invoice, statusReason: 'switched from M-Pesa to an invoice', updatedAt: deps.now() })
      .where(eq(registrations.id, registrationId));
    // A waitlist offer taken up this way is done with, as when it is taken up by invoice.
    await tx.delete(waitlist).where(eq(waitlist.registrationId, registrationId));
    await enqueueMail(tx, draft, deps.siteUrl);
    return { outcome: 'invoiced' };
  });
  if (result.outcome === 'invoiced') deps.wake();
  return result;
}
