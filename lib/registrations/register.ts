/**
 * Taking a registration: {@link register} holds its seats (or says the training is full and
 * stores nothing), and {@link joinWaitlist} puts a registration on the waitlist. Both decide
 * under the training's lock (lib/registrations/seats.ts), so the capacity holds however many
 * arrive at once. An M-Pesa registration then gets its payment prompt (lib/registrations/payments.ts).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvoiceDetails } from '../cms/globals/InvoiceDetails/reshape';
import { type PaymentMethod, type Registration, registrations, waitlist } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { nairobiDayStart, nairobiToday } from '../nairobi-time';
import { mpesaPhone } from '../payments/mpesa/phone';
import { addDays, type CivilDate } from '../tax/civil-date';
import { registrationAmounts } from './amounts';
import type { RegistrationDeps } from './deps';
import { MPESA_HOLD_MINUTES, startMpesaPayment, type PushOutcome } from './payments';
import { invoiceMail, staffNotificationMail } from './registration-mail';
import { lockTrainingSeats, seatsTaken, unpaidSeatsRefusal } from './seats';
import { hasStarted, type TrainingTerms } from './terms';
import { offerFreeSeats } from './waitlist';

/** How many days an invoice gives, at most (never past the day before the training). */
export const INVOICE_DAYS = 7;

export type RegistrationInput = {
  trainingId: string;
  name: string;
  email: string;
  /** As the visitor wrote it; an M-Pesa registration needs a Kenyan mobile number. */
  phone: string;
  organisation?: string;
  kraPin?: string;
  /** One name per seat. */
  attendees: string[];
  paymentMethod: PaymentMethod;
  /**
   * The client's address as the site's rate limit counts it (lib/server/client-address.ts);
   * undefined when unknown (a request that did not pass the site's pipeline). Kept with the
   * registration while it holds or waits, for `ADDRESS_UNPAID_SEATS_FACTOR` (./seats.ts).
   */
  clientAddress?: string | undefined;
};

/**
 * Why a registration was not taken, for the form to say. `no-invoice-details`: the firm's payment
 * details for invoices are not filled in in the admin, so the invoice method is not offered.
 */
export type Refusal = 'not-sold' | 'started' | 'seat-count' | 'phone' | 'no-mpesa' | 'no-invoice-details'
  /** This email already holds as many unpaid seats in the training as one registration may take. */
  | 'unpaid-held'
  /** This client address already holds `ADDRESS_UNPAID_SEATS_FACTOR` (./seats.ts) times the seat limit, unpaid, in the training. */
  | 'address-held'
  /** Joining the waitlist: this email already holds or waits for as many seats as one registration may take. */
  | 'waiting-held'
  /** Joining the waitlist: this client address already holds or waits for that many times the seat limit. */
  | 'address-waiting';

export type RegisterResult =
  | { outcome: 'refused'; reason: Refusal }
  /** Not enough seats left: nothing is stored; the visitor may join the waitlist. */
  | { outcome: 'full'; seatsLeft: number }
  /** Invoice: the seats are held until the invoice's due date. */
  | { outcome: 'invoiced'; registration: Registration }
  /** M-Pesa: the seats are held and the prompt is on the phone, or it could not be sent and the hold is released. */
  | { outcome: 'held'; registration: Registration; payment: PushOutcome };

type Checked = { terms: TrainingTerms; phone: string; attendees: string[]; payment: InvoiceDetails | undefined };

async function check(input: RegistrationInput, deps: RegistrationDeps): Promise<Checked | Refusal> {
  const terms = await deps.terms(input.trainingId);
  if (!terms) return 'not-sold';
  if (hasStarted(terms, deps.now())) return 'started';
  const attendees = input.attendees.map((name) => name.trim());
  if (attendees.length < 1 || attendees.length > terms.seatLimit || attendees.some((name) => name === '')) return 'seat-count';
  if (input.paymentMethod === 'mpesa' && !deps.mpesa) return 'no-mpesa';
  const phone = mpesaPhone(input.phone);
  if (input.paymentMethod === 'mpesa' && !phone) return 'phone';
  const payment = input.paymentMethod === 'invoice' ? await deps.invoiceDetails() : undefined;
  if (input.paymentMethod === 'invoice' && !payment) return 'no-invoice-details';
  return { terms, phone: phone ?? input.phone.trim(), attendees, payment };
}

