/** Copy for the services overview page (`/services`); the service cards come from `services.ts`. */
import type { z } from 'zod';
import type { clientGroupSchema, processStepSchema } from '@/content/schema';

export type ClientGroup = z.infer<typeof clientGroupSchema>;
export type ProcessStep = z.infer<typeof processStepSchema>;

export const servicesPageHero = {
  title: 'Our Services',
  intro:
    'Audit, accounting, tax, advisory, IT, training, company secretarial and HR services from one Nairobi firm, for organisations at every stage from start-up to large enterprise.',
};

export const clientGroups: ClientGroup[] = [
  {
    id: 1,
    title: 'Startups',
    description:
      'Company registration, bookkeeping, tax set-up and investor-ready business plans that give new ventures a sound footing from day one.',
  },
  {
    id: 2,
    title: 'SMEs',
    description:
      'Fixed-fee accounting, payroll, tax compliance and practical advice that help growing businesses stay compliant and make better decisions.',
  },
  {
    id: 3,
    title: 'Large Enterprises',
    description:
      'Statutory audits, tax advisory, IT assurance and transaction support for complex organisations and groups.',
  },
  {
    id: 4,
    title: 'Nonprofits and NGOs',
    description:
      'Audits, grant accounting, tax exemption support and governance advice that keep boards, funders and regulators confident.',
  },
  {
    id: 5,
    title: 'Government Agencies',
    description:
      'IPSAS reporting, internal audit, IT governance and capacity-building training for public sector bodies.',
  },
  {
    id: 6,
    title: 'Financial Institutions',
    description:
      'Audit, regulatory compliance and IT and cybersecurity assurance for SACCOs, microfinance institutions, insurers and investment firms.',
  },
  {
    id: 7,
    title: 'Donor-Funded Projects',
    description:
      'Project audits, expenditure verification and financial management support that meet each funder’s terms of reference.',
  },
];

export const processSteps: ProcessStep[] = [
  {
    id: 1,
    title: 'Consultation',
    description:
      'We meet, in person or online, to understand your organisation, your objectives and the challenge you want to solve, with no obligation on your part.',
  },
  {
    id: 2,
    title: 'Assessment and Proposal',
    description:
      'We review the relevant information, define the scope of work and send a written proposal setting out our approach, team, timetable and fee.',
  },
  {
    id: 3,
    title: 'Engagement and Delivery',
    description:
      'Once you accept, we sign an engagement letter and begin the work, keeping you informed through agreed check-ins and a single point of contact.',
  },
  {
    id: 4,
    title: 'Review and Ongoing Support',
    description:
      'We present our findings and deliverables, agree next steps and stay available for follow-up questions, implementation support and your future needs.',
  },
];

export const faqIntro =
  'Answers to the questions prospective clients ask us most often. If yours is not here, get in touch and one of our advisers will reply.';
