/**
 * The visitor's addresses of the registrations flow, as mails and the M-Pesa flow link to them.
 * The pages themselves come with the visitor's layer of issue 31.
 */

/** The page that follows a registration's payment: its id is random, so the address is its key. */
export const registrationStatusUrl = (siteUrl: string, registrationId: string) => `${siteUrl}/registrations/${registrationId}`;

/** The page that takes up a waitlist offer (one button: opening the link takes nothing). */
export const waitlistOfferUrl = (siteUrl: string, token: string) => `${siteUrl}/registrations/offer?token=${encodeURIComponent(token)}`;
