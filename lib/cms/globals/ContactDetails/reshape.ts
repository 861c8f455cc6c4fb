/**
 * The stored "Contact details" global as the site's own type, apart from its admin
 * configuration (firm-contact.ts) so that readers outside Next's bundle (the server's reminder
 * job, lib/cms/read-firm-contact.ts) can map it without loading the admin.
 */
import type { FirmContact as StoredFirmContact } from '../../payload-types';
import { firm } from '../../../../content/firm';
import type { Firm } from '../../../../content/schema';
import { withoutId } from '../../fields';

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

/** A list's rows without the row ids Payload adds. */
const withoutRowIds = <T extends object>(rows: unknown): T[] =>
  ((rows ?? []) as (T & { id?: unknown })[]).map((row) => withoutId(row) as T);

export function firmContactFromDoc(doc: StoredFirmContact): FirmContact {
  const address = doc.address as Firm['address'];
  return {
    email: String(doc.email),
    phones: withoutRowIds<Firm['phones'][number]>(doc.phones).map(({ label, display }) => ({ label, display })),
    address: {
      street: address.street,
      building: address.building,
      locality: address.locality,
      city: address.city,
      postalCode: address.postalCode,
      country: address.country,
      countryCode: address.countryCode,
      geo: { lat: Number(address.geo.lat), lng: Number(address.geo.lng) },
    },
    openingHours: withoutRowIds<Firm['openingHours'][number]>(doc.openingHours),
    socials: withoutRowIds<Firm['socials'][number]>(doc.socials),
  };
}
