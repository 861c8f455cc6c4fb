/**
 * The careers copy that stays in code: the page's introductions, and the body of each sample
 * job description, which `scripts/generate-jd-pdfs.ts` turns into the PDFs under `public/docs/`
 * that the openings' seed uploads (the openings are the admin's, content/seed/openings.ts).
 */

export const careersIntro =
  'Build your career with a firm that has served East African businesses for four decades. We look for curious, principled people who enjoy solving problems for clients, and we invest in their training and growth.';

/** Heading and introduction of the Outsourced Career Opportunities block. */
export const outsourcedIntro = {
  title: 'Outsourced Career Opportunities',
  intro:
    'Through our Outsourced HR and Recruitment service we recruit for clients across Kenya. These roles are with our clients, not with Kilele Partners; we manage the application and shortlisting process on their behalf.',
};

/** The careers nudge on the about page. */
export const careersNudge = {
  title: 'Grow your career with us',
  text: 'We are always keen to meet talented accountants, auditors, tax and technology specialists. See our open positions and the roles we are recruiting for on behalf of clients.',
};

/** The body of a job description document. */
export type JobDescription = {
  about: string[];
  responsibilities: string[];
  requirements: string[];
  howToApply: string;
};

const applyText = (deadline: string) =>
  `Apply through the online form linked from the Apply button on our careers page, attaching your CV and a cover letter, by ${deadline}. Only shortlisted candidates will be contacted.`;

