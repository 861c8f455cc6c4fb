/**
 * The header's and the mobile sidebar's menus. The sidebar keeps its own paths;
 * `next.config.ts` makes each of them resolve (docs/site.md, "Every link resolves").
 */
import { routes, sidebarRoutes } from '@/lib/routes';
import type { NavItem } from './schema';
import { serviceNavItems } from './services';
import { taxToolLinks } from './tax-tools';

/** The tax tools, as the Insights menus and the footer list them. */
const taxToolItems: NavItem[] = taxToolLinks.map((tool) => ({ name: tool.navLabel, link: tool.href }));

export type NavEntry = { kind: 'link'; item: NavItem } | { kind: 'group'; name: string; items: NavItem[] };

const link = (name: string, href: string): NavEntry => ({ kind: 'link', item: { name, link: href } });

export const desktopNavigation: NavEntry[] = [
  link('Home', routes.home),
  {
    kind: 'group',
    name: 'About',
    items: [
      { name: 'Our story', link: routes.about },
      { name: 'Team', link: routes.team },
      { name: 'Trainings', link: routes.trainings },
      { name: 'Careers', link: routes.careers },
    ],
  },
  { kind: 'group', name: 'Services', items: serviceNavItems },
  {
    kind: 'group',
    name: 'Insights',
    items: [{ name: 'Articles', link: routes.articles }, { name: 'Podcast', link: routes.podcasts }, ...taxToolItems],
  },
  link('Contact', routes.contact),
];

export const mobileNavigation: NavEntry[] = [
  link('Home', routes.home),
  {
    kind: 'group',
    name: 'About Us',
    items: [
      { name: 'Our story', link: routes.about },
      { name: 'Team', link: sidebarRoutes.team },
      { name: 'Careers', link: routes.careers },
      { name: 'CSR', link: routes.csr },
    ],
  },
  {
    kind: 'group',
    name: 'Services',
    items: [
      { name: 'Audit and Assurance', link: sidebarRoutes.audit },
      { name: 'Tax Consultation', link: sidebarRoutes.tax },
      { name: 'ICT Advisory', link: sidebarRoutes.ict },
      { name: 'Outsourcing', link: sidebarRoutes.outsourcing },
      { name: 'Training', link: sidebarRoutes.training },
      { name: 'Business Advisory', link: routes.service('business-advisory') },
    ],
  },
  // The original sidebar's Insights is a link to its own path; on a phone the tax tools are in
  // the footer and on the Tax Consulting page.
  link('Insights', sidebarRoutes.insights),
  link('Contact', routes.contact),
  link('Book Consultation', routes.booking),
];

/** The header's call to action. */
export const bookingAction: NavItem = { name: 'Book Consultation', link: routes.booking };

export const footerColumns: { title: string; items: NavItem[] }[] = [
  {
    title: 'Company',
    items: [
      { name: 'Our story', link: routes.about },
      { name: 'Team', link: routes.team },
      { name: 'Trainings', link: routes.trainings },
      { name: 'Careers', link: routes.careers },
      { name: 'Community (CSR)', link: routes.csr },
      { name: 'Contact', link: routes.contact },
    ],
  },
  { title: 'Services', items: serviceNavItems.filter((item) => item.link !== routes.services).slice(0, 6) },
  { title: 'Tax tools', items: taxToolItems },
  {
    title: 'Legal',
    items: [
      { name: 'Privacy policy', link: routes.privacy },
      { name: 'Terms & Conditions', link: routes.terms },
      { name: 'Cookie policy', link: routes.cookies },
    ],
  },
];
