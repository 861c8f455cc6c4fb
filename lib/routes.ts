/**
 * Every path the site links to, built from the firm's config so that `/{prefix}-…` and
 * `/{network}-international` follow it (docs/site.md). Components link through
 * these helpers, never through string literals.
 */
import { firm } from '../content/firm';
import type { PageName } from '../content/pages';
import type { FormKind } from './forms/schemas';

export const routes = {
  home: '/',
  about: '/about-us',
  team: '/team',
  member: (slug: string) => `/team/${slug}`,
  services: '/services',
  service: (slug: string) => `/service/${slug}`,
  articles: '/insights/articles',
  /** Slugs are kept decoded (docs/articles.md); the address carries them encoded. */
  article: (slug: string) => `/insights/article/${encodeURIComponent(slug)}`,
  articlesFeed: '/insights/articles/feed.xml',
  podcasts: '/insights/podcasts',
  /** The web archive of the newsletters the firm has sent (issue 32). */
  newsletters: '/insights/newsletters',
  newsletter: (slug: string) => `/insights/newsletters/${encodeURIComponent(slug)}`,
  newslettersFeed: '/insights/newsletters/feed.xml',
  trainings: `/${firm.prefix}-trainings`,
  event: (slug: string) => `/${firm.prefix}-trainings/${slug}`,
  eventCalendar: (slug: string) => `/${firm.prefix}-trainings/${slug}/calendar.ics`,
  /** The registration form of a training whose seats the site sells (issue 31). */
  eventRegistration: (slug: string) => `/${firm.prefix}-trainings/${slug}/register`,
  careers: '/careers',
  search: '/search',
  contact: '/contact-us',
  booking: '/book-consultation',
  /** The booking form with a service already chosen (the page reads `?service=`). */
  bookingFor: (service: string) => `/book-consultation?service=${encodeURIComponent(service)}`,
  payrollCalculator: '/insights/payroll-calculator',
  taxCalendar: '/insights/tax-calendar',
  /** `all` or an obligation's id: `/insights/tax-calendar/feeds/paye.ics`. */
  taxCalendarFeed: (feed: string) => `/insights/tax-calendar/feeds/${feed}.ics`,
  network: `/${firm.network.slug}-international`,
  csr: `/${firm.prefix}-csr`,
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  cookies: '/cookie-policy',
} as const;

/** The address of a page copy links to by name (content/pages.ts's `CtaLink`). */
export const pagePath = (page: PageName): string => routes[page];

/**
 * The JSON endpoints the forms post to (docs/forms.md; the old site's addresses).
 * Next routes them by their folders under `app/`; tests and benchmarks post through these.
 */
export const formEndpoints = {
  subscribe: '/php_stuff/subscribers.php',
  contact: '/api/client/submit-form',
  booking: '/api/client/book-appointment',
} as const satisfies Record<FormKind, string>;

/**
 * Config-named public paths and the internal route folders that render them. `next.config.ts`
 * rewrites the public path onto the folder and redirects the folder's own path to the public
 * one, so each page has one address.
 */
export const configNamedRoutes = [
  { publicPath: routes.trainings, internalPath: '/trainings', hasChildren: true },
  { publicPath: routes.csr, internalPath: '/csr', hasChildren: false },
  { publicPath: routes.network, internalPath: '/network', hasChildren: false },
] as const;

/**
 * The public address of the page a route folder renders, from `usePathname()` as the page is
 * prerendered: a config-named folder's own path (`/trainings/x`) becomes its public one
 * (`/kp-trainings/x`), every other path is its own.
 */
export function publicPathOf(pathname: string): string {
  // Next prerenders the 404 page under this name, which no visitor can open: home instead.
  if (pathname === '/_not-found') return routes.home;
  for (const { publicPath, internalPath } of configNamedRoutes) {
    if (pathname === internalPath || pathname.startsWith(`${internalPath}/`)) return publicPath + pathname.slice(internalPath.length);
  }
  return pathname;
}

/** The mobile sidebar's own paths (docs/site.md), kept as the firm wrote them. */
export const sidebarRoutes = {
  team: `/${firm.prefix}-team`,
  insights: '/insights',
  audit: '/service/audit-and-assurance',
  tax: '/service/tax-consultation',
  ict: '/service/ict-advisory',
  outsourcing: '/service/outsourcing',
  training: '/service/training',
} as const;

/** Where each sidebar path lives: `next.config.ts` redirects permanently (docs/site.md). */
export const sidebarAliases = [
  { source: sidebarRoutes.team, destination: routes.team },
  { source: sidebarRoutes.insights, destination: routes.articles },
  { source: sidebarRoutes.audit, destination: routes.service('auditing-and-assurance') },
  { source: sidebarRoutes.tax, destination: routes.service('tax-consulting') },
  { source: sidebarRoutes.ict, destination: routes.service('it-advisory') },
  { source: sidebarRoutes.outsourcing, destination: routes.service('outsourced-accounting') },
  { source: sidebarRoutes.training, destination: routes.service('training-and-workshops') },
];

/** Whether a menu link is the page at `pathname` (or, for sections, an ancestor of it). */
export function isActivePath(pathname: string, link: string): boolean {
  if (link === routes.home) return pathname === routes.home;
  return pathname === link || pathname.startsWith(`${link}/`);
}

/**
 * An article's slug decoded, as the mirror keeps it (docs/articles.md): WordPress stores the slug
 * of a non-Latin title percent-encoded, and an address carries it so. Left as it is when it is
 * not valid percent-encoding. The inverse of the encoding in {@link routes.article}.
 */
export function decodedSlug(slug: string): string {
  if (!slug.includes('%')) return slug;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
