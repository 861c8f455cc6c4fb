/**
 * The registration form's fields and what it tells a visitor (issue 31): one check shared by the
 * server's submit path and the JSON-free form page. Name, email and phone use the site's form
 * rules (lib/forms/fields.ts) and their texts; the rest is the registration's own.
 */
import * as z from 'zod/mini';
import { emailField, fieldLimits, formTexts, phoneField, textField } from '../forms/fields';
import { validateWith } from '../forms/validation';
import { mpesaPhone } from '../payments/mpesa/phone';
import type { RegistrationInput } from './register';

/** The name of the field for attendee `n` (from 1). */
export const attendeeField = (n: number) => `attendee${n}`;

export const registrationTexts = {
  seatsChoose: (limit: number) => `Choose how many seats, from 1 to ${limit}`,
  attendeeRequired: (n: number) => `Enter the name of attendee ${n}`,
  tooManyNames: (seats: number) => `You chose ${seats === 1 ? '1 seat' : `${seats} seats`} but named more attendees: choose more seats, or clear the extra names`,
  kraPinFormat: 'Enter a KRA PIN as a letter, nine digits and a letter, such as A123456789B, or leave it empty',
  paymentRequired: 'Choose how to pay',
  paymentMpesaUnavailable: 'M-Pesa is not available at the moment: choose Invoice',
  paymentInvoiceUnavailable: 'Invoices are not available at the moment: choose M-Pesa',
  mpesaPhone: 'M-Pesa needs a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678',
  noLink: 'Write the name without a web address or link',
} as const;

/** What the form's page and its result say, above or instead of the fields. */
export const registrationMessages = {
  invalid: 'Please correct the fields listed below.',
  full: (left: number, asked: number) =>
    left === 0
      ? 'This training is now fully booked. You can join the waitlist with the same details: if seats come free we email you a link that holds them for you for 24 hours.'
      : `Only ${left === 1 ? '1 seat is' : `${left} seats are`} left, fewer than the ${asked} you asked for. Choose ${left === 1 ? '1 seat' : `${left} seats or fewer`} and register, or join the waitlist for ${asked === 2 ? 'both' : `all ${asked}`} with the same details: if seats come free we email you a link that holds them for you for 24 hours.`,
  /** Beside the number of seats, once the form knows fewer are left than were asked for. */
  seatsLeft: (left: number) => `${left === 1 ? 'Only 1 seat is' : `Only ${left} seats are`} left.`,
  started: 'Registration for this training has closed: it has started. Please call or email us if you still wish to attend.',
  notSold: 'This training does not take registrations on this site.',
  noMpesa: 'M-Pesa payments are not available at the moment. Please choose Invoice, or try again later.',
  noInvoice: 'We cannot issue invoices at the moment. Please pay by M-Pesa, or contact us and we will hold your place.',
  unpaidHeld: 'This email already holds seats for this training that are not paid yet. Please pay for those first (the link is in the mail we sent), or contact us to add seats.',
  addressHeld:
    'Many seats of this training are already held, unpaid, from your internet connection. Please pay for those first (the links are in the mails we sent), or contact us and we will hold your places.',
  waitingHeld:
    'This email is already on the waitlist for this training, or holds seats not paid yet, for as many seats as one registration may take. We will email you if seats come free; contact us to change the number.',
  addressWaiting:
    'Many seats of this training are already held or waited for from your internet connection. Please contact us and we will put you on the waitlist.',
  waitlisted: 'You are on the waitlist. If seats come free we will email you a link that holds them for you for 24 hours.',
  offered: 'Seats came free as you joined the waitlist: we have emailed you a link that holds them for you for 24 hours.',
  unavailable: (email: string) => `We could not take your registration just now, and nothing was charged. Please try again in a few minutes, or email us at ${email}.`,
  tooBusy: 'You have sent this form several times in a short while. Please wait a minute and try again.',
  crossSite: 'This form can only be sent from our own website.',
} as const;

const KRA_PIN = /^[AP][0-9]{9}[A-Z]$/;

/**
 * Web addresses in a name: a scheme (`http:`, `hxxps://`), `www.`, a domain followed by a path
 * (`x.co/abc`), or a domain under a top-level domain link spam uses. Names and organisations go
 * into the invoice, the mails to the address given and staff's screens, so a link there is a
 * way to send spam under the firm's name. Initials (`J. Kamau`, `A.B.C. Holdings`) pass.
 */
const LINK_PATTERNS = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:https?|ftp|mailto):/i,
  /\bwww\d{0,3}\./i,
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i,
  /\b[a-z0-9-]+\.(?:com|net|org|info|biz|ke|io|co|me|ly|xyz|top|site|online|shop|app|link|click|ru|cn|tk|gq|ml|cf|ga|live|store|vip|win|bid|club|icu|cc|de|uk|us|eu|tv|pro|africa|gl|ai|dev|ng|tz|ug|rw|za|in|fr|nl|to|ws|su|pw|buzz|rest|cam|monster|work|fun|space|website|tech|page|news|today)\b/i,
  // A numeric address (`1.2.3.4/login`, `1.2.3.4`).
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
];

