/**
 * The services page's own copy (the "Services page" global in the admin) as the first start
 * stores it: the hero, who the firm serves (seven groups), how it works (four steps) and the
 * FAQ's introduction, around the service cards and the FAQ. Sample copy, the firm's to replace.
 */
import type { SeedGlobalData } from './stored';

export const servicesPageSeed: SeedGlobalData<'services-page'> = {
  hero: {
    title: 'Our Services',
    intro:
      'Audit, accounting, tax, advisory, IT, training, company secretarial and HR services from one Nairobi firm, for organisations at every stage from start-up to large enterprise.',
  },
  clientGroups: [
    {
      title: 'Startups',
      description:
        'Company registration, bookkeeping, tax set-up and investor-ready business plans that give new ventures a sound footing from day one.',
    },
    {
      title: 'SMEs',
      description:
        'Fixed-fee accounting, payroll, tax compliance and practical advice that help growing businesses stay compliant and make better decisions.',
    },
    {
      title: 'Large Enterprises',
      description:
        'Statutory audits, tax advisory, IT assurance and transaction support for complex organisations and groups.',
    },
    {
      title: 'Nonprofits and NGOs',
      description:
        'Audits, grant accounting, tax exemption support and governance advice that keep boards, funders and regulators confident.',
    },
    {
      title: 'Government Agencies',
      description:
        'IPSAS reporting, internal audit, IT governance and capacity-building training for public sector bodies.',
    },
    {
      title: 'Financial Institutions',
      description:
        'Audit, regulatory compliance and IT and cybersecurity assurance for SACCOs, microfinance institutions, insurers and investment firms.',
    },
    {
      title: 'Donor-Funded Projects',
      description:
        'Project audits, expenditure verification and financial management support that meet each funder’s terms of reference.',
    },
  ],
  processSteps: [
    {
      title: 'Consultation',
      description:
        'We meet, in person or online, to understand your organisation, your objectives and the challenge you want to solve, with no obligation on your part.',
    },
    {
      title: 'Assessment and Proposal',
      description:
        'We review the relevant information, define the scope of work and send a written proposal setting out our approach, team, timetable and fee.',
    },
    {
      title: 'Engagement and Delivery',
      description:
        'Once you accept, we sign an engagement letter and begin the work, keeping you informed through agreed check-ins and a single point of contact.',
    },
    {
      title: 'Review and Ongoing Support',
      description:
        'We present our findings and deliverables, agree next steps and stay available for follow-up questions, implementation support and your future needs.',
    },
  ],
  faqIntro:
    'Answers to the questions prospective clients ask us most often. If yours is not here, get in touch and one of our advisers will reply.',
};
