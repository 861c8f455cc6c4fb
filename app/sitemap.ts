import type { MetadataRoute } from 'next';
import { getArticles } from '@/lib/articles/repository';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { contentPagePaths } from '@/lib/site/pages';

export const revalidate = 60;

/** Every page, team member, event and article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getArticles();
  return [
    ...contentPagePaths().map((path) => ({ url: absoluteUrl(path) })),
    ...articles.map((article) => ({ url: absoluteUrl(routes.article(article.slug)), lastModified: article.modified || article.date })),
  ];
}
