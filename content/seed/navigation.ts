/**
 * The first start's menus (the "Navigation" global in the admin), in the shape Payload stores
 * them, with each service named by its slug (the seed stores its id). A service link without a
 * label shows the service's title, so a rename follows; a page link without one shows the page's
 * usual name (lib/cms/globals/Navigation/pages.ts). The sidebar's paths for five services are
 * the spec's own; next.config.ts redirects them (docs/site.md, "Every link resolves").
 */
import { firm } from '../firm';

export type SeedLink =
  | { type: 'service'; service: string; label?: string }
  | { type: 'page'; page: string; label?: string }
  | { type: 'custom'; url: string; label: string };

export type SeedEntry = { type: 'link'; link: SeedLink } | { type: 'menu'; title: string; items: { link: SeedLink }[] };

export type NavigationSeed = {
  header: SeedEntry[];
  sidebar: SeedEntry[];
  footer: { title: string; items: { link: SeedLink }[] }[];
};

const service = (slug: string): { link: SeedLink } => ({ link: { type: 'service', service: slug } });
const page = (key: string, label?: string): { link: SeedLink } => ({ link: label ? { type: 'page', page: key, label } : { type: 'page', page: key } });
const custom = (url: string, label: string): { link: SeedLink } => ({ link: { type: 'custom', url, label } });

/** In the staff's order of the services collection. */
const allServices = [
  'auditing-and-assurance',
  'outsourced-accounting',
  'tax-consulting',
  'business-advisory',
  'it-advisory',
  'training-and-workshops',
  'company-secretarial-services',
  'outsourced-hr-and-recruitment',
].map(service);

const taxTools = [page('payrollCalculator'), page('taxCalendar')];

export const navigationSeed: NavigationSeed = {
  header: [
    { type: 'link', ...page('home') },
    { type: 'menu', title: 'About', items: [page('about'), page('team'), page('trainings'), page('careers')] },
    { type: 'menu', title: 'Services', items: [...allServices, page('services')] },
    { type: 'menu', title: 'Insights', items: [page('articles'), page('podcasts'), page('newsletters'), ...taxTools] },
    { type: 'link', ...page('contact') },
  ],
  sidebar: [
    { type: 'link', ...page('home') },
    { type: 'menu', title: 'About Us', items: [page('about'), custom(`/${firm.prefix}-team`, 'Team'), page('careers'), page('csr')] },
    {
      type: 'menu',
      title: 'Services',
      items: [
        custom('/service/audit-and-assurance', 'Audit and Assurance'),
        custom('/service/tax-consultation', 'Tax Consultation'),
        custom('/service/ict-advisory', 'ICT Advisory'),
        custom('/service/outsourcing', 'Outsourcing'),
        custom('/service/training', 'Training'),
        service('business-advisory'),
      ],
    },
    // The original sidebar's Insights is a link to its own path; on a phone the tax tools are in
    // the footer and on the Tax Consulting page.
    { type: 'link', ...custom('/insights', 'Insights') },
    { type: 'link', ...page('contact') },
    { type: 'link', ...page('booking') },
  ],
  footer: [
    {
      title: 'Company',
      items: [page('about'), page('team'), page('trainings'), page('careers'), page('csr', 'Community (CSR)'), page('contact')],
    },
    { title: 'Services', items: allServices.slice(0, 6) },
    { title: 'Tax tools', items: taxTools },
    { title: 'Legal', items: [page('privacy'), page('terms'), page('cookies')] },
  ],
};
