/**
 * The newsletter's links, as the mails and pages that carry them need them: the confirm,
 * unsubscribe and topics addresses with their token, and the unsubscribe headers of every mail
 * to a subscriber. The tokens themselves are made and checked in `lib/forms/newsletter-tokens.ts`.
 */

/**
 * The newsletter's addresses (app/(site)/newsletter/…). A link in a mail opens a page that changes
 * nothing; only its button, a POST to the `…/submit` address, confirms or unsubscribes, so a
 * mail scanner that opens every link signs nobody up and unsubscribes nobody.
 */
export const newsletterPaths = {
  confirm: '/newsletter/confirm',
  confirmSubmit: '/newsletter/confirm/submit',
  unsubscribe: '/newsletter/unsubscribe',
  unsubscribeSubmit: '/newsletter/unsubscribe/submit',
  /** Takes the unsubscribe token too: whoever can leave the list can choose what it sends them. */
  topics: '/newsletter/topics',
  topicsSubmit: '/newsletter/topics/submit',
} as const;

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The confirmation link of the double opt-in mail: a page with one button. */
export const confirmUrl = (siteUrl: string, token: string) => `${siteUrl}${withToken(newsletterPaths.confirm, token)}`;

/** The unsubscribe page's path with its token, for a link on our own pages (the topics page's). */
export const unsubscribePagePath = (token: string) => withToken(newsletterPaths.unsubscribe, token);

/** The unsubscribe page: what a person opens from a link in a mail. */
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}${unsubscribePagePath(token)}`;

/** The page where a confirmed subscriber changes their topics, opened from a link in a mail. */
export const topicsUrl = (siteUrl: string, token: string) => `${siteUrl}${withToken(newsletterPaths.topics, token)}`;

/** Where the confirmation page's button posts, token included. */
export const confirmSubmitPath = (token: string) => withToken(newsletterPaths.confirmSubmit, token);

/** Where the unsubscribe page's button posts; also the RFC 8058 one-click address. */
export const unsubscribeSubmitPath = (token: string) => withToken(newsletterPaths.unsubscribeSubmit, token);

/** Where the topics page's form posts, token included. */
export const topicsSubmitPath = (token: string) => withToken(newsletterPaths.topicsSubmit, token);

export type UnsubscribeLinks = {
  /** For the mail's text and HTML: opens the page with the Unsubscribe button. */
  page: string;
  /** The RFC 8058 one-click address: a POST there unsubscribes with no page in between. */
  oneClick: string;
  /** For the mail's footer: the page where the subscriber changes their topics. */
  topics: string;
  /** The headers every mail to a subscriber carries, so mail clients offer their own button. */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
};

/**
 * Everything a mail to a subscriber needs to let them leave or change their topics: the links
 * for its body and the `List-Unsubscribe` / `List-Unsubscribe-Post` headers (RFC 2369, RFC 8058). Every mail the
 * site sends to a subscriber, and every newsletter, uses this one function (docs/mail.md).
 */
export function unsubscribeLinks(siteUrl: string, token: string): UnsubscribeLinks {
  const oneClick = `${siteUrl}${unsubscribeSubmitPath(token)}`;
  return {
    page: unsubscribeUrl(siteUrl, token),
    oneClick,
    topics: topicsUrl(siteUrl, token),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
