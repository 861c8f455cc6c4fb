import { firm } from '@/content/firm';
import { getLatestArticles } from '@/lib/articles/repository';
import { buildRss } from '@/lib/articles/rss';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

// Regenerated when a sync changes the blog's mirror (docs/articles.md); hourly as a safety net.
export const revalidate = 3600;

/** How many articles the feed carries: the newest. */
const FEED_ARTICLES = 20;

/** RSS feed of the newest articles, linked from the listing's head. */
export async function GET() {
  const body = buildRss(await getLatestArticles(FEED_ARTICLES), {
    title: `${firm.shortName}: News & Insights`,
    description: 'Articles on Kenyan tax, audit, governance and technology from Kilele Partners.',
    siteUrl: absoluteUrl(routes.articles),
    feedUrl: absoluteUrl(routes.articlesFeed),
    articleUrl: (article) => absoluteUrl(routes.article(article.slug)),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
