/**
 * Copy for the site's static pages. Figures and names come from `firm.ts` so that they are
 * written once, and the contact details from the admin (the pages pass them); everything else
 * here is sample copy for Kilele Partners LLP, the firm's to replace.
 */
import { firm } from './firm';
import type { Firm, ImageRef, ProseSection } from './schema';

/** The band at the top of an inner page (see `PageHero`). */
export type HeroCopy = { eyebrow?: string; title: string; intro: string };
/**
 * The site's pages that copy links to, by name: lib/routes.ts's `pagePath` gives each its
 * address, so copy names a page and never builds a path.
 */
export type PageName = 'about' | 'services' | 'articles' | 'podcasts' | 'booking' | 'network' | 'payrollCalculator' | 'taxCalendar';
/** A link with its visible label, to one of the site's pages. */
export type CtaLink = { label: string; to: PageName };
/** A titled point in a list of reasons, steps or values. */
export type PointCopy = { title: string; description: string };
/** A titled card with a short text and one link. */
export type CardCopy = { title: string; text: string; cta: CtaLink };
/** A section heading with an optional introduction. */
export type SectionHeadingCopy = { eyebrow?: string; title: string; intro?: string };
/** A professional body or network the firm belongs to, shown as a logo. */
export type Affiliation = { name: string; logo: ImageRef };

export type HomeCopy = {
  hero: { eyebrow: string; title: string; intro: string; primaryCta: CtaLink; secondaryCta: CtaLink };
  yearsBadge: { value: string; label: string; cta: CtaLink };
  association: CardCopy;
  podcastCard: CardCopy;
  insightsCard: CardCopy;
  whyChooseUs: SectionHeadingCopy & { points: PointCopy[] };
  servicesTeaser: SectionHeadingCopy & { cta: CtaLink };
  howWeWork: SectionHeadingCopy & { steps: PointCopy[] };
  podcasts: SectionHeadingCopy & { listenLabel: string; cta: CtaLink };
  about: { eyebrow: string; headline: string; paragraphs: [string, string]; cta: CtaLink };
  affiliations: { heading: string; intro: string; items: Affiliation[] };
  news: SectionHeadingCopy & { cta: CtaLink };
  booking: { title: string; text: string; cta: CtaLink };
};

export type AboutCopy = {
  hero: HeroCopy;
  story: { heading: string; paragraphs: string[] };
  numbers: { heading: string; items: { value: string; label: string; description: string }[] };
  mission: { heading: string; text: string };
  vision: { heading: string; text: string };
  values: { heading: string; items: PointCopy[] };
  team: SectionHeadingCopy;
};

export type CsrCopy = { hero: HeroCopy; image: ImageRef; sections: ProseSection[] };
export type NetworkCopy = { title: string; intro: string };
export type ContactCopy = {
  hero: HeroCopy;
  form: { heading: string; intro: string };
  details: { heading: string };
  map: { heading: string; loadLabel: string };
};
export type BookingCopy = { hero: HeroCopy; intro: string; nextSteps: { heading: string; points: string[] } };

/** 24-hour `HH:MM` as the firm writes times, e.g. `08:00` → `8:00am`. */
function displayTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')}${suffix}`;
}

/** The contact page's sentences made from the contact details, which staff keep in the admin (the page passes them). */
export function contactPlaceCopy(details: Pick<Firm, 'address' | 'openingHours'>): { officeHours: string; mapIntro: string; mapPreviewAlt: string } {
  const { address } = details;
  const officeHours = details.openingHours.map((o) => `${o.days}, ${displayTime(o.opens)} - ${displayTime(o.closes)}`).join('; ');
  return {
    officeHours: `Office hours: ${officeHours}, except public holidays.`,
    mapIntro: `We are at ${address.building}, ${address.street}, ${address.locality}, ${address.city}. The interactive map is provided by Google and loads only when you ask for it.`,
    mapPreviewAlt: `Map showing the location of ${firm.shortName} in ${address.locality}, ${address.city}`,
  };
}

const networkName = `${firm.network.name} International`;

function affiliation(name: string, slug: string): Affiliation {
  return {
    name,
    logo: { src: `/images/affiliations/${slug}.svg`, width: 240, height: 96, alt: `${name} logo` },
  };
}

