/**
 * What the staff's registrations screens read (lib/registrations/ writes it): the trainings that
 * have registrations with their seats and takings, one training's registrations, one
 * registration with its payments and refunds, the eTIMS invoices still to issue, and a
 * training's attendance sheet. Read straight from the registrations' own tables; no copy.
 *
 * Money is in cents, VAT inside. What was paid is every registration that was ever paid
 * (`paid_at` set), whatever became of it since (cancelled, or paid with no seat); refunds are
 * counted apart, so paid less refunded is what the firm kept.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  type MpesaPayment,
  mpesaPayments,
  type PaymentMethod,
  type Registration,
  type RegistrationRefund,
  registrationRefunds,
  registrations,
  type RegistrationStatus,
  seatTakingStatuses,
  waitlist,
  type WaitlistEntry,
} from '../../db/schema';
import { type Db, rowsOf } from '../../db/types';
import type { Table } from '../../forms/records';
import { methodLabels, statusLabels } from './forms';

/** What was paid, by how, and what went back. */
export type Takings = { paidMpesaCents: number; paidInvoiceCents: number; refundedCents: number };

export type TrainingSummary = Takings & {
  trainingId: string;
  registrations: number;
  /** Seats held, invoiced or paid: what counts against the room. */
  seatsTaken: number;
  seatsPaid: number;
  /** Registrations on the waitlist. */
  waitlisted: number;
  latestAt: Date;
};

const seatTaking = sql.raw(`(${seatTakingStatuses.map((status) => `'${status}'`).join(', ')})`);

/** Every training with registrations, with the one it last had first. */
export async function trainingSummaries(db: Db): Promise<TrainingSummary[]> {
  const rows = rowsOf<{
    training_id: string;
    registrations: number | string;
    seats_taken: number | string;
    seats_paid: number | string;
    waitlisted: number | string;
    paid_mpesa: number | string;
    paid_invoice: number | string;
    refunded: number | string;
    latest_at: Date | string;
  }>(
    await db.execute(sql`
      select r.training_id,
             count(*) as registrations,
             coalesce(sum(r.seats) filter (where r.status in ${seatTaking}), 0) as seats_taken,
             coalesce(sum(r.seats) filter (where r.status = 'paid'), 0) as seats_paid,
             count(*) filter (where r.status = 'waitlisted') as waitlisted,
             coalesce(sum(r.total_cents) filter (where r.paid_at is not null and r.payment_method = 'mpesa'), 0) as paid_mpesa,
             coalesce(sum(r.total_cents) filter (where r.paid_at is not null and r.payment_method = 'invoice'), 0) as paid_invoice,
             coalesce(sum(f.refunded), 0) as refunded,
             max(r.created_at) as latest_at
        from registrations r
        left join (select registration_id, sum(amount_cents) as refunded from registration_refunds group by registration_id) f on f.registration_id = r.id
       group by r.training_id
       order by max(r.created_at) desc, r.training_id`),
  );
  return rows.map((row) => ({
    trainingId: row.training_id,
    registrations: Number(row.registrations),
    seatsTaken: Number(row.seats_taken),
    seatsPaid: Number(row.seats_paid),
    waitlisted: Number(row.waitlisted),
    paidMpesaCents: Number(row.paid_mpesa),
    paidInvoiceCents: Number(row.paid_invoice),
    refundedCents: Number(row.refunded),
    latestAt: new Date(row.latest_at),
  }));
}

/** The sum of several lines' takings. */
export const totalTakings = (lines: readonly Takings[]): Takings =>
  lines.reduce(
    (sum, line) => ({
      paidMpesaCents: sum.paidMpesaCents + line.paidMpesaCents,
      paidInvoiceCents: sum.paidInvoiceCents + line.paidInvoiceCents,
      refundedCents: sum.refundedCents + line.refundedCents,
    }),
    { paidMpesaCents: 0, paidInvoiceCents: 0, refundedCents: 0 },
  );

/** One line of a training's registrations. */
export type RegistrationLine = {
  id: string;
  reference: string;
  name: string;
  organisation: string | null;
  attendees: string[];
  seats: number;
  status: RegistrationStatus;
  paymentMethod: PaymentMethod;
  /** The receipt of the M-Pesa payment that paid it, when M-Pesa gave one. */
  receipt: string | null;
  totalCents: number;
  vatCents: number;
  invoiceNumber: string | null;
  etimsNumber: string | null;
  paidAt: Date | null;
  refundedCents: number;
  createdAt: Date;
};

/** The receipt of a registration's paid M-Pesa payment (at most one is paid). */
const receiptOf = sql<string | null>`(select p.receipt from ${mpesaPayments} p where p.registration_id = ${registrations.id} and p.status = 'paid' order by p.settled_at desc nulls last limit 1)`;
const refundedOf = sql<number>`(select coalesce(sum(f.amount_cents), 0)::int from ${registrationRefunds} f where f.registration_id = ${registrations.id})`;

