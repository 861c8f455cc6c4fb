/** The articles as an RSS 2.0 feed. */
import type { Article } from './types';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

// XML 1.0 forbids most control characters even when escaped.
const stripControl = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

const text = (value: string) => escapeXml(stripControl(value));

type FeedOptions = {
  title: string;
  description: string;
  /** Absolute URL of the listing page. */
  siteUrl: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  /** Absolute URL of an article page. */
  articleUrl: (article: Article) => string;
};

export function buildRss(articles: Article[], options: FeedOptions): string {
  const items = articles.map((article) => {
    const url = options.articleUrl(article);
    return [
      '    <item>',
      `      <title>${text(article.title)}</title>`,
      `      <link>${text(url)}</link>`,
      `      <guid isPermaLink="true">${text(url)}</guid>`,
      `      <pubDate>${new Date(article.date).toUTCString()}</pubDate>`,
      `      <description>${text(article.excerpt)}</description>`,
      ...article.categories.map((category) => `      <category>${text(category)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const newest = articles[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${text(options.title)}</title>`,
    `    <link>${text(options.siteUrl)}</link>`,
    `    <description>${text(options.description)}</description>`,
    '    <language>en-KE</language>',
    `    <atom:link href="${text(options.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest.modified || newest.date).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
