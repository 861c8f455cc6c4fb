/**
 * The firm's identity. Everything here is sample data for Kilele Partners LLP, clearly the
 * firm's to replace: route names (`/{prefix}-trainings`, `/{network}-international`) follow it.
 */
import type { Firm } from './schema';

export const firm = {
  name: 'Kilele Partners LLP',
  shortName: 'Kilele Partners',
  prefix: 'kp',
  network: {
    name: 'Meridian',
    slug: 'meridian',
    description:
      'Kilele Partners is an independent member of Meridian International, a network of accounting and advisory firms serving clients across Africa, Europe and Asia.',
  },
  tagline: 'Accounting, audit, tax and advisory for businesses that intend to last.',
  description:
    'Kilele Partners LLP is a Nairobi accounting, audit, tax and advisory firm serving startups, SMEs, enterprises, nonprofits and public bodies across East Africa.',
  email: 'enquiries@kilele.example',
  phones: [
    { label: 'Main office', display: '+254 20 765 4321' },
    { label: 'Mobile', display: '+254 712 345 678' },
    { label: 'Tax desk', display: '+254 733 456 789' },
  ],
  address: {
    street: 'Ralph Bunche Road',
    building: 'Kilele House, 4th Floor',
    locality: 'Upper Hill',
    city: 'Nairobi',
    postalCode: '00100',
    country: 'Kenya',
    countryCode: 'KE',
    geo: { lat: -1.2966, lng: 36.8107 },
  },
  openingHours: [{ days: 'Monday to Friday', opens: '08:00', closes: '17:00' }],
  socials: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/kilelepartners' },
    { network: 'x', label: 'X', href: 'https://x.com/kilelepartners' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/kilelepartners' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/kilele-partners' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@kilelepartners' },
    { network: 'podcast', label: 'Podcast on Spotify', href: 'https://open.spotify.com/show/kilelepartners' },
  ],
  figures: { years: 40, firms: '10k', employees: 50 },
  foundedYear: 1986,
} satisfies Firm;
