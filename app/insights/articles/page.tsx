import type { Metadata } from 'next';
import { ArticleFilters } from '@/components/articles/ArticleFilters';
import { ArticleGrid } from '@/components/articles/ArticleCard';
import { ArticlesUnavailable } from '@/components/articles/ArticlesUnavailable';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { applyArticleFilter, parseArticleFilter, serviceOptions, yearOptions } from '@/lib/articles/filters';
import { getArticleFeed } from '@/lib/articles/repository';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

const baseMetadata = pageMetadata({
  title: 'News & Insights',
  description:
    'Articles from Kilele Partners on Kenyan tax, eTIMS, audit, governance, technology and running a sound business, newest first.',
  path: routes.articles,
});

export const metadata: Metadata = {
  ...baseMetadata,
  alternates: {
    ...baseMetadata.alternates,
    types: { 'application/rss+xml': [{ url: routes.articlesFeed, title: 'Kilele Partners: News & Insights' }] },
  },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ArticlesPage({ searchParams }: Props) {
  const feed = await getArticleFeed();
  const articles = feed.articles;
  const filter = parseArticleFilter(await searchParams);
  const shown = applyArticleFilter(articles, filter);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'News & Insights', path: routes.articles }])} />
      <PageHero
        eyebrow="Insights"
        title="News & Insights"
        intro="Practical commentary on tax, reporting, governance and technology from the advisers who work with our clients."
      />
      <Section>
        {articles.length > 0 ? (
          <ArticleFilters
            basePath={routes.articles}
            active={filter}
            years={yearOptions(articles)}
            services={serviceOptions(articles)}
          />
        ) : null}
        <h2 className="visually-hidden">Articles</h2>
        {feed.status === 'unavailable' ? (
          <ArticlesUnavailable />
        ) : shown.length > 0 ? (
          <ArticleGrid articles={shown} priorityImages={1} />
        ) : (
          <p role="status">
            {articles.length > 0 ? 'No articles match this filter.' : 'There are no articles to show yet.'}
          </p>
        )}
      </Section>
    </>
  );
}
