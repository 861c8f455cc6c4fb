/**
 * M-Pesa payments of registrations: the prompt on the payer's phone (STK push), its outcome
 * from the callback or, when the callback is lost, from Daraja's query, asked by the sweeper.
 *
 * - {@link startMpesaPayment} pushes for a registration that holds its seats. No transaction is
 *   held open while Daraja answers; the payment's row is written before the push under an
 *   in-flight id and given Daraja's id when it answers, so a callback that overtakes the answer
 *   waits for it (the callback endpoint asks {@link pushesInFlight}). When the push cannot be
 *   sent, the row goes and a ten-minute M-Pesa hold is released at once.
 * - {@link settlePayment} records an outcome once: under the payment's row lock, a payment no
 *   longer pending is left as it is (a duplicate or a late second callback changes nothing,
 *   except to add the receipt to a payment the query confirmed). A callback whose amount or
 *   phone differs from the push is refused. A success makes the registration paid through
 *   {@link markPaid} (seats back, or `paid_no_seat` and staff mailed); a failure releases a
 *   ten-minute hold (a waitlist offer keeps its day).
 * - {@link queryDuePayments}: payments still pending a minute after the push are asked about;
 *   "being processed" or Daraja out of reach means ask again later.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, like, lte, not, sql } from 'drizzle-orm';
import { type MpesaPayment, mpesaPayments, registrations, waitlist } from '../db/schema';
import type { StkOutcome } from '../payments/mpesa/callback';
import { DarajaError } from '../payments/mpesa/daraja';
import { type RegistrationDeps, registrationLog } from './deps';
import { lockRegistration, markPaid } from './outcome';
import { releaseSeats } from './release';
import { lockTrainingSeats, seatsTaken, unpaidSeatsRefusal } from './seats';
import { hasStarted } from './terms';

/** How long an M-Pesa registration holds its seats while the payer answers the prompt. */
export const MPESA_HOLD_MINUTES = 10;
/** How long after a push the sweeper first asks Daraja how it ended, if no callback came. */
export const FIRST_QUERY_SECONDS = 60;
/** How long to wait before asking again when Daraja says "being processed" or cannot be reached. */
export const QUERY_AGAIN_SECONDS = 30;
/** After this long a payment with no outcome is given up as failed (Daraja has long forgotten it). */
export const GIVE_UP_HOURS = 24;

export type PushOutcome =
  | { started: true; checkoutRequestId: string; customerMessage: string }
  /** `too-many`: {@link PROMPTS_PER_HOUR} reached for the registration or its phone. */
  | { started: false; reason: 'not-held' | 'pending' | 'daraja' | 'too-many'; retryable: boolean; message: string };

/**
 * Payment prompts in an hour, per registration and per phone number: the phone is whatever
 * the form was given, so without a bound "Try again" after each cancel, or registration after
 * registration, would keep prompting a stranger's phone.
 */
export const PROMPTS_PER_HOUR = { registration: 3, phone: 5 } as const;

/** Whether another prompt for this registration, to this phone, would pass {@link PROMPTS_PER_HOUR}. */
async function promptsUsedUp(db: RegistrationDeps['db'], registrationId: string, phone: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 3600_000);
  // A Kenyan mobile number is its last nine digits, however it was written (07…, +254 7…, 2547…).
  const number = phone.replace(/\D/g, '').slice(-9);
  const [counts] = await db
    .select({
      registration: sql<number>`count(*) filter (where ${mpesaPayments.registrationId} = ${registrationId})::int`,
      phone: sql<number>`count(*)::int`,
    })
    .from(mpesaPayments)
    .where(and(gte(mpesaPayments.createdAt, since), sql`right(regexp_replace(${mpesaPayments.phone}, '[^0-9]', '', 'g'), 9) = ${number}`));
  return (counts?.registration ?? 0) >= PROMPTS_PER_HOUR.registration || (counts?.phone ?? 0) >= PROMPTS_PER_HOUR.phone;
}

/** What the payer sees as the purpose: at most 13 characters. */
const TRANSACTION_DESCRIPTION = 'Training fee';

/** True when the registration's hold is a waitlist offer: it keeps its day whatever happens to a payment. */
async function isWaitlistOffer(db: RegistrationDeps['db'], registrationId: string): Promise<boolean> {
  const [row] = await db.select({ id: waitlist.id }).from(waitlist).where(eq(waitlist.registrationId, registrationId));
  return row !== undefined;
}

/**
 * Puts the payment prompt on the registration's phone. The registration must hold its seats
 * (`held`, by M-Pesa) with no push still pending; {@link payAgain} first takes back the seats
 * of one whose hold ended.
 */
