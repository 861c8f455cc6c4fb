/**
 * The mails the forms and the trainings' registrations send, rendered when queued so that what is in the outbox is exactly
 * what goes out. Every visitor-supplied value is escaped in HTML and kept off header lines.
 *
 * The firm's name is code (content/firm.ts); its phones, email and address are what staff set
 * in the admin, read once per mail by whoever queues it and passed in as {@link FirmContactDetails}.
 */
import { firm } from '../../content/firm';
import type { Firm } from '../../content/schema';
import { newsletterTopics, type SubscriberTopic } from '../../content/newsletter-topics';
import type { UnsubscribeLinks } from './newsletter-links';
import { routes } from '../routes';
import { escapeHtml, escapeMultiline, headerSafe } from './escape';

export type MailAddress = { address: string; name?: string };

/** The contact details a mail shows: the admin's "Contact details" (lib/cms/read-firm-contact.ts). */
export type FirmContactDetails = Pick<Firm, 'email' | 'phones' | 'address'>;

/** A mail ready to queue: {@link enqueueMail} stores it in the outbox. */
export type MailDraft = {
  kind: MailKind;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files sent with it (an invoice, a calendar file), stored in the outbox with the mail. */
  attachments?: MailAttachment[];
  /** The visitor the mail concerns, for erasure requests. */
  personEmail: string;
};

/** A file a mail carries: its name, its MIME type and its bytes (text is sent as UTF-8). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array | string };

export type MailKind =
  | 'contact-notification'
  | 'contact-acknowledgement'
  | 'booking-notification'
  | 'booking-acknowledgement'
  | 'newsletter-confirmation'
  | 'tax-deadline-reminder'
  /** A seat came free for someone on a training's waitlist (lib/registrations/waitlist.ts). */
  | 'waitlist-offer'
  /** Staff cancelled a registration (lib/registrations/staff-actions.ts): its seats are released. */
  | 'registration-cancelled'
  /** Staff must act on a registration: paid with no seat left (lib/registrations/payments.ts). */
  | 'registration-alert'
  /** To the firm: a new training registration (seats held, invoiced, or on the waitlist), lib/registrations/register.ts. */
  | 'registration-notification'
  /** A registration by invoice: the pro-forma invoice, attached (lib/registrations/registration-mail.ts). */
  | 'registration-invoice'
  /** A registration is paid: the seats are confirmed, the event's .ics attached. */
  | 'registration-confirmation'
  /** The day before a training, to each paid registration (lib/registrations/reminders.ts). */
  | 'training-reminder'
  /** The staff admin's own mail (a password reset), lib/cms/email.ts. */
  | 'staff-account'
  /** A campaign to one subscriber (lib/newsletters/): throttled, and behind every other kind in the outbox. */
  | 'newsletter'
  /** A campaign's test, to the staff member who asked for it. */
  | 'newsletter-test';

export type ContactDetails = {
  name: string;
  email: string;
  company: string | null;
  subject: string;
  content: string;
  receivedAt: Date;
};

export type BookingDetails = {
  name: string;
  email: string;
  phone: string;
  industry: string;
  service: string;
  info: string | null;
  receivedAt: Date;
};

const nairobiTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

/** A moment as the firm's mails write it: `1 May 2026 at 10:00 (Nairobi time)`. */
export const formatNairobiTime = (date: Date) => `${nairobiTime.format(date)} (Nairobi time)`;

type Row = { label: string; value: string; multiline?: boolean };

function textRows(rows: Row[]): string {
  return rows
    .map(({ label, value, multiline }) => (multiline ? `\n${label}:\n${value}` : `${label}: ${value}`))
    .join('\n');
}

