/**
 * The waitlist: when seats come free, the first waiting registrations that fit are offered them,
 * in the order they joined. An offer holds the seats for {@link OFFER_HOURS} hours (the
 * registration is `held` until then) and mails a link whose token only the mail carries; the
 * database keeps its SHA-256. Runs inside the transaction that freed the seats, under the
 * training's lock, so the offer and its mail exist if and only if the seats were freed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { registrations, waitlist } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { type FirmContactDetails, waitlistOffer } from '../mail/templates';
import type { RegistrationDeps } from './deps';
import { waitlistOfferUrl } from './links';
import { seatsTaken } from './seats';
import type { TrainingTerms } from './terms';

/** How long an offer holds its seats. */
export const OFFER_HOURS = 24;

export const offerTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Offers the training's free seats to the waitlist, first come first served; a registration
 * for more seats than are free waits, and a later one that fits is offered instead. Call under
 * the training's lock. Returns how many registrations were offered seats.
 */
export async function offerFreeSeats(
  tx: Db,
  terms: TrainingTerms,
  deps: Pick<RegistrationDeps, 'siteUrl' | 'now'>,
  contact: FirmContactDetails,
): Promise<number> {
  let free = terms.capacity - (await seatsTaken(tx, terms.trainingId));
  if (free <= 0) return 0;
  const waiting = await tx
    .select({ entry: waitlist, registration: registrations })
    .from(waitlist)
    .innerJoin(registrations, eq(registrations.id, waitlist.registrationId))
    .where(and(eq(waitlist.trainingId, terms.trainingId), isNull(waitlist.offeredAt), eq(registrations.status, 'waitlisted')))
    .orderBy(asc(waitlist.id));
  let offered = 0;
  for (const { entry, registration } of waiting) {
    if (registration.seats > free) continue;
    const now = deps.now();
    const heldUntil = new Date(now.getTime() + OFFER_HOURS * 3_600_000);
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(waitlist)
      .set({ offerTokenHash: offerTokenHash(token), offeredAt: now, offerExpiresAt: heldUntil })
      .where(eq(waitlist.id, entry.id));
    await tx
      .update(registrations)
      .set({ status: 'held', holdExpiresAt: heldUntil, statusReason: 'waitlist offer', updatedAt: now })
      .where(eq(registrations.id, registration.id));
    await enqueueMail(
      tx,
      waitlistOffer(
        { name: registration.name, email: registration.email, trainingTitle: terms.title, seats: registration.seats, heldUntil, offerUrl: waitlistOfferUrl(deps.siteUrl, token) },
        deps.siteUrl,
        contact,
      ),
      deps.siteUrl,
    );
    free -= registration.seats;
    offered += 1;
    if (free <= 0) break;
  }
  return offered;
}
