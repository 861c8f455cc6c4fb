/**
 * The site's own content in the search index (docs/search.md): the eight services and IT
 * Advisory's sub-categories, the team, the trainings, the open and outsourced roles, the
 * podcast episodes, the legal pages, the two tax tools and the newsletters the firm has sent. Written at every start and after
 * every change in the staff admin (lib/cms/revalidate.ts), from the content the pages show
 * (lib/cms/read.ts, lib/cms/read-content.ts). The articles are written by the blog's sync.
 */
import { ne, sql } from 'drizzle-orm';
import { payrollCalculatorCopy, taxCalendarCopy } from '@/content/tax-tools';
import { searchDocuments, type SearchDocument } from '../db/schema';
import type { SearchableContent } from '../cms/read';
import type { Db } from '../db/types';
import { formatEventDates } from '../events/format';
import { routes } from '../routes';

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** Every document of the site's own content. */
export function siteContentDocuments({
  trainingEvents,
  openPositions,
  outsourcedRoles,
  services,
  teamMembers,
  podcastEpisodes,
  legalPages,
  newsletters,
}: SearchableContent): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const service of services) {
    documents.push({
      kind: 'service',
      key: service.slug,
      path: routes.service(service.slug),
      title: service.title,
      excerpt: service.description,
      body: join(
        service.intro,
        service.intro_description,
        service.intro_extra,
        service.intro_choose,
        service.intro_benefits.title,
        ...service.intro_benefits.list.flatMap((item) => [item.name, item.description]),
        service.service_list.intro,
        ...service.service_list.list.flatMap((item) => [item.title, item.description]),
        service.intro_text_title,
        service.intro_text_description,
        service.intro_text_title2,
        service.intro_text_description2,
        ...service.headings.flatMap((heading) => [heading.title, heading.text]),
        service.final,
        service.extra_final,
      ),
    });
    for (const sub of service.subcategories ?? []) {
      documents.push({
        kind: 'service',
        key: `${service.slug}/${sub.id}`,
        path: routes.service(service.slug),
        title: `${sub.title} (${service.title})`,
        excerpt: sub.body_intro,
        body: join(
          sub.body_title,
          sub.body_focus,
          sub.focus_description,
          ...sub.headings.flatMap((heading) => [heading.title, heading.text]),
          sub.services.intro,
          ...sub.services.list.flatMap((item) => [item.name, item.description]),
        ),
      });
    }
  }
  for (const member of teamMembers) {
    documents.push({
      kind: 'person',
      key: member.slug,
      path: routes.member(member.slug),
      title: member.name,
      excerpt: member.position,
      body: member.description.join(' '),
    });
  }
  for (const event of trainingEvents) {
    documents.push({
      kind: 'event',
      key: event.slug,
      path: routes.event(event.slug),
      title: event.title,
      excerpt: join(event.intro.lead, formatEventDates(event), event.venue),
      body: join(
        ...event.intro.paragraphs,
        event.outline.heading,
        event.outline.listHeading,
        ...event.outline.topics.flatMap((item) => [item.name, item.description]),
        event.more.heading,
        event.more.text,
        ...event.more.items,
        event.cost.title,
        event.cost.description,
      ),
      sortDate: new Date(event.starts),
    });
  }
  for (const [jobs, path] of [
    [openPositions, routes.careers],
    [outsourcedRoles, `${routes.careers}#outsourced-roles`],
  ] as const) {
    for (const job of jobs) {
      documents.push({
        kind: 'role',
        key: String(job.id),
        path,
        title: job.title,
        excerpt: join(job.employmentType, job.location, job.employer),
        body: job.description,
        sortDate: new Date(job.datePosted),
      });
    }
  }
  for (const episode of podcastEpisodes) {
    documents.push({
      kind: 'podcast',
      key: String(episode.id),
      path: routes.podcasts,
      title: `Episode ${episode.episode}: ${episode.title}`,
      excerpt: episode.summary,
      body: 'Podcast episode from Kilele Partners.',
      sortDate: new Date(episode.published),
    });
  }
  for (const page of legalPages) {
    documents.push({
      kind: 'page',
      key: page.slug,
      path: `/${page.slug}`,
      title: page.title,
      excerpt: page.description,
      body: join(page.intro, ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])),
    });
  }
  for (const newsletter of newsletters) {
    documents.push({
      kind: 'newsletter',
      key: newsletter.slug,
      path: routes.newsletter(newsletter.slug),
      title: newsletter.subject,
      excerpt: newsletter.preheader,
      body: newsletter.text,
      sortDate: new Date(newsletter.sentAt),
    });
  }
  for (const [key, copy, path] of [
    ['payroll-calculator', payrollCalculatorCopy, routes.payrollCalculator],
    ['tax-calendar', taxCalendarCopy, routes.taxCalendar],
  ] as const) {
    documents.push({ kind: 'page', key, path, title: copy.hero.title, excerpt: copy.meta.description, body: join(copy.hero.intro, copy.disclaimer) });
  }
  return documents;
}

/** An arbitrary constant naming "rewriting the search index's site content" among the advisory locks. */
const SITE_CONTENT_INDEX_LOCK_KEY = 4_711_200_519;

/**
 * Replaces the index's site content with `content`'s, in one transaction; the articles stay.
 * Every instance rewrites it when a change reaches its pages, often at the same moment: the
 * rewrites take turns (a transaction's advisory lock), where two at once would insert the same
 * keys and one would fail.
 */
export async function indexSiteContent(db: Db, content: SearchableContent): Promise<number> {
  const documents = siteContentDocuments(content);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SITE_CONTENT_INDEX_LOCK_KEY))})`);
    await tx.delete(searchDocuments).where(ne(searchDocuments.kind, 'article'));
    await tx.insert(searchDocuments).values(documents);
  });
  return documents.length;
}
