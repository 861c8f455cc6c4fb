/**
 * A training's seats, counted under its lock. Every change that takes or frees seats runs in a
 * transaction that first locks the training's row in `training_seats` (made on first use), then
 * counts the seats the training's registrations hold: the lock makes registrations for one
 * training take turns, and PostgreSQL's READ COMMITTED gives each statement after the lock a
 * fresh snapshot, so the count includes whatever the previous holder committed. No seat is
 * counted in the code and then taken outside the lock.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
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
