/**
 * The firm's people as the first start stores them, in the order the about page shows them.
 * Sample profiles for Kilele Partners LLP: names, careers and portraits are fictional and the
 * firm's to replace.
 */
import type { SeedData, SeedImage } from './stored';

/** A member's portrait, `public/images/team/<slug>.webp` (600 × 750). */
const portrait = (slug: string, name: string): SeedImage => ({ publicFile: `/images/team/${slug}.webp`, width: 600, height: 750, alt: `Portrait of ${name}` });

/** A biography as stored: paragraphs separated by a blank line. */
const paragraphs = (...texts: string[]): string => texts.join('\n\n');

export const teamSeed: SeedData<'team-members'>[] = [
  {
    name: 'Joseph Mwangi Kariuki, FCPA',
    position: 'Managing Partner',
    slug: 'joseph-mwangi-kariuki',
    photo: portrait('joseph-mwangi-kariuki', 'Joseph Mwangi Kariuki'),
    bio: paragraphs(
      'Joseph joined Kilele Partners as an audit trainee in 1994 and has spent his whole career with the firm, becoming a partner in 2004 and Managing Partner in 2013. He sets the firm’s strategy, chairs its risk and quality committee and leads the relationship with Meridian International, the network the firm has belonged to for more than a decade. Under his leadership the firm has grown from a single audit practice into eight service lines serving clients across East Africa.',
      'His own client work centres on statutory audits and board advisory for family-owned groups, manufacturers, savings and credit co-operatives and faith-based organisations. Clients value his plain speaking in the boardroom and his insistence that a good audit should leave a business stronger, not merely compliant. He has advised several second-generation family businesses through succession, governance reviews and their first external financing rounds.',
      'Joseph is a Fellow of the Institute of Certified Public Accountants of Kenya (ICPAK) and has served on several of its technical committees. He holds a Bachelor of Commerce in Accounting and an MBA in Strategic Management, mentors young accountants through the firm’s trainee programme and is a frequent speaker on governance and ethics in the profession.',
    ),
  },
  {
    name: 'Grace Achieng Otieno, CPA',
    position: 'Partner, Audit and Assurance',
    slug: 'grace-achieng-otieno',
    photo: portrait('grace-achieng-otieno', 'Grace Achieng Otieno'),
    bio: paragraphs(
      'Grace leads the firm’s Audit and Assurance practice, overseeing statutory audits, donor-funded project audits, special-purpose engagements and agreed-upon procedures for more than 200 clients each year. She joined Kilele Partners in 2009 after six years with an international audit firm in Nairobi and Kampala, and was admitted to the partnership in 2016.',
      'Her portfolio spans financial services, manufacturing, healthcare, education and the nonprofit sector. She has led audits of grant programmes funded by bilateral and multilateral donors, and is known for helping finance teams prepare for the audit well before fieldwork begins, so that findings are few and management letters are useful. She also leads the firm’s work on IFRS adoption and IFRS for SMEs reporting.',
      'Grace is a Certified Public Accountant of Kenya, a member of ICPAK and a holder of a Bachelor of Commerce in Finance and a Master of Science in Finance. She is the firm’s engagement quality reviewer for public-interest entities and leads its internal audit methodology and training for audit staff.',
    ),
  },
  {
    name: 'David Kiprono Langat, CPA, CISA',
    position: 'Partner, IT Advisory',
    slug: 'david-kiprono-langat',
    photo: portrait('david-kiprono-langat', 'David Kiprono Langat'),
    bio: paragraphs(
      'David heads the IT Advisory practice, which helps organisations get value from technology while keeping it secure and well governed. He joined the firm in 2012 to build its IT audit capability and became a partner in 2019. Before that he spent seven years in the technology risk team of a regional bank and as a systems auditor in the insurance sector.',
      'His team delivers IT general controls reviews, cybersecurity assessments, data protection compliance programmes under Kenya’s Data Protection Act 2019, ERP selection and implementation assurance, and eTIMS integration reviews. David has advised banks, SACCOs, insurers, hospitals, schools and county-level agencies on closing control gaps without slowing the business down.',
      'David is a Certified Public Accountant of Kenya and a Certified Information Systems Auditor, a member of ICPAK and of ISACA’s Kenya chapter. He holds a Bachelor of Science in Computer Science and a postgraduate diploma in information security, and regularly trains finance teams on cyber risk and internal controls for digital payments.',
    ),
  },
  {
    name: 'Mercy Wanjiku Njoroge, CPA',
    position: 'Director, Tax',
    slug: 'mercy-wanjiku-njoroge',
    photo: portrait('mercy-wanjiku-njoroge', 'Mercy Wanjiku Njoroge'),
    bio: paragraphs(
      'Mercy leads the firm’s tax practice, advising companies, nonprofits and individuals on corporate income tax, VAT, PAYE, withholding tax, excise duty, transfer pricing and tax disputes. She joined Kilele Partners in 2014 from a senior role in a multinational’s regional tax function and was appointed Director, Tax in 2020.',
      'She has guided clients through every Finance Act of the last decade, the move to iTax and the roll-out of eTIMS, and has represented taxpayers in objections and alternative dispute resolution with the Kenya Revenue Authority. Her clients include manufacturers, importers, real estate developers, hospitality groups and NGOs with complex tax-exemption questions. She leads the firm’s annual tax updates seminar and its Finance Act briefings.',
      'Mercy is a Certified Public Accountant of Kenya, a member of ICPAK and a registered tax agent. She holds a Bachelor of Commerce in Accounting and a Master of Arts in Tax Policy and Administration, and writes many of the firm’s tax insights.',
    ),
  },
  {
    name: 'Peter Omondi Ouma, CPA',
    position: 'Director, Business Advisory',
    slug: 'peter-omondi-ouma',
    photo: portrait('peter-omondi-ouma', 'Peter Omondi Ouma'),
    bio: paragraphs(
      'Peter leads Business Advisory, helping owners and boards with strategy, financial modelling, business valuations, restructuring and fundraising. He joined the firm in 2011 after working in corporate finance for a regional investment bank and as finance director of a growing agribusiness, and he was appointed Director in 2018.',
      'He has prepared business plans and investor materials for startups and SMEs raising capital, led valuations for mergers and shareholder exits, and supported nonprofits in designing resource mobilisation strategies and sustainable funding models. His sector experience includes agribusiness, logistics, education, healthcare and renewable energy, and he leads the firm’s training on fundraising for nonprofits.',
      'Peter is a Certified Public Accountant of Kenya and a member of ICPAK. He holds a Bachelor of Commerce in Finance and an MBA, and he mentors founders through several Nairobi incubation programmes.',
    ),
  },
  {
    name: 'Faith Nduta Kamau, CPS(K)',
    position: 'Head of Company Secretarial',
    slug: 'faith-nduta-kamau',
    photo: portrait('faith-nduta-kamau', 'Faith Nduta Kamau'),
    bio: paragraphs(
      'Faith heads Company Secretarial Services, acting as company secretary for private companies, NGOs, trusts and foundations and keeping their statutory records, filings and board processes in order. She joined the firm in 2015 after practising in the corporate department of a Nairobi law firm.',
      'Her team handles company and business name registrations, annual returns, beneficial ownership filings, changes in directors and shareholding, share transfers and the preparation of minutes and resolutions. Faith also advises boards on governance structures, board evaluations and codes of conduct, and supports foreign investors setting up Kenyan subsidiaries and branches.',
      'Faith is a Certified Public Secretary of Kenya and a member of the Institute of Certified Secretaries (ICS). She holds a Bachelor of Laws and a postgraduate diploma in corporate governance, and she runs the firm’s governance training for directors of family businesses and nonprofits.',
    ),
  },
  {
    name: 'Brian Mutua Musyoka, CPA',
    position: 'Manager, Outsourced Accounting',
    slug: 'brian-mutua-musyoka',
    photo: portrait('brian-mutua-musyoka', 'Brian Mutua Musyoka'),
    bio: paragraphs(
      'Brian manages the Outsourced Accounting practice, which keeps the books, runs payroll and prepares monthly management accounts for more than 120 clients. He joined Kilele Partners as a graduate trainee in 2015, moved through audit and tax, and has led the outsourcing team since 2021.',
      'He designs finance processes for growing SMEs, startups and donor-funded projects, from cloud bookkeeping and bank reconciliations to statutory deductions, eTIMS invoicing and year-end preparation. Brian has a knack for turning untidy records into reliable monthly reports that owners actually read, and he leads the firm’s migrations of clients to cloud accounting platforms.',
      'Brian is a Certified Public Accountant of Kenya and a member of ICPAK. He holds a Bachelor of Commerce in Accounting and is certified in several cloud accounting and payroll systems.',
    ),
  },
  {
    name: 'Esther Chebet Rotich, CHRP(K)',
    position: 'Lead, HR and Recruitment',
    slug: 'esther-chebet-rotich',
    photo: portrait('esther-chebet-rotich', 'Esther Chebet Rotich'),
    bio: paragraphs(
      'Esther leads Outsourced HR and Recruitment, helping clients hire well and manage people fairly and lawfully. She joined the firm in 2017 after ten years in human resources roles in manufacturing and the nonprofit sector, most recently as HR manager of a regional NGO.',
      'Her team runs end-to-end recruitment for finance and operations roles, from job analysis and advertising to assessment, interviews and reference checks. Esther also drafts HR policies and employment contracts, designs salary structures, advises on compliance with the Employment Act and statutory deductions, and supports clients through restructuring and performance management.',
      'Esther is a Certified Human Resource Professional of Kenya and a member of the Institute of Human Resource Management (IHRM). She holds a Bachelor of Arts in Sociology and a Master of Science in Human Resource Management.',
    ),
  },
  {
    name: 'Ibrahim Hassan Abdi, CPA',
    position: 'Manager, Audit',
    slug: 'ibrahim-hassan-abdi',
    photo: portrait('ibrahim-hassan-abdi', 'Ibrahim Hassan Abdi'),
    bio: paragraphs(
      'Ibrahim manages a portfolio of statutory and donor-funded project audits, leading engagement teams from planning through fieldwork to reporting. He joined Kilele Partners in 2016 as an audit senior and was promoted to manager in 2021.',
      'His clients include logistics companies, hospitals, SACCOs, schools and NGOs operating in northern and coastal Kenya. He specialises in grant compliance audits, internal control reviews and special investigations, and is fluent in English, Kiswahili and Somali, which helps him serve clients across the region.',
      'Ibrahim is a Certified Public Accountant of Kenya and a member of ICPAK. He holds a Bachelor of Commerce in Accounting and is completing a master’s degree in forensic accounting.',
    ),
  },
  {
    name: 'Lucy Wairimu Gitau, ACCA',
    position: 'Lead, Training and Learning',
    slug: 'lucy-wairimu-gitau',
    photo: portrait('lucy-wairimu-gitau', 'Lucy Wairimu Gitau'),
    bio: paragraphs(
      'Lucy leads Training and Workshops, designing and delivering the firm’s public seminars, in-house programmes and continuing professional development for clients’ finance, HR and management teams. She joined the firm in 2018 after several years as a lecturer in financial reporting and a training consultant.',
      'She runs the firm’s calendar of open courses, including the annual tax updates seminar, IFRS refreshers, financial management for non-finance managers and fundraising for nonprofits, and she tailors in-house programmes for banks, SACCOs, county agencies and NGOs. Her sessions are practical, built on real case studies and rated highly by delegates.',
      'Lucy is a member of the Association of Chartered Certified Accountants (ACCA). She holds a Bachelor of Education in Business Studies and a certificate in adult learning and instructional design.',
    ),
  },
];
