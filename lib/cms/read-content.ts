/**
 * The pages' reads of the firm's own content in the staff admin: its people, services, FAQ,
 * podcast episodes, legal pages, contact details and menus (lib/cms/read.ts reads them: the seed
 * during `next build`, the database afterwards, or its last good copy while it is unreachable; a
 * staff member previewing in draft mode sees the drafts). Lists come in the staff's order,
 * numbered as content/*.ts numbers them.
 */
import { firm } from '@/content/firm';
import type { FaqItem, Firm, LegalPage, PodcastEpisode, Service, TeamMember } from '@/content/schema';
// Through the list of collections: it is where the collection modules are loaded from.
import {
  faqCollection,
  firmContactGlobal,
  legalCollection,
  navigationGlobal,
  podcastsCollection,
  servicesCollection,
  servicesPageGlobal,
  teamCollection,
} from './collections';
import type { FirmContact } from './globals/ContactDetails/reshape';
import type { Menus } from './globals/Navigation/resolve';
import type { ServicesPageCopy } from './globals/ServicesPage';
import { isBuildPhase, isDraftPreview, type ReadOptions, readCollection as readPublished, readGlobal as readPublishedGlobal } from './read';
import { readFirmContact } from './read-firm-contact';
import { seedValue } from './seed-data';

/** What a page reads: the published content, or the drafts for a staff member previewing them (read.ts). */
const withPreview = async (options?: ReadOptions): Promise<ReadOptions> => options ?? { draft: await isDraftPreview() };
const readCollection: typeof readPublished = async (collection, options) => readPublished(collection, await withPreview(options));
const readGlobal: typeof readPublishedGlobal = async (global, options) => readPublishedGlobal(global, await withPreview(options));

/** Items numbered 1, 2, 3… in the order they are listed. */
const inOrder = <T extends { id: number }>(items: T[]): T[] => items.map((item, index) => ({ ...item, id: index + 1 }));

export async function getTeamMembers(options?: ReadOptions): Promise<TeamMember[]> {
  return inOrder(await readCollection(teamCollection, options));
}

export async function getTeamMember(slug: string, options?: ReadOptions): Promise<TeamMember | undefined> {
  return (await getTeamMembers(options)).find((member) => member.slug === slug);
}

export async function getServices(options?: ReadOptions): Promise<Service[]> {
  return inOrder(await readCollection(servicesCollection, options));
}

export async function getService(slug: string, options?: ReadOptions): Promise<Service | undefined> {
  return (await getServices(options)).find((service) => service.slug === slug);
}

export async function getServicesPageCopy(options?: ReadOptions): Promise<ServicesPageCopy> {
  return readGlobal(servicesPageGlobal, options);
}

export async function getFaqItems(options?: ReadOptions): Promise<FaqItem[]> {
  return inOrder(await readCollection(faqCollection, options));
}

/** Newest first: the highest episode number leads. */
export async function getPodcastEpisodes(options?: ReadOptions): Promise<PodcastEpisode[]> {
  return [...(await readCollection(podcastsCollection, options))].sort((a, b) => b.episode - a.episode);
}

export async function getLegalPage(slug: string, options?: ReadOptions): Promise<LegalPage | undefined> {
  return (await readCollection(legalCollection, options)).find((page) => page.slug === slug);
}

export async function getLegalPages(options?: ReadOptions): Promise<LegalPage[]> {
  return readCollection(legalCollection, options);
}

/** What the site's search indexes of this content (lib/search/content-index.ts). */
export type FirmContent = { services: Service[]; teamMembers: TeamMember[]; podcastEpisodes: PodcastEpisode[]; legalPages: LegalPage[] };

/** The published content, never a draft: what the search index holds. */
export async function readFirmContent(): Promise<FirmContent> {
  const published: ReadOptions = { draft: false };
  const [services, teamMembers, podcastEpisodes, legalPages] = await Promise.all([
    getServices(published),
    getTeamMembers(published),
    getPodcastEpisodes(published),
    getLegalPages(published),
  ]);
  return { services, teamMembers, podcastEpisodes, legalPages };
}

/** The firm as content/firm.ts describes it, with the contact details staff keep in the admin. */
export async function getFirm(options?: ReadOptions): Promise<Firm> {
  return { ...firm, ...(await readGlobal(firmContactGlobal, options)) };
}

/**
 * The header's menu, the mobile sidebar and the footer's columns (the "Menus" global), each
 * link resolved to the current title and address of what it points at. Always the published
 * menus: the global has no drafts, and a menu previewing a draft service would show it to no one.
 */
export async function getMenus(): Promise<Menus> {
  return readGlobal(navigationGlobal, { draft: false });
}

/**
 * The published contact details for a mail, a calendar file or a form's message: read now, or
 * from a read under a minute old with no change since, with the pages' fallback when the
 * database is unreachable (lib/cms/read-firm-contact.ts).
 */
export async function readFirmContactNow(): Promise<FirmContact> {
  if (isBuildPhase()) return seedValue(firmContactGlobal);
  return readFirmContact(async () => (await import('./runtime')).getCms());
}
