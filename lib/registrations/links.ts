/**
 * The visitor's addresses of the registrations flow, as the pages, mails and the M-Pesa flow
 * link to them, and the staff's page of a registration in the admin.
 *
 * A registration's page (`/registrations/status?token=<token>`) shows a person's name, training, amount and
 * receipt, so its address must not be guessable: the token is the registration's id (random,
 * 122 bits) **and** an HMAC of it under a key derived from the site's secret
 * (`PAYLOAD_SECRET`, or the one the site made and keeps in its database: lib/cms/secret.ts).
 * The short `KP-` reference, read out over the phone and printed on invoices, opens nothing;
 * an id seen elsewhere (a staff screen, a log line, the admin's address bar) opens nothing
 * either without its signature. The link is computed, not stored, so a mail made later (the
 * confirmation, the reminder) links to the same page; changing the secret ends every link
 * (and every staff session), which is the way to revoke them all.
 *
 * The token travels in the query, never in the path: access logs keep paths (nginx's `$uri`,
 * Caddy's filtered `uri`, the site's own request lines) and drop a `token` query
 * (deploy/, lib/request-log.ts), and the status page is asked about every 2 s while a payment
 * is followed. The first links, mailed with the token in the path (`/registrations/<token>`),
 * lead to the same page by a permanent redirect.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key registration links are signed with, derived from the site's secret (never the secret itself). */
function linkKey(): Buffer {
  const secret = process.env.PAYLOAD_SECRET;
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: the start provides it before the first request (lib/cms/secret.ts)');
  return createHmac('sha256', secret).update('kilele registration status link v1').digest();
}

const signature = (registrationId: string) => createHmac('sha256', linkKey()).update(registrationId).digest('base64url').slice(0, 22);

/** The token of a registration's page: its id and the id's signature (132 bits). */
export const registrationToken = (registrationId: string) => `${registrationId}.${signature(registrationId)}`;

/** The registration id a page token names, or undefined when the token is not one the site signed. */
export function registrationIdOf(token: string): string | undefined {
  const [id, signed, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !signed || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(id));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The registration's page, without its token: what its canonical link and logs name. */
export const REGISTRATION_PAGE = '/registrations/status';

/** The page of a registration, within the site. */
export const registrationPath = (registrationId: string) => registrationPathOfToken(registrationToken(registrationId));

/** The page a registration token opens (the token as given: the page checks it). */
export const registrationPathOfToken = (token: string) => `${REGISTRATION_PAGE}?token=${encodeURIComponent(token)}`;

/** The page that follows a registration's payment, as mails link to it. */
export const registrationStatusUrl = (siteUrl: string, registrationId: string) => `${siteUrl}${registrationPath(registrationId)}`;

/** The JSON the status page polls while a payment is pending. */
export const registrationStatusJsonPath = (registrationId: string) => `/api/registrations/status?token=${encodeURIComponent(registrationToken(registrationId))}`;

/** The page that takes up a waitlist offer (one button: opening the link takes nothing). */
export const waitlistOfferPath = (token: string) => `/registrations/offer?token=${encodeURIComponent(token)}`;

export const waitlistOfferUrl = (siteUrl: string, token: string) => `${siteUrl}${waitlistOfferPath(token)}`;

/** The JSON of a training's seats, which its static page asks for. */
export const trainingSeatsPath = (trainingId: string | number) => `/api/trainings/${trainingId}/seats`;

/** Where the staff's registrations screens are in the admin (components/admin/registrations). */
export const REGISTRATIONS_ADMIN_PATH = '/admin/registrations';

/** A registration's page in the staff admin: its id alone, which opens nothing without a staff session. */
export const registrationAdminPath = (registrationId: string) => `${REGISTRATIONS_ADMIN_PATH}/${registrationId}`;
