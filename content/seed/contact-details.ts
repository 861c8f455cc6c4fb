/**
 * The firm's contact details (the "Contact details" global in the admin) as the first start
 * stores them: the header, the footer, the contact page, the structured data and every mail
 * show them. Sample data for Kilele Partners LLP, the firm's to replace in the admin.
 */
import type { SeedGlobalData } from './stored';

export const contactDetailsSeed: SeedGlobalData<'firm-contact'> = {
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
};
