/**
 * The firm's view of what was submitted: exports, the undelivered mail, and erasing one
 * person's data on request (a data subject's right under Kenya's Data Protection Act 2019).
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { bookings, contactMessages, mailOutbox, mailSuppressions, registrations, subscribers } from '../db/schema';
import type { Db } from '../db/types';
import { listDead, listUndelivered } from '../mail/outbox';
import { removeMailFiles } from '../mail/transport';
import { unsubscribeLinks } from '../mail/newsletter-links';

export const exportKinds = ['subscribers', 'contacts', 'bookings'] as const;
export type ExportKind = (typeof exportKinds)[number];

export type Table = { columns: string[]; rows: Record<string, string>[] };

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/** Everything submitted through one form, oldest first. */
export async function exportTable(db: Db, kind: ExportKind, siteUrl: string): Promise<Table> {
  switch (kind) {
    case 'subscribers': {
      const rows = await db.select().from(subscribers).orderBy(asc(subscribers.createdAt));
      return {
        columns: [
          'email',
          'status',
          'source',
          'requested_at',
          'consented_at',
          'unsubscribed_at',
          'unsubscribe_url',
          'list_unsubscribe_url',
          // Send the Insights newsletter only to rows whose topics hold `insights`; tax
          // deadline reminders go out from the site itself (lib/tax/reminders.ts).
          'topics',
          'reminder_groups',
        ],
        rows: rows.map((row) => ({
          email: row.email,
          status: row.status,
          source: row.source,
          requested_at: iso(row.requestedAt),
          consented_at: iso(row.consentedAt),
          unsubscribed_at: iso(row.unsubscribedAt),
          // The link for a newsletter's text, and the RFC 8058 address for its List-Unsubscribe header.
          unsubscribe_url: unsubscribeLinks(siteUrl, row.unsubscribeToken).page,
          list_unsubscribe_url: unsubscribeLinks(siteUrl, row.unsubscribeToken).oneClick,
          topics: row.topics.join(' '),
          reminder_groups: row.topics.includes('tax-deadlines') ? (row.deadlineGroups ?? ['all']).join(' ') : '',
        })),
      };
    }
    case 'contacts': {
      const rows = await db.select().from(contactMessages).orderBy(asc(contactMessages.createdAt));
      return {
        columns: ['received_at', 'name', 'email', 'company', 'subject', 'message', 'source'],
        rows: rows.map((row) => ({
          received_at: iso(row.createdAt),
          name: row.name,
          email: row.email,
          company: row.company ?? '',
          subject: row.subject,
          message: row.content,
          source: row.source,
        })),
      };
    }
    case 'bookings': {
      const rows = await db.select().from(bookings).orderBy(asc(bookings.createdAt));
      return {
        columns: ['received_at', 'name', 'email', 'phone', 'industry', 'service', 'info', 'source'],
        rows: rows.map((row) => ({
          received_at: iso(row.createdAt),
          name: row.name,
          email: row.email,
          phone: row.phone,
          industry: row.industry,
          service: row.service,
          info: row.info ?? '',
          source: row.source,
        })),
      };
    }
  }
}

/**
 * Mail that has not gone: first what is still being tried (oldest first), then what the
 * outbox gave up on (most recent first), each with why.
 */
export async function outboxTable(db: Db): Promise<Table> {
  const [waiting, dead] = [await listUndelivered(db), await listDead(db)];
  return {
    columns: ['id', 'status', 'kind', 'to', 'subject', 'queued_at', 'attempts', 'next_attempt_at', 'dead_at', 'last_error'],
    rows: [...waiting, ...dead].map((row) => ({
      id: row.id,
      status: row.deadAt ? 'dead' : 'waiting',
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      queued_at: iso(row.createdAt),
      attempts: String(row.attempts),
      next_attempt_at: row.deadAt ? '' : iso(row.nextAttemptAt),
      dead_at: iso(row.deadAt),
      last_error: row.lastError ?? '',
    })),
  };
}

