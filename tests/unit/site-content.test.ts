import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookableServices, bookingServicePlaceholder } from '@/content/booking';
import { firm } from '@/content/firm';
import { industries } from '@/content/industries';
import { homeCopy } from '@/content/pages';
import { contactDetailsSeed } from '@/content/seed/contact-details';
import { faqSeed } from '@/content/seed/faq';
import { podcastsSeed } from '@/content/seed/podcasts';
import { servicesSeed } from '@/content/seed/services';
import { teamSeed } from '@/content/seed/team';
import { trainingsSeed } from '@/content/seed/trainings';
import { openingsSeed } from '@/content/seed/openings';
import { firmContactGlobal } from '@/lib/cms/globals/ContactDetails';
import { seedMenus } from '@/lib/cms/globals/Navigation/seed';
import type { MenuEntry } from '@/lib/cms/globals/Navigation/resolve';
import { configNamedRoutes, pagePath, routes, sidebarAliases, sidebarRoutes } from '@/lib/routes';
import { fieldProblems } from '../support/seed-fields';

const appDir = path.resolve('app');

/** Every page path the app folder serves, with `[slug]` segments filled from content. */
function servedPaths(): Set<string> {
  const params: Record<string, string[]> = {
    '/service/[slug]': servicesSeed.map((service) => service.slug),
    '/team/[slug]': teamSeed.map((member) => member.slug),
    '/trainings/[slug]': trainingsSeed.map((event) => event.slug),
  };
  const found = new Set<string>();
  const walk = (dir: string, route: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (!statSync(full).isDirectory()) continue;
      const segment = name.startsWith('(') ? '' : `/${name}`;
      walk(full, route + segment);
    }
    if (existsSync(path.join(dir, 'page.tsx'))) {
      const slugs = params[route];
      if (slugs) slugs.forEach((slug) => found.add(route.replace('[slug]', slug)));
      else if (!route.includes('[')) found.add(route || '/');
    }
  };
  walk(appDir, '');
  // Config-named pages are served from their internal folders (next.config.ts rewrites).
  for (const { publicPath, internalPath } of configNamedRoutes) {
    for (const served of [...found]) {
      if (served === internalPath || served.startsWith(`${internalPath}/`)) found.add(publicPath + served.slice(internalPath.length));
    }
  }
  return found;
}

describe('firm config', () => {
  it('carries the spec figures', () => {
    expect(firm.figures).toEqual({ years: 40, firms: '10k', employees: 50 });
  });

  it('seeds contact details the admin accepts, with three phones and six social links', async () => {
    expect(await fieldProblems(firmContactGlobal.config.fields, contactDetailsSeed)).toEqual([]);
    expect(contactDetailsSeed.email).toBe('enquiries@kilele.example');
    expect(contactDetailsSeed.socials.map((social) => social.network)).toEqual(['facebook', 'x', 'instagram', 'linkedin', 'youtube', 'podcast']);
    expect(contactDetailsSeed.phones).toEqual([
      { label: 'Main office', display: '+254 20 765 4321' },
      { label: 'Mobile', display: '+254 712 345 678' },
      { label: 'Tax desk', display: '+254 733 456 789' },
    ]);
    expect(contactDetailsSeed.address.city).toBe('Nairobi');
  });

  it('names the config-driven routes from the prefix and network', () => {
    expect(routes.trainings).toBe('/kp-trainings');
    expect(routes.csr).toBe('/kp-csr');
    expect(routes.network).toBe('/meridian-international');
    expect(sidebarRoutes.team).toBe('/kp-team');
  });
});

