/**
 * What the forms' endpoints answer, written out as the visitor and docs/forms.md read them: the
 * tests' own copy, so a changed text in lib/forms/ fails them instead of changing them too.
 * Nothing here is imported from the site's modules.
 */

export const answers = {
  success: {
    subscribe: 'Thank you. If this address is not already subscribed, we have sent it a link to confirm your subscription.',
    contact: 'Thank you, your message has been sent. We will reply by email within one working day.',
    booking: 'Thank you, your consultation request has been received. An adviser will contact you within one working day to agree a time.',
  },
  invalid: 'Please correct the fields marked below.',
  rateLimited: 'You have sent this form several times in a short while. Please wait a minute and try again.',
  crossSite: 'This form can only be sent from our own website.',
  /** While the database is unreachable; `email` is the firm's address as staff set it. */
  unavailable: (email: string) => `We could not save your details just now. Please try again in a few minutes, or email us at ${email}.`,
  badRequest: {
    notJson: 'Send the form as JSON with the header Content-Type: application/json.',
    tooLarge: 'The request is too large: the limit is 32 KB.',
    malformed: 'The request body is not valid JSON.',
    /** A body that is JSON but not `{ key: { …fields } }` (`data`, or `form_data` for the newsletter). */
    shape: (key: string) => `Send JSON of the form {"${key}": {…the form's fields…}}.`,
  },
} as const;

/** The fields' own texts. */
export const fieldAnswers = {
  emailFormat: 'Enter a valid email address, such as name@example.com',
  phoneFormat: 'Enter a phone number of 7 to 15 digits; it may start with + and use spaces or dashes',
  industryUnknown: 'Choose an industry from the list',
  serviceUnknown: 'Choose a service from the list',
} as const;

/** What the request guard answers a form post it refuses before the form sees it (lib/security/request-guard.ts). */
export const guardAnswers = {
  badPath: 'Bad request: the address is not valid percent-encoding.',
  crossSite: 'This form can only be sent from this website. Open the page on our site and send it from there.',
  tooLarge: 'The form is too large to send. Shorten your message and try again.',
  unreadable: 'The form could not be read. Reload the page and send it again.',
} as const;
