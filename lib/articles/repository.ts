/**
 * Where pages get articles. Today every read comes from the bundled sample feed through the
 * WordPress adapter's normaliser; the live WordPress source and its last-good cache plug in
 * here without the pages changing.
 */
import { loadSampleArticles } from './sample-feed';
import type { Article } from './types';

/** Every article, newest first. */
export async function getArticles(): Promise<Article[]> {
  return loadSampleArticles();
}

export async function getArticle(slug: string): Promise<Article | undefined> {
  return (await getArticles()).find((article) => article.slug === slug);
}

/** The newest articles tagged with a service's category, at most `limit`. */
export async function getArticlesInCategory(category: string, limit: number): Promise<Article[]> {
  return (await getArticles()).filter((article) => article.categories.includes(category)).slice(0, limit);
}