// Spreadsheets run a cell that starts like a formula; a leading apostrophe keeps it text.
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvCell = (value: string) => {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** RFC 4180 CSV with one header row, safe to open in a spreadsheet. */
export function toCsv({ columns, rows }: Table): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export type ErasureReport = {
  subscribers: number;
  contactMessages: number;
  bookings: number;
  /** Trainings' registrations, with their M-Pesa payments and places on a waitlist (ON DELETE CASCADE). */
  registrations: number;
  mails: number;
  mailFiles: number;
};

const personFilters = (address: string) => ({
  subscribers: eq(subscribers.email, address),
  contactMessages: sql`lower(${contactMessages.email}) = ${address}`,
  bookings: sql`lower(${bookings.email}) = ${address}`,
  registrations: sql`lower(${registrations.email}) = ${address}`,
  mails: eq(mailOutbox.personEmail, address),
});

/** What {@link eraseByEmail} would delete, without deleting it. */
export async function countByEmail(db: Db, email: string): Promise<Omit<ErasureReport, 'mailFiles'>> {
  const where = personFilters(email.trim().toLowerCase());
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    subscribers: await total(db.select({ n: count() }).from(subscribers).where(where.subscribers)),
    contactMessages: await total(db.select({ n: count() }).from(contactMessages).where(where.contactMessages)),
    bookings: await total(db.select({ n: count() }).from(bookings).where(where.bookings)),
    registrations: await total(db.select({ n: count() }).from(registrations).where(where.registrations)),
    mails: await total(db.select({ n: count() }).from(mailOutbox).where(where.mails)),
  };
}

/**
 * Deletes every record of one email address: subscription, contact messages, bookings,
 * trainings' registrations (their payments and waitlist places go with them), newsletters' recipient rows and
 * suppression, and every mail about them, sent or not (with its `.eml` file when mail goes to files).
 */
export async function eraseByEmail(db: Db, email: string, mailDirectory?: string): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  const where = personFilters(address);
  const [subscriberRows, contactRows, bookingRows, registrationRows, mailRows] = await db.transaction(async (tx) => [
    await tx.delete(subscribers).where(where.subscribers).returning({ id: subscribers.id }),
    await tx.delete(contactMessages).where(where.contactMessages).returning({ id: contactMessages.id }),
    await tx.delete(bookings).where(where.bookings).returning({ id: bookings.id }),
    await tx.delete(registrations).where(where.registrations).returning({ id: registrations.id }),
    await tx.delete(mailOutbox).where(where.mails).returning({ id: mailOutbox.id }),
    // A suppressed address goes too (its recipient rows went with the subscriber): nothing is left to report but the rows above.
    await tx.delete(mailSuppressions).where(eq(mailSuppressions.address, address)),
  ]);
  const mailFiles = mailDirectory && mailRows.length > 0 ? await removeMailFiles(mailDirectory, new Set(mailRows.map((row) => row.id))) : 0;
  return {
    subscribers: subscriberRows.length,
    contactMessages: contactRows.length,
    bookings: bookingRows.length,
    registrations: registrationRows.length,
    mails: mailRows.length,
    mailFiles,
  };
}

/** How long each kind of record is kept (the privacy policy, "How long we keep it"). */
export const retention = {
  /** Contact messages and bookings. */
  enquiryMonths: 24,
  /**
   * The outbox's copy of a mail, once delivered or given up on: long enough to answer "did
   * my receipt go out?", short enough that no visitor's message outlives its purpose there.
   */
  mailDays: 30,
  /** A sign-up never confirmed is not consent: it goes a month after its link expired. */
  unconfirmedDays: 30,
  /**
   * A training registration that was never paid (lapsed, cancelled, still on a waitlist), like
   * an enquiry: 24 months after it was made.
   */
  unpaidRegistrationMonths: 24,
  /**
   * A paid one (also one paid and then cancelled, with its refunds) is a record of a sale, kept
   * five years as the Tax Procedures Act 2015 asks.
   */
  paidRegistrationYears: 5,
} as const;

