/**
 * The site's own tables: the forms', the blog's mirror, the leads inbox's and the trainings'
 * registrations. `drizzle-kit generate` turns this file into the SQL migrations in
 * `lib/db/migrations/`; the migration files, not this file, are what runs on start.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, customType, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubscriberTopic } from '../../content/newsletter-topics';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];


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
/** A file sent with a queued mail. */
export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

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
    /**
     * Files sent with the mail (an invoice's PDF, an event's `.ics`), their content base64: stored
     * with the mail when it is queued, in the same row, so a queued mail is never without them.
     */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
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

/** PostgreSQL's full-text document type (Drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The blog's mirror: one row per published WordPress post, as the site shows it
 * (docs/articles.md). The sync job writes it; every page that shows articles reads it.
 */
export const articles = pgTable(
  'articles',
  {
    /** WordPress's post id. */
    id: integer('id').primaryKey(),
    /** Decoded (WordPress stores non-Latin slugs percent-encoded). */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** The blog's local publication time with its UTC offset, e.g. `2025-03-13T09:30:00+03:00`. */
    date: text('date').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The year of `date` as the blog's readers see it (the listing's Year filter). */
    year: smallint('year').notNull(),
    modified: text('modified').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML, safe to render. */
    contentHtml: text('content_html').notNull(),
    link: text('link').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** The first category: an article's related articles are its neighbours in it. */
    primaryCategory: text('primary_category').generatedAlwaysAs(sql`categories[1]`),
    imageSrc: text('image_src'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageAlt: text('image_alt'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('articles_newest_idx').on(table.publishedAt.desc(), table.id.desc()),
    index('articles_categories_idx').using('gin', table.categories),
    // An article's related articles: its neighbours, by date, in its first category.
    index('articles_primary_category_idx').on(table.primaryCategory, table.publishedAt.desc(), table.id.desc()),
    // Links between posts of the blog are rewritten to the articles' pages here, looked up by permalink.
    index('articles_link_idx').on(table.link),
  ],
);

/**
 * Where the mirror stands: one row. `version` grows by one with every sync that changed what
 * the mirror holds, so every instance can tell that its cached pages are out of date.
 */
export const articleSync = pgTable(
  'article_sync',
  {
    id: smallint('id').primaryKey().default(1),
    /** The blog the mirror holds: `WORDPRESS_URL`, or `sample` for the bundled feed. */
    source: text('source').notNull(),
    /** WordPress's `modified` (local time) of the newest change the mirror holds. */
    modifiedCursor: text('modified_cursor'),
    version: integer('version').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastReconciledAt: timestamp('last_reconciled_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [check('article_sync_one_row', sql`${table.id} = 1`)],
);

/** What site search can find. */
export const searchKinds = ['article', 'service', 'person', 'event', 'role', 'podcast', 'page', 'newsletter'] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * The site search index (docs/search.md): the site's own content, written at start, and the
 * articles, written by the sync. Plain text only; the weighted document is computed by the
 * database, titles above excerpts above bodies.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind', { enum: searchKinds }).notNull(),
    /** Unique within a kind: an article's id, a service's slug, … */
    key: text('key').notNull(),
    /** The site-relative address of the result. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Newer first among equally good matches (articles, events). */
    sortDate: timestamp('sort_date', { withTimezone: true }),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', body), 'C')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key] }),
    index('search_documents_document_idx').using('gin', table.document),
  ],
);

/** Where a lead is in the firm's hands (the leads inbox, lib/cms/leads/). */
export const leadStatuses = ['new', 'in_progress', 'done'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * How the firm handles one lead: its status, the staff member it is assigned to and internal
 * notes. A lead without a row is new and unassigned. The row goes with its lead (erasure, the
 * retention purge). The migration makes the three keys DEFERRABLE INITIALLY DEFERRED (a
 * restore fills tables in name order), which Drizzle's `references` cannot say.
 */
export const leadHandling = pgTable(
  'lead_handling',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .unique()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .unique()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    /** A staff account (`payload.users.id`); not a foreign key, Payload's tables come later. */
    assigneeId: integer('assignee_id'),
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (table) => [
    check('lead_handling_status_check', sql`${table.status} in ('new', 'in_progress', 'done')`),
    check('lead_handling_one_lead', sql`num_nonnulls(${table.contactMessageId}, ${table.bookingId}, ${table.subscriberId}) = 1`),
  ],
);

export const leadAuditActions = ['viewed', 'exported', 'changed', 'erased', 'sent'] as const;
export type LeadAuditAction = (typeof leadAuditActions)[number];

/**
 * Who viewed, exported, changed or erased which lead, and who sent which newsletter to how many, and when. No foreign keys: it outlives
 * the leads. It names a lead by its random id, an erasure by a reference of its own.
 */
export const leadAudit = pgTable(
  'lead_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action', { enum: leadAuditActions }).notNull(),
    leadKind: text('lead_kind'),
    leadId: uuid('lead_id'),
    reference: text('reference'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    check('lead_audit_action_check', sql`${table.action} in ('viewed', 'exported', 'changed', 'erased', 'sent')`),
    index('lead_audit_at_idx').on(table.at.desc(), table.id.desc()),
  ],
);

/**
 * One newsletter campaign's sending (lib/newsletters/sending.ts): written with its recipients
 * when sending starts, so a campaign starts once. Its counts are kept here when they are
 * settled (the campaign finished, its recipient rows purged), so a campaign keeps its numbers
 * after the addresses are gone.
 */
export const newsletterSends = pgTable('newsletter_sends', {
  /** The campaign (`payload.campaigns.id`); not a foreign key, Payload's tables come later. */
  campaignId: integer('campaign_id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff account that pressed Send now or Schedule. */
  startedBy: integer('started_by').notNull(),
  recipients: integer('recipients').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Settled counts: set when the campaign finished (sent, failed) and when its rows are purged (unsubscribed). */
  sent: integer('sent'),
  failed: integer('failed'),
  unsubscribed: integer('unsubscribed'),
  /** How many were never sent because an admin stopped the campaign (set by the stop, final then). */
  cancelled: integer('cancelled'),
  /** When the recipient rows were purged (the retention period): the counts above are final. */
  purgedAt: timestamp('purged_at', { withTimezone: true }),
});

/**
 * One row per subscriber per campaign, all written in one statement when sending starts; the
 * key is what makes a subscriber get one copy however often sending restarts. `mail_id` is set in
 * the transaction that queues the mail in the outbox, so a row is queued once.
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterSends.campaignId, { onDelete: 'cascade' }),
    /** Erasing the person (or the purge of an unconfirmed sign-up) takes their rows with them. */
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    mailId: uuid('mail_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** Left out at its turn: unsubscribed or suppressed since sending started. */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    /** Never to be sent: an admin stopped the campaign before this row's mail reached the relay. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.subscriberId] }),
    index('newsletter_recipients_waiting_idx')
      .on(table.campaignId)
      .where(sql`${table.mailId} is null and ${table.skippedAt} is null and ${table.cancelledAt} is null`),
    index('newsletter_recipients_queued_at_idx').on(table.queuedAt),
  ],
);

