/**
 * Holds end on their own: an M-Pesa hold after ten minutes, an invoice after its due date, a
 * waitlist offer after a day. {@link lapseExpiredHolds} releases every hold past its time and
 * offers the freed seats to the waitlist; {@link offerWaitingSeats} offers seats that are free
 * while people wait for another reason (a capacity staff raised, or a training whose terms could
 * not be read when its seats were freed). The sweeper runs both (lib/registrations/sweeper.ts); both are safe on several
 * instances at once, since each training's changes take its lock.
 */
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { registrations, waitlist } from '../db/schema';
import type { RegistrationDeps } from './deps';
import { releaseSeats } from './release';
import { lockTrainingSeats } from './seats';
import { offerFreeSeats } from './waitlist';

const holding = inArray(registrations.status, ['held', 'invoice_sent']);

/** Releases every hold past its time; returns how many registrations lapsed. */
export async function lapseExpiredHolds(deps: RegistrationDeps): Promise<number> {
  const now = deps.now();
  const trainings = await deps.db
    .selectDistinct({ trainingId: registrations.trainingId })
    .from(registrations)
    .where(and(holding, lte(registrations.holdExpiresAt, now)));
  if (trainings.length === 0) return 0;
  const contact = await deps.firmContact();
  let lapsed = 0;
  let offers = 0;
  for (const { trainingId } of trainings) {
    const terms = await deps.terms(trainingId);
    await deps.db.transaction(async (tx) => {
      await lockTrainingSeats(tx, trainingId);
      const expired = await tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.trainingId, trainingId), holding, lte(registrations.holdExpiresAt, now)))
        .for('update');
      for (const registration of expired) {
        const reason = registration.status === 'invoice_sent' ? 'the invoice was not paid by its due date' : 'the hold lapsed';
        offers += await releaseSeats(tx, registration, 'lapsed', reason, terms, contact, deps);
        lapsed += 1;
      }
    });
  }
  if (offers > 0) deps.wake();
  return lapsed;
}

/** Offers free seats to trainings' waiting lists; returns how many offers went out. */
export async function offerWaitingSeats(deps: RegistrationDeps): Promise<number> {
  const trainings = await deps.db
    .selectDistinct({ trainingId: waitlist.trainingId })
    .from(waitlist)
    .where(isNull(waitlist.offeredAt));
  if (trainings.length === 0) return 0;
  const contact = await deps.firmContact();
  let offers = 0;
  for (const { trainingId } of trainings) {
    const terms = await deps.terms(trainingId);
    if (!terms) continue;
    offers += await deps.db.transaction(async (tx) => {
      await lockTrainingSeats(tx, trainingId);
      return offerFreeSeats(tx, terms, deps, contact);
    });
  }
  if (offers > 0) deps.wake();
  return offers;
}