function htmlRows(rows: Row[]): string {
  const cells = rows
    .map(
      ({ label, value, multiline }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${multiline ? escapeMultiline(value) : escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellspacing="0" cellpadding="0">\n${cells}\n</table>`;
}

function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#17212b">',
    body,
    '</body></html>',
  ].join('\n');
}

const paragraphs = (items: string[]) => items.map((item) => `<p>${item}</p>`).join('\n');

function signatureText(siteUrl: string, contact: FirmContactDetails): string {
  const { address } = contact;
  return [
    firm.name,
    `${address.building}, ${address.street}, ${address.locality}, ${address.city}`,
    contact.phones[0]?.display ?? '',
    siteUrl,
  ]
    .filter(Boolean)
    .join('\n');
}

function signatureHtml(siteUrl: string, contact: FirmContactDetails): string {
  return `<p style="color:#4a5663">${escapeMultiline(signatureText(siteUrl, contact))}</p>`;
}

/**
 * Where a visitor's reply to the firm's mail goes: the email staff set in the admin. The From
 * address stays the sending mailbox (content/firm.ts, lib/mail/transport.ts), the one DKIM and
 * SPF are set up for (docs/mail.md), so a new email in the admin never makes mail fail DMARC.
 */
const firmReplyTo = (contact: FirmContactDetails): MailAddress => ({ address: contact.email, name: firm.name });

function privacyNote(siteUrl: string): { text: string; html: string } {
  const url = `${siteUrl}${routes.privacy}`;
  return {
    text: `How we handle your details: ${url}`,
    html: `How we handle your details: <a href="${escapeHtml(url)}">our privacy policy</a>.`,
  };
}

/** The firm's copy of a contact message; replying answers the visitor. */
export function contactNotification(message: ContactDetails, notifyTo: string): MailDraft {
  const rows: Row[] = [
    { label: 'Name', value: message.name },
    { label: 'Email', value: message.email },
    { label: 'Company', value: message.company || '(not given)' },
    { label: 'Subject', value: message.subject },
    { label: 'Received', value: formatNairobiTime(message.receivedAt) },
    { label: 'Message', value: message.content, multiline: true },
  ];
  const intro = 'A new message arrived through the contact form on the website.';
  const outro = 'Reply to this email to answer the visitor directly.';
  return {
    kind: 'contact-notification',
    to: { address: notifyTo },
    replyTo: { address: message.email, name: headerSafe(message.name, 100) },
    subject: headerSafe(`Contact form: ${message.subject}`),
    text: [intro, '', textRows(rows), '', outro].join('\n'),
    html: htmlDocument('Contact form message', [paragraphs([escapeHtml(intro)]), htmlRows(rows), paragraphs([outro])].join('\n')),
    personEmail: message.email.toLowerCase(),
  };
}

/** The most of a visitor's name a receipt repeats. */
export const GREETING_NAME_MAX = 40;

const LINK_LIKE = /:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}/i;

/**
 * The visitor's name as a receipt may repeat it: cut to {@link GREETING_NAME_MAX} characters
 * at a word, and left out when it looks like a link or an address (mail clients turn those
 * into links). Anyone can type any address into the form, so a receipt that echoed more
 * would let strangers send arbitrary text from the firm's domain (docs/mail.md).
 */
export function greetingName(name: string): string | undefined {
  const flat = headerSafe(name, 1000);
  if (!flat || LINK_LIKE.test(flat)) return undefined;
  if (flat.length <= GREETING_NAME_MAX) return flat;
  const cut = flat.slice(0, GREETING_NAME_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace >= 10 ? cut.slice(0, lastSpace) : cut).trim();
}

const greeting = (name: string | undefined) => (name ? `Dear ${name},` : 'Hello,');

/** The receipt's recipient: the address, with the shortened name when there is one. */
const receiptRecipient = (email: string, name: string | undefined): MailAddress => (name ? { address: email, name } : { address: email });

/**
 * The visitor's receipt. It repeats none of the visitor's free text beyond their name, cut
 * short ({@link greetingName}), so the form cannot be used to send someone else arbitrary
 * content.
 */
export function contactAcknowledgement(message: ContactDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const lines = [
    `Thank you for contacting ${firm.name}. We have received your message and a member of our team will reply to this address within one working day.`,
    `If your matter is urgent, please call us on ${contact.phones[0]?.display ?? contact.email}.`,
    'If you did not write to us, you can ignore this email.',
  ];
  const privacy = privacyNote(siteUrl);
  const name = greetingName(message.name);
  return {
    kind: 'contact-acknowledgement',
    to: receiptRecipient(message.email, name),
    replyTo: firmReplyTo(contact),
    subject: `We have received your message – ${firm.name}`,
    text: [greeting(name), '', ...lines.flatMap((line) => [line, '']), privacy.text, '', signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument(
      'We have received your message',
      [
        paragraphs([escapeHtml(greeting(name)), ...lines.map(escapeHtml), privacy.html]),
        signatureHtml(siteUrl, contact),
      ].join('\n'),
    ),
    personEmail: message.email.toLowerCase(),
  };
}

/** The firm's copy of a consultation request; replying answers the visitor. */
export function bookingNotification(booking: BookingDetails, notifyTo: string): MailDraft {
  const rows: Row[] = [
    { label: 'Name', value: booking.name },
    { label: 'Email', value: booking.email },
    { label: 'Phone', value: booking.phone },
    { label: 'Industry', value: booking.industry },
    { label: 'Service', value: booking.service },
    { label: 'Received', value: formatNairobiTime(booking.receivedAt) },
    { label: 'Additional information', value: booking.info || '(none)', multiline: true },
  ];
  const intro = 'A consultation was requested through the booking form on the website.';
  const outro = 'Reply to this email, or call the visitor, to agree a time.';
  return {
    kind: 'booking-notification',
    to: { address: notifyTo },
    replyTo: { address: booking.email, name: headerSafe(booking.name, 100) },
    subject: headerSafe(`Consultation request: ${booking.service} – ${booking.name}`),
    text: [intro, '', textRows(rows), '', outro].join('\n'),
    html: htmlDocument('Consultation request', [paragraphs([escapeHtml(intro)]), htmlRows(rows), paragraphs([outro])].join('\n')),
    personEmail: booking.email.toLowerCase(),
  };
}

/** The visitor's receipt for a booking; it names only values chosen from the form's lists. */
export function bookingAcknowledgement(booking: BookingDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const lines = [
    `Thank you for requesting a consultation on ${booking.service} with ${firm.name}. We will contact you by phone or email within one working day to agree a time.`,
    'If you did not make this request, you can ignore this email.',
  ];
  const privacy = privacyNote(siteUrl);
  const name = greetingName(booking.name);
  return {
    kind: 'booking-acknowledgement',
    to: receiptRecipient(booking.email, name),
    replyTo: firmReplyTo(contact),
    subject: `Your consultation request – ${firm.name}`,
    text: [greeting(name), '', ...lines.flatMap((line) => [line, '']), privacy.text, '', signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument(
      'Your consultation request',
      [
        paragraphs([escapeHtml(greeting(name)), ...lines.map(escapeHtml), privacy.html]),
        signatureHtml(siteUrl, contact),
      ].join('\n'),
    ),
    personEmail: booking.email.toLowerCase(),
  };
}

export type ConfirmationDetails = {
  email: string;
  confirmUrl: string;
  /** The subscriber's unsubscribe page, one-click address and List-Unsubscribe headers. */
  unsubscribe: UnsubscribeLinks;
  validDays: number;
  topics: SubscriberTopic[];
  /** `subscribe`: a new or renewed sign-up; `add-topics`: a subscriber asking for more. */
  purpose: 'subscribe' | 'add-topics';
};

const topicList = (topics: SubscriberTopic[]) =>
  topics.map((topic) => `${newsletterTopics[topic].label} (${newsletterTopics[topic].description})`).join(' and ');

/** The double opt-in mail: nothing is sent to the address until its owner confirms. */
export function newsletterConfirmation(details: ConfirmationDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const intro =
    details.purpose === 'add-topics'
      ? `Someone, we hope you, asked to add to your subscription with ${firm.name} at this address: ${topicList(details.topics)}.`
      : `Someone, we hope you, asked to receive from ${firm.name} at this address: ${topicList(details.topics)}.`;
  const confirm = `To confirm, open this link within ${details.validDays} days:`;
  const ignore =
    details.purpose === 'add-topics'
      ? 'If you did not ask for this, ignore this email and nothing changes. To stop all our mail to this address, use this link:'
      : 'If you did not ask for this, ignore this email and you will not hear from us. To make sure we never send newsletters to this address, use this link:';
  return {
    kind: 'newsletter-confirmation',
    to: { address: details.email },
    replyTo: firmReplyTo(contact),
    subject: `Please confirm your subscription – ${firm.name}`,
    text: [intro, '', confirm, details.confirmUrl, '', ignore, details.unsubscribe.page, '', signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument(
      'Please confirm your subscription',
      [
        paragraphs([
          escapeHtml(intro),
          `${escapeHtml(confirm.replace(/:$/, '.'))}<br>\n<a href="${escapeHtml(details.confirmUrl)}">Confirm my subscription</a>`,
          `${escapeHtml(ignore.replace(/:$/, '.'))}<br>\n<a href="${escapeHtml(details.unsubscribe.page)}">Unsubscribe</a>`,
        ]),
        signatureHtml(siteUrl, contact),
      ].join('\n'),
    ),
    headers: { ...details.unsubscribe.headers },
    personEmail: details.email.toLowerCase(),
  };
}

/** One deadline in a reminder: what is due, for which period, and any weekend or holiday note. */
export type ReminderItem = { name: string; period: string; payTo: string; note: string | null };

export type ReminderDetails = {
  email: string;
  /** `Wednesday 9 December 2026`. */
  dueDate: string;
  /** `in 3 days`, `tomorrow`, `today`. */
  when: string;
  items: ReminderItem[];
  calendarUrl: string;
  /** The subscriber's unsubscribe and topics pages, one-click address and List-Unsubscribe headers. */
  unsubscribe: UnsubscribeLinks;
};

/** A tax deadline reminder: everything due on one date that the subscriber's reminders cover. */
export function taxDeadlineReminder(details: ReminderDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const names = details.items.map((item) => item.name.replace(/:.*$/, ''));
  const intro = `A reminder from ${firm.name}: ${details.when}, on ${details.dueDate}, these are due:`;
  const itemText = (item: ReminderItem) =>
    [`- ${item.name}, for ${item.period}. Pay to ${item.payTo}.`, ...(item.note ? [`  ${item.note}`] : [])].join('\n');
  const calendar = 'Every date, with its legal source, and a calendar you can subscribe to:';
  const why = `You receive this because you asked ${firm.name} for tax deadline reminders. To stop all our mail to this address:`;
  // Leaving only the reminders, or adding Insights, is the topics page's, with the same token.
  const topics = 'To choose what we send you, reminders included:';
  return {
    kind: 'tax-deadline-reminder',
    to: { address: details.email },
    replyTo: firmReplyTo(contact),
    subject: headerSafe(`Due ${details.when === 'today' ? 'today' : details.when}, ${details.dueDate}: ${names.join(', ')}`),
    text: [
      intro,
      '',
      ...details.items.map(itemText),
      '',
      calendar,
      details.calendarUrl,
      '',
      'Not sure what applies to you? Reply to this email, or call us.',
      '',
      why,
      details.unsubscribe.page,
      topics,
      details.unsubscribe.topics,
      '',
      signatureText(siteUrl, contact),
    ].join('\n'),
    html: htmlDocument(
      `Due ${details.dueDate}`,
      [
        paragraphs([escapeHtml(intro)]),
        `<ul>\n${details.items
          .map(
            (item) =>
              `<li><strong>${escapeHtml(item.name)}</strong>, for ${escapeHtml(item.period)}. Pay to ${escapeHtml(item.payTo)}.` +
              (item.note ? `<br>\n${escapeHtml(item.note)}` : '') +
              '</li>',
          )
          .join('\n')}\n</ul>`,
        paragraphs([
          `${escapeHtml(calendar.replace(/:$/, ''))}: <a href="${escapeHtml(details.calendarUrl)}">the tax deadline calendar</a>.`,
          'Not sure what applies to you? Reply to this email, or call us.',
          `${escapeHtml(why.replace(/:$/, '.'))}<br>\n<a href="${escapeHtml(details.unsubscribe.page)}">Unsubscribe</a><br>\n` +
            `${escapeHtml(topics.replace(/:$/, '.'))}<br>\n<a href="${escapeHtml(details.unsubscribe.topics)}">Change your topics</a>`,
        ]),
        signatureHtml(siteUrl, contact),
      ].join('\n'),
    ),
    headers: { ...details.unsubscribe.headers },
    personEmail: details.email.toLowerCase(),
  };
}

export type WaitlistOfferDetails = {
  name: string;
  email: string;
  trainingTitle: string;
  seats: number;
  /** Until when the seats are held, as the mail says it (Nairobi time). */
  heldUntil: Date;
  /** The page that takes the seats up (one button, so a mail scanner opening it takes nothing). */
  offerUrl: string;
};

/** To someone on a waitlist: seats are held for them for a day, with the link that takes them up. */
export function waitlistOffer(details: WaitlistOfferDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const seats = details.seats === 1 ? 'A seat has' : `${details.seats} seats have`;
  const lines = [
    `${seats} come free at ${details.trainingTitle}, and we are holding ${details.seats === 1 ? 'it' : 'them'} for you until ${formatNairobiTime(details.heldUntil)}.`,
    'To take it up and pay, open this page:',
  ];
  const after = 'If you no longer want to come, do nothing: the hold lapses and the next person on the waitlist is offered the place.';
  const name = greetingName(details.name);
  return {
    kind: 'waitlist-offer',
    to: receiptRecipient(details.email, name),
    replyTo: firmReplyTo(contact),
    subject: headerSafe(`A place for you at ${details.trainingTitle} – held until ${formatNairobiTime(details.heldUntil)}`),
    text: [greeting(name), '', lines[0], '', lines[1], details.offerUrl, '', after, '', signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument(
      'A place for you',
      [
        paragraphs([
          escapeHtml(greeting(name)),
          escapeHtml(lines[0]!),
          `<a href="${escapeHtml(details.offerUrl)}">Take up the place and pay</a>`,
          escapeHtml(after),
        ]),
        signatureHtml(siteUrl, contact),
      ].join('\n'),
    ),
    personEmail: details.email.toLowerCase(),
  };
}

export type RegistrationCancelledDetails = {
  name: string;
  email: string;
  trainingTitle: string;
  reference: string;
  seats: number;
  /** It was on the waitlist: no seats were held. */
  waiting: boolean;
  /** What was paid, as the mail says it; undefined when nothing was. */
  paid: string | undefined;
};

/** To the registrant: staff cancelled the registration, its seats are released; what happens to a payment. */
export function registrationCancelled(details: RegistrationCancelledDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const seats = details.seats === 1 ? '1 seat' : `${details.seats} seats`;
  const lines = [
    details.waiting
      ? `Your place on the waitlist for ${details.trainingTitle} (${seats}, reference ${details.reference}) has been cancelled.`
      : `Your registration ${details.reference} for ${details.trainingTitle} (${seats}) has been cancelled, and its seats released.`,
    details.paid
      ? `You paid ${details.paid}: we will contact you about a refund, or a place at another date.`
      : 'Nothing is due: a pro-forma invoice or payment prompt for it no longer applies.',
    'If you did not expect this, reply to this email and we will look into it.',
  ];
  const name = greetingName(details.name);
  return {
    kind: 'registration-cancelled',
    to: receiptRecipient(details.email, name),
    replyTo: firmReplyTo(contact),
    subject: headerSafe(`Cancelled: ${details.trainingTitle} – ${details.reference}`),
    text: [greeting(name), '', ...lines.flatMap((line) => [line, '']), signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument('Registration cancelled', [paragraphs([escapeHtml(greeting(name)), ...lines.map(escapeHtml)]), signatureHtml(siteUrl, contact)].join('\n')),
    personEmail: details.email.toLowerCase(),
  };
}

export type RegistrationAlertDetails = {
  reference: string;
  name: string;
  email: string;
  phone: string;
  trainingTitle: string;
  seats: number;
  /** What was paid, as the firm reads it: `KES 35,000.00`. */
  paid: string;
  /** The M-Pesa receipt or the invoice number. */
  paidWith: string;
};

/** To the firm: a registration was paid after its seats had gone, so there is none for it. */
export function registrationPaidNoSeat(details: RegistrationAlertDetails, notifyTo: string): MailDraft {
  const rows: Row[] = [
    { label: 'Registration', value: details.reference },
    { label: 'Training', value: details.trainingTitle },
    { label: 'Seats', value: String(details.seats) },
    { label: 'Paid', value: `${details.paid} (${details.paidWith})` },
    { label: 'Name', value: details.name },
    { label: 'Email', value: details.email },
    { label: 'Phone', value: details.phone },
  ];
  const intro = 'A registration was paid after its hold had lapsed, and the training has no free seat for it. It is marked "paid, no seat".';
  const outro = 'Refund the payment, or move the person to another date or a seat you free, and tell them.';
  return {
    kind: 'registration-alert',
    to: { address: notifyTo },
    replyTo: { address: details.email, name: headerSafe(details.name, 100) },
    subject: headerSafe(`Paid, no seat: ${details.reference} – ${details.trainingTitle}`),
    text: [intro, '', textRows(rows), '', outro].join('\n'),
    html: htmlDocument('Paid, no seat', [paragraphs([escapeHtml(intro)]), htmlRows(rows), paragraphs([escapeHtml(outro)])].join('\n')),
    personEmail: details.email.toLowerCase(),
  };
}

export type RegistrationNotificationDetails = {
  reference: string;
  trainingTitle: string;
  name: string;
  email: string;
  phone: string;
  organisation: string | null;
  kraPin: string | null;
  attendees: string[];
  /** How it is to be paid, as the firm reads it: `M-Pesa`, `Invoice PF-…`. */
  method: string;
  /** `KES 70,000.00 (VAT KES 9,655.17 included)`. */
  amount: string;
  /** Where it stands: seats held for the M-Pesa prompt, invoiced and due on a day, on the waitlist. */
  state: string;
  /** Whether it is on the waitlist (the subject says so). */
  waitlisted: boolean;
  /** The registration's page in the staff admin. */
  staffUrl: string;
};

/** To the firm: someone registered for a training (as a booking's notification does for a consultation); replying answers them. */
export function registrationNotification(details: RegistrationNotificationDetails, notifyTo: string): MailDraft {
  const seats = details.attendees.length;
  const rows: Row[] = [
    { label: 'Registration', value: details.reference },
    { label: 'Training', value: details.trainingTitle },
    { label: 'Seats', value: String(seats) },
    { label: 'Attendees', value: details.attendees.join('\n'), multiline: true },
    { label: 'Payment', value: details.method },
    { label: 'Amount', value: details.amount },
    { label: 'Status', value: details.state },
    { label: 'Name', value: details.name },
    { label: 'Email', value: details.email },
    { label: 'Phone', value: details.phone },
    { label: 'Organisation', value: details.organisation || '(not given)' },
    { label: 'KRA PIN', value: details.kraPin || '(not given)' },
  ];
  const intro = details.waitlisted
    ? 'Someone joined the waitlist of a training on the website.'
    : 'Someone registered for a training on the website.';
  const outro = 'Open the registration in the staff admin (sign in first):';
  const what = `${seats} seat${seats === 1 ? '' : 's'}, ${details.waitlisted ? 'waitlist' : details.method}`;
  return {
    kind: 'registration-notification',
    to: { address: notifyTo },
    replyTo: { address: details.email, name: headerSafe(details.name, 100) },
    subject: headerSafe(`${details.waitlisted ? 'Waitlist' : 'Training registration'}: ${details.reference} – ${details.trainingTitle} (${what})`),
    text: [intro, '', textRows(rows), '', outro, details.staffUrl].join('\n'),
    html: htmlDocument(
      'Training registration',
      [paragraphs([escapeHtml(intro)]), htmlRows(rows), paragraphs([`${escapeHtml(outro)} <a href="${escapeHtml(details.staffUrl)}">${escapeHtml(details.reference)}</a>`])].join('\n'),
    ),
    personEmail: details.email.toLowerCase(),
  };
}

export type RegistrationInvoiceDetails = {
  name: string;
  email: string;
  trainingTitle: string;
  seats: number;
  reference: string;
  invoiceNumber: string;
  /** `KES 70,000.00`. */
  total: string;
  vat: string;
  vatPercent: number;
  /** `8 May 2026`. */
  dueOn: string;
  /** The firm's payment details as the invoice prints them, label and value. */
  payment: { label: string; value: string }[];
  /** The invoice itself. */
  pdf: { filename: string; content: Uint8Array };
};

/**
 * To an invoice registration: its pro-forma invoice, attached. The body names none of what the
 * visitor typed beyond their name, cut short (the attendees' names are on the invoice itself).
 */
export function registrationInvoice(details: RegistrationInvoiceDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const seats = details.seats === 1 ? 'one seat' : `${details.seats} seats`;
  const lines = [
    `Thank you for registering ${seats} at ${details.trainingTitle}. Your pro-forma invoice ${details.invoiceNumber} is attached.`,
    `Please pay ${details.total} (VAT inclusive; VAT at ${details.vatPercent}%: ${details.vat}) by ${details.dueOn}, and quote ${details.reference} with your payment.`,
    'We hold your seats until the due date ends. Once your payment reaches us we confirm them by email, and the tax invoice (KRA eTIMS) follows.',
  ];
  const howTo = 'How to pay:';
  const name = greetingName(details.name);
  return {
    kind: 'registration-invoice',
    to: receiptRecipient(details.email, name),
    replyTo: firmReplyTo(contact),
    subject: headerSafe(`Pro-forma invoice ${details.invoiceNumber}: ${details.trainingTitle}`),
    text: [greeting(name), '', ...lines.flatMap((line) => [line, '']), howTo, textRows(details.payment), '', signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument(
      `Pro-forma invoice ${details.invoiceNumber}`,
      [paragraphs([escapeHtml(greeting(name)), ...lines.map(escapeHtml), escapeHtml(howTo)]), htmlRows(details.payment), signatureHtml(siteUrl, contact)].join('\n'),
    ),
    attachments: [{ filename: details.pdf.filename, contentType: 'application/pdf', content: details.pdf.content }],
    personEmail: details.email.toLowerCase(),
  };
}

export type RegistrationConfirmationDetails = {
  name: string;
  email: string;
  trainingTitle: string;
  /** As the site writes them (lib/events/format.ts): "29th - 30th May 2026", "9:00am - 5:00pm". */
  dates: string | undefined;
  times: string | undefined;
  venue: string | undefined;
  attendees: string[];
  reference: string;
  /** "M-Pesa receipt TKR7ZQ1A2B" or "Invoice PF-…". */
  paidWith: string;
  total: string;
  vat: string;
  vatPercent: number;
  /** The event's calendar file, when the training can be read. */
  ics: { filename: string; content: string } | undefined;
};

/** To a paid registration: its seats are confirmed, with the event's details and calendar file. */
export function registrationConfirmation(details: RegistrationConfirmationDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const intro = `Your payment is received and your ${details.attendees.length === 1 ? 'seat is' : `${details.attendees.length} seats are`} confirmed at ${details.trainingTitle}.`;
  const rows: Row[] = [
    { label: 'Training', value: details.trainingTitle },
    ...(details.dates ? [{ label: 'Dates', value: details.dates }] : []),
    ...(details.times ? [{ label: 'Time', value: `${details.times} (Nairobi time)` }] : []),
    ...(details.venue ? [{ label: 'Venue', value: details.venue }] : []),
    { label: details.attendees.length === 1 ? 'Attendee' : 'Attendees', value: details.attendees.join(', ') },
    { label: 'Reference', value: details.reference },
    { label: 'Paid', value: `${details.total}, VAT inclusive (VAT at ${details.vatPercent}%: ${details.vat})` },
    { label: 'Payment', value: details.paidWith },
  ];
  const after = [
    'This email is your confirmation; it is not a tax invoice. The tax invoice, issued through KRA eTIMS, follows by email.',
    ...(details.ics ? ['The event is attached as a calendar file: open it to add the training to your calendar.'] : []),
    'We will send a reminder the day before, with the venue and a map.',
  ];
  const name = greetingName(details.name);
  return {
    kind: 'registration-confirmation',
    to: receiptRecipient(details.email, name),
    replyTo: firmReplyTo(contact),
    subject: headerSafe(`Confirmed: ${details.trainingTitle} – ${details.reference}`),
    text: [greeting(name), '', intro, '', textRows(rows), '', ...after.flatMap((line) => [line, '']), signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument(
      'Your seats are confirmed',
      [paragraphs([escapeHtml(greeting(name)), escapeHtml(intro)]), htmlRows(rows), paragraphs(after.map(escapeHtml)), signatureHtml(siteUrl, contact)].join('\n'),
    ),
    ...(details.ics ? { attachments: [{ filename: details.ics.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: details.ics.content }] } : {}),
    personEmail: details.email.toLowerCase(),
  };
}

export type TrainingReminderDetails = {
  name: string;
  email: string;
  trainingTitle: string;
  /** "Friday 29 May 2026". */
  day: string;
  /** "9:00am". */
  startTime: string;
  venue: string;
  address: string;
  mapUrl: string;
  seats: number;
  reference: string;
};

/** The day before a training: where, when it starts, and a map. */
export function trainingReminder(details: TrainingReminderDetails, siteUrl: string, contact: FirmContactDetails): MailDraft {
  const intro = `A reminder: ${details.trainingTitle} is tomorrow, ${details.day}, starting at ${details.startTime} (Nairobi time).`;
  const rows: Row[] = [
    { label: 'Starts', value: `${details.day}, ${details.startTime}` },
    { label: 'Venue', value: `${details.venue}, ${details.address}` },
    { label: 'Map', value: details.mapUrl },
    { label: 'Seats', value: String(details.seats) },
    { label: 'Reference', value: details.reference },
  ];
  const outro = 'Please arrive a little early to register. If you cannot come, reply to this email and tell us who will attend in your place.';
  const name = greetingName(details.name);
  return {
    kind: 'training-reminder',
    to: receiptRecipient(details.email, name),
    replyTo: firmReplyTo(contact),
    subject: headerSafe(`Tomorrow: ${details.trainingTitle}, ${details.startTime} at ${details.venue}`),
    text: [greeting(name), '', intro, '', textRows(rows), '', outro, '', signatureText(siteUrl, contact)].join('\n'),
    html: htmlDocument(
      `Tomorrow: ${details.trainingTitle}`,
      [
        paragraphs([escapeHtml(greeting(name)), escapeHtml(intro)]),
        htmlRows(rows.filter((row) => row.label !== 'Map')),
        paragraphs([`<a href="${escapeHtml(details.mapUrl)}">Open the venue on a map</a>`, escapeHtml(outro)]),
        signatureHtml(siteUrl, contact),
      ].join('\n'),
    ),
    personEmail: details.email.toLowerCase(),
  };
}
