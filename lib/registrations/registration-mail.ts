/**
 * The mails a registration sends its registrant, made from its row: the pro-forma invoice (with
 * its PDF), the confirmation once paid (with the event's `.ics`) and the day-before reminder.
 * Each is queued by the caller in the transaction that makes it true (lib/mail/outbox.ts), so a
 * registration has its mail if and only if it reached that state.
 */
import { firm } from '../../content/firm';
import type { InvoiceDetails } from '../cms/globals/InvoiceDetails/reshape';
import type { Registration } from '../db/schema';
import { clockTime, formatEventDates, formatEventTimes } from '../events/format';
import { buildEventIcs, type IcsEvent } from '../events/ics';
import { type FirmContactDetails, formatNairobiTime, type MailDraft, registrationCancelled, registrationConfirmation, registrationInvoice, registrationNotification, trainingReminder } from '../mail/templates';
import { nairobiClock, nairobiToday } from '../nairobi-time';
import { routes } from '../routes';
import { type CivilDate, formatDate, formatDateWithWeekday } from '../tax/civil-date';
import { formatKes } from '../tax/money';
import { VAT_PERCENT } from './amounts';
import { renderProformaInvoice } from './invoice-pdf';
import { registrationAdminPath } from './links';

/** What the mails need of a registration's row. */
export type RegistrationForMail = Pick<
  Registration,
  'reference' | 'name' | 'email' | 'phone' | 'organisation' | 'kraPin' | 'attendees' | 'seats' | 'feePerSeatCents' | 'totalCents' | 'vatCents'
>;

/** The firm's payment details as the invoice mail lists them. */
function paymentRows(payment: InvoiceDetails, reference: string): { label: string; value: string }[] {
  return [
    { label: 'Bank', value: `${payment.bankName}, ${payment.branch}` },
    { label: 'Account name', value: payment.accountName },
    { label: 'Account number', value: payment.accountNumber },
    { label: 'SWIFT or bank code', value: payment.bankCode },
    ...(payment.mpesa?.kind === 'paybill' ? [{ label: 'M-Pesa paybill', value: `${payment.mpesa.number}, account number ${reference}` }] : []),
    ...(payment.mpesa?.kind === 'till' ? [{ label: 'M-Pesa till (Buy Goods)', value: payment.mpesa.number }] : []),
    { label: 'Reference to quote', value: reference },
  ];
}

export type InvoiceMailInput = {
  registration: RegistrationForMail;
  invoiceNumber: string;
  dueOn: CivilDate;
  trainingTitle: string;
  event: IcsEvent | undefined;
  payment: InvoiceDetails;
  contact: FirmContactDetails;
  siteUrl: string;
  issuedAt: Date;
};

/** The pro-forma invoice's mail, its PDF rendered now (before the transaction that queues it, so no lock waits on it). */
export async function invoiceMail(input: InvoiceMailInput): Promise<MailDraft> {
  const { registration } = input;
  const pdf = await renderProformaInvoice(
    {
      invoiceNumber: input.invoiceNumber,
      reference: registration.reference,
      issuedOn: nairobiToday(input.issuedAt),
      dueOn: input.dueOn,
      registrant: { name: registration.name, email: registration.email, phone: registration.phone, organisation: registration.organisation, kraPin: registration.kraPin },
      trainingTitle: input.trainingTitle,
      trainingDates: input.event ? formatEventDates(input.event) : undefined,
      attendees: registration.attendees,
      feePerSeatCents: registration.feePerSeatCents,
      totalCents: registration.totalCents,
      vatCents: registration.vatCents,
    },
    input.payment,
    input.contact,
    input.issuedAt,
  );
  return registrationInvoice(
    {
      name: registration.name,
      email: registration.email,
      trainingTitle: input.trainingTitle,
      seats: registration.seats,
      reference: registration.reference,
      invoiceNumber: input.invoiceNumber,
      total: formatKes(registration.totalCents),
      vat: formatKes(registration.vatCents),
      vatPercent: VAT_PERCENT,
      dueOn: formatDate(input.dueOn),
      payment: paymentRows(input.payment, registration.reference),
      pdf: { filename: `${input.invoiceNumber}.pdf`, content: pdf },
    },
    input.siteUrl,
    input.contact,
  );
}

/** How a registration was paid, as its confirmation says it. */
export type PaidBy = { method: 'mpesa'; receipt: string | undefined } | { method: 'invoice'; invoiceNumber: string };

const paidWithText = (paidBy: PaidBy) =>
  paidBy.method === 'invoice'
    ? `Invoice ${paidBy.invoiceNumber}`
    : paidBy.receipt
      ? `M-Pesa, receipt ${paidBy.receipt}`
      : 'M-Pesa (the receipt number is in the M-Pesa message on your phone)';

