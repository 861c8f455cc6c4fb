import type { MetadataRoute } from 'next';
import { getArticleEntries } from '@/lib/articles/repository';
import { getTrainingEvents } from '@/lib/cms/read';
import { getServices, getTeamMembers } from '@/lib/cms/read-content';
import { getSentNewsletters } from '@/lib/newsletters/archive';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { contentPagePaths } from '@/lib/site/pages';

// Regenerated when a sync changes the blog's mirror (docs/articles.md) or the admin's content
// changes or a campaign is sent (lib/cms/revalidate.ts); hourly as a safety net.
export const revalidate = 3600;

/** Every page, team member, event, article and sent newsletter. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [articles, events, members, services, newsletters] = await Promise.all([
    getArticleEntries(),
    getTrainingEvents(),
    getTeamMembers(),
    getServices(),
    getSentNewsletters(),
  ]);
  return [
    ...contentPagePaths({ events, members, services }).map((path) => ({ url: absoluteUrl(path) })),
    ...articles.map((article) => ({ url: absoluteUrl(routes.article(article.slug)), lastModified: article.modified })),
    ...newsletters.map((newsletter) => ({ url: absoluteUrl(routes.newsletter(newsletter.slug)), lastModified: newsletter.sentAt })),
  ];
}
