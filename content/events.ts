/** The trainings page's introduction: page copy, kept in code (the trainings are the admin's, content/seed/trainings.ts). */

export const eventsIntro =
  'Practical seminars and workshops led by our partners and trainers, keeping finance teams, business owners and nonprofit leaders up to date with Kenyan tax, reporting and management practice.';
