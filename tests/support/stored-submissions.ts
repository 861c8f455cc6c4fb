/**
 * What a site stored, read back through the project's own database code: the email of
 * every contact message, booking and subscriber, and the outbox. The embedded database
 * can only be read once the site has stopped (one process per DATA_DIR).
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabaseOptions } from '@/lib/db/client';
import { bookings, contactMessages, mailOutbox, subscribers } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { answeredOk, type FormKind, mailsPerSubmission, type PostOutcome } from './form-posts';

export type OutboxRow = {
  messageId: string;
  personEmail: string;
  sentAt: Date | null;
  lockedBy: string | null;
};

export type Stored = { emails: Record<FormKind, Set<string>>; outbox: OutboxRow[] };

const lowerEmails = (rows: { email: string }[]) => new Set(rows.map((row) => row.email.toLowerCase()));

/** Reads every stored submission's email and the whole outbox. */
export async function readStored(db: Db): Promise<Stored> {
  const [contacts, booked, subscribed, outbox] = await Promise.all([
    db.select({ email: contactMessages.email }).from(contactMessages),
    db.select({ email: bookings.email }).from(bookings),
    db.select({ email: subscribers.email }).from(subscribers),
    db
      .select({
        messageId: mailOutbox.messageId,
        personEmail: mailOutbox.personEmail,
        sentAt: mailOutbox.sentAt,
        lockedBy: mailOutbox.lockedBy,
      })
      .from(mailOutbox),
  ]);
  return {
    emails: { contact: lowerEmails(contacts), booking: lowerEmails(booked), subscribe: lowerEmails(subscribed) },
    outbox,
  };
}

/** Opens the database (a stopped site's DATA_DIR, or a PostgreSQL URL), reads it and closes it. */
export async function readStoredFrom(options: OpenDatabaseOptions): Promise<Stored> {
  const handle = await openDatabase(options);
  try {
    return await readStored(handle.db);
  } finally {
    await handle.close();
  }
}

/** Posts answered 200 whose submission is not in the database: lost data. */
export function lostSubmissions(outcomes: PostOutcome[], stored: Stored): string[] {
  return outcomes
    .filter(answeredOk)
    .filter(({ post }) => !stored.emails[post.kind].has(post.email.toLowerCase()))
    .map(({ post }) => `${post.kind} ${post.email}`);
}

/** Posts answered 200 without the mail they should have queued (in the same transaction). */
export function missingMail(outcomes: PostOutcome[], stored: Stored): string[] {
  const queued = new Map<string, number>();
  for (const row of stored.outbox) queued.set(row.personEmail, (queued.get(row.personEmail) ?? 0) + 1);
  return outcomes
    .filter(answeredOk)
    .filter(({ post }) => queued.get(post.email.toLowerCase()) !== mailsPerSubmission[post.kind])
    .map(({ post }) => `${post.kind} ${post.email}: ${queued.get(post.email.toLowerCase()) ?? 0} mail(s) queued`);
}

/** Mail still waiting in the outbox. */
export const undelivered = (stored: Stored) => stored.outbox.filter((row) => row.sentAt === null);

/** Ends every claim on unsent mail now, as the five-minute lease of a dead worker would. */
export async function expireClaims(db: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(and(isNull(mailOutbox.sentAt), inArray(mailOutbox.messageId, messageIds)));
}
