/**
 * What the forms tell visitors, on the server and in the browser alike. The texts that name the
 * firm's email take it as an argument: it is what staff set in the admin, read by the server
 * (lib/cms/read-firm-contact.ts) and handed to the browser's forms as a prop.
 */

export const formMessages = {
  success: {
    subscribe:
      'Thank you. If this address is not already subscribed, we have sent it a link to confirm your subscription.',
    contact: 'Thank you, your message has been sent. We will reply by email within one working day.',
    booking: 'Thank you, your consultation request has been received. An adviser will contact you within one working day to agree a time.',
  },
  invalid: 'Please correct the fields marked below.',
  rateLimited: 'You have sent this form several times in a short while. Please wait a minute and try again.',
  unavailable: (email: string) => `We could not save your details just now. Please try again in a few minutes, or email us at ${email}.`,
  crossSite: 'This form can only be sent from our own website.',
  network: (email: string) => `We could not reach our server, so nothing was sent. Check your connection and try again, or email us at ${email}.`,
  badRequest: {
    notJson: 'Send the form as JSON with the header Content-Type: application/json.',
    tooLarge: 'The request is too large: the limit is 32 KB.',
    malformed: 'The request body is not valid JSON.',
    shape: (key: string) => `Send JSON of the form {"${key}": {…the form's fields…}}.`,
  },
} as const;

type PageCopy = { title: string; text: string };

/** What the pages behind the newsletter links say, for each outcome; `email` is the firm's, as staff set it. */
export const newsletterPageCopy = (email: string) => ({
  confirm: {
    pending: {
      title: 'Confirm your subscription',
      text: 'Press the button below to receive our updates on tax, audit and business at this address. Nothing is sent until you do.',
    },
    confirmed: {
      title: 'Your subscription is confirmed',
      text: 'Thank you. You will now receive our updates on tax, audit and business. Every mail we send carries a link to unsubscribe.',
    },
    'already-confirmed': {
      title: 'You are already subscribed',
      text: 'This address was confirmed earlier, so there is nothing more to do.',
    },
    expired: {
      title: 'This confirmation link has expired',
      text: 'Confirmation links work for seven days. Please sign up again from the form at the foot of any page and we will send you a new one.',
    },
    invalid: {
      title: 'This confirmation link is not valid',
      text: 'It may be incomplete, or the address was unsubscribed since. Copy the whole link from the email, or sign up again from the form at the foot of any page.',
    },
    unavailable: {
      title: 'We could not confirm your subscription just now',
      text: `Something went wrong on our side. Please open the link again in a few minutes, or write to ${email}.`,
    },
  },
  unsubscribe: {
    subscribed: {
      title: 'Unsubscribe from our newsletter',
      text: 'Press the button below and we will stop sending newsletters to this address.',
    },
    unsubscribed: {
      title: 'You have been unsubscribed',
      text: 'We will not send newsletters to this address any more. If this was a mistake, you can sign up again from the form at the foot of any page.',
    },
    'already-unsubscribed': {
      title: 'You are already unsubscribed',
      text: 'This address was taken off our list earlier; we will not send it newsletters.',
    },
    invalid: {
      title: 'This unsubscribe link is not valid',
      text: `It may be incomplete. Copy the whole link from the email, or write to ${email} and we will remove your address.`,
    },
    unavailable: {
      title: 'We could not unsubscribe you just now',
      text: `Something went wrong on our side. Please open the link again in a few minutes, or write to ${email} and we will remove your address.`,
    },
  },
  topics: {
    confirmed: {
      title: 'Choose your topics',
      text: 'Tick what you would like us to send to this address, then save. You can come back from the link in any of our emails.',
    },
    saved: {
      title: 'Your topics are saved',
      text: 'We will send this address only the topics ticked below. You can change them again here at any time.',
    },
    pending: {
      title: 'Your subscription is not confirmed yet',
      text: 'Open the confirmation link we emailed to this address first; then you can choose your topics here. If it has expired, sign up again from the form at the foot of any page.',
    },
    unsubscribed: {
      title: 'This address is unsubscribed',
      text: 'We send it no newsletters, so there are no topics to change. To hear from us again, sign up from the form at the foot of any page.',
    },
    invalid: {
      title: 'This link to change your topics is not valid',
      text: `It may be incomplete. Copy the whole link from the email, or write to ${email} and tell us what you would like to receive.`,
    },
    unavailable: {
      title: 'We could not open your topics just now',
      text: `Something went wrong on our side. Please open the link again in a few minutes, or write to ${email} and tell us what you would like to receive.`,
    },
  },
}) as const satisfies Record<string, Record<string, PageCopy>>;

/** What the topics page's status region says after its form was posted (`lib/forms/topics-post.ts`). */
export const topicsMessages = {
  saved: (labels: readonly string[]) => `Saved. We will send you: ${labels.join(' and ')}.`,
  none: 'Choose at least one topic, or unsubscribe from everything.',
  unknown: 'We do not offer one of the topics that was sent, so nothing was changed. Tick the topics you want below and save again.',
  unavailable: (email: string) => `We could not save your topics just now, so nothing was changed. Please try again in a few minutes, or write to ${email}.`,
} as const;
