/**
 * Delivers the outbox. Each round claims a few due mails with a lease (`FOR UPDATE SKIP
 * LOCKED`, so two instances never claim the same row), then, one mail at a time, renews
 * that mail's lease, sends it and records the outcome: a slow relay can never let a lease
 * lapse while its mail is being sent, so no other instance sends it too. A mail the server
 * refuses for now (4xx) is retried with exponential backoff; one it refuses for good (5xx),
 * or one still undelivered after {@link OUTBOX_GIVE_UP_DAYS} days, is dead: never tried
 * again and listed for the firm (docs/mail.md); a newsletter whose recipient is refused for good
 * (at RCPT TO, or a 5.1.x / 5.2.1 status) also suppresses the address, and a refusal of the
 * message itself (its content, size or sender) suppresses no one. Newsletters wait behind every other kind of mail. When the way out itself is down, the worker
 * pauses with backoff and the mail waits, unharmed.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { mailOutbox, mailSuppressions, OUTBOX_GIVE_UP_DAYS, type OutboxMail } from '../db/schema';
import type { Db } from '../db/types';
import { textKeptAfterDelivery } from './staff-mail';
import { MailDeliveryError, type MailTransport } from './transport';
import { log } from '../log';

/** The kind of a campaign's mail to a subscriber (lib/newsletters/mail.ts). */
export const NEWSLETTER_KIND = 'newsletter';

export type BackoffOptions = {
  /** Delay after the first failure. */
  baseMs: number;
  /** Upper bound of any delay. */
  maxMs: number;
};

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  /** How often to look for due mail when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** How long a claim lasts; far longer than a send can take (see `smtpTimeouts`). */
  leaseMs?: number;
  batchSize?: number;
  /** Per mail, after the server refuses it. */
  mailBackoff?: BackoffOptions;
  /** For the whole worker, while the transport is down. */
  transportBackoff?: BackoffOptions;
  /**
   * Release every unsent claim when starting. Only right when no other live process can
   * hold claims, as with the embedded database and its lock file.
   */
  releaseAllClaimsOnStart?: boolean;
  log?: (message: string) => void;
};

export const defaultWorkerTimings = {
  pollIntervalMs: 5_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  mailBackoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
  transportBackoff: { baseMs: 5_000, maxMs: 30_000 },
} as const;

