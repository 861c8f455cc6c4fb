/**
 * The firm's eight services as the first start stores them, in the order the services page and
 * the home teaser show them (the menus' order is the "Menus" global's, content/seed/navigation.ts).
 * All copy is sample text for Kilele Partners LLP, the firm's to replace. Each `category` is the
 * WordPress category slug whose articles appear as the service's Related Articles. Only IT
 * Advisory has sub-categories, shown as tabs on its page.
 */
import type { SeedData, SeedImage } from './stored';

/** A service's photograph, `public/images/services/<name>.webp` (1200 × 800). */
const serviceImage = (name: string, alt: string): SeedImage => ({ publicFile: `/images/services/${name}.webp`, width: 1200, height: 800, alt });

export const servicesSeed: SeedData<'services'>[] = [
  {
    title: 'Auditing and Assurance',
    category: 'audit-and-assurance',
    description:
      'Statutory, donor and special-purpose audits under International Standards on Auditing, giving boards, lenders and regulators confidence in your figures.',
    slug: 'auditing-and-assurance',
    image: serviceImage(
      'auditing-and-assurance',
      'Two auditors at a meeting-room table reviewing printed financial statements and a laptop spreadsheet with a client’s finance manager.',
    ),
    intro: 'An audit should do more than produce an opinion: it should tell you something useful about your organisation.',
    intro_description:
      'Kilele Partners carries out statutory audits under the Companies Act 2015 and International Standards on Auditing (ISA) for organisations reporting under IFRS, IFRS for SMEs and, in the public sector, IPSAS. Each engagement is led by a partner holding an ICPAK practising certificate and is planned around a documented understanding of your business, its controls and the risks that matter most to the people who rely on your financial statements.',
    intro_extra:
      'Beyond the statutory opinion, we audit donor-funded projects to the funder’s terms of reference, perform agreed-upon procedures, review interim financial information and provide assurance on regulatory returns. Every audit ends with a management letter that ranks the control weaknesses we found by risk and sets out practical recommendations your finance team can act on.',
    intro_choose:
      'Clients choose us because we plan early, communicate often and finish on time. From the first planning meeting you will know the audit timetable, the information we need and whom to call, and you will not meet surprises at the signing stage.',
    intro_benefits: {
      title: 'What a well-run audit gives you',
      list: [
        {
          name: 'Credibility with lenders and investors',
          description:
            'Audited financial statements support loan applications, tenders, investor due diligence and tax filings, and shorten the list of questions that follows.',
        },
        {
          name: 'Compliance with the law and regulators',
          description:
            'We help you meet the audit and reporting requirements of the Companies Act 2015 and of sector regulators such as SASRA, the Insurance Regulatory Authority and the Retirement Benefits Authority.',
        },
        {
          name: 'Stronger internal controls',
          description:
            'Our testing shows where controls over cash, procurement, payroll and revenue are weak, and the management letter explains how to fix them.',
        },
        {
          name: 'Early warning of risk',
          description:
            'Fraud indicators, going-concern questions and tax exposures are raised with management as soon as we find them, not saved for the final report.',
        },
        {
          name: 'Confidence for donors and funders',
          description:
            'Project audits prepared to the funder’s terms of reference support continued funding, smooth reporting and orderly grant close-out.',
        },
      ],
    },
    service_list: {
      intro: 'Our auditing and assurance services include:',
      list: [
        {
          title: 'Statutory financial statement audits',
          description:
            'Audits under ISA of financial statements prepared under IFRS, IFRS for SMEs or IPSAS, with an opinion fit for shareholders, lenders and the Registrar of Companies.',
        },
        {
          title: 'Donor-funded project audits',
          description:
            'Audits of grants and projects against the funder’s terms of reference, approved budget and eligibility rules, including expenditure verification and fund accountability statements.',
        },
        {
          title: 'Outsourced and co-sourced internal audit',
          description:
            'A risk-based internal audit plan delivered by our team or alongside yours, reporting to the board or audit committee in line with the Global Internal Audit Standards.',
        },
        {
          title: 'Agreed-upon procedures and special audits',
          description:
            'Engagements under ISRS 4400 on specific balances, grant expenditure, royalties or loan covenants, and investigations where fraud or irregularity is suspected.',
        },
        {
          title: 'Review engagements',
          description:
            'Limited-assurance reviews under ISRE 2400 for entities that need comfort over their financial statements without the cost of a full audit.',
        },
        {
          title: 'Regulatory and compliance assurance',
          description:
            'Assurance on returns to regulators, on SACCO and pension scheme submissions, and on compliance with loan covenants and contract terms.',
        },
        {
          title: 'Technical accounting support',
          description:
            'Advice on IFRS 9, IFRS 15, IFRS 16 and first-time adoption of IFRS, offered to organisations we do not audit so that our independence is never in question.',
        },
      ],
      service_extra:
        'Where we audit your financial statements, we keep to the independence requirements of the IESBA Code of Ethics as adopted by ICPAK, and agree any other work with you in advance so that it never compromises the audit.',
    },
    intro_text_title: 'Our audit approach',
    intro_text_description:
      'We begin with a planning meeting and walk-throughs of your main processes, then focus testing where a material misstatement is most likely: revenue recognition, inventory, expected credit losses, related-party transactions and tax balances. Data analytics over your full general ledger let us test whole populations rather than small samples wherever that gives better evidence.',
    intro_text_title2: 'Working with your team',
    intro_text_description2:
      'A shared information request list, agreed deadlines and a single point of contact keep the audit from taking over your finance team’s month. Before the report is signed we hold a clearance meeting, so that management and the board hear our findings first and in person.',
    headings: [
      {
        title: 'Audits for every reporting framework',
        text: 'Whether you report under full IFRS, IFRS for SMEs, IPSAS or a donor’s cash-basis format, our teams apply the right framework and explain its consequences for your statements, including the effect of new standards as they come into force.',
      },
      {
        title: 'Reporting to boards and audit committees',
        text: 'We report to those charged with governance on significant risks, key audit matters where they apply, control deficiencies and uncorrected misstatements, so that directors can discharge their duties under the Companies Act 2015 with confidence.',
      },
      {
        title: 'Tax reviewed as part of the audit',
        text: 'Current and deferred tax balances are reviewed with input from our tax team, so that exposures on PAYE, VAT, withholding tax and expenses unsupported by eTIMS invoices are identified before KRA raises them.',
      },
    ],
    final:
      'An audit is one of the few times an outsider looks closely at how your organisation runs. We make that time count: a clear opinion delivered on schedule, and practical advice that leaves your controls and reporting stronger than we found them.',
    extra_final:
      'Talk to us about your next year-end audit, a donor project audit or an internal audit plan, and we will send you a proposal with a clear timetable and fee.',
  },
  {
    title: 'Outsourced Accounting',
    category: 'outsourced-accounting',
    description:
      'Bookkeeping, payroll, management accounts and statutory filings by qualified accountants: accurate figures every month without a full finance team.',
    slug: 'outsourced-accounting',
    image: serviceImage(
      'outsourced-accounting',
      'An accountant at a desk reconciling bank and M-Pesa statements on two screens showing cloud accounting software.',
    ),
    intro: 'Reliable books every month, without building a finance department.',
    intro_description:
      'Many growing businesses, NGOs and foreign companies setting up in Kenya need accounting that is accurate and on time but cannot yet justify a full in-house team. Our outsourced accounting service gives you a dedicated accountant, supervised by a manager, who keeps your ledgers up to date, reconciles your bank and M-Pesa accounts, runs payroll and files your returns on iTax before the deadlines.',
    intro_extra:
      'We work in the system you already use, whether QuickBooks Online, Xero, Sage, Odoo or Microsoft Dynamics 365 Business Central, or help you move to a cloud platform that suits your size. Sales invoices are issued or checked for eTIMS compliance, and supplier invoices are matched against eTIMS so that your expenses remain deductible.',
    intro_choose:
      'You get the skills of a qualified finance team for a fixed monthly fee, clear monthly reports you can act on and the continuity of a firm: leave, resignations and busy periods no longer put your books at risk.',
    intro_benefits: {
      title: 'Why organisations outsource their accounting to us',
      list: [
        {
          name: 'Lower, predictable cost',
          description:
            'A fixed monthly fee agreed in advance costs less than recruiting, training and retaining an accountant, and scales with your transaction volumes.',
        },
        {
          name: 'Deadlines met',
          description:
            'PAYE by the 9th, VAT by the 20th, and withholding tax, instalment tax and annual returns on time: we keep a compliance calendar for every client and file through iTax.',
        },
        {
          name: 'Decision-ready reports',
          description:
            'Monthly management accounts with commentary on cash, margins and budget variances arrive within days of month-end, not months later.',
        },
        {
          name: 'Better control',
          description:
            'An independent team recording and reconciling your transactions adds a segregation of duties that small finance teams struggle to achieve on their own.',
        },
        {
          name: 'Audit-ready records',
          description:
            'Reconciled ledgers and organised supporting documents make your year-end audit quicker and less costly.',
        },
      ],
    },
    service_list: {
      intro: 'Our outsourced accounting services include:',
      list: [
        {
          title: 'Bookkeeping and ledger maintenance',
          description:
            'Recording sales, purchases, receipts and payments, and reconciling bank, M-Pesa and card accounts every month.',
        },
        {
          title: 'Payroll administration',
          description:
            'Monthly payroll with PAYE, NSSF, SHIF and Affordable Housing Levy deductions, payslips, P9 forms and timely remittance to KRA, NSSF and the Social Health Authority.',
        },
        {
          title: 'Tax compliance',
          description:
            'Preparation and filing on iTax of VAT, withholding tax, PAYE, instalment tax, turnover tax and annual corporation tax returns, reconciled to eTIMS records.',
        },
        {
          title: 'Management accounts and reporting',
          description:
            'Monthly or quarterly profit and loss, balance sheet and cash-flow reports, budget-versus-actual analysis and key indicators tailored to your board or investors.',
        },
        {
          title: 'Payables and receivables',
          description:
            'Supplier invoice processing and payment scheduling, customer invoicing, credit control and follow-up of overdue debtors.',
        },
        {
          title: 'Year-end financial statements',
          description:
            'Financial statements under IFRS or IFRS for SMEs, with the supporting schedules your auditors will ask for.',
        },
        {
          title: 'Cloud accounting set-up and migration',
          description:
            'Choosing, configuring and moving to a cloud accounting platform, with a chart of accounts designed for your reporting and training for your staff.',
        },
        {
          title: 'Part-time finance leadership',
          description:
            'An interim or part-time finance manager or CFO during recruitment gaps, system changes, fundraising or rapid growth.',
        },
      ],
      service_extra:
        'Where we also audit an organisation, we follow the IESBA Code’s restrictions on providing accounting services to audit clients and tell you plainly when a separate provider is needed.',
    },
    intro_text_title: 'How the service works',
    intro_text_description:
      'We agree a scope, a monthly timetable and a secure way to share documents, usually a shared folder or direct access to your accounting system. You send invoices, receipts and statements as they arise; we record, reconcile and report to a fixed calendar, and gather our questions into one weekly list rather than a stream of emails.',
    intro_text_title2: 'Built for your stage of growth',
    intro_text_description2:
      'A start-up may need only bookkeeping and tax returns; an established company may want full management reporting, payroll and a part-time finance manager. The service grows with you, and you can add or remove elements as your needs change.',
    headings: [
      {
        title: 'Payroll that keeps up with the law',
        text: 'Kenya’s payroll rules have changed repeatedly, from the move to SHIF and the Affordable Housing Levy to the phased increases in NSSF contributions. We update our payroll set-up as the law changes, so that your deductions, remittances and employees’ P9 forms are right.',
      },
      {
        title: 'Keeping expenses deductible under eTIMS',
        text: 'Since the Finance Act 2023, expenses not supported by a valid electronic tax invoice may be disallowed for income tax. We check supplier invoices against eTIMS as we record them and follow up non-compliant suppliers well before year-end.',
      },
      {
        title: 'Your financial data, protected',
        text: 'Your records are held in access-controlled systems, shared only with the staff working on your account and handled in line with the Data Protection Act 2019.',
      },
    ],
    final:
      'With your books in order every month, you can spend your time on customers, funding and growth, knowing that your figures are accurate and your filings are done.',
    extra_final:
      'Tell us about your organisation and your current accounting set-up, and we will propose a scope and a fixed monthly fee.',
  },
  {
    title: 'Tax Consulting',
    category: 'tax-consulting',
    description:
      'Tax compliance, planning and dispute support across corporation tax, VAT, PAYE, withholding tax, transfer pricing and eTIMS, from advisers who know KRA.',
    slug: 'tax-consulting',
    image: serviceImage(
      'tax-consulting',
      'A tax adviser explaining a corporation tax computation to two business owners, with the KRA iTax portal open on a laptop.',
    ),
    intro: 'Clear tax advice, compliant filings and a well-prepared case when KRA asks questions.',
    intro_description:
      'Kenya’s tax rules change with every Finance Act, and the cost of getting them wrong, in penalties, interest and management time, is high. Our tax team advises companies, partnerships, non-profits and individuals on corporation tax, VAT, PAYE and fringe benefits, withholding tax, excise duty, capital gains tax and cross-border transactions under the Income Tax Act, the VAT Act 2013 and the Tax Procedures Act 2015.',
    intro_extra:
      'We combine compliance with planning. Returns are prepared and filed on iTax together with the reconciliations that support them, while our advisers look ahead: structuring transactions, reviewing incentives and exemptions, preparing transfer pricing documentation and helping you adapt your systems to eTIMS and other KRA initiatives.',
    intro_choose:
      'Our advice is practical and written for the people who must act on it. We explain what the law requires, where the grey areas are and what each option would cost, and we stand behind our work if KRA reviews it.',
    intro_benefits: {
      title: 'How our tax consulting helps you',
      list: [
        {
          name: 'Fewer penalties and less interest',
          description:
            'Accurate, on-time filings and regular health checks avoid the late-filing penalties, late-payment interest and disallowed expenses that drain cash.',
        },
        {
          name: 'Lawful tax efficiency',
          description:
            'We identify the reliefs the law intends you to use, such as investment deductions, capital allowances and double taxation treaty relief, and document them properly.',
        },
        {
          name: 'Confidence in audits and assessments',
          description:
            'If KRA opens an audit or issues an assessment, we manage the correspondence, prepare the evidence and lodge objections within the statutory deadlines.',
        },
        {
          name: 'Better-informed decisions',
          description:
            'New investments, restructurings, hires and contracts are reviewed for their tax consequences before you commit, not after.',
        },
        {
          name: 'Up-to-date knowledge',
          description:
            'We brief clients on each year’s Finance Act and on new KRA public notices, and explain what they mean for your organisation.',
        },
      ],
    },
    service_list: {
      intro: 'Our tax consulting services include:',
      list: [
        {
          title: 'Corporate tax compliance',
          description:
            'Preparation and filing of corporation tax returns and instalment tax computations, with capital allowance and deferred tax schedules.',
        },
        {
          title: 'VAT and excise duty',
          description:
            'VAT registration and returns, reviews of zero-rated, exempt and partially exempt supplies, VAT refund claims and excise duty compliance.',
        },
        {
          title: 'Employment taxes',
          description:
            'PAYE, fringe and car benefits, expatriate tax, termination payments and pension contributions, with payroll tax health checks.',
        },
        {
          title: 'Withholding tax',
          description:
            'Reviews of payments to residents and non-residents, treaty rate claims, monthly withholding tax compliance and certificates.',
        },
        {
          title: 'Transfer pricing',
          description:
            'Transfer pricing policies, documentation and benchmarking under Kenya’s transfer pricing rules, and country-by-country reporting support for multinational groups.',
        },
        {
          title: 'eTIMS implementation',
          description:
            'Choosing the right eTIMS solution, onboarding on the KRA portal and checking that your sales and purchase invoices meet the requirements.',
        },
        {
          title: 'Tax health checks and dispute support',
          description:
            'Reviews that find exposures before KRA does, and support through KRA audits, objections, alternative dispute resolution and appeals to the Tax Appeals Tribunal.',
        },
        {
          title: 'Tax planning and structuring',
          description:
            'Tax-efficient structures for investments, group reorganisations, property transactions, cross-border services and business exits, including capital gains tax and stamp duty.',
        },
      ],
      service_extra:
        'We also help clients obtain tax compliance certificates and exemption certificates, claim relief under Kenya’s double taxation agreements, and meet their personal income tax and rental income obligations.',
    },
    intro_text_title: 'Tax planning that stands up to scrutiny',
    intro_text_description:
      'Good tax planning structures genuine commercial decisions efficiently; it is not about aggressive schemes. Every recommendation we make is tested against the law, KRA’s published practice and the general anti-avoidance provisions, and documented so that you can defend it.',
    intro_text_title2: 'When KRA comes calling',
    intro_text_description2:
      'Tax audits and assessments run to strict timelines: an objection to an assessment must generally be lodged within 30 days. We review the assessment, advise whether and how to object, prepare the supporting evidence and engage with KRA, through alternative dispute resolution where it fits, to reach a fair outcome.',
    headings: [
      {
        title: 'Finance Act changes, explained',
        text: 'Each year’s Finance Act changes rates, reliefs and procedures, often at short notice. After every Act we publish briefings and run seminars so that clients know which changes affect them and when they take effect.',
      },
      {
        title: 'Cross-border and multinational tax',
        text: 'For groups operating in Kenya and the region, we advise on permanent establishment risk, withholding tax on cross-border payments, double tax treaties, transfer pricing and expatriate staff, working with Meridian member firms in other countries where needed.',
      },
      {
        title: 'Non-profits and exempt organisations',
        text: 'Charities and other public benefit organisations must obtain and renew their income tax exemption. We help with exemption applications and with the PAYE, withholding tax and VAT obligations that still apply to them.',
      },
    ],
    final:
      'Tax should never be an afterthought. With Kilele Partners as your tax adviser, you file with confidence, plan with clarity and meet KRA with a well-prepared case.',
    extra_final:
      'Book a consultation with our tax team for a review of your current position, advice on a planned transaction or support with a KRA assessment.',
  },
  {
    title: 'Business Advisory',
    category: 'business-advisory',
    description:
      'Strategy, financial modelling, valuations, due diligence and restructuring advice that turns financial insight into better business decisions.',
    slug: 'business-advisory',
    image: serviceImage(
      'business-advisory',
      'A business adviser presenting a financial model and growth scenarios on a wall screen to a company’s leadership team.',
    ),
    intro: 'Practical advice for the decisions that shape your business.',
    intro_description:
      'Owners, boards and managers face decisions that their accounts alone cannot answer: whether to expand, how to raise finance, what a business is worth, how to respond when performance falls. Our business advisory team brings financial analysis, sector knowledge and experience of East African markets to those decisions, and stays with you through implementation.',
    intro_extra:
      'We work with start-ups preparing for their first funding round, family businesses planning succession, established companies considering acquisitions and organisations that need to restructure. Each engagement is led by an adviser who understands both the figures and the people involved.',
    intro_choose:
      'Because we also audit, keep accounts and advise on tax, our advice takes in the whole picture: the financial, tax, regulatory and governance consequences of each option are weighed together, not in separate silos.',
    intro_benefits: {
      title: 'What our advisory work delivers',
      list: [
        {
          name: 'Decisions based on evidence',
          description:
            'Financial models, market analysis and scenario testing show the likely outcome of each option before you commit capital.',
        },
        {
          name: 'Better access to finance',
          description:
            'Investor-ready business plans, projections and information memoranda strengthen your case with banks, private equity investors and development finance institutions.',
        },
        {
          name: 'Fair value in transactions',
          description:
            'Independent valuations and due diligence help you pay the right price, negotiate protections and avoid inheriting hidden liabilities.',
        },
        {
          name: 'Stronger governance',
          description:
            'Board evaluations, governance frameworks and succession plans help family and owner-managed businesses last beyond their founders.',
        },
        {
          name: 'A way through difficulty',
          description:
            'Cash-flow management, cost reviews and turnaround plans give struggling businesses a realistic route back to stability.',
        },
      ],
    },
    service_list: {
      intro: 'Our business advisory services include:',
      list: [
        {
          title: 'Business plans and feasibility studies',
          description:
            'Market, operational and financial feasibility assessments and bankable business plans for new ventures, expansions and projects.',
        },
        {
          title: 'Financial modelling and forecasting',
          description:
            'Integrated three-statement models, budgets, cash-flow forecasts and scenario analysis for management, lenders and investors.',
        },
        {
          title: 'Business valuations',
          description:
            'Valuations of businesses, shares and intangible assets for transactions, shareholder exits, disputes, restructuring and financial reporting.',
        },
        {
          title: 'Financial and tax due diligence',
          description:
            'Buy-side and sell-side due diligence on quality of earnings, working capital, debt, tax exposures and key commercial risks.',
        },
        {
          title: 'Mergers, acquisitions and restructuring',
          description:
            'Deal structuring, transaction support and group reorganisations, including help preparing merger notifications to the Competition Authority of Kenya.',
        },
        {
          title: 'Corporate governance',
          description:
            'Board charters, board evaluations, governance audits and policy frameworks aligned with the Companies Act 2015 and the codes of governance that apply to you.',
        },
        {
          title: 'Performance improvement and turnaround',
          description:
            'Cost reviews, process improvement, working capital management and turnaround plans, with advice on the options under the Insolvency Act 2015 where they are needed.',
        },
        {
          title: 'Succession and family business planning',
          description:
            'Succession plans, family charters and ownership structures that protect both the business and the relationships within the family.',
        },
      ],
      service_extra:
        'For larger transactions and cross-border deals we work alongside your legal advisers and, where appropriate, Meridian member firms in other markets, so that you receive coordinated advice through a single point of contact.',
    },
    intro_text_title: 'Our advisory approach',
    intro_text_description:
      'We begin by understanding the decision you face and what a good outcome looks like for you. We then gather the data, build the analysis and test the options with you in working sessions, so that the final recommendation draws on your knowledge of the business as much as ours.',
    intro_text_title2: 'From advice to action',
    intro_text_description2:
      'A report on a shelf helps no one. Where you want it, we help put our recommendations into effect: presenting to lenders and boards, supporting negotiations, tracking progress against the plan and adjusting as circumstances change.',
    headings: [
      {
        title: 'Raising capital',
        text: 'Whether you are approaching a bank, an impact investor or a development finance institution, we help you prepare the business plan, financial model and supporting documents that funders expect, and rehearse the questions they will ask.',
      },
      {
        title: 'Buying or selling a business',
        text: 'From the first valuation to completion, we support buyers and sellers with valuations, due diligence, deal structuring and the tax and regulatory steps a transaction requires.',
      },
      {
        title: 'Family and owner-managed businesses',
        text: 'Many of Kenya’s most successful companies are family-owned. We help owners separate family and business interests, formalise governance and plan the transfer of leadership and ownership to the next generation.',
      },
    ],
    final:
      'Whatever stage your organisation has reached, the right advice at the right time can change its direction. Our advisers combine financial rigour with practical judgement to help you decide, and act, with confidence.',
    extra_final:
      'Tell us about the decision in front of you, and we will suggest how we can help and what the work would involve.',
  },
  {
    title: 'IT Advisory',
    category: 'it-advisory',
    description:
      'IT audit, cybersecurity, data protection, systems selection and digital transformation advice: value from technology, with its risks under control.',
    slug: 'it-advisory',
    image: serviceImage(
      'it-advisory',
      'An IT adviser and a client’s systems administrator reviewing a security dashboard beside a rack of network equipment.',
    ),
    intro: 'Technology that supports your business, with its risks under control.',
    intro_description:
      'Finance, operations and customer service now run on systems, and boards are accountable for the risks those systems carry: data breaches, failed implementations, downtime and regulatory penalties. Our IT advisory team combines IT audit and information security expertise with an accountant’s understanding of business processes and controls.',
    intro_extra:
      'We help organisations assess and strengthen their IT controls, comply with the Data Protection Act 2019, choose and implement the right ERP or accounting system, integrate with KRA’s eTIMS and plan digital change that pays for itself. Our advice is vendor-neutral: we do not resell software, so our recommendations serve your interests alone.',
    intro_choose:
      'We work to established frameworks such as COBIT, ISO/IEC 27001 and the NIST Cybersecurity Framework, and translate their requirements into proportionate steps your people can follow, whatever the size of your organisation.',
    intro_benefits: {
      title: 'Why organisations work with our IT advisers',
      list: [
        {
          name: 'Assurance for boards and regulators',
          description:
            'Independent IT audits and control reviews give boards, audit committees and regulators evidence that key systems are secure and reliable.',
        },
        {
          name: 'Reduced cyber risk',
          description:
            'Risk assessments, security testing and staff awareness programmes reduce both the likelihood and the impact of attacks.',
        },
        {
          name: 'Data protection compliance',
          description:
            'Practical help with registration with the Office of the Data Protection Commissioner, impact assessments, privacy notices and breach response under the Data Protection Act 2019.',
        },
        {
          name: 'Better system investments',
          description:
            'Clear requirements, structured vendor evaluation and independent implementation oversight reduce the risk of costly ERP failures.',
        },
        {
          name: 'Tax-compliant systems',
          description:
            'eTIMS integration reviews confirm that your invoicing systems transmit to KRA correctly, protecting both your VAT position and your customers’ deductions.',
        },
      ],
    },
    service_list: {
      intro: 'Our IT advisory practice covers five areas, each described in detail below:',
      list: [
        {
          title: 'IT audit and assurance',
          description:
            'Independent reviews of IT general controls, application controls, business continuity and new system implementations.',
        },
        {
          title: 'Cybersecurity and data protection',
          description:
            'Security assessments, testing, awareness training and Data Protection Act 2019 compliance programmes.',
        },
        {
          title: 'ERP and systems selection',
          description:
            'Requirements definition, vendor-neutral selection and independent assurance over implementation and data migration.',
        },
        {
          title: 'IT governance and strategy',
          description:
            'IT strategies, governance frameworks, policies and board briefings that align technology with business goals.',
        },
        {
          title: 'Digital transformation and eTIMS integration',
          description:
            'eTIMS readiness and integration, supplier compliance reviews and the automation of finance processes.',
        },
      ],
      service_extra:
        'Each area can be engaged on its own or combined into a programme, for example a cybersecurity assessment followed by a data protection compliance project and awareness training for staff.',
    },
    intro_text_title: 'Independent and vendor-neutral',
    intro_text_description:
      'We do not sell hardware, software or licences, and we take no commission from vendors. That independence lets us give you a straight answer on which system, supplier or control will serve you best.',
    intro_text_title2: 'Joined up with audit and tax',
    intro_text_description2:
      'Because we work alongside the firm’s audit and tax teams, we understand how IT failures turn into financial misstatements and tax exposures, and we design controls that satisfy auditors, KRA and regulators at the same time.',
    headings: [
      {
        title: 'Technology risk is business risk',
        text: 'A compromised mailbox can divert a supplier payment; an unreliable ERP can misstate inventory; a lost laptop can expose customer data. We help leadership see IT risks in business terms and decide where to invest.',
      },
      {
        title: 'Right-sized for your organisation',
        text: 'A 20-person NGO and a regulated financial institution need different levels of control. We scale our frameworks and recommendations to your size, sector and appetite for risk.',
      },
    ],
    final:
      'Technology decisions are now among the most consequential a board makes. Our IT advisers help you make them with clear evidence, sound controls and an independent view.',
    extra_final:
      'Book a consultation to discuss an IT audit, a cybersecurity or data protection review, or your next system implementation.',
    // Ids start at 0: the tab list opens on subcategory 0 (docs/site.md).
    subcategories: [
      {
        title: 'IT Audit and Assurance',
        body_title: 'Independent assurance over the systems that run your business',
        body_intro:
          'Our IT audits give boards, audit committees and regulators an independent view of whether your systems are well controlled, secure and reliable. We review IT general controls, application controls and the processes around them, and report our findings in language that non-technical directors can act on.',
        body_focus: 'Our focus',
        focus_description:
          'We concentrate on the controls that protect the integrity of financial and operational data: who can access systems and what they can do, how changes are approved and tested, how data is backed up and restored, and how incidents are detected and resolved.',
        headings: [
          {
            title: 'IT general controls reviews',
            text: 'We test access management, change management, IT operations and backup controls against COBIT and the expectations of external auditors, so that the audit of your financial statements can rely on your systems.',
          },
          {
            title: 'Support for regulated entities',
            text: 'Our reviews can be tailored to the IT and cybersecurity expectations of sector regulators such as the Central Bank of Kenya, SASRA, the Capital Markets Authority and the Insurance Regulatory Authority.',
          },
        ],
        services: {
          intro: 'Our IT audit and assurance services include:',
          list: [
            {
              name: 'IT general controls audit',
              description: 'An assessment of access, change, operations and backup controls over your core systems.',
            },
            {
              name: 'Application controls review',
              description:
                'Testing of automated controls, interfaces and reports in ERP, core banking, payroll and billing systems.',
            },
            {
              name: 'Pre- and post-implementation reviews',
              description:
                'Independent checks that a new system is configured correctly, that data has migrated completely and that controls operate as designed.',
            },
            {
              name: 'Data analytics and continuous auditing',
              description:
                'Analysis of whole transaction populations to detect duplicates, anomalies and overridden controls.',
            },
            {
              name: 'Business continuity and disaster recovery review',
              description:
                'An evaluation of your recovery plans, backup arrangements and recovery tests against what the business actually needs.',
            },
          ],
        },
      },
      {
        title: 'Cybersecurity and Data Protection',
        body_title: 'Protecting your information and your customers’ personal data',
        body_intro:
          'Cyber attacks on Kenyan organisations, from business email compromise to ransomware, are increasing, and the Data Protection Act 2019 makes every organisation accountable for the personal data it holds. We help you understand your exposure, close the most important gaps and meet your legal obligations.',
        body_focus: 'Our focus',
        focus_description:
          'We start with the threats most likely to hurt you, such as phishing, weak access control, unpatched systems and poorly managed suppliers, and build a programme of controls, policies and training that reduces risk in proportion to your size and budget.',
        headings: [
          {
            title: 'Data Protection Act 2019 compliance',
            text: 'We help data controllers and processors register with the Office of the Data Protection Commissioner, map the personal data they hold, carry out data protection impact assessments and put in place privacy notices, consent records and breach procedures.',
          },
          {
            title: 'Security that people follow',
            text: 'Policies only work when staff understand them. We pair technical assessments with practical awareness training and phishing simulations that build good habits across the organisation.',
          },
          {
            title: 'Ready for an incident',
            text: 'Response plans and tabletop exercises prepare your team to contain a breach and to notify the Data Commissioner within the 72 hours the Act allows.',
          },
        ],
        services: {
          intro: 'Our cybersecurity and data protection services include:',
          list: [
            {
              name: 'Cybersecurity risk assessment',
              description:
                'A review of your security posture against ISO/IEC 27001 and the NIST Cybersecurity Framework, with a prioritised improvement plan.',
            },
            {
              name: 'Vulnerability assessment and penetration testing',
              description:
                'Testing of networks, web applications and cloud services, with findings explained in business terms and ranked by risk.',
            },
            {
              name: 'Data protection compliance programme',
              description:
                'Data mapping, registration, impact assessments, privacy notices, data sharing agreements and retention schedules.',
            },
            {
              name: 'Outsourced data protection officer',
              description: 'A named adviser to perform or support the data protection officer role for your organisation.',
            },
            {
              name: 'Security awareness training',
              description: 'Role-based training and phishing simulations for staff, management and boards.',
            },
            {
              name: 'Incident response planning',
              description: 'Response plans, playbooks and tabletop exercises, including breach notification procedures.',
            },
          ],
        },
      },
      {
        title: 'ERP and Systems Selection',
        body_title: 'Choosing and implementing the right business systems',
        body_intro:
          'An ERP or accounting system is a long-term commitment, and a failed implementation is costly in money, time and morale. We help you define what you need, choose the right system and implementation partner, and keep the project on track.',
        body_focus: 'Our focus',
        focus_description:
          'We put business requirements first. Our finance and controls specialists make sure the chosen system supports your reporting, tax compliance (including eTIMS) and internal controls, rather than forcing your processes to fit the software.',
        headings: [
          {
            title: 'Vendor-neutral selection',
            text: 'We compare options such as Microsoft Dynamics 365, Sage, SAP Business One, Odoo and locally developed systems on fit, total cost of ownership and the strength of the local implementation partner, and we take no commission from any vendor.',
          },
          {
            title: 'Implementation oversight',
            text: 'As your independent project assurance adviser, we monitor scope, timelines, data migration, testing and user training, and raise risks early with the steering committee.',
          },
        ],
        services: {
          intro: 'Our ERP and systems selection services include:',
          list: [
            {
              name: 'Requirements definition',
              description:
                'Workshops with finance, operations and management to document functional, reporting and control requirements.',
            },
            {
              name: 'Vendor evaluation and selection',
              description:
                'Tender documents, scripted demonstrations, scoring and reference checks to choose the best-fit system and partner.',
            },
            {
              name: 'Project assurance',
              description:
                'Independent oversight of the implementation, reporting to the steering committee on progress, risks and quality.',
            },
            {
              name: 'Data migration review',
              description:
                'Checks that balances and master data have moved completely and accurately from the old system to the new one.',
            },
            {
              name: 'Post-implementation optimisation',
              description:
                'A review after go-live that identifies unused functionality, manual workarounds and gaps in controls.',
            },
          ],
        },
      },
      {
        title: 'IT Governance and Strategy',
        body_title: 'Aligning technology with your business strategy',
        body_intro:
          'Technology spending should support your strategy and be governed like any other major investment. We help boards and management set IT strategy, establish governance structures and measure whether technology delivers the value expected of it.',
        body_focus: 'Our focus',
        focus_description:
          'We focus on clear accountability: who decides on technology investments, how IT risks reach the board, how performance is measured and how policies are kept current.',
        headings: [
          {
            title: 'IT strategy and roadmaps',
            text: 'We assess your current technology against your business goals and develop a costed, phased roadmap that the board can approve and management can deliver.',
          },
          {
            title: 'Governance frameworks',
            text: 'Drawing on COBIT and ISO/IEC 38500, we design IT steering committees, policies and reporting lines that fit your organisation’s size and complexity.',
          },
        ],
        services: {
          intro: 'Our IT governance and strategy services include:',
          list: [
            {
              name: 'IT strategy development',
              description: 'A technology strategy and investment roadmap linked to your business plan and budget.',
            },
            {
              name: 'IT governance framework design',
              description: 'Decision rights, committees, risk reporting and performance measures for technology.',
            },
            {
              name: 'IT policy development',
              description:
                'Acceptable use, access control, backup, change management and information security policies written for your organisation.',
            },
            {
              name: 'Board technology and cyber briefings',
              description: 'Briefings that help directors understand technology risk and ask management the right questions.',
            },
            {
              name: 'IT cost and contract review',
              description: 'A review of IT spending, licences and service level agreements to improve value and reduce risk.',
            },
          ],
        },
      },
      {
        title: 'Digital Transformation and eTIMS Integration',
        body_title: 'Digitising your processes and meeting KRA’s electronic invoicing requirements',
        body_intro:
          'KRA’s eTIMS requires businesses to issue electronic tax invoices and transmit them to KRA, and expenses not supported by eTIMS invoices may be disallowed. We help you choose the right eTIMS solution, integrate it with your systems and use the change as an opportunity to digitise wider finance processes.',
        body_focus: 'Our focus',
        focus_description:
          'We connect tax compliance with efficiency: automating invoicing, approvals, payments and reporting so that compliance happens as a by-product of good systems rather than as extra manual work.',
        headings: [
          {
            title: 'eTIMS integration',
            text: 'We advise on the options, from the eTIMS portal and mobile solutions for small traders to system-to-system integration through an Online or Virtual Sales Control Unit (OSCU or VSCU) for businesses with their own ERP or billing system, and test that invoices transmit correctly.',
          },
          {
            title: 'Process automation',
            text: 'We map your current processes, identify manual steps and paper-based approvals, and recommend digital workflows, integrations and dashboards that save time and reduce errors.',
          },
          {
            title: 'Bringing people with you',
            text: 'New systems succeed when people adopt them. We plan communication and training so that staff understand why processes are changing and how to work with the new tools.',
          },
        ],
        services: {
          intro: 'Our digital transformation and eTIMS services include:',
          list: [
            {
              name: 'eTIMS readiness assessment',
              description:
                'A review of your invoicing processes and systems to determine the right eTIMS solution and the changes required.',
            },
            {
              name: 'eTIMS integration support',
              description:
                'Coordination with your software provider or a KRA-approved integrator, and testing of invoice transmission before go-live.',
            },
            {
              name: 'Supplier compliance review',
              description:
                'Analysis of purchase invoices to identify suppliers whose invoices are not eTIMS-compliant and the tax deductions at risk.',
            },
            {
              name: 'Process mapping and automation',
              description:
                'Documentation of current processes and design of automated workflows for procure-to-pay, order-to-cash and payroll.',
            },
            {
              name: 'Management dashboards',
              description: 'Dashboards that draw data directly from your systems for timely and reliable reporting.',
            },
          ],
        },
      },
    ],
  },
  {
    title: 'Training and Workshops',
    category: 'training',
    description:
      'Practical, NITA-approved training in tax, finance, audit, governance and compliance for finance teams, managers, boards and business owners.',
    slug: 'training-and-workshops',
    image: serviceImage(
      'training-and-workshops',
      'A facilitator leading a workshop for finance professionals seated at round tables, with a slide on Finance Act changes behind her.',
    ),
    intro: 'Practical training that builds your team’s skills and keeps them current.',
    intro_description:
      'Kilele Partners is a training provider approved by the National Industrial Training Authority (NITA). Our trainers are the same practitioners who advise clients every day, so courses are built on real cases and current law, from the latest Finance Act to new IFRS requirements, data protection and eTIMS.',
    intro_extra:
      'We run public seminars open to all and in-house programmes designed around one organisation’s people, systems and challenges. Courses range from half-day briefings to multi-day workshops, delivered at a Nairobi venue, at your premises or online.',
    intro_choose:
      'Participants leave with tools they can use the next day: worked examples, checklists and templates. Because we are NITA-approved, employers who pay the Industrial Training Levy may be able to claim reimbursement of part of the cost of qualifying courses, subject to NITA’s rules.',
    intro_benefits: {
      title: 'Why train with Kilele Partners',
      list: [
        {
          name: 'Led by practitioners',
          description:
            'Courses are delivered by practising accountants, auditors, tax advisers and IT specialists who bring current experience into the room.',
        },
        {
          name: 'NITA-approved',
          description:
            'Eligible employers may claim reimbursement from NITA for qualifying training, reducing the net cost of developing their staff.',
        },
        {
          name: 'Support for professional development',
          description:
            'Attendance certificates support the continuing professional development records of members of professional bodies such as ICPAK and ICS.',
        },
        {
          name: 'Tailored to your organisation',
          description:
            'In-house programmes use your own policies, systems and examples, so that learning transfers directly to the job.',
        },
        {
          name: 'Always current',
          description:
            'Every course is updated for the latest Finance Act, KRA practice, accounting standards and regulation.',
        },
      ],
    },
    service_list: {
      intro: 'Our training programmes include:',
      list: [
        {
          title: 'Tax updates and Finance Act seminars',
          description:
            'Annual briefings on changes to income tax, VAT, PAYE, excise duty and tax procedures, with their practical implications.',
        },
        {
          title: 'IFRS and financial reporting',
          description:
            'Courses on IFRS and IFRS for SMEs, including revenue, leases, financial instruments and the preparation of financial statements.',
        },
        {
          title: 'Payroll and employment compliance',
          description:
            'PAYE, NSSF, SHIF, the Affordable Housing Levy and the essentials of employment law for HR and payroll staff.',
        },
        {
          title: 'Finance for non-finance managers',
          description:
            'Reading financial statements, budgeting, cash-flow management and cost control for managers outside finance.',
        },
        {
          title: 'Corporate governance for boards',
          description:
            'Directors’ duties under the Companies Act 2015, board effectiveness, risk oversight and audit committee practice.',
        },
        {
          title: 'Fundraising and grant management',
          description:
            'Proposal writing, donor budgeting, grant compliance and financial reporting for non-profits and donor-funded projects.',
        },
        {
          title: 'Data protection and cybersecurity awareness',
          description: 'Training for staff and managers on the Data Protection Act 2019, phishing and working securely.',
        },
        {
          title: 'Internal audit and risk management',
          description:
            'Risk-based internal audit, internal controls, fraud prevention and enterprise risk management.',
        },
      ],
      service_extra:
        'Upcoming public seminars are listed on our Events and Trainings page. For in-house training, we discuss your objectives, assess participants’ needs and propose a programme, timetable and fee.',
    },
    intro_text_title: 'Public seminars',
    intro_text_description:
      'Our open seminars bring together professionals from different organisations and sectors to learn about topical issues such as the Finance Act, eTIMS and fundraising. They are a cost-effective way to stay up to date and to learn from peers.',
    intro_text_title2: 'In-house programmes',
    intro_text_description2:
      'For teams with specific needs, we design training around your organisation: we review your policies and systems in advance, use your own examples and evaluate learning at the end, so that you can see the return on your investment.',
    headings: [
      {
        title: 'Learning designed for adults',
        text: 'Our sessions mix short presentations with case studies, group exercises and open discussion, so that participants practise applying what they learn rather than simply hearing it.',
      },
      {
        title: 'Measuring the impact',
        text: 'Every programme includes participant evaluation and, for in-house training, a follow-up review with management to confirm that the training has made a difference on the job.',
      },
      {
        title: 'Reimbursement from NITA',
        text: 'We provide the documents employers need to support a reimbursement claim to NITA for eligible training, including attendance registers and course details.',
      },
    ],
    final:
      'Well-trained people make fewer mistakes, work with more confidence and serve clients better. Our training helps your team stay current and capable as regulation keeps changing.',
    extra_final: 'See our upcoming seminars, or contact us to design an in-house programme for your team.',
  },
  {
    title: 'Company Secretarial Services',
    category: 'company-secretarial',
    description:
      'Company formation, statutory registers, annual returns, beneficial ownership filings and board support under the Companies Act 2015, by certified secretaries.',
    slug: 'company-secretarial-services',
    image: serviceImage(
      'company-secretarial-services',
      'A company secretary preparing a board pack, with a bound minute book, a statutory register and a laptop on the desk.',
    ),
    intro: 'Keep your company compliant and your board well supported.',
    intro_description:
      'The Companies Act 2015 places clear obligations on companies and their directors: accurate statutory registers, timely filings with the Registrar of Companies, properly convened meetings and proper records of decisions. Our company secretarial team, led by Certified Public Secretaries who are members of the Institute of Certified Secretaries (ICS), manages these obligations for private and public companies, subsidiaries of foreign groups and companies limited by guarantee.',
    intro_extra:
      'Every public company, and every private company with a paid-up capital of five million shillings or more, must have a company secretary. Smaller companies benefit just as much from having a professional handle their filings on the Business Registration Service’s eCitizen portal, so that penalties, striking-off notices and lost records never become a problem.',
    intro_choose:
      'We combine secretarial expertise with the firm’s accounting and tax knowledge, so that share transactions, restructurings and changes of directors are recorded correctly in every register and with every authority.',
    intro_benefits: {
      title: 'What our company secretarial service gives you',
      list: [
        {
          name: 'Statutory compliance',
          description:
            'Annual returns, changes of directors, shareholders and registered office, and beneficial ownership information are filed accurately and on time.',
        },
        {
          name: 'Records ready when needed',
          description:
            'Statutory registers, minute books and share records are kept current and ready for lenders, investors, auditors and due diligence.',
        },
        {
          name: 'An effective board',
          description:
            'Well-prepared agendas, board papers and minutes help your board make and record its decisions properly.',
        },
        {
          name: 'Protection for directors',
          description:
            'Directors are reminded of their duties and filing deadlines, reducing the risk of personal penalties for non-compliance.',
        },
        {
          name: 'Smooth transactions',
          description:
            'Share allotments, transfers and restructurings are documented correctly, avoiding delays when you raise capital or sell.',
        },
      ],
    },
    service_list: {
      intro: 'Our company secretarial services include:',
      list: [
        {
          title: 'Company incorporation',
          description:
            'Name reservation, articles of association, registration on eCitizen and the registrations that follow incorporation, including with KRA.',
        },
        {
          title: 'Acting as company secretary',
          description: 'Appointment of a certified public secretary to act as your company secretary and advise your board.',
        },
        {
          title: 'Annual returns and statutory filings',
          description:
            'Preparation and filing of annual returns and of notices of changes in directors, secretaries, share capital and registered office.',
        },
        {
          title: 'Beneficial ownership compliance',
          description:
            'Identifying beneficial owners, keeping the register and lodging beneficial ownership information with the Registrar as the law requires.',
        },
        {
          title: 'Board and shareholder meetings',
          description:
            'Notices, agendas, board packs, attendance at meetings and the preparation of minutes and resolutions, including for annual general meetings.',
        },
        {
          title: 'Share transactions',
          description:
            'Allotments, transfers, changes to share capital and share certificates, with stamp duty and registry requirements handled.',
        },
        {
          title: 'Foreign company registration',
          description:
            'Registration of foreign companies operating in Kenya and their ongoing compliance, including the appointment of a local authorised representative.',
        },
        {
          title: 'Restructuring and striking off',
          description:
            'Changes of company status, amalgamations, voluntary striking off and the restoration of companies to the register.',
        },
      ],
      service_extra:
        'We also review existing companies’ records, identifying gaps in registers, missed filings and outdated constitutional documents, and put them right with the Registrar.',
    },
    intro_text_title: 'Good governance from the start',
    intro_text_description:
      'A company that is set up properly, with clear articles, a shareholders’ agreement and an accurate share register, avoids many of the disputes and delays that growing businesses face. We help founders make the right choices at incorporation and keep records in order as the company grows.',
    intro_text_title2: 'Support for boards',
    intro_text_description2:
      'Our company secretaries prepare board calendars, circulate papers in good time, take accurate minutes and follow up on actions. They also advise directors on their duties under the Companies Act 2015 and on good governance practice.',
    headings: [
      {
        title: 'Beneficial ownership',
        text: 'Companies must keep a register of their beneficial owners, lodge it with the Registrar and update it when ownership changes. We identify who qualifies, collect the required information and keep your filings current.',
      },
      {
        title: 'Foreign investors in Kenya',
        text: 'For international groups entering Kenya, we handle company or branch registration, authorised representative requirements, KRA registration and ongoing compliance, working with the firm’s tax and accounting teams.',
      },
      {
        title: 'Companies limited by guarantee',
        text: 'Schools, foundations and charities incorporated as companies limited by guarantee have their own governance needs. We support their boards, members’ meetings and filings.',
      },
    ],
    final:
      'Good company secretarial practice is invisible when it works and costly when it fails. We keep your company in good standing so that you can concentrate on running the business.',
    extra_final:
      'Contact us to register a new company, hand over your company secretarial work or have your current records reviewed.',
  },
  {
    title: 'Outsourced HR and Recruitment Services',
    category: 'hr-and-recruitment',
    description:
      'Recruitment, HR policies, payroll and employment compliance for organisations that want professional people management without a large HR department.',
    slug: 'outsourced-hr-and-recruitment',
    image: serviceImage(
      'outsourced-hr-and-recruitment',
      'Two HR consultants interviewing a job candidate across a table, with a printed job description and CV in front of them.',
    ),
    intro: 'The right people, managed well and in line with Kenyan employment law.',
    intro_description:
      'People are any organisation’s largest investment and, often, its largest risk. Our outsourced HR and recruitment team helps employers find and keep the right staff, manage them fairly and comply with the Employment Act 2007, the Labour Relations Act 2007 and the statutory requirements for PAYE, NSSF, SHIF and the Affordable Housing Levy.',
    intro_extra:
      'We recruit for finance, administration and management roles on behalf of clients, including the outsourced positions listed on our careers page, and provide ongoing HR support from policy writing to disciplinary advice. You can use us as your whole HR function or to strengthen a small in-house team.',
    intro_choose:
      'Because we understand finance as well as people, our HR advice takes account of payroll costs, tax and compliance. Our recruitment process is structured and fair, and every candidate is assessed against the real requirements of the role.',
    intro_benefits: {
      title: 'How outsourced HR and recruitment help you',
      list: [
        {
          name: 'Better hires',
          description:
            'Careful job analysis, targeted sourcing, competency-based interviews and reference checks improve the quality of every appointment.',
        },
        {
          name: 'Lower employment risk',
          description:
            'Compliant contracts, policies and disciplinary procedures reduce the risk of claims before the Employment and Labour Relations Court.',
        },
        {
          name: 'Time saved',
          description:
            'We handle advertising, shortlisting and administration, leaving your managers free to focus on their own work.',
        },
        {
          name: 'Correct payroll and deductions',
          description:
            'Payroll, statutory deductions and remittances are calculated correctly and paid on time, every month.',
        },
        {
          name: 'Expertise when you need it',
          description:
            'Experienced HR advice is available whenever a question arises, for a fraction of the cost of a full-time senior HR manager.',
        },
      ],
    },
    service_list: {
      intro: 'Our outsourced HR and recruitment services include:',
      list: [
        {
          title: 'Recruitment and selection',
          description:
            'Job descriptions, advertising, shortlisting, interviews, aptitude testing, and reference and background checks for roles at every level.',
        },
        {
          title: 'Executive search',
          description: 'Discreet searches for senior finance, operations and management appointments.',
        },
        {
          title: 'HR policies and employee handbooks',
          description:
            'Policies and handbooks that comply with the Employment Act 2007 and reflect your organisation’s values.',
        },
        {
          title: 'Employment contracts and documentation',
          description: 'Contracts of service, offer letters, job descriptions and probation documents.',
        },
        {
          title: 'Payroll and statutory compliance',
          description:
            'Payroll processing with PAYE, NSSF, SHIF and Affordable Housing Levy deductions, the NITA levy and employees’ P9 forms.',
        },
        {
          title: 'Performance management',
          description: 'Appraisal systems, objectives and key performance indicators, and training needs analysis.',
        },
        {
          title: 'Employee relations advice',
          description:
            'Guidance on discipline, grievances, redundancy and termination, following fair procedure under Kenyan law.',
        },
        {
          title: 'HR audits',
          description:
            'Reviews of HR records, contracts, policies and practices against legal requirements and good practice.',
        },
      ],
      service_extra:
        'Candidate and employee records are handled in line with the Data Protection Act 2019, and where a matter becomes a contested dispute we work alongside your advocates.',
    },
    intro_text_title: 'Recruitment that finds the right fit',
    intro_text_description:
      'We start by understanding the role, the team and the organisation’s culture, then source candidates through job boards, professional networks and our own database. Shortlisted candidates are assessed through competency-based interviews and, where appropriate, technical tests, so that you meet only serious contenders.',
    intro_text_title2: 'HR support that grows with you',
    intro_text_description2:
      'From a first employment contract to a full HR framework for a growing workforce, we provide the level of support you need. Many organisations retain us monthly for payroll, policy updates and day-to-day HR advice.',
    headings: [
      {
        title: 'Compliance with Kenyan employment law',
        text: 'Employment law sets requirements on contracts, working hours, leave, termination and record-keeping. We keep your documents and procedures current as the law and the decisions of the courts develop.',
      },
      {
        title: 'Payroll and statutory deductions',
        text: 'Higher NSSF contributions and the introduction of SHIF and the Affordable Housing Levy have made payroll more complex. We calculate, remit and report each deduction correctly.',
      },
      {
        title: 'Outsourced career opportunities',
        text: 'Positions we are recruiting for on behalf of clients are listed on our careers page, with full job descriptions and details of how to apply.',
      },
    ],
    final:
      'Good people management builds organisations that last. We help you hire well, treat people fairly and stay compliant, so that your team can do its best work.',
    extra_final: 'Contact us to discuss a vacancy, an HR review or ongoing HR support for your organisation.',
  },
];
