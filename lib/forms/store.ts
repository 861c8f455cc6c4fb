/**
 * Storing a valid submission together with its mail: one transaction writes the row and
 * queues every mail it causes, so when the visitor hears "thank you", both are committed.
 */
import { eq, sql } from 'drizzle-orm';
import { bookings, contactMessages, subscribers, type SubmissionSource } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import {
  bookingAcknowledgement,
  bookingNotification,
  type ConfirmationDetails,
  contactAcknowledgement,
  contactNotification,
  type FirmContactDetails,
  newsletterConfirmation,
} from '../mail/templates';
import { confirmUrl, unsubscribeLinks } from '../mail/newsletter-links';
import { hashToken, newToken } from './newsletter-tokens';
import type { BookingInput, ContactInput, SubscribeInput } from './schemas';
import { requestedDeadlineGroups, requestedTopics } from './subscribe-schema';

/**
 * `contact`: the firm's contact details the mails show, read once for the submission;
 * `notifyTo`: where the firm's notification goes.
 */
export type StoreContext = { db: Db; siteUrl: string; notifyTo: string; contact: FirmContactDetails; source: SubmissionSource };

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7;
/** A pending address asked again within this window is not mailed again. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

/**
 * Records a subscription request. A new, pending or unsubscribed address is (re)sent a
 * confirmation link for the topics asked for; a confirmed one asking for topics (or
 * reminder groups) it does not have is sent a link that adds them, and one asking for
 * nothing new is left alone. The caller answers the same in every case, so the form cannot
 * tell anyone whether an address is on the list.
 *
 * A link confirms what its mail said it would, and nothing else: the topics it confirms are
 * changed only together with a new link, mailed to the address, which replaces it. Anyone can
 * post any address, so a post that changed a pending request's topics while its link stayed
 * valid would let a stranger decide what the owner's click consents to.
 */
export async function storeSubscription(context: StoreContext, input: SubscribeInput): Promise<void> {
  const email = input.email.toLowerCase();
  const topics = requestedTopics(input);
  // Reminder groups only mean something with reminders; none chosen means every deadline.
  const groups = topics.includes('tax-deadlines') ? requestedDeadlineGroups(input) : null;
  const token = newToken();
  const confirmation = {
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: sql`now() + ${CONFIRMATION_VALID_DAYS} * interval '1 day'`,
    confirmationSentAt: sql`now()`,
  };
  await context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscribers)
      .values({
        email,
        status: 'pending',
        source: context.source,
        unsubscribeToken: newToken(),
        topics,
        deadlineGroups: groups,
        ...confirmation,
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ unsubscribeToken: subscribers.unsubscribeToken });
    let unsubscribeToken = created?.unsubscribeToken;
    let purpose: ConfirmationDetails['purpose'] = 'subscribe';
    if (!unsubscribeToken) {
      // The database's clock, which also stamped confirmationSentAt, decides what is recent.
      const [existing] = await tx
        .select({
          row: subscribers,
          recentlySent: sql<boolean>`coalesce(${subscribers.confirmationSentAt} > now() - ${CONFIRMATION_RESEND_AFTER_MS} * interval '1 millisecond', false)`,
        })
        .from(subscribers)
        .where(eq(subscribers.email, email))
        .for('update')
        .then((rows) => rows.map(({ row, recentlySent }) => ({ ...row, recentlySent })));
      if (!existing) return;
      const { recentlySent } = existing;
      if (existing.status === 'confirmed') {
        if (!asksForMore(existing, topics, groups)) return;
        const sameRequest =
          sameSet(existing.requestedTopics, topics) && sameSet(existing.requestedDeadlineGroups, groups);
        if (sameRequest && recentlySent) return;
        await tx
          .update(subscribers)
          .set({ requestedTopics: topics, requestedDeadlineGroups: groups, updatedAt: sql`now()`, ...confirmation })
          .where(eq(subscribers.id, existing.id));
        purpose = 'add-topics';
      } else {
        // The link already sent stands, for what it said; a different request can be made
        // once the resend window has passed, with a link of its own.
        if (existing.status === 'pending' && recentlySent) return;
        await tx
          .update(subscribers)
          .set({
            status: 'pending',
            source: context.source,
            requestedAt: sql`now()`,
            consentedAt: null,
            topics,
            deadlineGroups: groups,
            requestedTopics: null,
            requestedDeadlineGroups: null,
            updatedAt: sql`now()`,
            ...confirmation,
          })
          .where(eq(subscribers.id, existing.id));
      }
      unsubscribeToken = existing.unsubscribeToken;
    }
    await enqueueMail(
      tx,
      newsletterConfirmation(
        {
          email,
          confirmUrl: confirmUrl(context.siteUrl, token),
          unsubscribe: unsubscribeLinks(context.siteUrl, unsubscribeToken),
          validDays: CONFIRMATION_VALID_DAYS,
          topics,
          purpose,
        },
        context.siteUrl,
        context.contact,
      ),
      context.siteUrl,
    );
  });
}

const sameSet = (a: readonly string[] | null, b: readonly string[] | null) =>
  (a === null) === (b === null) && (a ?? []).length === (b ?? []).length && (a ?? []).every((item) => (b ?? []).includes(item));

/** Whether a confirmed subscriber asks for a topic, or reminder groups, they do not have. */
function asksForMore(
  existing: { topics: readonly string[]; deadlineGroups: readonly string[] | null },
  topics: readonly string[],
  groups: readonly string[] | null,
): boolean {
  if (topics.some((topic) => !existing.topics.includes(topic))) return true;
  return topics.includes('tax-deadlines') && !sameSet(existing.deadlineGroups, groups);
}

/** Stores a contact message and queues the firm's notification and the visitor's receipt. */
export async function storeContactMessage(context: StoreContext, input: ContactInput): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, company: input.company || null, source: context.source })
      .returning({ createdAt: contactMessages.createdAt });
    const details = { ...input, company: input.company || null, receivedAt: row?.createdAt ?? new Date() };
    await enqueueMail(tx, contactNotification(details, context.notifyTo), context.siteUrl);
    await enqueueMail(tx, contactAcknowledgement(details, context.siteUrl, context.contact), context.siteUrl);
  });
}

/** Stores a booking request and queues the firm's notification and the visitor's receipt. */
export async function storeBooking(context: StoreContext, input: BookingInput): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ ...input, info: input.info || null, source: context.source })
      .returning({ createdAt: bookings.createdAt });
    const details = { ...input, info: input.info || null, receivedAt: row?.createdAt ?? new Date() };
    await enqueueMail(tx, bookingNotification(details, context.notifyTo), context.siteUrl);
    await enqueueMail(tx, bookingAcknowledgement(details, context.siteUrl, context.contact), context.siteUrl);
  });
}