/** JD bodies by their PDF under `public/`; every opening of the seed has one. */
export const jobDescriptions: Record<string, JobDescription> = {
  '/docs/tax-manager-jd.pdf': {
    about: [
      'Kilele Partners LLP is a Nairobi accounting, audit, tax and advisory firm founded in 1986 and a member of Meridian International. Our tax practice advises companies, nonprofits and individuals on compliance, planning and disputes.',
      'The Tax Manager reports to the Director, Tax, manages a portfolio of clients and engagements, and supervises and coaches a team of tax consultants and trainees.',
    ],
    responsibilities: [
      'Manage corporate income tax, VAT, PAYE, withholding tax and excise compliance for a portfolio of clients, reviewing returns before filing on iTax.',
      'Advise clients on the effect of each Finance Act, eTIMS compliance and the tax implications of transactions and restructurings.',
      'Lead tax health checks and due diligence reviews and prepare clear reports with practical recommendations.',
      'Prepare objections and support clients in KRA audits, alternative dispute resolution and Tax Appeals Tribunal matters.',
      'Contribute to transfer pricing documentation and reviews for group clients.',
      'Plan engagements, manage budgets and billing, and keep clients informed of progress.',
      'Supervise, review and develop tax consultants and trainees, and contribute to the firm’s tax training and insights.',
    ],
    requirements: [
      'A bachelor’s degree in Accounting, Finance, Economics, Law or a related field.',
      'CPA(K) or ACCA qualification and membership in good standing of ICPAK or ACCA.',
      'At least six years’ tax experience, including at least two years supervising others in a practice or corporate tax function.',
      'Thorough knowledge of Kenyan tax law and the Tax Procedures Act, and practical experience of iTax and eTIMS.',
      'Strong writing, client relationship and team leadership skills.',
      'A master’s degree or a tax qualification is an added advantage.',
    ],
    howToApply: applyText('18 December 2026'),
  },
  '/docs/chief-operations-officer-jd.pdf': {
    about: [
      'Riverside Learning Centre is an independent educational centre in Nairobi offering pre-primary, primary and after-school programmes to a growing community of families.',
      'The Chief Operations Officer reports to the Director and leads all non-academic operations so that teachers can focus on learning. Kilele Partners is managing this recruitment on the centre’s behalf.',
    ],
    responsibilities: [
      'Lead finance, human resources, procurement, facilities, transport, catering, security and ICT operations.',
      'Translate the centre’s strategic plan into annual operating plans and budgets, and report on progress to the Director and board.',
      'Oversee fee policy, collections and cash flow with the Finance Manager.',
      'Ensure compliance with education, health and safety, employment and tax regulations.',
      'Manage supplier contracts and service levels, and lead capital projects and maintenance.',
      'Build and lead a motivated operations team, setting objectives and reviewing performance.',
      'Manage risk, insurance and business continuity planning for the centre.',
    ],
    requirements: [
      'A bachelor’s degree in Business Administration, Finance, Education Management or a related field; a master’s degree is an advantage.',
      'At least ten years’ experience in operations or general management, at least five of them at senior level, preferably in education or another service organisation.',
      'Sound financial management skills and experience of budgeting and reporting to a board.',
      'Proven people leadership and change management skills.',
      'Knowledge of Kenyan employment, health and safety and education regulations.',
    ],
    howToApply: applyText('11 December 2026'),
  },
  '/docs/finance-manager-jd.pdf': {
    about: [
      'Riverside Learning Centre is an independent educational centre in Nairobi offering pre-primary, primary and after-school programmes.',
      'The Finance Manager reports to the Chief Operations Officer and leads the centre’s finance function and a team of two. Kilele Partners is managing this recruitment on the centre’s behalf.',
    ],
    responsibilities: [
      'Prepare the annual budget and cash flow forecasts and monitor performance against them.',
      'Produce accurate monthly management accounts and annual financial statements ready for audit.',
      'Oversee fee billing, collections, bursaries and debt follow-up.',
      'Manage payroll, statutory deductions and tax compliance, including VAT, PAYE, withholding tax and eTIMS.',
      'Maintain strong internal controls, policies and procedures over cash, procurement and assets.',
      'Coordinate the external audit and implement its recommendations.',
      'Supervise and develop the accounts team.',
    ],
    requirements: [
      'A bachelor’s degree in Accounting, Finance or Commerce.',
      'CPA(K) or ACCA qualification and membership of ICPAK or ACCA.',
      'At least five years’ accounting experience, two of them in a supervisory role; experience in a school or nonprofit is an advantage.',
      'Working knowledge of IFRS, Kenyan tax law, iTax and eTIMS.',
      'Proficiency with accounting software and spreadsheets.',
      'Integrity, attention to detail and good communication skills.',
    ],
    howToApply: applyText('11 December 2026'),
  },
  '/docs/accountant-jd.pdf': {
    about: [
      'Riverside Learning Centre is an independent educational centre in Nairobi offering pre-primary, primary and after-school programmes.',
      'The Accountant reports to the Finance Manager and keeps the centre’s day-to-day accounting accurate and up to date. Kilele Partners is managing this recruitment on the centre’s behalf.',
    ],
    responsibilities: [
      'Raise fee invoices, record receipts and follow up outstanding balances with parents.',
      'Process supplier invoices and payments and maintain creditor records.',
      'Prepare monthly bank, mobile money and ledger reconciliations.',
      'Prepare payroll inputs and statutory returns, and issue eTIMS-compliant invoices where required.',
      'Maintain the fixed asset register and petty cash records.',
      'Assist with monthly management accounts, budgets and audit preparation.',
    ],
    requirements: [
      'A bachelor’s degree in Accounting, Finance or Commerce.',
      'CPA(K) or ACCA qualification, or at least CPA Section 4 / ACCA Applied Skills completed.',
      'At least two years’ accounting experience.',
      'Working knowledge of accounting software, iTax and eTIMS, and good spreadsheet skills.',
      'Accuracy, good organisation and a friendly manner with parents and suppliers.',
    ],
    howToApply: applyText('11 December 2026'),
  },
  '/docs/finance-administration-officer-jd.pdf': {
    about: [
      'Lakeside Agro-Dealers Limited distributes seeds, fertilisers and farm equipment to farmers and retailers across the Rift Valley from its base in Nakuru.',
      'The Finance Administration Officer reports to the General Manager and supports both the finance and the office administration of the company. Kilele Partners is managing this recruitment on the company’s behalf.',
    ],
    responsibilities: [
      'Issue eTIMS-compliant sales invoices and credit notes and record sales and receipts.',
      'Follow up debtors and prepare statements for customers.',
      'Record supplier invoices, prepare payment schedules and maintain creditor records.',
      'Manage petty cash and prepare bank and mobile money reconciliations.',
      'Reconcile stock records with the warehouse and support monthly stock counts.',
      'Prepare VAT, PAYE and withholding tax workings for review by the company’s outsourced accountants.',
      'Handle office administration, including filing, staff records and supplier liaison.',
    ],
    requirements: [
      'A diploma or degree in Accounting, Finance, Commerce or Business Administration.',
      'CPA Section 2 or higher, or an equivalent accounting qualification.',
      'At least two years’ experience in an accounts or finance administration role, preferably in distribution or retail.',
      'Working knowledge of accounting software, iTax and eTIMS, and good spreadsheet skills.',
      'Based in or willing to relocate to Nakuru.',
    ],
    howToApply: applyText('15 January 2027'),
  },
};