export async function startMpesaPayment(registrationId: string, deps: RegistrationDeps): Promise<PushOutcome> {
  const [registration] = await deps.db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!deps.mpesa || !registration || registration.status !== 'held' || registration.paymentMethod !== 'mpesa') {
    return { started: false, reason: 'not-held', retryable: false, message: 'The registration does not hold seats to pay for by M-Pesa.' };
  }
  const amount = registration.totalCents / 100;
  const now = deps.now();
  if (await promptsUsedUp(deps.db, registrationId, registration.phone, now)) {
    registrationLog.warn('refused a payment prompt: too many in the last hour for the registration or its phone', { reference: registration.reference });
    if (!(await isWaitlistOffer(deps.db, registrationId))) await endHold(registrationId, 'M-Pesa prompt not sent: too many prompts in an hour', deps);
    return { started: false, reason: 'too-many', retryable: false, message: 'Several payment prompts went to this phone in the last hour.' };
  }
  // The row exists before the push, under a placeholder id, so that a callback quicker than
  // Daraja's answer to the push finds a push in flight and waits for its id (settlePayment).
  // One pending payment per registration (a unique index): a second push while one is
  // unanswered is refused here, whichever instance sends it.
  const [row] = await deps.db
    .insert(mpesaPayments)
    .values({
      registrationId,
      checkoutRequestId: `${IN_FLIGHT_PREFIX}${randomUUID()}`,
      merchantRequestId: '',
      amount,
      phone: registration.phone,
      createdAt: now,
      nextQueryAt: new Date(now.getTime() + FIRST_QUERY_SECONDS * 1000),
    })
    .onConflictDoNothing({ target: mpesaPayments.registrationId, where: sql`${mpesaPayments.status} = 'pending'` })
    .returning({ id: mpesaPayments.id });
  if (!row) return { started: false, reason: 'pending', retryable: true, message: 'The previous prompt has not been answered yet.' };
  try {
    const accepted = await deps.mpesa.client.stkPush({
      amount,
      phone: registration.phone,
      accountReference: registration.reference,
      description: TRANSACTION_DESCRIPTION,
      callbackUrl: deps.mpesa.callbackUrl,
    });
    await deps.db
      .update(mpesaPayments)
      .set({ checkoutRequestId: accepted.checkoutRequestId, merchantRequestId: accepted.merchantRequestId })
      .where(eq(mpesaPayments.id, row.id));
    return { started: true, checkoutRequestId: accepted.checkoutRequestId, customerMessage: accepted.customerMessage };
  } catch (error) {
    await deps.db.delete(mpesaPayments).where(eq(mpesaPayments.id, row.id));
    if (!(error instanceof DarajaError)) throw error;
    registrationLog.error('the M-Pesa prompt could not be sent', { reference: registration.reference, error });
    if (!(await isWaitlistOffer(deps.db, registrationId))) {
      await endHold(registrationId, `M-Pesa prompt not sent: ${error.message.slice(0, 200)}`, deps);
    }
    return { started: false, reason: 'daraja', retryable: error.retryable, message: error.message };
  }
}

/** The checkout id of a payment whose push Daraja has not answered yet. */
export const IN_FLIGHT_PREFIX = 'in-flight:';

/** How long a push may be in flight: the Daraja client's timeout, with room. A row older is a leftover of a stopped site. */
export const IN_FLIGHT_SECONDS = 60;

