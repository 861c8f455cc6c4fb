/**
 * One representative URL per kind of page, and every page path the site serves. Used by the
 * sitemap, the end-to-end tests and the measuring scripts, so they all cover the same pages.
 */
import { trainingsSeed } from '@/content/seed/trainings';
import type { Service, TeamMember, TrainingEvent } from '@/content/schema';
import { servicesSeed } from '@/content/seed/services';
import { teamSeed } from '@/content/seed/team';
import { routes } from '@/lib/routes';

/** The content whose pages have addresses of their own: by default the seed's. */
export type PagedContent = {
  events: Pick<TrainingEvent, 'slug'>[];
  members: Pick<TeamMember, 'slug'>[];
  services: Pick<Service, 'slug'>[];
};

/**
 * Pages whose paths come from content alone (articles come from the feed). The sitemap passes
 * the events, people and services the site shows now (lib/cms/read.ts, lib/cms/read-content.ts);
 * tests and measuring scripts take the seed's.
 */
export function contentPagePaths({ events = trainingsSeed, members = teamSeed, services: shownServices = servicesSeed }: Partial<PagedContent> = {}): string[] {
  return [
    routes.home,
    routes.about,
    routes.team,
    ...members.map((member) => routes.member(member.slug)),
    routes.services,
    ...shownServices.map((service) => routes.service(service.slug)),
    routes.articles,
    routes.podcasts,
    routes.newsletters,
    routes.payrollCalculator,
    routes.taxCalendar,
    routes.trainings,
    ...events.map((event) => routes.event(event.slug)),
    routes.careers,
    routes.contact,
    routes.booking,
    routes.network,
    routes.csr,
    routes.privacy,
    routes.terms,
    routes.cookies,
  ];
}

/** One page of each kind, named, for audits and budgets. */
export function pageKinds(articleSlug: string): { kind: string; path: string }[] {
  return [
    { kind: 'home', path: routes.home },
    { kind: 'about', path: routes.about },
    { kind: 'team', path: routes.team },
    { kind: 'member', path: routes.member(teamSeed[0]!.slug) },
    { kind: 'services', path: routes.services },
    { kind: 'service', path: routes.service('tax-consulting') },
    { kind: 'it-advisory', path: routes.service('it-advisory') },
    { kind: 'articles', path: routes.articles },
    { kind: 'article', path: routes.article(articleSlug) },
    { kind: 'podcasts', path: routes.podcasts },
    { kind: 'newsletters', path: routes.newsletters },
    { kind: 'payroll-calculator', path: routes.payrollCalculator },
    { kind: 'tax-calendar', path: routes.taxCalendar },
    { kind: 'trainings', path: routes.trainings },
    { kind: 'event', path: routes.event(trainingsSeed[0]!.slug) },
    { kind: 'careers', path: routes.careers },
    { kind: 'contact', path: routes.contact },
    { kind: 'booking', path: routes.booking },
    { kind: 'legal', path: routes.privacy },
    { kind: 'csr', path: routes.csr },
    { kind: 'network', path: routes.network },
  ];
}
