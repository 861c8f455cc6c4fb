/**
 * What the links in the newsletter mails do. Opening a link only reads (the `…State`
 * functions, for the pages); the page's button or form, or an RFC 8058 one-click POST, changes
 * the subscription ({@link confirmSubscription}, {@link unsubscribe}, {@link changeTopics}).
 * Expiry is judged by the database's clock, the one that set it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type SubscriberTopic, subscriberTopics } from '../../content/newsletter-topics';
import { mailOutbox, subscribers } from '../db/schema';
import type { Db } from '../db/types';
import { hashToken, isTokenShaped } from './newsletter-tokens';

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/** What a confirmation link stands for now: `pending` when its button would confirm. */
export type ConfirmState = 'pending' | 'already-confirmed' | 'expired' | 'invalid';
/** What an unsubscribe link stands for now: `subscribed` when its button would unsubscribe. */
export type UnsubscribeState = 'subscribed' | 'already-unsubscribed' | 'invalid';
/** What a topics link stands for now: only a `confirmed` subscriber has topics to change. */
export type TopicsState = { status: 'confirmed'; topics: SubscriberTopic[] } | { status: 'pending' | 'unsubscribed' | 'invalid' };
export type TopicsOutcome = 'saved' | 'pending' | 'unsubscribed' | 'invalid';
/** A choice of topics: never none (leaving them all is unsubscribing). */
export type ChosenTopics = readonly [SubscriberTopic, ...SubscriberTopic[]];

const confirmRow = (db: Db, token: string) =>
  db
    .select({
      id: subscribers.id,
      status: subscribers.status,
      topics: subscribers.topics,
      requestedTopics: subscribers.requestedTopics,
      requestedDeadlineGroups: subscribers.requestedDeadlineGroups,
      expired: sql<boolean>`coalesce(${subscribers.confirmExpiresAt} <= now(), true)`,
    })
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hashToken(token)));

type ConfirmRow = Awaited<ReturnType<typeof confirmRow>>[number];

/**
 * A pending sign-up's link confirms it; a confirmed subscriber's link, sent when they asked
 * for more topics, adds those topics.
 */
function confirmStateOf(row: ConfirmRow | undefined): ConfirmState {
  if (!row) return 'invalid';
  if (row.status === 'confirmed' && !row.requestedTopics) return 'already-confirmed';
  if (row.status !== 'pending' && row.status !== 'confirmed') return 'invalid';
  return row.expired ? 'expired' : 'pending';
}

/** Reads what a confirmation link would do, changing nothing. */
export async function confirmationState(db: Db, token: unknown): Promise<ConfirmState> {
  if (!isTokenShaped(token)) return 'invalid';
  const [row] = await confirmRow(db, token);
  return confirmStateOf(row);
}

/**
 * Confirms the subscription a confirmation link names: the moment consent is recorded. For
 * a confirmed subscriber who asked for more topics, it adds them (and the reminder groups
 * asked for with them).
 */
export async function confirmSubscription(db: Db, token: unknown): Promise<ConfirmOutcome> {
  if (!isTokenShaped(token)) return 'invalid';
  return db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [row] = await confirmRow(tx, token).for('update');
    if (!row) return 'invalid';
    const state = confirmStateOf(row);
    if (state !== 'pending') return state;
    const requested = row.requestedTopics;
    if (row.status === 'confirmed' && requested) {
      const topics = subscriberTopics.filter((topic) => row.topics.includes(topic) || requested.includes(topic));
      await tx
        .update(subscribers)
        .set({
          topics,
          ...(requested.includes('tax-deadlines') ? { deadlineGroups: row.requestedDeadlineGroups } : {}),
          requestedTopics: null,
          requestedDeadlineGroups: null,
          updatedAt: sql`now()`,
        })
        .where(eq(subscribers.id, row.id));
      return 'confirmed';
    }
    await tx
      .update(subscribers)
      .set({ status: 'confirmed', consentedAt: sql`now()`, unsubscribedAt: null, updatedAt: sql`now()` })
      .where(and(eq(subscribers.id, row.id), eq(subscribers.status, 'pending')));
    return 'confirmed';
  });
}

/** Deletes the tax deadline reminders to `email` still waiting in the outbox. */
async function withdrawReminders(db: Db, email: string): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.personEmail, email), eq(mailOutbox.kind, 'tax-deadline-reminder'), isNull(mailOutbox.sentAt)));
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
    await withdrawReminders(tx, subscriber.email);
    return 'unsubscribed';
  });
}

/** Reads the topics a topics link (the subscriber's unsubscribe token) would change, changing nothing. */
export async function topicsState(db: Db, token: unknown): Promise<TopicsState> {
  if (!isTokenShaped(token)) return { status: 'invalid' };
  const [row] = await db
    .select({ status: subscribers.status, topics: subscribers.topics })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  if (!row) return { status: 'invalid' };
  return row.status === 'confirmed' ? { status: 'confirmed', topics: row.topics } : { status: row.status };
}

/**
 * The topics a form post chose, in {@link subscriberTopics}' order: `none` when it chose none,
 * `unknown` when it names a topic we do not have (a form from an older page, or made by hand).
 */
export function chosenTopics(values: readonly string[]): ChosenTopics | 'none' | 'unknown' {
  const known: readonly string[] = subscriberTopics;
  if (values.some((value) => !known.includes(value))) return 'unknown';
  const [first, ...rest] = subscriberTopics.filter((topic) => values.includes(topic));
  return first ? [first, ...rest] : 'none';
}

/**
 * Sets a confirmed subscriber's topics to `topics` (at least one: leaving every topic is
 * unsubscribing, which the page offers as its own link). The token was mailed to the address
 * alone, so a post with it is the owner's own choice, as a confirmation link's is. Dropping
 * tax deadline reminders withdraws those still waiting in the outbox, as {@link unsubscribe}
 * does; the reminder groups are kept for a later return to them.
 */
export async function changeTopics(db: Db, token: unknown, topics: ChosenTopics): Promise<TopicsOutcome> {
  if (!isTokenShaped(token)) return 'invalid';
  const ordered = subscriberTopics.filter((topic) => topics.includes(topic));
  return db.transaction(async (tx): Promise<TopicsOutcome> => {
    // Taken for update: the reminder job reads the row FOR SHARE while it queues a reminder, so
    // a reminder is either queued before this (and withdrawn below) or sees the new topics.
    const [subscriber] = await tx
      .select({ id: subscribers.id, email: subscribers.email, status: subscribers.status })
      .from(subscribers)
      .where(eq(subscribers.unsubscribeToken, token))
      .for('update');
    if (!subscriber) return 'invalid';
    if (subscriber.status !== 'confirmed') return subscriber.status;
    await tx.update(subscribers).set({ topics: ordered, updatedAt: sql`now()` }).where(eq(subscribers.id, subscriber.id));
    if (!ordered.includes('tax-deadlines')) await withdrawReminders(tx, subscriber.email);
    return 'saved';
  });
}
