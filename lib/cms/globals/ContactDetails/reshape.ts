/**
 * The stored "Contact details" global as the site's own type, apart from its admin
 * configuration (firm-contact.ts) so that readers outside Next's bundle (the server's reminder
 * job, lib/cms/read-firm-contact.ts) can map it without loading the admin.
 */
import type { FirmContact as StoredFirmContact } from '../../payload-types';
import { firm } from '../../../../content/firm';
import type { Firm } from '../../../../content/schema';

export const FIRM_CONTACT_SLUG = 'firm-contact';

/** The part of content/firm.ts staff edit in the admin. */
export type FirmContact = Pick<Firm, 'email' | 'phones' | 'address' | 'openingHours' | 'socials'>;

/** Today's contact details (content/firm.ts): the first start's seed, and the stand-in while none can be read. */
export const firmContactSeed = (): FirmContact => ({
  email: firm.email,
  phones: firm.phones,
  address: firm.address,
  openingHours: firm.openingHours,
  socials: firm.socials,
});

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
