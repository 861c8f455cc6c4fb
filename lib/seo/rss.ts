/** An RSS 2.0 feed: the articles' (lib/articles/rss.ts) and the newsletters' archive. */

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

// XML 1.0 forbids most control characters even when escaped.
const stripControl = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

const text = (value: string) => escapeXml(stripControl(value));

/** One entry of a feed. */
export type FeedItem = {
  title: string;
  /** Absolute URL of the item's page: its link and its guid. */
  url: string;
  /** When it was published: anything `Date` parses. */
  date: string;
  /** When it last changed, if later. */
  modified?: string;
  description: string;
  categories?: string[];
};

export type FeedOptions = {
  title: string;
  description: string;
  /** Absolute URL of the listing page. */
  siteUrl: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
};

/** The feed of `items`, newest first as given. */
export function buildRssFeed(items: FeedItem[], options: FeedOptions): string {
  const entries = items.map((item) =>
    [
      '    <item>',
      `      <title>${text(item.title)}</title>`,
      `      <link>${text(item.url)}</link>`,
      `      <guid isPermaLink="true">${text(item.url)}</guid>`,
      `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      `      <description>${text(item.description)}</description>`,
      ...(item.categories ?? []).map((category) => `      <category>${text(category)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  const newest = items[0];
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
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
