/**
 * The forms' tables. `drizzle-kit generate` turns this file into the SQL migrations in
 * `lib/db/migrations/`; the migration files, not this file, are what runs on start.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** What a subscriber asked to receive. Sign-ups from before topics existed hold `insights`. */
export const subscriberTopics = ['insights', 'tax-deadlines'] as const;
export type SubscriberTopic = (typeof subscriberTopics)[number];

/** Where a submission came from: the site's own forms or the JSON endpoints. */
export const submissionSources = ['footer', 'popup', 'tax-calendar', 'contact-page', 'booking-page', 'api'] as const;
export type SubmissionSource = (typeof submissionSources)[number];

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, so one address has one row whatever its spelling. */
    email: text('email').notNull().unique(),
    status: text('status', { enum: subscriberStatuses }).notNull(),
    source: text('source', { enum: submissionSources }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address owner clicked the confirmation link: the moment consent was given. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** SHA-256 of the confirmation token; the token itself only travels in the mail. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** Kept in clear so the firm's newsletter mails can carry each subscriber's link. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The topics consented to (applied when a confirmation link is opened). */
    topics: text('topics').array().$type<SubscriberTopic[]>().notNull().default(sql`'{insights}'::text[]`),
    /** Topics asked for in the sign-up whose confirmation link is still out. */
    requestedTopics: text('requested_topics').array().$type<SubscriberTopic[]>(),
    /** Which deadlines the reminders cover (the calendar's filter groups); null for all. */
    deadlineGroups: text('deadline_groups').array(),
    /** The groups asked for with `requestedTopics`; null for all. */
    requestedDeadlineGroups: text('requested_deadline_groups').array(),
  },
  (table) => [
    check('subscribers_status_check', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check('subscribers_topics_check', sql`${table.topics} <@ array['insights', 'tax-deadlines']::text[]`),
  ],
);

/**
 * One row per subscriber and deadline date reminded of, written in the transaction that
 * queues the reminder: the primary key is what makes a reminder go out once, however many
 * instances run the job.
 */
export const taxReminders = pgTable(
  'tax_reminders',
  {
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The outbox mail that carries it. */
    mailId: uuid('mail_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.subscriberId, table.dueDate] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    source: text('source', { enum: submissionSources }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_email_idx').on(sql`lower(${table.email})`)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    industry: text('industry').notNull(),
    service: text('service').notNull(),
    info: text('info'),
    source: text('source', { enum: submissionSources }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('bookings_email_idx').on(sql`lower(${table.email})`)],
);

/** How long the outbox keeps trying a mail before it gives up on it (docs/mail.md). */
export const OUTBOX_GIVE_UP_DAYS = 3;

/**
 * Mail waiting to go out, written in the same transaction as the submission it belongs
 * to. A worker claims rows with a lease (`locked_until`) so two instances never send one
 * mail twice, and retries failures with backoff until `sent_at` is set.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    replyToAddress: text('reply_to_address'),
    replyToName: text('reply_to_name'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Fixed when queued, so a mail that were ever sent twice would still be one message. */
    messageId: text('message_id').notNull().unique(),
    /** The visitor the mail is about (lower-cased), so erasure can find it. */
    personEmail: text('person_email').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When the outbox gave up: the server refused the mail for good (a 5xx), or it was still
     * undelivered after {@link OUTBOX_GIVE_UP_DAYS} days. A dead mail is never tried again.
     */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.deadAt} is null`),
    index('mail_outbox_person_idx').on(table.personEmail),
  ],
);

export type Subscriber = typeof subscribers.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type TaxReminder = typeof taxReminders.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;
