/** The articles as an RSS 2.0 feed. */
import { buildRssFeed, type FeedOptions } from '../seo/rss';
import type { Article } from './types';

type ArticleFeedOptions = FeedOptions & {
  /** Absolute URL of an article page. */
  articleUrl: (article: Article) => string;
};

export function buildRss(articles: Article[], options: ArticleFeedOptions): string {
  return buildRssFeed(
    articles.map((article) => ({
      title: article.title,
      url: options.articleUrl(article),
      date: article.date,
      modified: article.modified,
      description: article.excerpt,
      categories: article.categories,
    })),
    options,
  );
}
