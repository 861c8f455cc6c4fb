/**
 * The one step that makes a registration paid (lib/registrations/payments.ts for M-Pesa,
 * lib/registrations/staff-actions.ts for an invoice): seats still held become paid, and the
 * registrant's confirmation is queued; a registration whose hold lapsed takes its seats back
 * when they are free (and is confirmed), and is otherwise `paid_no_seat`, with a mail to staff.
 * Runs under the training's lock and the registration's row lock, in the transaction that
 * records the payment, so no payment is ever recorded without its seats and its mail, and a
 * registration already paid (a second callback) is left alone: one confirmation each.
 */
import { eq } from 'drizzle-orm';
import { type Registration, type RegistrationStatus, registrations, waitlist } from '../db/schema';
import type { Db } from '../db/types';
import type { IcsEvent } from '../events/ics';
import { enqueueMail } from '../mail/outbox';
import { type FirmContactDetails, registrationPaidNoSeat } from '../mail/templates';
import { formatCents } from '../tax/money';
import type { RegistrationDeps } from './deps';
import { confirmationMail, type PaidBy } from './registration-mail';
import { seatsTaken } from './seats';
import type { TrainingTerms } from './terms';

/** The registration's row, locked until the transaction ends. Lock the training first. */
export async function lockRegistration(tx: Db, id: string): Promise<Registration | undefined> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  return row;
}

/** What a payment's mail needs, read before the transaction: where staff alerts go, the firm's details, the training. */
export type PaidMailContext = { staffAddress: string; contact: FirmContactDetails; event: IcsEvent | undefined };

const paidWithForStaff = (paidBy: PaidBy) =>
  paidBy.method === 'invoice' ? `invoice ${paidBy.invoiceNumber}` : paidBy.receipt ? `M-Pesa ${paidBy.receipt}` : 'M-Pesa, confirmed by query';

/**
 * Marks a paid registration: `paid` with its seats and its confirmation queued, or
 * `paid_no_seat` (and staff mailed) when its hold had lapsed and the seats are gone. `terms`
 * undefined means the training is no longer sold on the site: a lapsed registration then has no
 * seat to take back. Returns the new status and whether mail was queued.
 */
export async function markPaid(
  tx: Db,
  registration: Registration,
  terms: TrainingTerms | undefined,
  paidBy: PaidBy,
  deps: Pick<RegistrationDeps, 'now' | 'siteUrl'> & PaidMailContext,
): Promise<{ status: RegistrationStatus; mailed: boolean }> {
  const now = deps.now();
  if (registration.status === 'paid' || registration.status === 'paid_no_seat') return { status: registration.status, mailed: false };
  const stillHeld = registration.status === 'held' || registration.status === 'invoice_sent';
  const free = terms ? terms.capacity - (await seatsTaken(tx, registration.trainingId)) : 0;
  const status: RegistrationStatus = stillHeld || registration.seats <= free ? 'paid' : 'paid_no_seat';
  await tx
    .update(registrations)
    .set({ status, paidAt: now, holdExpiresAt: null, statusReason: stillHeld ? null : `paid after the hold ended (${registration.status})`, updatedAt: now })
    .where(eq(registrations.id, registration.id));
  // A waitlist offer taken up, or overtaken by the payment: either way the place on the list is done.
  await tx.delete(waitlist).where(eq(waitlist.registrationId, registration.id));
  if (status === 'paid') {
    const title = terms?.title ?? deps.event?.title ?? registration.trainingId;
    await enqueueMail(tx, confirmationMail(registration, title, deps.event, paidBy, deps.siteUrl, deps.contact), deps.siteUrl);
    return { status, mailed: true };
  }
  await enqueueMail(
    tx,
    registrationPaidNoSeat(
      {
        reference: registration.reference,
        name: registration.name,
        email: registration.email,
        phone: registration.phone,
        trainingTitle: terms?.title ?? registration.trainingId,
        seats: registration.seats,
        paid: `KES ${formatCents(registration.totalCents)}`,
        paidWith: paidWithForStaff(paidBy),
      },
      deps.staffAddress,
    ),
    deps.siteUrl,
  );
  return { status, mailed: true };
}