export type PurgeReport = {
  contactMessages: number;
  bookings: number;
  registrations: number;
  /** Registrations whose client address was cleared: they no longer hold unpaid seats or wait for them. */
  registrationAddresses: number;
  mails: number;
  unconfirmedSubscribers: number;
};

/**
 * Deletes what the privacy policy says is no longer kept: enquiries and bookings older than
 * {@link retention.enquiryMonths}, mail delivered or given up on more than
 * {@link retention.mailDays} days ago, sign-ups never confirmed, and trainings' registrations
 * past theirs (unpaid {@link retention.unpaidRegistrationMonths} months, paid
 * {@link retention.paidRegistrationYears} years; one holding seats is never purged), and the client
 * address of every registration that no longer holds unpaid seats or waits for them (it served
 * only the cap on unpaid holds per address, lib/registrations/register.ts). Mail still being tried
 * stays (it dies after a few days, and goes 30 days later). Unsubscribed addresses stay, as
 * the record that they must not be emailed again.
 */
export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const enquiryCutoff = new Date(now);
  enquiryCutoff.setUTCMonth(enquiryCutoff.getUTCMonth() - retention.enquiryMonths);
  const day = 24 * 60 * 60 * 1000;
  const unconfirmedCutoff = new Date(now.getTime() - retention.unconfirmedDays * day);
  const mailCutoff = new Date(now.getTime() - retention.mailDays * day);
  const unpaidCutoff = new Date(now);
  unpaidCutoff.setUTCMonth(unpaidCutoff.getUTCMonth() - retention.unpaidRegistrationMonths);
  const paidCutoff = new Date(now);
  paidCutoff.setUTCFullYear(paidCutoff.getUTCFullYear() - retention.paidRegistrationYears);
  const [contactRows, bookingRows, registrationRows, addressRows, mailRows, subscriberRows] = await db.transaction(async (tx) => [
    await tx.delete(contactMessages).where(lt(contactMessages.createdAt, enquiryCutoff)).returning({ id: contactMessages.id }),
    await tx.delete(bookings).where(lt(bookings.createdAt, enquiryCutoff)).returning({ id: bookings.id }),
    await tx
      .delete(registrations)
      .where(
        or(
          and(inArray(registrations.status, ['lapsed', 'cancelled', 'waitlisted']), isNull(registrations.paidAt), lt(registrations.createdAt, unpaidCutoff)),
          // Cancelled after it was paid is a sale too (refunded or not): kept as long as a paid one.
          and(
            or(inArray(registrations.status, ['paid', 'paid_no_seat']), and(eq(registrations.status, 'cancelled'), isNotNull(registrations.paidAt))),
            lt(registrations.createdAt, paidCutoff),
          ),
        ),
      )
      .returning({ id: registrations.id }),
    await tx
      .update(registrations)
      .set({ clientAddress: null })
      .where(and(isNotNull(registrations.clientAddress), notInArray(registrations.status, ['held', 'invoice_sent', 'waitlisted'])))
      .returning({ id: registrations.id }),
    await tx
      .delete(mailOutbox)
      .where(or(lt(mailOutbox.sentAt, mailCutoff), lt(mailOutbox.deadAt, mailCutoff)))
      .returning({ id: mailOutbox.id }),
    await tx
      .delete(subscribers)
      .where(and(eq(subscribers.status, 'pending'), lt(subscribers.confirmExpiresAt, unconfirmedCutoff)))
      .returning({ id: subscribers.id }),
  ]);
  return {
    contactMessages: contactRows.length,
    bookings: bookingRows.length,
    registrations: registrationRows.length,
    registrationAddresses: addressRows.length,
    mails: mailRows.length,
    unconfirmedSubscribers: subscriberRows.length,
  };
}
