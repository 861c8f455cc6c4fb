/**
 * The POSTs behind the newsletter pages' buttons, and RFC 8058's one-click unsubscribe
 * (docs/mail.md, "Consent that survives scanners"). The token travels in the address, as in
 * the mail's links; the body is a plain form post (`token=…`) or RFC 8058's
 * `List-Unsubscribe=One-Click`.
 *
 * - A browser's button post comes back to the page with 303 See Other, so the page shows
 *   what happened and a reload posts nothing again; it works without JavaScript.
 * - A one-click post (from the mail provider, with no cookies and no `Origin`) gets a short
 *   text answer: no page in between.
 * - A cross-site browser post (`Origin` of another site, or `Sec-Fetch-Site: cross-site`) is
 *   refused with 403. There is no rate limit here: one-click posts for a whole mailing come
 *   from a few of the provider's addresses, and the tokens are 256 random bits.
 *
 * The topics page's form (`lib/forms/topics-post.ts`) goes through the same guards.
 */
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import type { Db } from '../db/types';
import { log } from '../log';
import { confirmSubscription, unsubscribe } from './newsletter';
import { newsletterPaths } from '../mail/newsletter-links';
import { readCappedBody } from './request-body';
import { isCrossSite } from '../security/cross-site';
import { trustsAnyProxy } from '../server/trust-proxy';

export type ConsentAction = 'confirm' | 'unsubscribe';

export type ConsentDeps = {
  database: () => Promise<Db>;
  siteUrl: string;
  trustProxy: boolean;
  log: (message: string, error: unknown) => void;
};

/** The running site's dependencies. */
export function defaultConsentDeps(): ConsentDeps {
  const config = getConfig();
  return {
    database: async () => (await getDatabase()).db,
    siteUrl: config.SITE_URL,
    trustProxy: trustsAnyProxy(config.TRUST_PROXY),
    log: (message, error) => log.error(`[newsletter] ${message}`, { error }),
  };
}

/** A form post's body is a few bytes; anything much larger is not one of ours. */
export const CONSENT_BODY_LIMIT = 4 * 1024;

export const consentMessages = {
  crossSite: 'This button only works on our own website. Open the link from the email again.',
  tooLarge: 'The request is too large.',
  unreadable: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
  unsubscribed: 'You have been unsubscribed. We will not send newsletters to this address any more.',
  alreadyUnsubscribed: 'This address was already unsubscribed.',
  invalid: 'This unsubscribe link is not valid.',
  unavailable: 'We could not unsubscribe you just now. Please try again in a few minutes.',
} as const;

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

/** Reads at most {@link CONSENT_BODY_LIMIT} bytes of a form body into its fields. */
async function readFormFields(request: Request): Promise<URLSearchParams | 'too-large' | 'unreadable'> {
  const bytes = await readCappedBody(request, CONSENT_BODY_LIMIT);
  if (bytes === 'too-large') return 'too-large';
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (bytes.byteLength === 0 || mediaType === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(new TextDecoder().decode(bytes));
  }
  if (mediaType === 'multipart/form-data') {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
      const fields = new URLSearchParams();
      for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
      return fields;
    } catch {
      return 'unreadable';
    }
  }
  return 'unreadable';
}

/**
 * The fields of a newsletter page's form post, or the answer that refuses it: 403 for a
 * cross-site browser post, 413 past {@link CONSENT_BODY_LIMIT}, 415 for a body that is not a form.
 */
export async function readConsentForm(request: Request, deps: Pick<ConsentDeps, 'siteUrl' | 'trustProxy'>): Promise<URLSearchParams | Response> {
  if (isCrossSite(request.headers, { siteUrl: deps.siteUrl, trustProxy: deps.trustProxy })) {
    return text(403, consentMessages.crossSite);
  }
  const fields = await readFormFields(request);
  if (fields === 'too-large') return text(413, consentMessages.tooLarge);
  if (fields === 'unreadable') return text(415, consentMessages.unreadable);
  return fields;
}

/** 303 See Other to one of our pages: the browser GETs it, and a reload posts nothing again. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** The page a button post returns to, with its token and whether this post changed it. */
function backToPage(action: ConsentAction, token: string, changed: boolean): Response {
  const page = action === 'confirm' ? newsletterPaths.confirm : newsletterPaths.unsubscribe;
  const query = new URLSearchParams({ token });
  if (changed) query.set('done', '1');
  return seeOther(`${page}?${query}`);
}

/** Answers a POST to `/newsletter/confirm/submit` or `/newsletter/unsubscribe/submit`. */
export async function handleConsentPost(request: Request, action: ConsentAction, deps: ConsentDeps): Promise<Response> {
  const fields = await readConsentForm(request, deps);
  if (fields instanceof Response) return fields;
  const token = new URL(request.url).searchParams.get('token') ?? fields.get('token') ?? '';
  const oneClick = action === 'unsubscribe' && fields.get('List-Unsubscribe') === 'One-Click';

  let outcome: Awaited<ReturnType<typeof confirmSubscription | typeof unsubscribe>> | 'unavailable';
  try {
    const db = await deps.database();
    outcome = action === 'confirm' ? await confirmSubscription(db, token) : await unsubscribe(db, token);
  } catch (error) {
    deps.log(action === 'confirm' ? 'could not confirm a subscription' : 'could not unsubscribe an address', error);
    outcome = 'unavailable';
  }
  if (oneClick) {
    switch (outcome) {
      case 'unsubscribed':
        return text(200, consentMessages.unsubscribed);
      case 'already-unsubscribed':
        return text(200, consentMessages.alreadyUnsubscribed);
      case 'unavailable':
        return text(503, consentMessages.unavailable, { 'Retry-After': '60' });
      default:
        return text(404, consentMessages.invalid);
    }
  }
  if (outcome === 'unavailable') {
    // The page, opened again, says the same and asks the person to retry later.
    return backToPage(action, token, false);
  }
  return backToPage(action, token, outcome === 'confirmed' || outcome === 'unsubscribed');
}

/** A GET of a button's address (a client that opened the one-click address): the page, changed nothing. */
export function consentPageRedirect(request: Request, action: ConsentAction): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return backToPage(action, token, false);
}