/**
 * Addresses no newsletter goes to again: the relay refused a newsletter to them for good (a
 * 5xx). Kept while the subscription is (erasure removes it with the rest).
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  /** Lower-cased, as `subscribers.email`. */
  address: text('address').primaryKey(),
  reason: text('reason').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The lock of one training's seats (lib/registrations/seats.ts): every change that takes or
 * frees seats of a training locks its row first (`select … for update`) and counts the seats
 * taken in the same transaction, so two registrations for the last seat take turns and the
 * second sees the first. The capacity itself is the training's (lib/registrations/terms.ts).
 */
export const trainingSeats = pgTable('training_seats', {
  /** The training as lib/registrations/terms.ts names it. */
  trainingId: text('training_id').primaryKey(),
  createdAt: createdAt(),
});

export const registrationStatuses = ['held', 'paid', 'invoice_sent', 'cancelled', 'waitlisted', 'paid_no_seat', 'lapsed'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** The statuses whose seats count against the capacity. */
export const seatTakingStatuses = ['held', 'paid', 'invoice_sent'] as const satisfies readonly RegistrationStatus[];

export const paymentMethods = ['mpesa', 'invoice'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * One registration for a training: who, how many seats (one attendee's name per seat), how it
 * is paid and where it stands. Personal data: erased with the person and purged with the
 * retention periods (lib/forms/records.ts). Amounts are in cents, VAT included in the total.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the payer and staff see: `KP-` and six characters, the M-Pesa account reference. */
    reference: text('reference').notNull().unique(),
    trainingId: text('training_id')
      .notNull()
      .references(() => trainingSeats.trainingId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** As M-Pesa takes it: `2547…`/`2541…`. */
    phone: text('phone').notNull(),
    organisation: text('organisation'),
    kraPin: text('kra_pin'),
    /** One name per seat. */
    attendees: text('attendees').array().notNull(),
    seats: integer('seats').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: registrationStatuses }).notNull(),
    /** Until when a `held` or `invoice_sent` registration keeps its seats. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Why it ended as it did, for staff: "M-Pesa 1032: Request cancelled by user", "hold lapsed". */
    statusReason: text('status_reason'),
    feePerSeatCents: integer('fee_per_seat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The VAT (16%) inside `total_cents`. */
    vatCents: integer('vat_cents').notNull(),
    invoiceNumber: text('invoice_number').unique(),
    invoiceDueDate: date('invoice_due_date', { mode: 'string' }),
    /** KRA's eTIMS invoice number, entered by staff once they have issued it. */
    etimsNumber: text('etims_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the day-before reminder was queued: set in the transaction that queues it, so it goes once. */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    /**
     * The client's address as the site's rate limit counts it (lib/server/client-address.ts),
     * while the registration holds unpaid seats or waits for them: one address may hold only so
     * many (lib/registrations/register.ts). Personal data: the daily purge clears it once the
     * registration no longer holds or waits (lib/forms/records.ts).
     */
    clientAddress: text('client_address'),
  },
  (table) => [
    check('registrations_status_check', sql`${table.status} in ('held', 'paid', 'invoice_sent', 'cancelled', 'waitlisted', 'paid_no_seat', 'lapsed')`),
    check('registrations_payment_method_check', sql`${table.paymentMethod} in ('mpesa', 'invoice')`),
    check('registrations_seats_check', sql`${table.seats} >= 1 and ${table.seats} = cardinality(${table.attendees})`),
    check('registrations_hold_check', sql`${table.status} not in ('held', 'invoice_sent') or ${table.holdExpiresAt} is not null`),
    check('registrations_amounts_check', sql`${table.totalCents} = ${table.feePerSeatCents} * ${table.seats} and ${table.vatCents} between 0 and ${table.totalCents}`),
    index('registrations_training_status_idx').on(table.trainingId, table.status),
    index('registrations_email_idx').on(sql`lower(${table.email})`),
    index('registrations_hold_idx').on(table.holdExpiresAt).where(sql`${table.status} in ('held', 'invoice_sent')`),
    index('registrations_client_address_idx').on(table.trainingId, table.clientAddress).where(sql`${table.status} in ('held', 'invoice_sent')`),
  ],
);

export const mpesaPaymentStatuses = ['pending', 'paid', 'failed'] as const;
export type MpesaPaymentStatus = (typeof mpesaPaymentStatuses)[number];

/**
 * One STK push for a registration, and how it ended: by its callback, or by the query when the
 * callback never came. A registration may have several (the payer tried again).
 */
export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    checkoutRequestId: text('checkout_request_id').notNull().unique(),
    merchantRequestId: text('merchant_request_id').notNull(),
    /** Whole shillings, as pushed. */
    amount: integer('amount').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: mpesaPaymentStatuses }).notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    /** M-Pesa's receipt (`MpesaReceiptNumber`); null for a payment only the query confirmed. */
    receipt: text('receipt').unique(),
    /** `callback` or `query`: what told the site how it ended. */
    settledBy: text('settled_by'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the sweeper asks Daraja about a payment still pending. */
    nextQueryAt: timestamp('next_query_at', { withTimezone: true }).notNull(),
    queries: integer('queries').notNull().default(0),
  },
  (table) => [
    check('mpesa_payments_status_check', sql`${table.status} in ('pending', 'paid', 'failed')`),
    check('mpesa_payments_paid_check', sql`${table.status} <> 'paid' or ${table.resultCode} = 0`),
    index('mpesa_payments_registration_idx').on(table.registrationId),
    // One prompt at a time per registration: a second push while one is pending is refused by the database.
    uniqueIndex('mpesa_payments_one_pending_idx').on(table.registrationId).where(sql`${table.status} = 'pending'`),
    index('mpesa_payments_pending_idx').on(table.nextQueryAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The waitlist: one row per waitlisted registration, first come first served (`id`). When seats
 * free, the first that fits is offered them: its registration holds them for 24 hours and the
 * row keeps the hash of the offer's link token. The row goes when the offer is taken up or
 * lapses, and with its registration.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .unique()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    trainingId: text('training_id').notNull(),
    /** SHA-256 of the offer's token; the token itself only travels in the mail. */
    offerTokenHash: text('offer_token_hash').unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('waitlist_training_idx').on(table.trainingId, table.id)],
);

