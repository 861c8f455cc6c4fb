import type { MetadataRoute } from 'next';
import { getArticleEntries } from '@/lib/articles/repository';
import { getTrainingEvents } from '@/lib/cms/read';
import { getServices, getTeamMembers } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { contentPagePaths } from '@/lib/site/pages';

// Regenerated when a sync changes the blog's mirror (docs/articles.md) or the admin's content
// changes (lib/cms/revalidate.ts); hourly as a safety net.
export const revalidate = 3600;

/** Every page, team member, event and article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [articles, events, members, services] = await Promise.all([getArticleEntries(), getTrainingEvents(), getTeamMembers(), getServices()]);
  return [
    ...contentPagePaths({ events, members, services }).map((path) => ({ url: absoluteUrl(path) })),
    ...articles.map((article) => ({ url: absoluteUrl(routes.article(article.slug)), lastModified: article.modified })),
  ];
}
