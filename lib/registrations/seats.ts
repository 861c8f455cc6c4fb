/**
 * A training's seats, counted under its lock. Every change that takes or frees seats runs in a
 * transaction that first locks the training's row in `training_seats` (made on first use), then
 * counts the seats the training's registrations hold: the lock makes registrations for one
 * training take turns, and PostgreSQL's READ COMMITTED gives each statement after the lock a
 * fresh snapshot, so the count includes whatever the previous holder committed. No seat is
 * counted in the code and then taken outside the lock.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { registrations, seatTakingStatuses, trainingSeats } from '../db/schema';
import { type Db, rowsOf } from '../db/types';

/** Locks the training's seats until the transaction ends. Call before reading or changing them. */
export async function lockTrainingSeats(tx: Db, trainingId: string): Promise<void> {
  await tx.insert(trainingSeats).values({ trainingId }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${trainingSeats} where ${trainingSeats.trainingId} = ${trainingId} for update`);
}

/** Seats held, invoiced or paid. Under {@link lockTrainingSeats}, the figure stays true until the commit. */
export async function seatsTaken(tx: Db, trainingId: string): Promise<number> {
  const [row] = rowsOf<{ taken: number }>(
    await tx.execute(
      sql`select coalesce(sum(${registrations.seats}), 0)::int as taken from ${registrations}
          where ${and(eq(registrations.trainingId, trainingId), inArray(registrations.status, [...seatTakingStatuses]))}`,
    ),
  );
  return row?.taken ?? 0;
}

/** Seats left of `capacity`, never below zero (staff may lower a capacity under what is taken). */
export async function seatsLeft(db: Db, trainingId: string, capacity: number): Promise<number> {
  return Math.max(0, capacity - (await seatsTaken(db, trainingId)));
}

/**
 * One client address may hold, unpaid, at most this many times the training's seat limit
 * across all its registrations (whatever emails they give): an office behind one address can
 * send a few colleagues' registrations, but a stranger cannot fill the room with invoices or
 * prompts nobody pays.
 */
export const ADDRESS_UNPAID_SEATS_FACTOR = 2;

/**
 * Whether `seats` more unpaid seats for this email and client address would pass what one
 * person may hold unpaid in the training: one registration's worth ({@link seatLimit}) per email,
 * {@link ADDRESS_UNPAID_SEATS_FACTOR} times that per client address. Asked under
 * {@link lockTrainingSeats} by everything that makes seats unpaid-held: a new registration, a
 * lapsed one taken back ("Try again", "Pay by invoice instead"), which its lapse stopped counting,
 * and joining the waitlist, whose seats an offer holds (counting the seats already waited for).
 */
export async function unpaidSeatsRefusal(
  tx: Db,
  trainingId: string,
  who: { email: string; clientAddress: string | null },
  seats: number,
  seatLimit: number,
  /** Joining the waitlist: seats waited for count too, since an offer makes them held for a day without a word from the visitor. */
  waiting = false,
): Promise<'unpaid-held' | 'address-held' | undefined> {
  const statuses: Array<'held' | 'invoice_sent' | 'waitlisted'> = waiting ? ['held', 'invoice_sent', 'waitlisted'] : ['held', 'invoice_sent'];
  const unpaidSeats = async (whose: SQL) => {
    const [unpaid] = await tx
      .select({ seats: sql<number>`coalesce(sum(${registrations.seats}), 0)::int` })
      .from(registrations)
      .where(and(eq(registrations.trainingId, trainingId), whose, inArray(registrations.status, statuses)));
    return unpaid?.seats ?? 0;
  };
  if ((await unpaidSeats(sql`lower(${registrations.email}) = lower(${who.email})`)) + seats > seatLimit) return 'unpaid-held';
  if (who.clientAddress && (await unpaidSeats(eq(registrations.clientAddress, who.clientAddress))) + seats > ADDRESS_UNPAID_SEATS_FACTOR * seatLimit) {
    return 'address-held';
  }
  return undefined;
}
