/**
 * The firm's identity: what stays in code of it. Everything here is sample data for Kilele
 * Partners LLP, clearly the firm's to replace: route names (`/{prefix}-trainings`,
 * `/{network}-international`) follow it. Its contact details are the staff's, in the admin's
 * "Contact details" (seeded from content/seed/contact-details.ts); pages read both together
 * (`getFirm()`, lib/cms/read-content.ts).
 */
import type { Firm } from './schema';
import { contactDetailsSeed } from './seed/contact-details';

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
  /**
   * The sending mailbox, every mail's From address: SMTP, SPF and DKIM are set up for it
   * (docs/mail.md), so it stays in code. Visitors see, and reply to, the admin's email.
   */
  email: 'enquiries@kilele.example',
  /**
   * The office as first seeded, for sample text written once that quotes it (the legal pages'
   * seed, the sample job descriptions' PDFs); pages and mails show the admin's.
   */
  address: contactDetailsSeed.address,
  figures: { years: 40, firms: '10k', employees: 50 },
  foundedYear: 1986,
} satisfies Omit<Firm, 'phones' | 'openingHours' | 'socials'>;
