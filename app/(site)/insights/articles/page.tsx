import type { Metadata } from 'next';
import { ArticleFilters } from '@/components/articles/ArticleFilters';
import { ArticleGrid } from '@/components/articles/ArticleCard';
import { ArticlesUnavailable } from '@/components/articles/ArticlesUnavailable';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/ui/Pagination';
import { type ArticleFilter, filterHref, parseArticleFilter, parseListingPage } from '@/lib/articles/filters';
import { articlesUnavailable, getArticlePage, getFilterOptions } from '@/lib/articles/repository';
import { getServices } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

const TITLE = 'News & Insights';
const DESCRIPTION =
  'Articles from Kilele Partners on Kenyan tax, eTIMS, audit, governance, technology and running a sound business, newest first.';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "News & Insights: 2025, page 2": each filter and page has its own title and canonical address. */
function listingTitle(filter: ArticleFilter, serviceLabel: string | undefined, page: number): string {
  const filterPart = filter.kind === 'year' ? filter.year : filter.kind === 'service' ? (serviceLabel ?? filter.category) : null;
  return [TITLE + (filterPart ? `: ${filterPart}` : ''), page > 1 ? `page ${page}` : null].filter(Boolean).join(', ');
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const filter = parseArticleFilter(query);
  const page = parseListingPage(query) ?? 1;
  const serviceLabel = filter.kind === 'service' ? (await getFilterOptions(await getServices())).services.find((option) => option.value === filter.category)?.label : undefined;
  const base = pageMetadata({ title: listingTitle(filter, serviceLabel, page), description: DESCRIPTION, path: filterHref(routes.articles, filter, page) });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: { 'application/rss+xml': [{ url: routes.articlesFeed, title: 'Kilele Partners: News & Insights' }] },
    },
  };
}

export default async function ArticlesPage({ searchParams }: Props) {
  const query = await searchParams;
  const filter = parseArticleFilter(query);
  const page = parseListingPage(query);
  if (page === null) notFound();
  const [listing, options, unavailable] = await Promise.all([getArticlePage(filter, page), getServices().then(getFilterOptions), articlesUnavailable()]);
  // Page 1 exists even with nothing to show; any other page only when it has articles.
  if (page > 1 && page > listing.pages) notFound();
  const anyArticles = options.years.length > 0;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: TITLE, path: routes.articles }])} />
      <PageHero
        eyebrow="Insights"
        title={TITLE}
        intro="Practical commentary on tax, reporting, governance and technology from the advisers who work with our clients."
      />
      <Section>
        {anyArticles ? <ArticleFilters basePath={routes.articles} active={filter} years={options.years} services={options.services} /> : null}
        <h2 className="visually-hidden">Articles{listing.pages > 1 ? `, page ${page} of ${listing.pages}` : ''}</h2>
        {unavailable ? (
          <ArticlesUnavailable />
        ) : listing.articles.length > 0 ? (
          <ArticleGrid articles={listing.articles} priorityImages={1} />
        ) : (
          <p role="status">{anyArticles ? 'No articles match this filter.' : 'There are no articles to show yet.'}</p>
        )}
        <Pagination
          label="Articles pages"
          current={page}
          pages={listing.pages}
          hrefFor={(target) => filterHref(routes.articles, filter, target)}
        />
      </Section>
    </>
  );
}
