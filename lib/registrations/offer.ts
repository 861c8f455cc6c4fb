/**
 * Taking up a waitlist offer from its mail's link: an invoice registration gets its invoice
 * (held until the due date, the pro-forma invoice mailed in the same transaction), an M-Pesa
 * one its payment prompt (held until the offer's day ends).
 */
import { and, eq, gt } from 'drizzle-orm';
import { registrations, waitlist } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { RegistrationDeps } from './deps';
import { lockRegistration } from './outcome';
import { type PushOutcome, startMpesaPayment } from './payments';
import { invoiceTerms } from './register';
import { invoiceMail } from './registration-mail';
import { lockTrainingSeats } from './seats';
import { hasStarted } from './terms';
import { offerTokenHash } from './waitlist';

export type OfferResult =
  | { outcome: 'invalid' }
  /**
   * `no-invoice-details`: by invoice while the firm's payment details are not filled in (the
   * offer stands until they are, or it lapses). `started`: the training has started (the offer
   * lapses at its time, as any hold).
   */
  | { outcome: 'refused'; reason: 'no-invoice-details' | 'started' }
  | { outcome: 'invoiced'; registrationId: string }
  | { outcome: 'held'; registrationId: string; payment: PushOutcome };

export type OfferDetails = { registrationId: string; trainingId: string; name: string; seats: number; method: 'mpesa' | 'invoice'; totalCents: number; expiresAt: Date };

/** The offer a link's `token` carries, still open, for its page to show; undefined when it is unknown, taken up or lapsed. Changes nothing. */
export async function offerDetails(token: string, deps: Pick<RegistrationDeps, 'db' | 'now'>): Promise<OfferDetails | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const [offer] = await deps.db
    .select({
      registrationId: waitlist.registrationId,
      trainingId: waitlist.trainingId,
      name: registrations.name,
      seats: registrations.seats,
      method: registrations.paymentMethod,
      totalCents: registrations.totalCents,
      expiresAt: waitlist.offerExpiresAt,
    })
    .from(waitlist)
    .innerJoin(registrations, eq(registrations.id, waitlist.registrationId))
    .where(and(eq(waitlist.offerTokenHash, offerTokenHash(token)), gt(waitlist.offerExpiresAt, deps.now()), eq(registrations.status, 'held')));
  return offer?.expiresAt ? { ...offer, expiresAt: offer.expiresAt } : undefined;
}

/** Takes up the offer whose link carries `token`; `invalid` when it is unknown, taken up or lapsed. */
export async function acceptOffer(token: string, deps: RegistrationDeps): Promise<OfferResult> {
  const now = deps.now();
  const [offer] = await deps.db
    .select({ registrationId: waitlist.registrationId, trainingId: waitlist.trainingId, method: registrations.paymentMethod, registration: registrations })
    .from(waitlist)
    .innerJoin(registrations, eq(registrations.id, waitlist.registrationId))
    .where(and(eq(waitlist.offerTokenHash, offerTokenHash(token)), gt(waitlist.offerExpiresAt, now), eq(registrations.status, 'held')));
  if (!offer) return { outcome: 'invalid' };
  const terms = await deps.terms(offer.trainingId);
  if (!terms) return { outcome: 'invalid' };
  if (hasStarted(terms, now)) return { outcome: 'refused', reason: 'started' };
  if (offer.method === 'mpesa') return { outcome: 'held', registrationId: offer.registrationId, payment: await startMpesaPayment(offer.registrationId, deps) };
  const payment = await deps.invoiceDetails();
  if (!payment) return { outcome: 'refused', reason: 'no-invoice-details' };
  const invoice = invoiceTerms(offer.registration.reference, terms, now);
  // Made before the lock: the registration's details cannot change while it is held.
  const draft = await invoiceMail({
    registration: offer.registration,
    invoiceNumber: invoice.invoiceNumber,
    dueOn: invoice.invoiceDueDate,
    trainingTitle: terms.title,
    event: await deps.trainingEvent(offer.trainingId),
    payment,
    contact: await deps.firmContact(),
    siteUrl: deps.siteUrl,
    issuedAt: now,
  });
  const invoiced = await deps.db.transaction(async (tx) => {
    await lockTrainingSeats(tx, offer.trainingId);
    const registration = await lockRegistration(tx, offer.registrationId);
    if (!registration || registration.status !== 'held') return false;
    await tx
      .update(registrations)
      .set({ status: 'invoice_sent', ...invoice, statusReason: null, updatedAt: now })
      .where(eq(registrations.id, registration.id));
    await tx.delete(waitlist).where(eq(waitlist.registrationId, registration.id));
    await enqueueMail(tx, draft, deps.siteUrl);
    return true;
  });
  if (invoiced) deps.wake();
  return invoiced ? { outcome: 'invoiced', registrationId: offer.registrationId } : { outcome: 'invalid' };
}