/** True while some push has been sent and not answered (its callback may come first). */
export async function pushesInFlight(deps: Pick<RegistrationDeps, 'db' | 'now'>): Promise<boolean> {
  const since = new Date(deps.now().getTime() - IN_FLIGHT_SECONDS * 1000);
  const [row] = await deps.db
    .select({ id: mpesaPayments.id })
    .from(mpesaPayments)
    .where(and(like(mpesaPayments.checkoutRequestId, `${IN_FLIGHT_PREFIX}%`), gt(mpesaPayments.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * Pushes a stopped site never heard back about: Daraja may have put them on a phone, but with
 * no id nothing can match their outcome. They end as failed (the hold lapses as usual), and a
 * callback for them is logged as unknown, with its receipt, for staff to match by hand.
 */
export async function abandonStalePushes(deps: Pick<RegistrationDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const stale = await deps.db
    .update(mpesaPayments)
    .set({ status: 'failed', resultDesc: 'the push was never confirmed (the site stopped while sending it)', settledAt: now })
    .where(
      and(
        eq(mpesaPayments.status, 'pending'),
        like(mpesaPayments.checkoutRequestId, `${IN_FLIGHT_PREFIX}%`),
        lte(mpesaPayments.createdAt, new Date(now.getTime() - IN_FLIGHT_SECONDS * 1000)),
      ),
    )
    .returning({ id: mpesaPayments.id });
  return stale.length;
}

/** Releases a registration's M-Pesa hold (still `held`) and offers its seats to the waitlist. */
async function endHold(registrationId: string, reason: string, deps: RegistrationDeps): Promise<void> {
  const [registration] = await deps.db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!registration) return;
  const [terms, contact] = [await deps.terms(registration.trainingId), await deps.firmContact()];
  const offers = await deps.db.transaction(async (tx) => {
    await lockTrainingSeats(tx, registration.trainingId);
    const locked = await lockRegistration(tx, registrationId);
    if (!locked || locked.status !== 'held') return 0;
    return releaseSeats(tx, locked, 'lapsed', reason, terms, contact, deps);
  });
  if (offers > 0) deps.wake();
}

/**
 * Tries an M-Pesa payment again ("Try again" after a cancelled prompt, a wrong PIN, no funds):
 * a registration still holding its seats is pushed again; one whose hold ended takes its seats
 * back first, for another {@link MPESA_HOLD_MINUTES} minutes, if they are free. Refused
 * (`training-started`) from the training's first day, as a new registration is.
 */
export async function payAgain(
  registrationId: string,
  deps: RegistrationDeps,
): Promise<PushOutcome | { started: false; reason: 'full' | 'training-started' | 'unpaid-held' | 'address-held'; retryable: false; message: string }> {
  const [registration] = await deps.db.select().from(registrations).where(eq(registrations.id, registrationId));
  const terms = registration ? await deps.terms(registration.trainingId) : undefined;
  if (terms && hasStarted(terms, deps.now())) return { started: false, reason: 'training-started', retryable: false, message: 'The training has started.' };
  if (registration?.status === 'lapsed' && registration.paymentMethod === 'mpesa') {
    const retaken = await deps.db.transaction(async (tx): Promise<'held' | 'full' | 'unpaid-held' | 'address-held'> => {
      await lockTrainingSeats(tx, registration.trainingId);
      const locked = await lockRegistration(tx, registrationId);
      // Retaken meanwhile by a second "Try again" (pressed twice at once): that one holds the seat;
      // this one goes on to the push, which sends one prompt at a time.
      if (locked !== undefined && locked.status !== 'lapsed') return 'held';
      if (!terms || !locked) return 'full';
      // Lapsed, its seats stopped counting against what this person may hold unpaid: they count again.
      const capped = await unpaidSeatsRefusal(tx, locked.trainingId, locked, locked.seats, terms.seatLimit);
      if (capped) return capped;
      if ((await seatsTaken(tx, registration.trainingId)) + locked.seats > terms.capacity) return 'full';
      const now = deps.now();
      await tx
        .update(registrations)
        .set({ status: 'held', holdExpiresAt: new Date(now.getTime() + MPESA_HOLD_MINUTES * 60_000), statusReason: null, updatedAt: now })
        .where(eq(registrations.id, registrationId));
      return 'held';
    });
    if (retaken === 'full') return { started: false, reason: 'full', retryable: false, message: 'The seats have gone meanwhile.' };
    if (retaken !== 'held') return { started: false, reason: retaken, retryable: false, message: 'Other unpaid seats of this person hold the training.' };
  }
  return startMpesaPayment(registrationId, deps);
}

export type SettleResult =
  | { result: 'unknown' }
  | { result: 'duplicate' }
  | { result: 'refused'; problem: string }
  | { result: 'settled'; paymentStatus: 'paid' | 'failed'; registrationStatus: string };

/** Records how a push ended, once (see the module's comment). `by` is what told us. */
export async function settlePayment(outcome: StkOutcome, by: 'callback' | 'query', deps: RegistrationDeps): Promise<SettleResult> {
  const [known] = await deps.db
    .select({ payment: mpesaPayments, trainingId: registrations.trainingId })
    .from(mpesaPayments)
    .innerJoin(registrations, eq(registrations.id, mpesaPayments.registrationId))
    .where(eq(mpesaPayments.checkoutRequestId, outcome.checkoutRequestId));
  if (!known) return { result: 'unknown' };
  const [terms, contact, staffAddress, event] = [
    await deps.terms(known.trainingId),
    await deps.firmContact(),
    await deps.staffAddress(),
    outcome.resultCode === 0 ? await deps.trainingEvent(known.trainingId) : undefined,
  ];
  const settled = await deps.db.transaction(async (tx): Promise<SettleResult & { mail?: boolean }> => {
    const [payment] = await tx.select().from(mpesaPayments).where(eq(mpesaPayments.id, known.payment.id)).for('update');
    if (!payment) return { result: 'unknown' };
    if (payment.status !== 'pending') {
      if (payment.status === 'paid' && payment.receipt === null && outcome.resultCode === 0 && outcome.receipt && by === 'callback') {
        const problem = mismatch(payment, outcome);
        if (!problem) await tx.update(mpesaPayments).set({ receipt: outcome.receipt }).where(eq(mpesaPayments.id, payment.id));
      }
      return { result: 'duplicate' };
    }
    if (outcome.resultCode === 0 && by === 'callback') {
      const problem = mismatch(payment, outcome);
      if (problem) return { result: 'refused', problem };
      // The receipt's unique key would refuse it too, but as a failed transaction: say why instead.
      const [claimed] = await tx.select({ id: mpesaPayments.id }).from(mpesaPayments).where(eq(mpesaPayments.receipt, outcome.receipt!));
      if (claimed) return { result: 'refused', problem: `receipt ${outcome.receipt!} is already another payment's` };
    }
    const now = deps.now();
    const paid = outcome.resultCode === 0;
    await tx
      .update(mpesaPayments)
      .set({
        status: paid ? 'paid' : 'failed',
        resultCode: outcome.resultCode,
        resultDesc: outcome.resultDesc.slice(0, 500),
        receipt: paid ? (outcome.receipt ?? null) : null,
        settledBy: by,
        settledAt: now,
      })
      .where(eq(mpesaPayments.id, payment.id));
    await lockTrainingSeats(tx, known.trainingId);
    const registration = await lockRegistration(tx, payment.registrationId);
    if (!registration) return { result: 'settled', paymentStatus: paid ? 'paid' : 'failed', registrationStatus: 'erased' };
    if (paid) {
      const marked = await markPaid(tx, registration, terms, { method: 'mpesa', receipt: outcome.receipt }, { ...deps, staffAddress, contact, event });
      return { result: 'settled', paymentStatus: 'paid', registrationStatus: marked.status, mail: marked.mailed };
    }
    const [offer] = await tx.select({ id: waitlist.id }).from(waitlist).where(eq(waitlist.registrationId, registration.id));
    if (registration.status !== 'held' || offer) return { result: 'settled', paymentStatus: 'failed', registrationStatus: registration.status };
    const offers = await releaseSeats(tx, registration, 'lapsed', `M-Pesa ${outcome.resultCode}: ${outcome.resultDesc}`.slice(0, 300), terms, contact, deps);
    return { result: 'settled', paymentStatus: 'failed', registrationStatus: 'lapsed', mail: offers > 0 };
  });
  const { mail, ...result } = settled;
  if (mail) deps.wake();
  return result;
}

/** Why a successful callback does not match its push, or undefined when it does. */
function mismatch(payment: MpesaPayment, outcome: StkOutcome): string | undefined {
  if (outcome.amount !== payment.amount) return `amount ${String(outcome.amount)} is not the ${payment.amount} pushed`;
  if (outcome.phone !== payment.phone) return `phone ${String(outcome.phone)} is not the one pushed`;
  if (!outcome.receipt) return 'no receipt number';
  return undefined;
}

/**
 * Asks Daraja about every payment pending past its query time, at most `batch` at a time. Each
 * is claimed first by moving its query time on, so two instances never ask about one payment
 * at once. Returns how many were settled.
 */
export async function queryDuePayments(deps: RegistrationDeps, batch = 20): Promise<number> {
  if (!deps.mpesa) return 0;
  const now = deps.now();
  const due = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mpesaPayments)
      .where(and(eq(mpesaPayments.status, 'pending'), lte(mpesaPayments.nextQueryAt, now), not(like(mpesaPayments.checkoutRequestId, `${IN_FLIGHT_PREFIX}%`))))
      .orderBy(asc(mpesaPayments.nextQueryAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(mpesaPayments)
      .set({ nextQueryAt: new Date(now.getTime() + QUERY_AGAIN_SECONDS * 1000), queries: sql`${mpesaPayments.queries} + 1` })
      .where(inArray(mpesaPayments.id, rows.map((row) => row.id)));
    return rows;
  });
  let settled = 0;
  for (const payment of due) {
    const outcome = await askDaraja(payment, deps, now);
    if (!outcome) continue;
    const result = await settlePayment(outcome, 'query', deps);
    if (result.result === 'settled') settled += 1;
  }
  return settled;
}

/** The query's outcome, or undefined when it is still open (or Daraja could not say). */
async function askDaraja(payment: MpesaPayment, deps: RegistrationDeps, now: Date): Promise<StkOutcome | undefined> {
  const base = { merchantRequestId: payment.merchantRequestId, checkoutRequestId: payment.checkoutRequestId };
  try {
    const answer = await deps.mpesa!.client.stkQuery(payment.checkoutRequestId);
    if (answer.state === 'ended') return { ...base, resultCode: answer.resultCode, resultDesc: answer.resultDesc };
  } catch (error) {
    registrationLog.warn('Daraja could not say how a payment ended; asking again later', { checkoutRequestId: payment.checkoutRequestId, error });
  }
  if (now.getTime() - payment.createdAt.getTime() > GIVE_UP_HOURS * 3_600_000) {
    return { ...base, resultCode: -1, resultDesc: `no outcome after ${GIVE_UP_HOURS} hours` };
  }
  return undefined;
}
