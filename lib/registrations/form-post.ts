/**
 * The registration form's submit path (the server actions in lib/registrations/actions.ts wrap
 * it): the same gate as the site's other forms (cross-site posts refused, a per-client rate
 * limit, the honeypot), the form's checks, then {@link register} or {@link joinWaitlist}. A
 * registration taken goes on to its own page; everything else comes back to the form with the
 * visitor's values and a message a person understands.
 */
import type { HeaderSource } from '../http';
import { formRateLimiter, type RateLimiter } from '../forms/rate-limit';
import { formFields, isHoneypotFilled } from '../forms/validation';
import { getConfig } from '../config';
import { isCrossSite } from '../security/cross-site';
import { stampedClientAddress } from '../server/client-address';
import { trustsAnyProxy } from '../server/trust-proxy';
import { registrationLog, type RegistrationDeps } from './deps';
import { checkRegistrationForm, registrationMessages, type RegistrationFormState, registrationTexts } from './form';
import { registrationPath } from './links';
import { joinWaitlist, register, type Refusal } from './register';

/** Where the action sends the browser: a registration's page. */
export type RegistrationFormResult = RegistrationFormState | { redirect: string };

export type RegistrationFormDeps = {
  registration: () => Promise<RegistrationDeps>;
  siteUrl: string;
  trustProxy: boolean;
  limiter: RateLimiter;
};

export function defaultRegistrationFormDeps(registration: () => Promise<RegistrationDeps>): RegistrationFormDeps {
  const config = getConfig();
  return { registration, siteUrl: config.SITE_URL, trustProxy: trustsAnyProxy(config.TRUST_PROXY), limiter: formRateLimiter() };
}

const KEPT_FIELDS = /^(name|email|phone|organisation|seats|kraPin|payment|attendee[0-9]{1,2})$/;

function keptValues(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (KEPT_FIELDS.test(name)) values[name] = value.slice(0, 1_000);
  return values;
}

function refusal(reason: Refusal, seatLimit: number, values: Record<string, string>): RegistrationFormState {
  switch (reason) {
    case 'started':
      return { status: 'refused', message: registrationMessages.started, errors: {}, values };
    case 'not-sold':
      return { status: 'refused', message: registrationMessages.notSold, errors: {}, values };
    case 'no-mpesa':
      return { status: 'invalid', message: registrationMessages.noMpesa, errors: { payment: registrationTexts.paymentMpesaUnavailable }, values };
    case 'unpaid-held':
      return { status: 'refused', message: registrationMessages.unpaidHeld, errors: {}, values };
    case 'address-held':
      return { status: 'refused', message: registrationMessages.addressHeld, errors: {}, values };
    case 'waiting-held':
      return { status: 'refused', message: registrationMessages.waitingHeld, errors: {}, values };
    case 'address-waiting':
      return { status: 'refused', message: registrationMessages.addressWaiting, errors: {}, values };
    case 'no-invoice-details':
      return { status: 'invalid', message: registrationMessages.noInvoice, errors: { payment: registrationTexts.paymentInvoiceUnavailable }, values };
    case 'phone':
      return { status: 'invalid', message: registrationMessages.invalid, errors: { phone: registrationTexts.mpesaPhone }, values };
    case 'seat-count':
      return { status: 'invalid', message: registrationMessages.invalid, errors: { seats: registrationTexts.seatsChoose(seatLimit) }, values };
  }
}

/** One post of the registration form. */
export async function submitRegistrationForm(formData: FormData, headers: HeaderSource, deps: RegistrationFormDeps): Promise<RegistrationFormResult> {
  const fields = formFields(formData);
  const values = keptValues(fields);
  if (isCrossSite(headers, { siteUrl: deps.siteUrl, trustProxy: deps.trustProxy })) {
    return { status: 'error', message: registrationMessages.crossSite, errors: {}, values };
  }
  const client = stampedClientAddress(headers);
  if (!deps.limiter.hit(`registration|${client}`).allowed) {
    return { status: 'error', message: registrationMessages.tooBusy, errors: {}, values };
  }
  // A robot: the answer a person on the waitlist gets, and nothing kept.
  if (isHoneypotFilled(fields.honey)) return { status: 'waitlisted', message: registrationMessages.waitlisted, errors: {}, values: {} };

  const registrationDeps = await deps.registration();
  const trainingId = fields.training ?? '';
  const waitlist = fields.intent === 'waitlist';
  /** The database or the admin out of reach: what was typed is kept, and the visitor is told to try again. */
  const unavailable = async (error: unknown): Promise<RegistrationFormState> => {
    registrationLog.error('a registration could not be taken', { error, trainingId, waitlist });
    const contact = await registrationDeps.firmContact();
    return { status: 'error', message: registrationMessages.unavailable(contact.email), errors: {}, values };
  };
  let terms: Awaited<ReturnType<RegistrationDeps['terms']>>;
  try {
    terms = await registrationDeps.terms(trainingId);
  } catch (error) {
    return unavailable(error);
  }
  if (!terms) return refusal('not-sold', 1, values);
  const checked = checkRegistrationForm(fields, { trainingId, seatLimit: terms.seatLimit, mpesa: registrationDeps.mpesa !== undefined });
  if (!checked.ok) return { status: 'invalid', message: registrationMessages.invalid, errors: checked.errors, values };
  // The address the rate limit counts, kept with the registration for its cap on unpaid seats.
  const input = { ...checked.input, clientAddress: client === 'unknown' ? undefined : client };

  try {
    if (waitlist) {
      const joined = await joinWaitlist(input, registrationDeps);
      if (joined.outcome === 'refused') return refusal(joined.reason, terms.seatLimit, values);
      return { status: 'waitlisted', message: joined.outcome === 'offered' ? registrationMessages.offered : registrationMessages.waitlisted, errors: {}, values: {} };
    }
    const result = await register(input, registrationDeps);
    switch (result.outcome) {
      case 'refused':
        return refusal(result.reason, terms.seatLimit, values);
      case 'full':
        return { status: 'full', message: registrationMessages.full(result.seatsLeft, checked.input.attendees.length), errors: {}, values, seatsLeft: result.seatsLeft };
      case 'invoiced':
      case 'held':
        return { redirect: registrationPath(result.registration.id) };
    }
  } catch (error) {
    return unavailable(error);
  }
}

