import { firm } from '@/content/firm';
import { getArticles } from '@/lib/articles/repository';
import { buildRss } from '@/lib/articles/rss';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

export const revalidate = 60;

/** RSS feed of every article, linked from the listing's head. */
export async function GET() {
  const body = buildRss(await getArticles(), {
    title: `${firm.shortName}: News & Insights`,
    description: 'Articles on Kenyan tax, audit, governance and technology from Kilele Partners.',
    siteUrl: absoluteUrl(routes.articles),
    feedUrl: absoluteUrl(routes.articlesFeed),
    articleUrl: (article) => absoluteUrl(routes.article(article.slug)),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
