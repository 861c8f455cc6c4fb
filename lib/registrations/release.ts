/**
 * Ending a registration's hold on its seats (a lapse, a failed payment, a cancellation): the
 * registration leaves the count, its place on the waitlist goes, and the seats it frees are
 * offered to the waitlist in the same transaction. Call under the training's lock and the
 * registration's row lock.
 */
import { eq } from 'drizzle-orm';
import { type Registration, registrations, seatTakingStatuses, waitlist } from '../db/schema';
import type { Db } from '../db/types';
import type { FirmContactDetails } from '../mail/templates';
import type { RegistrationDeps } from './deps';
import type { TrainingTerms } from './terms';
import { offerFreeSeats } from './waitlist';

/** Ends the hold as `lapsed` or `cancelled`; returns how many waitlist offers the freed seats made. */
export async function releaseSeats(
  tx: Db,
  registration: Registration,
  status: 'lapsed' | 'cancelled',
  reason: string,
  terms: TrainingTerms | undefined,
  contact: FirmContactDetails,
  deps: Pick<RegistrationDeps, 'siteUrl' | 'now'>,
): Promise<number> {
  await tx
    .update(registrations)
    .set({ status, holdExpiresAt: null, statusReason: reason, updatedAt: deps.now() })
    .where(eq(registrations.id, registration.id));
  await tx.delete(waitlist).where(eq(waitlist.registrationId, registration.id));
  const freedSeats = (seatTakingStatuses as readonly string[]).includes(registration.status);
  return freedSeats && terms ? offerFreeSeats(tx, terms, deps, contact) : 0;
}
