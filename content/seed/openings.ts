/**
 * The job openings as the first start stores them, in the order the careers page lists them:
 * the firm's own vacancy, then the roles it recruits for clients (Outsourced HR and
 * Recruitment, `outsourced`), which the HR service's page lists too. Each job description is a
 * PDF under `public/docs/`, written from content/careers.ts by `npm run jd:pdfs`. A day is
 * stored as noon in Nairobi (+03:00), the same day in every time zone. Employers, dates and
 * application forms are sample data for the firm to replace.
 */
import type { SeedData } from './stored';

const firmEmployer = 'Kilele Partners LLP';
const schoolEmployer = 'Riverside Learning Centre';
const nakuruEmployer = 'Lakeside Agro-Dealers Limited';

export const openingsSeed: SeedData<'job-openings'>[] = [
  {
    title: 'Tax Manager',
    outsourced: false,
    employer: firmEmployer,
    employmentType: 'Full time',
    location: 'Nairobi',
    description: 'Lead a portfolio of corporate and nonprofit tax clients, manage tax compliance and advisory engagements, and develop a team of tax consultants in our Nairobi office.',
    jd: { publicFile: '/docs/tax-manager-jd.pdf', title: 'Tax Manager job description' },
    apply: 'https://forms.example/kilele/tax-manager',
    datePosted: '2026-11-02T12:00:00+03:00',
    validThrough: '2026-12-18T12:00:00+03:00',
  },
  {
    title: 'Chief Operations Officer',
    outsourced: true,
    employer: schoolEmployer,
    employmentType: 'Full time',
    location: 'Nairobi',
    description: 'Lead the day-to-day operations of a growing educational centre in Nairobi, including finance, human resources, facilities, transport, procurement and ICT, and work with the Director to deliver its strategic plan.',
    jd: { publicFile: '/docs/chief-operations-officer-jd.pdf', title: 'Chief Operations Officer job description' },
    apply: 'https://forms.example/kilele/riverside-chief-operations-officer',
    datePosted: '2026-11-09T12:00:00+03:00',
    validThrough: '2026-12-11T12:00:00+03:00',
  },
  {
    title: 'Finance Manager',
    outsourced: true,
    employer: schoolEmployer,
    employmentType: 'Full time',
    location: 'Nairobi',
    description: 'Own the educational centre’s financial planning, budgeting, fee management, reporting and statutory compliance, and lead a small accounts team.',
    jd: { publicFile: '/docs/finance-manager-jd.pdf', title: 'Finance Manager job description' },
    apply: 'https://forms.example/kilele/riverside-finance-manager',
    datePosted: '2026-11-09T12:00:00+03:00',
    validThrough: '2026-12-11T12:00:00+03:00',
  },
  {
    title: 'Accountant',
    outsourced: true,
    employer: schoolEmployer,
    employmentType: 'Full time',
    location: 'Nairobi',
    description: 'Keep accurate books for the educational centre: fee billing and collections, supplier payments, payroll support, bank reconciliations and monthly management accounts.',
    jd: { publicFile: '/docs/accountant-jd.pdf', title: 'Accountant job description' },
    apply: 'https://forms.example/kilele/riverside-accountant',
    datePosted: '2026-11-09T12:00:00+03:00',
    validThrough: '2026-12-11T12:00:00+03:00',
  },
  {
    title: 'Finance Administration Officer',
    outsourced: true,
    employer: nakuruEmployer,
    employmentType: 'Full time',
    location: 'Nakuru',
    description: 'Support the finance and administration of an agricultural inputs distributor in Nakuru: invoicing on eTIMS, debtor and creditor follow-up, petty cash, stock records and office administration.',
    jd: { publicFile: '/docs/finance-administration-officer-jd.pdf', title: 'Finance Administration Officer job description' },
    apply: 'https://forms.example/kilele/lakeside-finance-administration-officer',
    datePosted: '2026-11-16T12:00:00+03:00',
    validThrough: '2027-01-15T12:00:00+03:00',
  },
];
