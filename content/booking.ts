/** The booking form's service select: a blank placeholder, then the 7 bookable services. */
export const bookingServicePlaceholder = 'Select Service';

export const bookableServices = [
  'Audit and Assurance',
  'Tax Consultation',
  'Outsourced Accounting',
  'Business Advisory',
  'Outsourced Hr and Recruitment',
  'Company Secretarial Services',
  'ICT Advisory',
] as const;

export type BookableService = (typeof bookableServices)[number];