export const homeCopy: HomeCopy = {
  hero: {
    eyebrow: `${firm.shortName}, Nairobi`,
    title: 'Trusted advisers for businesses that intend to last',
    intro:
      'Accounting, audit, tax and advisory services for startups, SMEs, enterprises, nonprofits and public bodies across East Africa, delivered with integrity since 1986.',
    primaryCta: { label: 'Book a Consultation', to: 'booking' },
    secondaryCta: { label: 'Our Services', to: 'services' },
  },
  yearsBadge: {
    value: `${firm.figures.years}+`,
    label: 'Years of service',
    cta: { label: 'Explore Services', to: 'services' },
  },
  association: {
    title: `A member of ${networkName}`,
    text: `Through ${networkName}, a network of independent accounting and advisory firms, our clients reach trusted advisers in Africa, Europe and Asia while working with a team that knows Kenya.`,
    cta: { label: `About ${networkName}`, to: 'network' },
  },
  podcastCard: {
    title: 'The Kilele Partners Podcast',
    text: 'Our partners talk tax, audit, technology and growth in conversations you can watch or listen to on the go.',
    cta: { label: 'Listen to the podcast', to: 'podcasts' },
  },
  insightsCard: {
    title: 'Latest insights',
    text: 'Practical commentary on Finance Acts, eTIMS, reporting and regulation from the people who advise our clients.',
    cta: { label: 'Read our insights', to: 'articles' },
  },
  whyChooseUs: {
    eyebrow: 'Why choose us',
    title: 'Advice you can rely on, from people who know you',
    intro: 'For four decades clients have stayed with us because we combine technical depth with a personal, principled way of working.',
    points: [
      {
        title: 'Forty years of experience',
        description:
          'Since 1986 we have advised thousands of organisations through every change in Kenyan tax, reporting and regulation.',
      },
      {
        title: 'Partner-led service',
        description:
          'A partner or director leads every engagement, so you get senior judgement and one point of contact who knows your business.',
      },
      {
        title: 'Integrity in everything',
        description:
          'Rooted in Christian principles, we are honest about what we find, independent in our opinions and careful with your information.',
      },
      {
        title: 'Local knowledge, global reach',
        description: `We know the Kenyan market and regulators, and membership of ${networkName} gives you trusted advisers wherever you expand.`,
      },
    ],
  },
  servicesTeaser: {
    eyebrow: 'What we do',
    title: 'Services for every stage of your organisation',
    intro: 'From keeping the books to preparing for investment, our service lines work together so you deal with one firm.',
    cta: { label: 'View all services', to: 'services' },
  },
  howWeWork: {
    eyebrow: 'How we work',
    title: 'A clear process from first conversation to lasting results',
    steps: [
      {
        title: 'Listen',
        description: 'We meet you to understand your organisation, your goals and the questions keeping you up at night.',
      },
      {
        title: 'Plan',
        description: 'We agree the scope, timeline, team and fees in writing before any work begins, so there are no surprises.',
      },
      {
        title: 'Deliver',
        description: 'Our team does the work to professional standards and keeps you informed, raising issues early rather than late.',
      },
      {
        title: 'Support',
        description: 'We explain our findings in plain language and stay with you as you act on them, year after year.',
      },
    ],
  },
  podcasts: {
    eyebrow: 'Podcast',
    title: 'Listen to our latest episodes',
    intro: 'Conversations with our partners and guests on the issues shaping business in Kenya and across Africa.',
    listenLabel: 'Listen Now',
    cta: { label: 'All episodes', to: 'podcasts' },
  },
  about: {
    eyebrow: 'About us',
    headline: 'Four decades of helping East African organisations grow with confidence',
    paragraphs: [
      'Kilele Partners was founded in Nairobi in 1986 as a small audit practice with a simple conviction: that honest, careful advice helps businesses and communities flourish. Since then we have served more than 10,000 organisations, and today our team of 50 works across audit, tax, advisory, technology, outsourcing, company secretarial, HR and training.',
      `We are rooted in Christian principles of integrity, stewardship and service, and we measure our success by the success of our clients. As a member of ${networkName}, we combine local insight with international standards and reach.`,
    ],
    cta: { label: 'Read our story', to: 'about' },
  },
  affiliations: {
    heading: 'Trusted by World Class Brands',
    intro: 'We are proud members and partners of professional networks and bodies that share our commitment to quality.',
    items: [
      affiliation(networkName, 'meridian-international'),
      affiliation('East Africa Audit Alliance', 'east-africa-audit-alliance'),
      affiliation('Savanna Tax Forum', 'savanna-tax-forum'),
      affiliation('Nairobi Business Council', 'nairobi-business-council'),
    ],
  },
  news: {
    eyebrow: 'News & Insights',
    title: 'The latest from our advisers',
    cta: { label: 'View all articles', to: 'articles' },
  },
  booking: {
    title: 'Ready to talk about your organisation?',
    text: 'Tell us what you need and one of our advisers will get back to you within one working day to arrange a consultation.',
    cta: { label: 'Request Service Now', to: 'booking' },
  },
};