describe('the counts of docs/site.md', () => {
  it('has the counted things', () => {
    expect(faqSeed).toHaveLength(6);
    expect(teamSeed).toHaveLength(10);
    expect(podcastsSeed).toHaveLength(4);
    expect(industries).toHaveLength(21);
    expect(bookableServices).toHaveLength(7);
    expect(bookingServicePlaceholder).toBe('Select Service');
    expect(trainingsSeed).toHaveLength(2);
    expect(openingsSeed.filter((job) => !job.outsourced)).toHaveLength(1);
    expect(openingsSeed.filter((job) => job.outsourced)).toHaveLength(4);
    expect(servicesSeed).toHaveLength(8);
    expect(homeCopy.affiliations.items).toHaveLength(4);
  });

  it('keeps industries and bookable services unique', () => {
    expect(new Set(industries).size).toBe(industries.length);
    expect(new Set(bookableServices).size).toBe(bookableServices.length);
  });
});

describe('navigation', () => {
  const served = servedPaths();
  const aliasSources = new Set<string>(sidebarAliases.map((alias) => alias.source));
  // The first start's menus (the admin's "Menus" global), as the build renders them.
  const { header: desktopNavigation, sidebar: mobileNavigation, footer: footerColumns } = seedMenus();
  const linksOf = (entries: MenuEntry[]) =>
    entries.flatMap((entry) => (entry.kind === 'link' ? [entry.item] : entry.items));

  it('has the spec entries in the desktop header and the mobile sidebar', () => {
    expect(desktopNavigation.map((entry) => (entry.kind === 'link' ? entry.item.name : entry.name))).toEqual([
      'Home',
      'About',
      'Services',
      'Insights',
      'Contact',
    ]);
    expect(mobileNavigation.map((entry) => (entry.kind === 'link' ? entry.item.name : entry.name))).toEqual([
      'Home',
      'About Us',
      'Services',
      'Insights',
      'Contact',
      'Book Consultation',
    ]);
    const mobileServices = mobileNavigation.find((entry) => entry.kind === 'group' && entry.name === 'Services');
    expect(mobileServices?.kind === 'group' && mobileServices.items).toHaveLength(6);
  });

  it('links only to pages that exist or to sidebar paths that redirect to them', () => {
    const all = [...linksOf(desktopNavigation), ...linksOf(mobileNavigation), ...footerColumns.flatMap((column) => column.items)];
    for (const item of all) {
      expect(item.name.trim(), item.link).not.toBe('');
      expect(served.has(item.link) || aliasSources.has(item.link), item.link).toBe(true);
    }
  });

  it('redirects every sidebar alias to a served page', () => {
    for (const alias of sidebarAliases) expect(served.has(alias.destination), alias.destination).toBe(true);
  });

  it('points content links at served pages and shipped files', () => {
    for (const member of teamSeed) expect(served.has(routes.member(member.slug))).toBe(true);
    for (const service of servicesSeed) expect(served.has(routes.service(service.slug))).toBe(true);
    for (const event of trainingsSeed) expect(served.has(routes.event(event.slug))).toBe(true);
    for (const { jd } of openingsSeed) expect(existsSync(path.join('public', jd.publicFile)), jd.publicFile).toBe(true);
    for (const cta of [homeCopy.yearsBadge.cta, homeCopy.podcastCard.cta, homeCopy.insightsCard.cta, homeCopy.booking.cta]) {
      expect(served.has(pagePath(cta.to)), cta.to).toBe(true);
    }
    for (const path_ of [routes.privacy, routes.terms, routes.cookies, routes.csr, routes.network, routes.booking]) {
      expect(served.has(path_), path_).toBe(true);
    }
  });

  it('ships every image the content names', () => {
    const images = [
      ...servicesSeed.map(({ image }) => ({ src: image.publicFile, alt: image.alt })),
      ...teamSeed.map(({ photo }) => ({ src: photo.publicFile, alt: photo.alt })),
      ...podcastsSeed.map(({ cover }) => ({ src: cover.publicFile, alt: cover.alt })),
      ...trainingsSeed.map(({ image }) => ({ src: image.publicFile, alt: image.alt })),
      ...homeCopy.affiliations.items.map((item) => item.logo),
    ];
    for (const image of images) {
      expect(existsSync(path.join('public', image.src)), image.src).toBe(true);
      expect(image.alt.length, image.src).toBeGreaterThan(0);
    }
  });
});