/** The event's calendar file, as the site's "Add to calendar" makes it. */
export function eventIcs(event: IcsEvent, siteUrl: string, contact: FirmContactDetails): string {
  return buildEventIcs(event, {
    organizerName: firm.name,
    organizerEmail: contact.email,
    url: `${siteUrl}${routes.event(event.slug)}`,
    domain: new URL(siteUrl).hostname,
    stamp: new Date(event.starts),
  });
}

/** The confirmation of a paid registration, with the event's `.ics` when the training can be read. */
export function confirmationMail(
  registration: RegistrationForMail,
  trainingTitle: string,
  event: IcsEvent | undefined,
  paidBy: PaidBy,
  siteUrl: string,
  contact: FirmContactDetails,
): MailDraft {
  return registrationConfirmation(
    {
      name: registration.name,
      email: registration.email,
      trainingTitle: event?.title ?? trainingTitle,
      dates: event ? formatEventDates(event) : undefined,
      times: event ? formatEventTimes(event) : undefined,
      venue: event ? `${event.venue}, ${event.address}` : undefined,
      attendees: registration.attendees,
      reference: registration.reference,
      paidWith: paidWithText(paidBy),
      total: formatKes(registration.totalCents),
      vat: formatKes(registration.vatCents),
      vatPercent: VAT_PERCENT,
      ics: event ? { filename: `${event.slug}.ics`, content: eventIcs(event, siteUrl, contact) } : undefined,
    },
    siteUrl,
    contact,
  );
}

/** The registrant's word that staff cancelled the registration (or its place on the waitlist); `paidCents` what was paid (0: nothing). */
export function cancellationMail(
  registration: RegistrationForMail & Pick<Registration, 'status'>,
  trainingTitle: string,
  paidCents: number,
  siteUrl: string,
  contact: FirmContactDetails,
): MailDraft {
  return registrationCancelled(
    {
      name: registration.name,
      email: registration.email,
      trainingTitle,
      reference: registration.reference,
      seats: registration.seats,
      waiting: registration.status === 'waitlisted',
      paid: paidCents > 0 ? formatKes(paidCents) : undefined,
    },
    siteUrl,
    contact,
  );
}

/** A map search for the venue: no key, no embed, opens in the reader's map app or browser. */
export const venueMapUrl = (event: Pick<IcsEvent, 'venue' | 'address'>) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.venue}, ${event.address}`)}`;

/** The day-before reminder. */
export function reminderMail(registration: RegistrationForMail, event: IcsEvent, siteUrl: string, contact: FirmContactDetails): MailDraft {
  return trainingReminder(
    {
      name: registration.name,
      email: registration.email,
      trainingTitle: event.title,
      day: formatDateWithWeekday(nairobiClock(new Date(event.starts)).date),
      startTime: clockTime(event.starts),
      venue: event.venue,
      address: event.address,
      mapUrl: venueMapUrl(event),
      seats: registration.seats,
      reference: registration.reference,
    },
    siteUrl,
    contact,
  );
}

/** Where a new registration stands, as the firm's notification says it. */
function stateForStaff(registration: Pick<Registration, 'status' | 'statusReason' | 'holdExpiresAt' | 'invoiceNumber' | 'invoiceDueDate'>): string {
  const until = registration.holdExpiresAt ? formatNairobiTime(registration.holdExpiresAt) : 'its end';
  if (registration.status === 'waitlisted') return 'On the waitlist: offered seats by mail when some come free';
  if (registration.status === 'invoice_sent') {
    return `Pro-forma invoice ${registration.invoiceNumber ?? ''} mailed; seats held until it is due${registration.invoiceDueDate ? ` on ${formatDate(registration.invoiceDueDate)}` : ''}`;
  }
  if (registration.status === 'held' && registration.statusReason === 'waitlist offer') return `Offered seats from the waitlist at once, held until ${until}`;
  return `Seats held until ${until} while the M-Pesa prompt on the phone is answered`;
}

/**
 * The firm's notification of a new registration (seats held for M-Pesa, invoiced, or on the
 * waitlist), with a link to its page in the staff admin. Queued in the transaction that stores
 * the registration, as a booking's notification is.
 */
export function staffNotificationMail(
  registration: RegistrationForMail & Pick<Registration, 'id' | 'paymentMethod' | 'status' | 'statusReason' | 'holdExpiresAt' | 'invoiceNumber' | 'invoiceDueDate'>,
  trainingTitle: string,
  staffAddress: string,
  siteUrl: string,
): MailDraft {
  return registrationNotification(
    {
      reference: registration.reference,
      trainingTitle,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      organisation: registration.organisation,
      kraPin: registration.kraPin,
      attendees: registration.attendees,
      method: registration.paymentMethod === 'invoice' ? `Invoice${registration.invoiceNumber ? ` ${registration.invoiceNumber}` : ''}` : 'M-Pesa',
      amount: `${formatKes(registration.totalCents)} (VAT ${formatKes(registration.vatCents)} included)`,
      state: stateForStaff(registration),
      waitlisted: registration.status === 'waitlisted',
      staffUrl: `${siteUrl}${registrationAdminPath(registration.id)}`,
    },
    staffAddress,
  );
}
