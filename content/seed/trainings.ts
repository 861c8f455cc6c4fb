/**
 * The firm's trainings and events as the first start stores them. Pages decide upcoming or past
 * from `starts`/`ends` against today (docs/site.md), and show the date, time and fee formatted
 * from `starts`, `ends` and `priceKes` (lib/events/format.ts). Times are written in Nairobi
 * time (+03:00); Payload stores the same instant. Venue and registration link are sample data for
 * the firm to replace.
 */
import type { SeedData } from './stored';

const venue = 'The Acacia Hotel, Kilimani, Nairobi';
const address = 'Argwings Kodhek Road, Kilimani, Nairobi, Kenya';

export const trainingsSeed: SeedData<'training-events'>[] = [
  {
    title: 'Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance',
    slug: 'tax-updates-seminar-2025',
    image: {
      publicFile: '/images/events/tax-updates-seminar-2025.webp',
      width: 1200,
      height: 675,
      alt: 'Delegates at a tax updates seminar listening to a presenter in a hotel conference room',
    },
    intro: {
      lead: 'Two days to get your organisation ready for the changes the Finance Act 2025 brings.',
      paragraphs: [
        {
          text: 'Every Finance Act changes how Kenyan businesses calculate, invoice, deduct and file. This seminar walks finance teams through the Finance Act 2025 clause by clause, explains what the changes mean in practice and shows how to apply them from the first payroll and the first invoice after they take effect.',
        },
        {
          text: 'Our tax team will also cover the Kenya Revenue Authority’s latest guidance on eTIMS, VAT, PAYE and withholding tax, and the procedures that decide how disputes, objections and refunds are handled, with worked examples and time for your own questions.',
        },
      ],
    },
    outline: {
      heading: 'What the seminar covers',
      listHeading: 'Topics',
      topics: [
        {
          name: 'Finance Act 2025:',
          description: 'the key amendments to income tax, VAT, excise duty and the Tax Procedures Act, and when each takes effect.',
        },
        {
          name: 'eTIMS:',
          description: 'who must comply, invoicing and credit notes, integration options for ERPs and the expense-deductibility rules that depend on valid eTIMS invoices.',
        },
        {
          name: 'Value Added Tax:',
          description: 'rates, exemptions and zero-rating, input tax claims, VAT withholding and common reasons refunds are delayed.',
        },
        {
          name: 'PAYE and employment taxes:',
          description: 'taxable benefits, reliefs, the housing levy and SHIF deductions, and getting monthly returns right.',
        },
        {
          name: 'Withholding tax:',
          description: 'rates for residents and non-residents, treaty relief, the certificates you must issue and how to avoid double deductions.',
        },
        {
          name: 'Tax procedures:',
          description: 'record keeping, assessments, objections, alternative dispute resolution, penalties and interest, and voluntary disclosure.',
        },
      ],
      closing: 'Each session closes with questions from the floor, and delegates receive the presentation slides and a summary of the Finance Act 2025 changes to share with their teams.',
    },
    more: {
      heading: 'Who should attend',
      text: 'The seminar is designed for people who prepare, review or sign off tax returns and payments:',
      items: [
        {
          text: 'Finance directors, finance managers and chief accountants',
        },
        {
          text: 'Accountants and tax officers',
        },
        {
          text: 'Payroll and HR officers responsible for PAYE and statutory deductions',
        },
        {
          text: 'Business owners and directors of SMEs',
        },
        {
          text: 'Finance staff of NGOs, schools and other exempt organisations',
        },
        {
          text: 'Internal auditors and tax practitioners',
        },
      ],
    },
    cost: {
      title: 'Cost',
      description: 'KES 35,000 per delegate, VAT inclusive, covering both days of training, seminar materials, lunch and refreshments, and a certificate of attendance for your CPD records.',
    },
    closingNote: 'Places are limited, so register early to secure a seat for yourself and your team.',
    link: 'https://forms.example/kilele/tax-updates-seminar-2025',
    venue,
    address,
    priceKes: 35000,
    starts: '2025-05-29T09:00:00+03:00',
    ends: '2025-05-30T17:00:00+03:00',
  },
  {
    title: 'Fundraising and Resource Mobilisation Training for Nonprofits',
    slug: 'fundraising-for-nonprofits-training',
    image: {
      publicFile: '/images/events/fundraising-for-nonprofits-training.webp',
      width: 1200,
      height: 675,
      alt: 'Nonprofit leaders working together on a fundraising plan during a training workshop',
    },
    intro: {
      lead: 'A one-day, hands-on training for nonprofit leaders who want steadier, more diverse funding.',
      paragraphs: [
        {
          text: 'Donor funding is shrinking and more organisations are competing for it. This training helps NGOs, community-based organisations, faith-based organisations and social enterprises build a resource mobilisation plan that does not depend on a single funder.',
        },
        {
          text: 'Participants work through their own organisation’s case for support, identify the funders and local sources that fit their mission, and learn how sound financial management and reporting make an organisation more fundable.',
        },
      ],
    },
    outline: {
      heading: 'What the training covers',
      listHeading: 'Topics',
      topics: [
        {
          name: 'Resource mobilisation strategy:',
          description: 'mapping your funding mix and setting realistic targets.',
        },
        {
          name: 'Donor research and relationships:',
          description: 'finding the right institutional, corporate and individual donors and keeping them engaged.',
        },
        {
          name: 'Proposal writing and budgeting:',
          description: 'writing persuasive concept notes and proposals with budgets that stand up to scrutiny.',
        },
        {
          name: 'Local and earned income:',
          description: 'community fundraising, events, social enterprise and partnerships with Kenyan businesses.',
        },
        {
          name: 'Accountability and compliance:',
          description: 'donor reporting, audit readiness and the regulatory obligations that build funder confidence.',
        },
      ],
      closing: 'Participants leave with a draft resource mobilisation plan for their organisation and templates for concept notes and donor reports.',
    },
    more: {
      heading: 'Your trainer',
      text: 'The training is led by Peter Omondi Ouma, CPA, Director of Business Advisory at Kilele Partners, who brings:',
      items: [
        {
          text: 'More than 15 years of corporate finance and advisory experience',
        },
        {
          text: 'Hands-on work designing funding strategies for Kenyan NGOs and foundations',
        },
        {
          text: 'Experience preparing budgets and financial reports for institutional donors',
        },
      ],
    },
    cost: {
      title: 'Cost',
      description: 'KES 20,000 per participant, VAT inclusive, covering training materials, templates, lunch and refreshments, and a certificate of participation.',
    },
    closingNote: 'Thank you to everyone who took part. Contact us to arrange this training in-house for your organisation or network.',
    link: '',
    venue,
    address,
    priceKes: 20000,
    starts: '2025-03-13T08:30:00+03:00',
    ends: '2025-03-13T16:30:00+03:00',
  },
];
