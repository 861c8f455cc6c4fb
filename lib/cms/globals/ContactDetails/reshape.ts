/**
 * The stored "Contact details" global as the site's own type, apart from its admin
 * configuration (index.ts) so that readers outside Next's bundle (the server's reminder job,
 * lib/cms/read-firm-contact.ts) can map it, and its seed, without loading the admin.
 */
import type { FirmContact as StoredFirmContact } from '../../payload-types';
import { contactDetailsSeed } from '../../../../content/seed/contact-details';
import type { Firm } from '../../../../content/schema';
import { seedAsGlobalDoc } from '../../seed-data';

export const FIRM_CONTACT_SLUG = 'firm-contact';

/** The part of the firm staff edit in the admin. */
export type FirmContact = Pick<Firm, 'email' | 'phones' | 'address' | 'openingHours' | 'socials'>;

/**
 * The first start's contact details (content/seed/contact-details.ts) as the site's type: what
 * `next build` renders, and the stand-in while none can be read (lib/cms/read-firm-contact.ts).
 */
export const firmContactSeed = (): FirmContact => firmContactFromDoc(seedAsGlobalDoc<typeof FIRM_CONTACT_SLUG>(contactDetailsSeed));

export function firmContactFromDoc(doc: StoredFirmContact): FirmContact {
  const { address } = doc;
  return {
    email: doc.email,
    phones: doc.phones.map(({ label, display }) => ({ label, display })),
    address: {
      street: address.street,
      building: address.building,
      locality: address.locality,
      city: address.city,
      postalCode: address.postalCode,
      country: address.country,
      countryCode: address.countryCode,
      geo: { lat: address.geo.lat, lng: address.geo.lng },
    },
    openingHours: (doc.openingHours ?? []).map(({ days, opens, closes }) => ({ days, opens, closes })),
    socials: doc.socials.map(({ network, label, href }) => ({ network, label, href })),
  };
}