/**
 * Characters that show nothing (the soft hyphen, zero-width spaces and joiners, direction marks
 * and overrides, the byte-order mark): in a name they hide a link (`evil\u00AD.com` shows as
 * `evil.com`), blank it, or turn its text around (U+202E), so the form drops them before anything else.
 */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Full stops other scripts write, which browsers and mail readers take for a domain's dots. */
const OTHER_DOTS = /[\u3002\uff0e\uff61]/g;

/** True when `text` holds something a mail reader would take for a link (compared in NFKC, so `ｗｗｗ．x．com` counts, and with `。` as a dot). */
export function containsLink(text: string): boolean {
  const plain = text.replace(INVISIBLE, '').normalize('NFKC').replace(OTHER_DOTS, '.');
  return LINK_PATTERNS.some((pattern) => pattern.test(plain));
}

/** The names the form asks for, by field: they go into the invoice and the mails, so they lose what shows nothing. */
const NAME_FIELD = /^(name|organisation|attendee[0-9]{1,2})$/;

function withoutInvisible(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, NAME_FIELD.test(name) ? value.replace(INVISIBLE, '') : value]));
}

const contactSchema = z.object({
  name: textField({ label: 'Name', max: fieldLimits.name, required: formTexts.nameRequired }),
  email: emailField(formTexts.emailRequired),
  phone: phoneField(),
  organisation: textField({ label: 'Organisation', max: fieldLimits.company }),
  kraPin: textField({ label: 'KRA PIN', max: 20 }),
});

export type RegistrationFormFacts = { trainingId: string; seatLimit: number; mpesa: boolean };

export type FormCheck = { ok: true; input: RegistrationInput } | { ok: false; errors: Record<string, string> };

/** Checks a posted registration form; field names as the form page writes them. */
export function checkRegistrationForm(posted: Record<string, string>, facts: RegistrationFormFacts): FormCheck {
  const fields = withoutInvisible(posted);
  const errors: Record<string, string> = {};
  const contact = validateWith(contactSchema, fields);
  if (!contact.success) Object.assign(errors, contact.errors);
  for (const name of ['name', 'organisation'] as const) {
    if (!errors[name] && containsLink(fields[name] ?? '')) errors[name] = registrationTexts.noLink;
  }

  const seatsText = (fields.seats ?? '').trim();
  const seats = /^[0-9]{1,3}$/.test(seatsText) ? Number(seatsText) : NaN;
  const attendees: string[] = [];
  if (!(seats >= 1 && seats <= facts.seatLimit)) {
    errors.seats = registrationTexts.seatsChoose(facts.seatLimit);
  } else {
    for (let n = 1; n <= seats; n += 1) {
      const name = (fields[attendeeField(n)] ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
      if (name === '') errors[attendeeField(n)] = registrationTexts.attendeeRequired(n);
      else if (name.length > fieldLimits.name) errors[attendeeField(n)] = formTexts.tooLong(`Attendee ${n}`, fieldLimits.name);
      else if (containsLink(name)) errors[attendeeField(n)] = registrationTexts.noLink;
      attendees.push(name);
    }
    // Without JavaScript every name field shows: names past the seats chosen are a mistake to point out, not to drop.
    for (let n = seats + 1; n <= facts.seatLimit; n += 1) {
      if ((fields[attendeeField(n)] ?? '').trim() !== '') errors.seats = registrationTexts.tooManyNames(seats);
    }
  }

  const kraPin = (contact.success ? contact.data.kraPin : (fields.kraPin ?? '').trim()).toUpperCase();
  if (kraPin !== '' && !KRA_PIN.test(kraPin)) errors.kraPin = registrationTexts.kraPinFormat;

  const payment = fields.payment;
  if (payment !== 'mpesa' && payment !== 'invoice') errors.payment = facts.mpesa ? registrationTexts.paymentRequired : registrationTexts.paymentMpesaUnavailable;
  else if (payment === 'mpesa' && !facts.mpesa) errors.payment = registrationTexts.paymentMpesaUnavailable;
  else if (payment === 'mpesa' && contact.success && !mpesaPhone(contact.data.phone)) errors.phone = registrationTexts.mpesaPhone;

  if (!contact.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      trainingId: facts.trainingId,
      name: contact.data.name,
      email: contact.data.email,
      phone: contact.data.phone,
      ...(contact.data.organisation ? { organisation: contact.data.organisation } : {}),
      ...(kraPin ? { kraPin } : {}),
      attendees,
      paymentMethod: payment as 'mpesa' | 'invoice',
    },
  };
}

export type RegistrationFormStatus = 'idle' | 'invalid' | 'full' | 'refused' | 'error' | 'waitlisted';

export type RegistrationFormState = {
  status: RegistrationFormStatus;
  message: string;
  errors: Record<string, string>;
  /** The visitor's input, to refill the fields; empty once on the waitlist. */
  values: Record<string, string>;
  /** With `full`: how many seats were left, so the form offers registering for that many as well as the waitlist. */
  seatsLeft?: number;
};

export const initialRegistrationFormState: RegistrationFormState = { status: 'idle', message: '', errors: {}, values: {} };

/** The fields in page order: the error summary lists them so, and focus goes to the first. */
export function registrationFieldOrder(seatLimit: number): string[] {
  return ['name', 'email', 'phone', 'organisation', 'seats', ...Array.from({ length: seatLimit }, (_, i) => attendeeField(i + 1)), 'kraPin', 'payment'];
}