/** `KP-` and eight characters a person reads out without confusion: the M-Pesa account reference. */
export function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `KP-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The invoice's due date: {@link INVOICE_DAYS} days on, but not after the day before the training. */
export function invoiceDueDate(today: CivilDate, startsOn: CivilDate): CivilDate {
  const latest = addDays(startsOn, -1);
  const due = addDays(today, INVOICE_DAYS);
  return due < latest ? due : latest < today ? today : latest;
}

/** The columns an invoice sets: its number, its due date, and the hold until that day ends. */
export function invoiceTerms(reference: string, terms: TrainingTerms, now: Date) {
  const due = invoiceDueDate(nairobiToday(now), terms.startsOn);
  return { invoiceNumber: `PF-${reference.slice(3)}`, invoiceDueDate: due, holdExpiresAt: nairobiDayStart(addDays(due, 1)) };
}

const registrationValues = (input: RegistrationInput, checked: Checked) => ({
  reference: newReference(),
  trainingId: checked.terms.trainingId,
  name: input.name.trim(),
  email: input.email.trim(),
  phone: checked.phone,
  organisation: input.organisation?.trim() || null,
  kraPin: input.kraPin?.trim().toUpperCase() || null,
  attendees: checked.attendees,
  seats: checked.attendees.length,
  paymentMethod: input.paymentMethod,
  clientAddress: input.clientAddress || null,
  ...registrationAmounts(checked.terms.feeKes, checked.attendees.length),
});

/**
 * Holds seats for a registration, or answers `full` and stores nothing. M-Pesa: held for
 * {@link MPESA_HOLD_MINUTES} minutes and the payment prompt sent; invoice: held until the
 * invoice's due date, and the pro-forma invoice queued for mail in the same transaction (its
 * PDF made before the training's lock is taken, so registrations never wait on it). Either way
 * the firm's notification is queued in that transaction too.
 */
export async function register(input: RegistrationInput, deps: RegistrationDeps): Promise<RegisterResult> {
  const checked = await check(input, deps);
  if (typeof checked === 'string') return { outcome: 'refused', reason: checked };
  const { terms } = checked;
  const values = registrationValues(input, checked);
  const issuedAt = deps.now();
  const invoice = checked.payment ? invoiceTerms(values.reference, terms, issuedAt) : undefined;
  const invoiceDraft =
    invoice && checked.payment
      ? await invoiceMail({
          registration: values,
          invoiceNumber: invoice.invoiceNumber,
          dueOn: invoice.invoiceDueDate,
          trainingTitle: terms.title,
          event: await deps.trainingEvent(terms.trainingId),
          payment: checked.payment,
          contact: await deps.firmContact(),
          siteUrl: deps.siteUrl,
          issuedAt,
        })
      : undefined;
  const staffAddress = await deps.staffAddress();
  const held = await deps.db.transaction(async (tx): Promise<{ seatsLeft: number } | { registration: Registration } | { refused: Refusal }> => {
    await lockTrainingSeats(tx, terms.trainingId);
    // One email holds at most one registration's worth of unpaid seats in a training, and one
    // client address (under many emails) at most a few: a stranger cannot fill a room with
    // invoices or prompts nobody pays.
    const capped = await unpaidSeatsRefusal(tx, terms.trainingId, { email: values.email, clientAddress: values.clientAddress }, checked.attendees.length, terms.seatLimit);
    if (capped) return { refused: capped };
    const left = terms.capacity - (await seatsTaken(tx, terms.trainingId));
    if (left < checked.attendees.length) return { seatsLeft: Math.max(0, left) };
    const now = deps.now();
    const [registration] = await tx
      .insert(registrations)
      .values(
        invoice
          ? { ...values, status: 'invoice_sent', ...invoice, createdAt: now, updatedAt: now }
          : { ...values, status: 'held', holdExpiresAt: new Date(now.getTime() + MPESA_HOLD_MINUTES * 60_000), createdAt: now, updatedAt: now },
      )
      .returning();
    if (!registration) throw new Error('The registration was not stored');
    if (invoiceDraft) await enqueueMail(tx, invoiceDraft, deps.siteUrl);
    await enqueueMail(tx, staffNotificationMail(registration, terms.title, staffAddress, deps.siteUrl), deps.siteUrl);
    return { registration };
  });
  if ('refused' in held) return { outcome: 'refused', reason: held.refused };
  if (!('registration' in held)) return { outcome: 'full', seatsLeft: held.seatsLeft };
  deps.wake();
  if (invoiceDraft) return { outcome: 'invoiced', registration: held.registration };
  const payment = await startMpesaPayment(held.registration.id, deps);
  return { outcome: 'held', registration: held.registration, payment };
}

export type WaitlistResult =
  | { outcome: 'refused'; reason: Refusal }
  /** On the waitlist, or (when seats had come free meanwhile) offered them at once by mail. */
  | { outcome: 'waitlisted' | 'offered'; registration: Registration };

/** Puts a registration on the training's waitlist (and notifies the firm); if seats are free after all, it is offered them by mail. */
export async function joinWaitlist(input: RegistrationInput, deps: RegistrationDeps): Promise<WaitlistResult> {
  const checked = await check(input, deps);
  if (typeof checked === 'string') return { outcome: 'refused', reason: checked };
  const [contact, staffAddress] = [await deps.firmContact(), await deps.staffAddress()];
  const values = registrationValues(input, checked);
  const result = await deps.db.transaction(async (tx): Promise<{ refused: Refusal } | { registration: Registration; offers: number }> => {
    await lockTrainingSeats(tx, checked.terms.trainingId);
    // The caps a registration meets, counting the seats waited for: a waitlist join is offered
    // free seats at once, held for a day, so without them one client could fill a room this way.
    const capped = await unpaidSeatsRefusal(tx, checked.terms.trainingId, values, values.seats, checked.terms.seatLimit, true);
    if (capped) return { refused: capped === 'unpaid-held' ? 'waiting-held' : 'address-waiting' };
    const now = deps.now();
    const [registration] = await tx
      .insert(registrations)
      .values({ ...values, status: 'waitlisted', createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(waitlist).values({ registrationId: registration!.id, trainingId: checked.terms.trainingId, createdAt: now });
    const offers = await offerFreeSeats(tx, checked.terms, deps, contact);
    // The offer may have gone to someone ahead of this registration, who fits where it does not.
    const [current] = offers > 0 ? await tx.select().from(registrations).where(eq(registrations.id, registration!.id)) : [registration!];
    await enqueueMail(tx, staffNotificationMail(current!, checked.terms.title, staffAddress, deps.siteUrl), deps.siteUrl);
    return { registration: current!, offers };
  });
  if ('refused' in result) return { outcome: 'refused', reason: result.refused };
  deps.wake();
  return { outcome: result.registration.status === 'held' ? 'offered' : 'waitlisted', registration: result.registration };
}