/** `baseMs`, doubling with each consecutive failure, capped at `maxMs`. */
export function backoffDelay(failures: number, { baseMs, maxMs }: BackoffOptions): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export class OutboxWorker {
  readonly id = `worker-${randomUUID()}`;
  private readonly db: Db;
  private readonly transport: MailTransport;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly mailBackoff: BackoffOptions;
  private readonly transportBackoff: BackoffOptions;
  private readonly releaseAllClaimsOnStart: boolean;
  private readonly log: (message: string) => void;

  private running = false;
  private loop: Promise<void> | undefined;
  private sleepTimer: NodeJS.Timeout | undefined;
  private wakeSleeper: (() => void) | undefined;
  private wakeRequested = false;
  private transportFailures = 0;
  private roundsRun = 0;
  private roundWaiters: { after: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  /** Sent but not yet recorded (the database failed in between): recorded, never resent. */
  private readonly sentUnrecorded = new Set<string>();

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.pollIntervalMs = options.pollIntervalMs ?? defaultWorkerTimings.pollIntervalMs;
    this.leaseMs = options.leaseMs ?? defaultWorkerTimings.leaseMs;
    this.batchSize = options.batchSize ?? defaultWorkerTimings.batchSize;
    this.mailBackoff = options.mailBackoff ?? defaultWorkerTimings.mailBackoff;
    this.transportBackoff = options.transportBackoff ?? defaultWorkerTimings.transportBackoff;
    this.releaseAllClaimsOnStart = options.releaseAllClaimsOnStart ?? false;
    this.log = options.log ?? ((message) => log.error(`[mail] ${message}`));
  }

  /** Starts delivering in the background. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Asks for a round now (a submission just queued mail) unless the transport is known down. */
  wake(): void {
    this.wakeRequested = true;
    if (this.transportFailures === 0) this.wakeSleeper?.();
  }

  /** How many rounds the background loop has finished, failed ones included. */
  get rounds(): number {
    return this.roundsRun;
  }

  /**
   * Resolves once the background loop has finished `count` more rounds: what shows that a
   * retry or a second send would have happened by now, where a fixed wait would only guess.
   * Rejects if the worker stops first.
   */
  nextRounds(count = 1): Promise<void> {
    return new Promise((resolve, reject) => {
      this.roundWaiters.push({ after: this.roundsRun + count, resolve, reject });
    });
  }

  private roundFinished(): void {
    this.roundsRun += 1;
    const due = this.roundWaiters.filter((waiter) => waiter.after <= this.roundsRun);
    this.roundWaiters = this.roundWaiters.filter((waiter) => waiter.after > this.roundsRun);
    for (const waiter of due) waiter.resolve();
  }

  /** Finishes the mail in hand, hands back unsent claims and stops. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wakeSleeper?.();
    await this.loop;
    for (const waiter of this.roundWaiters.splice(0)) waiter.reject(new Error(`the outbox worker stopped after ${this.roundsRun} rounds`));
    await this.db
      .update(mailOutbox)
      .set({ lockedUntil: null, lockedBy: null })
      .where(and(eq(mailOutbox.lockedBy, this.id), isNull(mailOutbox.sentAt)))
      .catch((error: unknown) => this.log(`could not hand back claims on stop: ${errorText(error)}`));
  }

  private async run(): Promise<void> {
    if (this.releaseAllClaimsOnStart) {
      await this.db
        .update(mailOutbox)
        .set({ lockedUntil: null, lockedBy: null })
        .where(isNull(mailOutbox.sentAt))
        .catch((error: unknown) => this.log(`could not release old claims: ${errorText(error)}`));
    }
    while (this.running) {
      let delay = this.pollIntervalMs;
      try {
        this.wakeRequested = false;
        const round = await this.runRound();
        if (round.transportDown) {
          this.transportFailures += 1;
          delay = backoffDelay(this.transportFailures, this.transportBackoff);
        } else {
          if (round.sent > 0) this.transportFailures = 0;
          // A full batch means more may be due: go again at once.
          if (round.claimed === this.batchSize || this.wakeRequested) delay = 0;
        }
      } catch (error) {
        this.log(`outbox round failed: ${errorText(error)}`);
      }
      this.roundFinished();
      if (this.running && delay > 0) await this.sleep(delay);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(this.sleepTimer);
        this.wakeSleeper = undefined;
        resolve();
      };
      this.wakeSleeper = done;
      this.sleepTimer = setTimeout(done, ms);
      // The worker alone must not keep a process (a CLI, a test run) alive.
      this.sleepTimer.unref();
    });
  }

  /** Claims due mail and delivers it; exposed for tests and scripts that drive rounds. */
  async runRound(): Promise<{ claimed: number; sent: number; transportDown: boolean }> {
    await this.recordSentUnrecorded();
    await this.giveUpOnStaleMail();
    const claimed = await this.claim();
    let sent = 0;
    for (const [index, mail] of claimed.entries()) {
      if (!this.running && this.loop) {
        await this.release(claimed.slice(index));
        break;
      }
      // The batch's lease started when it was claimed; each mail gets a fresh one before it
      // is sent. If it lapsed and another worker took the mail meanwhile, leave it to them.
      if (!this.sentUnrecorded.has(mail.id) && !(await this.renewLease(mail))) continue;
      const outcome = await this.deliver(mail);
      if (outcome === 'sent') sent += 1;
      if (outcome === 'transport-down') {
        // No point trying the rest now: hand them back untouched for the next round.
        await this.release(claimed.slice(index + 1));
        return { claimed: claimed.length, sent, transportDown: true };
      }
    }
    return { claimed: claimed.length, sent, transportDown: false };
  }

  /**
   * Mail still undelivered {@link OUTBOX_GIVE_UP_DAYS} days after it was queued is dead,
   * even if the transport was down all along and it was never tried. Claimed mail is left
   * to its worker, which gives up on it itself if its send fails.
   */
  private async giveUpOnStaleMail(): Promise<void> {
    const dead = await this.db
      .update(mailOutbox)
      .set({
        deadAt: sql`now()`,
        lastError: sql`${`gave up after ${OUTBOX_GIVE_UP_DAYS} days: `} || coalesce(${mailOutbox.lastError}, 'never delivered')`,
      })
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.deadAt),
          lt(mailOutbox.createdAt, sql`now() - ${OUTBOX_GIVE_UP_DAYS} * interval '1 day'`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind });
    for (const mail of dead) this.log(`${mail.kind} ${mail.id}: undelivered after ${OUTBOX_GIVE_UP_DAYS} days; given up`);
  }

  /** A fresh lease on one claimed mail; false when this worker no longer holds it. */
  private async renewLease(mail: OutboxMail): Promise<boolean> {
    const rows = await this.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'` })
      .where(
        and(eq(mailOutbox.id, mail.id), eq(mailOutbox.lockedBy, this.id), isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt)),
      )
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  private async claim(): Promise<OutboxMail[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.deadAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          // Rounds never overlap, so a lease of this worker's own is left by a round the
          // database dropped out of (between claim and record): take it back now rather
          // than leaving that mail until the lease lapses.
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`), eq(mailOutbox.lockedBy, this.id)),
        ),
      )
      // The firm's own mail (confirmations, leads, registrations) first: a newsletter going out
      // never holds it up (lib/newsletters/sending.ts).
      .orderBy(sql`${mailOutbox.kind} = ${NEWSLETTER_KIND}`, asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'`, lockedBy: this.id })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // In claim order, so a mail that just failed goes to the back of the queue.
    const newsletter = (mail: OutboxMail) => (mail.kind === NEWSLETTER_KIND ? 1 : 0);
    return rows.sort(
      (a, b) =>
        newsletter(a) - newsletter(b) ||
        a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }

  private async release(mails: OutboxMail[]): Promise<void> {
    if (mails.length === 0) return;
    await this.db
      .update(mailOutbox)
      .set({ lockedUntil: null, lockedBy: null })
      .where(and(inArray(mailOutbox.id, mails.map((mail) => mail.id)), eq(mailOutbox.lockedBy, this.id)));
  }

  private async deliver(mail: OutboxMail): Promise<'sent' | 'refused' | 'transport-down'> {
    if (!this.sentUnrecorded.has(mail.id)) {
      try {
        await this.transport.send(mail);
      } catch (error) {
        const transportDown = error instanceof MailDeliveryError ? error.transportDown : true;
        const permanent = error instanceof MailDeliveryError && error.permanent;
        const attempts = mail.attempts + 1;
        // While the transport is down the worker's own pause spaces the tries; a refused
        // mail waits its own, growing delay so it cannot hold up the rest.
        const wait = transportDown ? 0 : backoffDelay(attempts, this.mailBackoff);
        const suppress = error instanceof MailDeliveryError && error.recipientRefused && mail.kind === NEWSLETTER_KIND;
        // The mail's end and its address's suppression are one change: a kill between them cannot leave one without the other.
        const row = await this.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(mailOutbox)
            .set({
              attempts,
              lastError: errorText(error),
              nextAttemptAt: sql`now() + ${wait} * interval '1 millisecond'`,
              lockedUntil: null,
              lockedBy: null,
              // Refused for good, or past the days the outbox keeps trying: give up now.
              deadAt: permanent
                ? sql`now()`
                : sql`case when ${mailOutbox.createdAt} < now() - ${OUTBOX_GIVE_UP_DAYS} * interval '1 day' then now() end`,
            })
            .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.lockedBy, this.id)))
            .returning({ deadAt: mailOutbox.deadAt });
          // A newsletter whose recipient the relay refused for good: that address gets no newsletter
          // again (the admin lists it). A refusal of the message itself suppresses no one.
          if (updated && suppress) {
            await tx
              .insert(mailSuppressions)
              .values({ address: mail.toAddress.toLowerCase(), reason: errorText(error) })
              .onConflictDoNothing();
          }
          return updated;
        });
        const outcome = row?.deadAt ? 'given up' : transportDown ? 'transport down' : 'refused, will retry';
        this.log(`${mail.kind} ${mail.id}: attempt ${attempts} failed (${outcome}): ${errorText(error)}`);
        return transportDown ? 'transport-down' : 'refused';
      }
      this.sentUnrecorded.add(mail.id);
    }
    await this.recordSent(mail.id, mail.attempts + 1);
    return 'sent';
  }

  private async recordSent(id: string, attempts?: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        sentAt: sql`now()`,
        lockedUntil: null,
        lockedBy: null,
        lastError: null,
        // A reset link's text is not kept once delivered (lib/mail/staff-mail.ts).
        ...textKeptAfterDelivery,
        ...(attempts === undefined ? {} : { attempts }),
      })
      .where(eq(mailOutbox.id, id));
    this.sentUnrecorded.delete(id);
  }

  private async recordSentUnrecorded(): Promise<void> {
    for (const id of [...this.sentUnrecorded]) await this.recordSent(id);
  }
}
