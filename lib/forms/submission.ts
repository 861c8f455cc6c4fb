/**
 * The one submit path of every form. The server actions and the JSON endpoints both call
 * {@link admitSubmission} (origin check, rate limit) and {@link processSubmission}
 * (honeypot, validation, storage, waking the mail worker).
 */
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import type { SubmissionSource } from '../db/schema';
import type { Db } from '../db/types';
import { wakeMailWorker } from '../mail/runtime';
import type { FirmContactDetails } from '../mail/templates';
import type { HeaderSource } from '../http';
import { log } from '../log';
import { isCrossSite } from '../security/cross-site';
import { stampedClientAddress } from '../server/client-address';
import { formMessages } from './messages';
import { type TrustProxy, trustsAnyProxy } from '../server/trust-proxy';
import { formRateLimiter, type RateLimiter } from './rate-limit';
import { type FieldErrors, type FormKind, isHoneypotFilled, validateForm } from './schemas';
import { type StoreContext, storeBooking, storeContactMessage, storeSubscription } from './store';

/** What a 503 tells clients to wait (`Retry-After`): the message asks for "a few minutes". */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

export type SubmissionOutcome<K extends FormKind> = {
  status: 200 | 400 | 403 | 429 | 503;
  message: string;
  errors?: FieldErrors<K>;
  retryAfterSeconds?: number;
};

export type SubmissionDeps = {
  database: () => Promise<Db>;
  siteUrl: string;
  /** Where the firm's notifications go: `NOTIFY_TO`, or when it is not set, the email staff set in the admin. */
  notifyTo: string | undefined;
  /** The firm's contact details as staff set them in the admin, read once per submission; never fails (lib/cms/read-firm-contact.ts). */
  firmContact: () => Promise<FirmContactDetails>;
  trustProxy: TrustProxy;
  limiter: RateLimiter;
  wake: () => void;
  log: (message: string, error: unknown) => void;
};

/** The running site's dependencies, from its configuration. */
export function defaultSubmissionDeps(): SubmissionDeps {
  const config = getConfig();
  return {
    database: async () => (await getDatabase()).db,
    siteUrl: config.SITE_URL,
    notifyTo: config.NOTIFY_TO,
    // Loaded when a submission needs it: the admin's modules are no part of the submit path's own.
    firmContact: async () => (await import('../cms/read-content')).readFirmContactNow(),
    trustProxy: config.TRUST_PROXY,
    limiter: formRateLimiter(),
    wake: wakeMailWorker,
    log: (message, error) => log.error(`[forms] ${message}`, { error }),
  };
}

/** Refuses cross-site posts and clients over the rate limit; `undefined` lets the post in. */
export function admitSubmission<K extends FormKind>(
  kind: K,
  headers: HeaderSource,
  deps: SubmissionDeps,
): SubmissionOutcome<K> | undefined {
  if (isCrossSite(headers, { siteUrl: deps.siteUrl, trustProxy: trustsAnyProxy(deps.trustProxy) })) {
    return { status: 403, message: formMessages.crossSite };
  }
  const decision = deps.limiter.hit(`${kind}|${stampedClientAddress(headers)}`);
  if (!decision.allowed) {
    return { status: 429, message: formMessages.rateLimited, retryAfterSeconds: decision.retryAfterSeconds };
  }
  return undefined;
}

type Prepared = { errors: FieldErrors<FormKind> } | { store: (context: StoreContext) => Promise<void> };

function prepare(kind: FormKind, fields: Record<string, unknown>): Prepared {
  switch (kind) {
    case 'subscribe': {
      const result = validateForm('subscribe', fields);
      return result.success ? { store: (context) => storeSubscription(context, result.data) } : result;
    }
    case 'contact': {
      const result = validateForm('contact', fields);
      return result.success ? { store: (context) => storeContactMessage(context, result.data) } : result;
    }
    case 'booking': {
      const result = validateForm('booking', fields);
      return result.success ? { store: (context) => storeBooking(context, result.data) } : result;
    }
  }
}

/**
 * Validates and stores one submission. Success is only reported once the submission and
 * its mail are committed; a filled honeypot gets the same answer and nothing is kept.
 */
export async function processSubmission<K extends FormKind>(
  kind: K,
  fields: Record<string, unknown>,
  source: SubmissionSource,
  deps: SubmissionDeps,
): Promise<SubmissionOutcome<K>> {
  const success: SubmissionOutcome<K> = { status: 200, message: formMessages.success[kind] };
  if (isHoneypotFilled(fields.honey)) return success;
  const prepared = prepare(kind, fields);
  if ('errors' in prepared) {
    return { status: 400, message: formMessages.invalid, errors: prepared.errors as FieldErrors<K> };
  }
  // Read before the database is asked for anything: with it down, the last good copy (or the
  // seed) still names an address in the answer below.
  const contact = await deps.firmContact();
  try {
    const db = await deps.database();
    await prepared.store({ db, siteUrl: deps.siteUrl, notifyTo: deps.notifyTo ?? contact.email, contact, source });
  } catch (error) {
    deps.log(`could not store a ${kind} submission`, error);
    return { status: 503, message: formMessages.unavailable(contact.email), retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
  deps.wake();
  return success;
}
