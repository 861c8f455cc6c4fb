/**
 * The services page's FAQ as the first start stores it (docs/site.md: six items, in this order).
 * Sample copy, the firm's to replace.
 */
import type { SeedData } from './stored';

export const faqSeed: SeedData<'faq-items'>[] = [
  {
    question: 'Can your services be tailored to my organisation’s needs?',
    answer:
      'Yes. Every engagement starts with a conversation about your objectives, size, sector and existing resources, and we shape our work around them rather than selling fixed packages. A start-up may need only bookkeeping and tax returns, while a larger organisation may combine audit, tax and IT advisory. We agree the scope, timetable and fee in writing before any work begins.',
  },
  {
    question: 'What are the benefits of an audit?',
    answer:
      'An independent audit gives shareholders, lenders, funders and regulators confidence that your financial statements present a true and fair view. It is a legal requirement for many companies and a condition of most donor funding, and it also makes it easier to raise finance and win tenders. Our management letter turns what we learn during the audit into practical recommendations that strengthen your internal controls and can bring errors or fraud to light early.',
  },
  {
    question: 'How does business advisory differ from accounting and audit?',
    answer:
      'Accounting records and reports what has happened, and an audit independently checks that those reports are fairly stated. Advisory looks forward: it uses the same financial insight to help you make decisions such as raising finance, valuing or buying a business, restructuring or entering a new market. Where we audit an organisation, we follow the IESBA Code of Ethics so that any advisory work we take on never compromises our independence.',
  },
  {
    question: 'How do you keep my information confidential and secure?',
    answer:
      'Confidentiality is a professional duty for everyone at the firm, set out in the ICPAK Code of Ethics and in each employee’s contract. Your information is held in access-controlled systems, shared only with the people working on your engagement and processed in line with the Data Protection Act 2019. We are happy to sign a non-disclosure agreement, and our privacy policy explains how we handle personal data.',
  },
  {
    question: 'How can tax planning help my business?',
    answer:
      'Tax planning means arranging your affairs and transactions so that you pay the tax the law requires and no more, using the reliefs, allowances and incentives it provides. It also helps you anticipate liabilities, manage cash flow and avoid penalties and interest. Our advice always stays within the law and is documented so that you can support your position if KRA reviews it.',
  },
  {
    question: 'Do you offer services for small and medium-sized enterprises?',
    answer:
      'Yes. We offer services sized for growing businesses, such as monthly bookkeeping and payroll, tax compliance including eTIMS and turnover tax, business plans for raising finance and company secretarial support, usually for a fixed monthly fee. As your business grows, you can add audit, advisory and HR services without changing advisers.',
  },
];
