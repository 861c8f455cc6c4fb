/**
 * The site's pages a menu link can choose from a list (their routes are code, lib/routes.ts),
 * each with the name a menu shows when the link gives none. Stored by key, so a page whose
 * address changes in code keeps its menu links.
 */
import { routes } from '../../../routes';

export const MENU_PAGES = {
  home: { label: 'Home', path: routes.home },
  about: { label: 'Our story', path: routes.about },
  team: { label: 'Team', path: routes.team },
  trainings: { label: 'Trainings', path: routes.trainings },
  careers: { label: 'Careers', path: routes.careers },
  csr: { label: 'CSR', path: routes.csr },
  contact: { label: 'Contact', path: routes.contact },
  booking: { label: 'Book Consultation', path: routes.booking },
  services: { label: 'View All Services', path: routes.services },
  articles: { label: 'Articles', path: routes.articles },
  podcasts: { label: 'Podcast', path: routes.podcasts },
  newsletters: { label: 'Newsletters', path: routes.newsletters },
  payrollCalculator: { label: 'Payroll calculator', path: routes.payrollCalculator },
  taxCalendar: { label: 'Tax deadline calendar', path: routes.taxCalendar },
  search: { label: 'Search', path: routes.search },
  network: { label: 'International network', path: routes.network },
  privacy: { label: 'Privacy policy', path: routes.privacy },
  terms: { label: 'Terms & Conditions', path: routes.terms },
  cookies: { label: 'Cookie policy', path: routes.cookies },
} as const satisfies Record<string, { label: string; path: string }>;

export type MenuPage = keyof typeof MENU_PAGES;

export const isMenuPage = (value: unknown): value is MenuPage => typeof value === 'string' && Object.hasOwn(MENU_PAGES, value);
