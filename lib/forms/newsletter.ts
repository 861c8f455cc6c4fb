/**
 * What the links in the newsletter mails do. Opening a link only reads (the `…State`
 * functions, for the pages); the page's button, or an RFC 8058 one-click POST, changes the
 * subscription ({@link confirmSubscription}, {@link unsubscribe}). Expiry is judged by the
 * database's clock, the one that set it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { subscribers } from '../db/schema';
import type { Db } from '../db/types';
import { hashToken, isTokenShaped } from './newsletter-tokens';

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/** What a confirmation link stands for now: `pending` when its button would confirm. */
export type ConfirmState = 'pending' | 'already-confirmed' | 'expired' | 'invalid';
/** What an unsubscribe link stands for now: `subscribed` when its button would unsubscribe. */
export type UnsubscribeState = 'subscribed' | 'already-unsubscribed' | 'invalid';

const confirmRow = (db: Db, token: string) =>
  db
    .select({
      id: subscribers.id,
      status: subscribers.status,
      expired: sql<boolean>`coalesce(${subscribers.confirmExpiresAt} <= now(), true)`,
    })
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hashToken(token)));

function confirmStateOf(row: { status: string; expired: boolean } | undefined): ConfirmState {
  if (!row) return 'invalid';
  if (row.status === 'confirmed') return 'already-confirmed';
  if (row.status !== 'pending') return 'invalid';
  return row.expired ? 'expired' : 'pending';
}

/** Reads what a confirmation link would do, changing nothing. */
export async function confirmationState(db: Db, token: unknown): Promise<ConfirmState> {
  if (!isTokenShaped(token)) return 'invalid';
  const [row] = await confirmRow(db, token);
  return confirmStateOf(row);
}

/** Confirms the subscription a confirmation link names: the moment consent is recorded. */
export async function confirmSubscription(db: Db, token: unknown): Promise<ConfirmOutcome> {
  if (!isTokenShaped(token)) return 'invalid';
  return db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [row] = await confirmRow(tx, token).for('update');
    const state = confirmStateOf(row);
    if (state !== 'pending') return state;
    if (!row) return 'invalid';
    await tx
      .update(subscribers)
      .set({ status: 'confirmed', consentedAt: sql`now()`, unsubscribedAt: null, updatedAt: sql`now()` })
      .where(and(eq(subscribers.id, row.id), eq(subscribers.status, 'pending')));
    return 'confirmed';
  });
}

/** Reads what an unsubscribe link would do, changing nothing. */
export async function unsubscribeState(db: Db, token: unknown): Promise<UnsubscribeState> {
  if (!isTokenShaped(token)) return 'invalid';
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  if (!row) return 'invalid';
  return row.status === 'unsubscribed' ? 'already-unsubscribed' : 'subscribed';
}

/**
 * Unsubscribes the address an unsubscribe link names. It also voids any confirmation link
 * still in a mailbox, so an old link cannot sign the address up again.
 */
export async function unsubscribe(db: Db, token: unknown): Promise<UnsubscribeOutcome> {
  if (!isTokenShaped(token)) return 'invalid';
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select()
      .from(subscribers)
      .where(eq(subscribers.unsubscribeToken, token))
      .for('update');
    if (!subscriber) return 'invalid';
    if (subscriber.status === 'unsubscribed') return 'already-unsubscribed';
    await tx
      .update(subscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`now()`,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(subscribers.id, subscriber.id));
    return 'unsubscribed';
  });
}