/** A training's registrations, in the order they came. */
export async function registrationsOfTraining(db: Db, trainingId: string): Promise<RegistrationLine[]> {
  const rows = await db
    .select({
      id: registrations.id,
      reference: registrations.reference,
      name: registrations.name,
      organisation: registrations.organisation,
      attendees: registrations.attendees,
      seats: registrations.seats,
      status: registrations.status,
      paymentMethod: registrations.paymentMethod,
      receipt: receiptOf,
      totalCents: registrations.totalCents,
      vatCents: registrations.vatCents,
      invoiceNumber: registrations.invoiceNumber,
      etimsNumber: registrations.etimsNumber,
      paidAt: registrations.paidAt,
      refundedCents: refundedOf,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .where(eq(registrations.trainingId, trainingId))
    .orderBy(asc(registrations.createdAt), asc(registrations.reference));
  return rows.map((row) => ({ ...row, refundedCents: Number(row.refundedCents) }));
}

/** The takings of some registrations (a training's). */
export function takingsOf(lines: readonly RegistrationLine[]): Takings {
  return totalTakings(
    lines.map((line) => ({
      paidMpesaCents: line.paidAt && line.paymentMethod === 'mpesa' ? line.totalCents : 0,
      paidInvoiceCents: line.paidAt && line.paymentMethod === 'invoice' ? line.totalCents : 0,
      refundedCents: line.refundedCents,
    })),
  );
}

export type RegistrationDetail = {
  registration: Registration;
  payments: MpesaPayment[];
  /** Its place on the waitlist, while it has one. */
  waitlist: WaitlistEntry | null;
  refunds: RegistrationRefund[];
};

/** One registration with its M-Pesa payments (newest first), its waitlist place and its refunds; null when there is none. */
export async function registrationDetail(db: Db, id: string): Promise<RegistrationDetail | null> {
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!registration) return null;
  const [payments, [place], refunds] = await Promise.all([
    db.select().from(mpesaPayments).where(eq(mpesaPayments.registrationId, id)).orderBy(desc(mpesaPayments.createdAt)),
    db.select().from(waitlist).where(eq(waitlist.registrationId, id)),
    db.select().from(registrationRefunds).where(eq(registrationRefunds.registrationId, id)).orderBy(asc(registrationRefunds.createdAt)),
  ]);
  return { registration, payments, waitlist: place ?? null, refunds };
}

/** A paid registration whose eTIMS tax invoice is still to be issued. */
export type EtimsTask = Pick<
  RegistrationLine,
  'id' | 'reference' | 'name' | 'organisation' | 'seats' | 'paymentMethod' | 'receipt' | 'totalCents' | 'vatCents' | 'invoiceNumber'
> & { trainingId: string; kraPin: string | null; paidAt: Date };

/** Every `paid` registration without an eTIMS number, the longest paid first. */
export async function etimsTasks(db: Db): Promise<EtimsTask[]> {
  const rows = await db
    .select({
      id: registrations.id,
      reference: registrations.reference,
      trainingId: registrations.trainingId,
      name: registrations.name,
      organisation: registrations.organisation,
      kraPin: registrations.kraPin,
      seats: registrations.seats,
      paymentMethod: registrations.paymentMethod,
      receipt: receiptOf,
      totalCents: registrations.totalCents,
      vatCents: registrations.vatCents,
      invoiceNumber: registrations.invoiceNumber,
      paidAt: registrations.paidAt,
    })
    .from(registrations)
    .where(sql`${registrations.status} = 'paid' and ${registrations.etimsNumber} is null`)
    .orderBy(asc(registrations.paidAt), asc(registrations.reference));
  return rows.map((row) => ({ ...row, paidAt: row.paidAt ?? new Date(0) }));
}

/** One attendee on a training's sheet. */
export type Attendee = {
  attendee: string;
  organisation: string | null;
  registrant: string;
  reference: string;
  status: RegistrationStatus;
  paymentMethod: PaymentMethod;
};

/** A training's attendees: one line per seat held, invoiced or paid, by attendee's name (letter by letter, the same on every server). */
export async function attendanceSheet(db: Db, trainingId: string): Promise<Attendee[]> {
  const rows = rowsOf<{ attendee: string; organisation: string | null; registrant: string; reference: string; status: RegistrationStatus; payment_method: PaymentMethod }>(
    await db.execute(sql`
      select a.name as attendee, r.organisation, r.name as registrant, r.reference, r.status, r.payment_method
        from registrations r cross join lateral unnest(r.attendees) with ordinality as a(name, place)
       where r.training_id = ${trainingId} and r.status in ${seatTaking}
       order by lower(a.name) collate "C", r.reference, a.place`),
  );
  return rows.map((row) => ({ ...row, paymentMethod: row.payment_method }));
}

/** The attendance sheet as CSV takes it (lib/forms/records.ts's `toCsv`, safe in a spreadsheet). */
export function attendanceTable(attendees: readonly Attendee[]): Table {
  return {
    columns: ['attendee', 'organisation', 'registrant', 'reference', 'status', 'paid_how'],
    rows: attendees.map((line) => ({
      attendee: line.attendee,
      organisation: line.organisation ?? '',
      registrant: line.registrant,
      reference: line.reference,
      status: statusLabels[line.status],
      paid_how: methodLabels[line.paymentMethod],
    })),
  };
}
