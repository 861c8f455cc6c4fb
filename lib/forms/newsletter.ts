/** What the links in the newsletter mails do. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { mailOutbox, subscribers, subscriberTopics } from '../db/schema';
import type { Db } from '../db/types';
import { hashToken, isTokenShaped } from './newsletter-tokens';

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/**
 * Confirms the subscription a confirmation link names: the moment consent is recorded. For
 * a confirmed subscriber who asked for more topics, it adds them (and the reminder groups
 * asked for with them).
 */
export async function confirmSubscription(db: Db, token: unknown): Promise<ConfirmOutcome> {
  if (!isTokenShaped(token)) return 'invalid';
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select()
      .from(subscribers)
      .where(eq(subscribers.confirmTokenHash, hashToken(token)))
      .for('update');
    if (!subscriber) return 'invalid';
    const expired = !subscriber.confirmExpiresAt || subscriber.confirmExpiresAt.getTime() < Date.now();
    if (subscriber.status === 'confirmed') {
      const requested = subscriber.requestedTopics;
      if (!requested) return 'already-confirmed';
      if (expired) return 'expired';
      const topics = subscriberTopics.filter((topic) => subscriber.topics.includes(topic) || requested.includes(topic));
      await tx
        .update(subscribers)
        .set({
          topics,
          ...(requested.includes('tax-deadlines') ? { deadlineGroups: subscriber.requestedDeadlineGroups } : {}),
          requestedTopics: null,
          requestedDeadlineGroups: null,
          updatedAt: sql`now()`,
        })
        .where(eq(subscribers.id, subscriber.id));
      return 'confirmed';
    }
    if (subscriber.status !== 'pending') return 'invalid';
    if (expired) return 'expired';
    await tx
      .update(subscribers)
      .set({ status: 'confirmed', consentedAt: sql`now()`, unsubscribedAt: null, updatedAt: sql`now()` })
      .where(and(eq(subscribers.id, subscriber.id), eq(subscribers.status, 'pending')));
    return 'confirmed';
  });
}

/**
 * Unsubscribes the address an unsubscribe link names. It also voids any confirmation link
 * still in a mailbox, so an old link cannot sign the address up again, and withdraws any
 * tax deadline reminder still waiting in the outbox.
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
        requestedTopics: null,
        requestedDeadlineGroups: null,
        updatedAt: sql`now()`,
      })
      .where(eq(subscribers.id, subscriber.id));
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.personEmail, subscriber.email),
          eq(mailOutbox.kind, 'tax-deadline-reminder'),
          isNull(mailOutbox.sentAt),
        ),
      );
    return 'unsubscribed';
  });
}
