/**
 * Where a registration's payment stands, for the visitor's page that follows it ("Check your
 * phone…"): the registration's status and, for M-Pesa, the latest prompt's outcome with a
 * message a person understands.
 */
import { desc, eq } from 'drizzle-orm';
import { mpesaPayments, type RegistrationStatus, registrations } from '../db/schema';
import type { Db } from '../db/types';

/** What the page says for each of Daraja's usual result codes. */
export const mpesaResultMessages: Record<number, string> = {
  0: 'Paid. Thank you: your seats are confirmed.',
  1: 'The M-Pesa account does not have enough funds for this payment.',
  1032: 'The payment was cancelled on the phone.',
  1037: 'The phone did not answer the payment prompt in time.',
  2001: 'The M-Pesa PIN entered was wrong.',
};

export type PaymentStatus = {
  reference: string;
  trainingId: string;
  seats: number;
  status: RegistrationStatus;
  paymentMethod: 'mpesa' | 'invoice';
  totalCents: number;
  vatCents: number;
  holdExpiresAt: Date | null;
  invoiceNumber: string | null;
  /** The invoice's due date in Nairobi (`YYYY-MM-DD`). */
  invoiceDueDate: string | null;
  /** The latest M-Pesa prompt: waiting for the payer, or how it ended. */
  mpesa?: { state: 'pending' | 'paid' | 'failed'; receipt: string | null; resultCode: number | null; message: string };
};

/** The registration's payment status, or undefined for an id that is not a registration's. */
export async function paymentStatus(db: Db, registrationId: string): Promise<PaymentStatus | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(registrationId)) return undefined;
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!registration) return undefined;
  const [latest] = await db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.registrationId, registrationId))
    .orderBy(desc(mpesaPayments.createdAt))
    .limit(1);
  return {
    reference: registration.reference,
    trainingId: registration.trainingId,
    seats: registration.seats,
    status: registration.status,
    paymentMethod: registration.paymentMethod,
    totalCents: registration.totalCents,
    vatCents: registration.vatCents,
    holdExpiresAt: registration.holdExpiresAt,
    invoiceNumber: registration.invoiceNumber,
    invoiceDueDate: registration.invoiceDueDate,
    ...(latest
      ? {
          mpesa: {
            state: latest.status,
            receipt: latest.receipt,
            resultCode: latest.resultCode,
            message:
              latest.status === 'pending'
                ? 'Check your phone and enter your M-Pesa PIN.'
                : (mpesaResultMessages[latest.resultCode ?? -1] ?? `M-Pesa could not take the payment (${latest.resultDesc ?? 'no reason given'}).`),
          },
        }
      : {}),
  };
}
