/**
 * The firm's contact details (seeded from content/seed/contact-details.ts): phones, email,
 * address, opening hours, social links and map location, shown in the header, the footer, the
 * contact page and the structured data. The firm's name and the routes named after it stay in
 * code (content/firm.ts).
 */
import type { Field, GlobalConfig } from 'payload';
import { z } from 'zod';
import { contactDetailsSeed } from '../../../../content/seed/contact-details';
import { contentStaff } from '../../access';
import { defineGlobal } from '../../content-registry';
import { EVERY_PAGE, regenerateOnGlobalChange } from '../../revalidate';
import { checkPhone } from '../../../phone';
import { list, text, urlRule, validateWith } from '../../fields';
import { FIRM_CONTACT_SLUG, type FirmContact, firmContactFromDoc } from './reshape';

export { FIRM_CONTACT_SLUG, type FirmContact };

export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'linkedin', 'youtube', 'podcast'] as const;

const clock = validateWith(z.string().regex(/^\d\d:\d\d$/, 'HH:MM, e.g. 08:00'));
const exactly = (count: number, name: string, label: string, fields: Field[]): Field => ({
  ...list(name, label, count, fields),
  maxRows: count,
  admin: { description: `Exactly ${count}: the site’s layout shows that many.` },
} as Field);

/** The footer shows them on every page. */
const pages = (): string[] => [EVERY_PAGE];

const config: GlobalConfig = {
  slug: FIRM_CONTACT_SLUG,
  label: 'Contact details',
  admin: { group: 'Site content', description: 'Phones, email, address, hours and social links, wherever the site shows them.' },
  access: { read: () => true, update: contentStaff },
  hooks: { afterChange: regenerateOnGlobalChange({ slug: FIRM_CONTACT_SLUG, pages }) },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      validate: validateWith(z.email('An email address')),
    },
    {
      ...list('phones', 'Phones', 1, [
        text('label', 'Label', { admin: { description: 'e.g. Main office' } }),
        text('display', 'Number', {
          validate: checkPhone,
          admin: { description: 'As the site shows it, in international form, e.g. +254 20 765 4321. Phones dial it as +254207654321.' },
        }),
      ]),
      admin: { description: 'One or more: the footer and the contact page show each, in this order.' },
    } as Field,
    {
      name: 'address',
      type: 'group',
      fields: [
        text('street', 'Street'),
        text('building', 'Building'),
        text('locality', 'Locality'),
        text('city', 'City'),
        text('postalCode', 'Postal code'),
        text('country', 'Country'),
        text('countryCode', 'Country code', {
          validate: validateWith(z.string().length(2, 'Two letters, e.g. KE')),
          admin: { description: 'Two letters, e.g. KE' },
        }),
        {
          name: 'geo',
          label: 'Map location',
          type: 'group',
          admin: { description: 'Latitude and longitude of the office, for the map on the contact page.' },
          fields: [
            { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90 },
            { name: 'lng', label: 'Longitude', type: 'number', required: true, min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      ...list('openingHours', 'Opening hours', 0, [text('days', 'Days'), text('opens', 'Opens', { validate: clock }), text('closes', 'Closes', { validate: clock })]),
      required: false,
    } as Field,
    exactly(6, 'socials', 'Social links', [
      {
        name: 'network',
        type: 'select',
        required: true,
        options: SOCIAL_NETWORKS.map((network) => ({ label: network, value: network })),
      },
      text('label', 'Label'),
      text('href', 'Address', { validate: urlRule }),
    ]),
  ],
};

export const firmContactGlobal = defineGlobal<FirmContact, typeof FIRM_CONTACT_SLUG>({
  slug: FIRM_CONTACT_SLUG,
  config,
  storedSeed: () => contactDetailsSeed,
  fromDoc: firmContactFromDoc,
  pages,
});