/**
 * A refund staff made of a registration's payment (a `paid_no_seat` one, or one cancelled after
 * it was paid), noted in the admin: how much, on which day, and how (an M-Pesa reversal, a bank
 * transfer). The refund itself is made outside the site; this is the firm's record of it. Goes
 * with its registration (erasure, the retention purge).
 */
export const registrationRefunds = pgTable(
  'registration_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The day the money went back, in Nairobi. */
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    /** How it was refunded (an M-Pesa reversal's receipt, a bank reference): the firm's own words. */
    note: text('note').notNull(),
    /** The staff account that noted it (`payload.users.id`; not a foreign key, as in `lead_handling`). */
    recordedBy: integer('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('registration_refunds_amount_check', sql`${table.amountCents} > 0`),
    index('registration_refunds_registration_idx').on(table.registrationId),
  ],
);

export type Subscriber = typeof subscribers.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type TaxReminder = typeof taxReminders.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;
export type ArticleRow = typeof articles.$inferSelect;
export type SearchDocument = typeof searchDocuments.$inferInsert;
export type LeadHandling = typeof leadHandling.$inferSelect;
export type LeadAuditRow = typeof leadAudit.$inferSelect;
export type Registration = typeof registrations.$inferSelect;
export type MpesaPayment = typeof mpesaPayments.$inferSelect;
export type WaitlistEntry = typeof waitlist.$inferSelect;
export type RegistrationRefund = typeof registrationRefunds.$inferSelect;