export const aboutCopy: AboutCopy = {
  hero: {
    eyebrow: 'About us',
    title: 'Our story',
    intro: 'Forty years of principled accounting, audit, tax and advisory services for organisations across East Africa.',
  },
  story: {
    heading: 'Built on integrity since 1986',
    paragraphs: [
      'Kilele Partners began in 1986, when two young accountants opened a two-room audit practice in Nairobi with a handful of clients and a firm belief that honest, careful work builds trust that lasts. From the start the firm was rooted in Christian principles: integrity when the numbers are uncomfortable, stewardship of what clients entrust to us, and service to the communities around us.',
      'As our clients grew, so did we. Tax advice followed audit in the 1990s, then business advisory, outsourced accounting and company secretarial services. In the last decade we added IT advisory, outsourced HR and recruitment, and a training practice that helps finance teams keep pace with change. Joining Meridian International gave our clients access to trusted advisers far beyond Kenya.',
      'Today a team of 50 people serves startups, SMEs, large enterprises, nonprofits, government agencies, financial institutions and donor-funded projects. The name Kilele, the summit, reminds us of why we exist: to help each client reach the next peak, and to do it the right way.',
    ],
  },
  numbers: {
    heading: 'Kilele Partners in numbers',
    items: [
      {
        value: `${firm.figures.years}`,
        label: 'Years of service',
        description: 'Advising Kenyan and East African organisations since 1986.',
      },
      {
        value: firm.figures.firms,
        label: 'Firms benefited',
        description: 'Businesses, nonprofits and public bodies served across the region.',
      },
      {
        value: `${firm.figures.employees}`,
        label: 'Employees',
        description: 'Accountants, auditors, tax, technology, HR and governance specialists.',
      },
    ],
  },
  mission: {
    heading: 'Our mission',
    text: 'To help organisations thrive by providing accounting, assurance, tax and advisory services of the highest professional and ethical standard, delivered with care.',
  },
  vision: {
    heading: 'Our vision',
    text: 'To be the most trusted professional services partner for organisations building lasting value across Africa.',
  },
  values: {
    heading: 'Our values',
    items: [
      {
        title: 'Integrity',
        description: 'We are honest and transparent in all we do, and we stand by our professional judgement.',
      },
      {
        title: 'Excellence',
        description: 'We hold our work to the highest technical standards and keep learning so our advice stays current.',
      },
      {
        title: 'Stewardship',
        description: 'We treat our clients’ resources, information and trust as if they were our own.',
      },
      {
        title: 'Service',
        description: 'We put our clients’ needs first and give our time and skills to the communities around us.',
      },
      {
        title: 'Teamwork',
        description: 'We work as one firm across service lines, sharing knowledge so clients benefit from all of us.',
      },
    ],
  },
  team: {
    eyebrow: 'Our people',
    title: 'Meet our leadership team',
    intro: 'Experienced professionals who lead our service lines and work closely with every client.',
  },
};

export const csrCopy: CsrCopy = {
  hero: {
    eyebrow: 'Community',
    title: 'Corporate social responsibility',
    intro: 'Service to the communities around us has been part of who we are since 1986.',
  },
  image: {
    src: '/images/csr/community.webp',
    width: 1200,
    height: 800,
    alt: 'Kilele Partners staff volunteering with young people at a community centre in Nairobi',
  },
  sections: [
    {
      heading: 'Financial literacy for young people',
      paragraphs: [
        'Each year our staff volunteer in secondary schools and youth groups in Nairobi to teach the basics of budgeting, saving, borrowing wisely and starting a business. The sessions are practical and interactive, and our younger accountants lead many of them.',
        'We also offer internships and attachment places every year to students from families who could not otherwise make the professional connections a first job depends on.',
      ],
    },
    {
      heading: 'Pro bono support for nonprofits',
      paragraphs: [
        'Small community organisations, churches and self-help groups often struggle to keep proper records and meet their reporting obligations. Our partners set aside time every year to help a number of them with bookkeeping, governance and compliance at no charge.',
      ],
      list: [
        'Setting up simple accounting records and financial policies',
        'Governance guidance for boards and committees',
        'Places on our public trainings for selected community organisations',
      ],
    },
    {
      heading: 'Caring for our environment and neighbours',
      paragraphs: [
        'Our staff take part in tree-planting days and community clean-ups, and we have moved most client work to paperless, digital processes. Through our annual staff giving programme, matched by the firm, we support children’s homes, medical appeals and education bursaries chosen by our team.',
        'If your organisation would like to partner with us on a community initiative, please get in touch.',
      ],
    },
  ],
};

export const networkCopy: NetworkCopy = {
  title: networkName,
  intro: firm.network.description,
};

export const contactCopy: ContactCopy = {
  hero: {
    eyebrow: 'Contact us',
    title: 'Get in touch',
    intro: 'Questions about our services, a training or a vacancy? Send us a message and we will reply within one working day.',
  },
  form: {
    heading: 'Send us a message',
    intro: 'Fill in the form and the right member of our team will get back to you. Every field except company is required.',
  },
  details: { heading: 'Visit or call us' },
  map: { heading: 'Find our office', loadLabel: 'Show interactive map' },
};

export const bookingCopy: BookingCopy = {
  hero: {
    eyebrow: 'Book a consultation',
    title: 'Book a consultation',
    intro: 'Tell us about your organisation and the service you need, and we will arrange a conversation with the right adviser.',
  },
  intro:
    'Complete the form below with your details, your industry and the service you are interested in. The more you tell us in the additional information box, the better we can prepare for our conversation.',
  nextSteps: {
    heading: 'What happens next',
    points: [
      'We email you to acknowledge your request.',
      'An adviser contacts you within one working day to agree a time.',
      'We meet in person, by phone or online to discuss your needs and how we can help.',
    ],
  },
};

/** The header's call to action, beside the menu (the menus themselves are the admin's "Menus"). */
export const headerCopy = { bookingAction: 'Book Consultation' } as const;
