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
  contactAcknowledgement,
  contactNotification,
  newsletterConfirmation,
} from '../mail/templates';
import { confirmUrl, hashToken, newToken, unsubscribeLinks } from './newsletter-tokens';
import type { BookingInput, ContactInput, SubscribeInput } from './schemas';

export type StoreContext = { db: Db; siteUrl: string; notifyTo: string; source: SubmissionSource };

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7;
/** A pending address asked again within this window is not mailed again. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

/**
 * Records a subscription request. A new, pending or unsubscribed address is (re)sent a
 * confirmation link; a confirmed one is left alone. The caller answers the same in every
 * case, so the form cannot tell anyone whether an address is on the list.
 */
export async function storeSubscription(context: StoreContext, input: SubscribeInput): Promise<void> {
  const email = input.email.toLowerCase();
  const token = newToken();
  const confirmation = {
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: sql`now() + ${CONFIRMATION_VALID_DAYS} * interval '1 day'`,
    confirmationSentAt: sql`now()`,
  };
  await context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscribers)
      .values({ email, status: 'pending', source: context.source, unsubscribeToken: newToken(), ...confirmation })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ unsubscribeToken: subscribers.unsubscribeToken });
    let unsubscribeToken = created?.unsubscribeToken;
    if (!unsubscribeToken) {
      // The database's clock, which also stamped confirmationSentAt, decides what is recent.
      const [existing] = await tx
        .select({
          id: subscribers.id,
          status: subscribers.status,
          unsubscribeToken: subscribers.unsubscribeToken,
          recentlySent: sql<boolean>`coalesce(${subscribers.confirmationSentAt} > now() - ${CONFIRMATION_RESEND_AFTER_MS} * interval '1 millisecond', false)`,
        })
        .from(subscribers)
        .where(eq(subscribers.email, email))
        .for('update');
      if (!existing || existing.status === 'confirmed') return;
      if (existing.status === 'pending' && existing.recentlySent) return;
      await tx
        .update(subscribers)
        .set({
          status: 'pending',
          source: context.source,
          requestedAt: sql`now()`,
          consentedAt: null,
          updatedAt: sql`now()`,
          ...confirmation,
        })
        .where(eq(subscribers.id, existing.id));
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
        },
        context.siteUrl,
      ),
      context.siteUrl,
    );
  });
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
    await enqueueMail(tx, contactAcknowledgement(details, context.siteUrl), context.siteUrl);
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
    await enqueueMail(tx, bookingAcknowledgement(details, context.siteUrl), context.siteUrl);
  });
}
