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
  /** Staff must act on a registration: paid with no seat left (lib/registrations/payments.ts). */
  | 'registration-alert'
  /** The staff admin's own mail (a password reset), lib/cms/email.ts. */
  | 'staff-account';

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

const formatReceived = (date: Date) => `${nairobiTime.format(date)} (Nairobi time)`;

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
    { label: 'Received', value: formatReceived(message.receivedAt) },
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
    { label: 'Received', value: formatReceived(booking.receivedAt) },
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
  /** The subscriber's unsubscribe page, one-click address and List-Unsubscribe headers. */
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
          `${escapeHtml(why.replace(/:$/, '.'))}<br>\n<a href="${escapeHtml(details.unsubscribe.page)}">Unsubscribe</a>`,
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
    `${seats} come free at ${details.trainingTitle}, and we are holding ${details.seats === 1 ? 'it' : 'them'} for you until ${formatReceived(details.heldUntil)}.`,
    'To take it up and pay, open this page:',
  ];
  const after = 'If you no longer want to come, do nothing: the hold lapses and the next person on the waitlist is offered the place.';
  const name = greetingName(details.name);
  return {
    kind: 'waitlist-offer',
    to: receiptRecipient(details.email, name),
    replyTo: firmReplyTo(contact),
    subject: headerSafe(`A place for you at ${details.trainingTitle} – held until ${formatReceived(details.heldUntil)}`),
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
