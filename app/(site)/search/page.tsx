import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { PageHero } from '@/components/layout/PageHero';
import { SearchForm } from '@/components/search/SearchForm';
import { Pagination } from '@/components/ui/Pagination';
import { Section } from '@/components/ui/Section';
import { parseListingPage } from '@/lib/articles/filters';
import { getDatabase } from '@/lib/db/client';
import type { SearchKind } from '@/lib/db/schema';
import { errorFields, log } from '@/lib/log';
import { routes } from '@/lib/routes';
import { forgetKeptPages } from '@/lib/server/page-cache';
import { MAX_QUERY_LENGTH, parseSearchQuery, RESULTS_PER_PAGE, type SearchAnswer, searchSite } from '@/lib/search/query';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const kindLabels: Record<SearchKind, string> = {
  article: 'Article',
  service: 'Service',
  person: 'Person',
  event: 'Event',
  role: 'Role',
  podcast: 'Podcast',
  page: 'Page',
  newsletter: 'Newsletter',
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseSearchQuery((await searchParams).q);
  return pageMetadata({
    title: query.kind === 'text' ? `Search results for “${query.text}”` : 'Search',
    description: 'Search the Kilele Partners site: services, articles, people, trainings, careers, podcasts and policies.',
    path: routes.search,
    // Results pages are for visitors, not for search engines.
    noIndex: true,
  });
}

/** Site search (docs/search.md): server-rendered, a GET form, paginated, never indexed. */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = parseSearchQuery(params.q);
  const page = parseListingPage(params);
  if (page === null) notFound();

  let answer: SearchAnswer | 'unavailable' | null = null;
  if (query.kind === 'text') {
    answer = await answerFor(query.text, page);
    if (answer !== 'unavailable' && answer.kind === 'results' && page > 1 && page > answer.pages) notFound();
  }
  const results = answer === 'unavailable' ? null : answer;
  const searched = query.kind === 'text' ? query.text : undefined;

  return (
    <>
      <PageHero eyebrow="Search" title="Search the site" />
      <Section>
        {/* Keyed by the words: the router reuses this page's elements from one search to the next,
            back and forward included, and a box keeps what was typed in it, not its new default. */}
        <SearchForm key={searched ?? ''} idPrefix="page" defaultValue={searched} />
        <p role="status" className={styles.status}>
          {statusText(query, answer)}
        </p>
        {results?.kind === 'results' && results.results.length > 0 ? (
          <ol className={styles.results} start={(page - 1) * RESULTS_PER_PAGE + 1}>
            {results.results.map((result) => (
              <li key={`${result.kind}-${result.path}-${result.title}`} className={styles.result}>
                <p className={styles.kind}>{kindLabels[result.kind]}</p>
                <h2 className={styles.title}>
                  <Link href={result.path}>{result.title}</Link>
                </h2>
                <p className={styles.snippet}>
                  {result.snippet.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {results?.kind === 'results' && query.kind === 'text' ? (
          <Pagination
            label="Search results pages"
            current={page}
            pages={results.pages}
            hrefFor={(target) => `${routes.search}?${new URLSearchParams({ q: query.text, ...(target > 1 ? { page: String(target) } : {}) })}`}
          />
        ) : null}
      </Section>
    </>
  );
}

/** The search's answer, or `unavailable` while the database cannot be reached: the page says so rather than failing. */
async function answerFor(text: string, page: number): Promise<SearchAnswer | 'unavailable'> {
  try {
    return await searchSite((await getDatabase()).db, text, page);
  } catch (error) {
    log.error('[search] the index could not be read', errorFields(error));
    // The page saying so must not outlive the outage in the page cache (lib/server/page-cache.ts).
    forgetKeptPages('a search found the database unreachable');
    return 'unavailable';
  }
}

function statusText(query: ReturnType<typeof parseSearchQuery>, answer: SearchAnswer | 'unavailable' | null): string {
  switch (query.kind) {
    case 'empty':
      return 'Type what you are looking for: a service, a tax topic, a person, a training or a role.';
    case 'too-long':
      return `That search is too long. Please use at most ${MAX_QUERY_LENGTH} characters.`;
    case 'text':
      if (answer === 'unavailable') return 'Search is not available just now. Please try again in a few minutes.';
      if (!answer || answer.kind === 'nothing-to-search') {
        return `“${query.text}” has no words to search for. Try a topic such as VAT, audit or payroll.`;
      }
      if (answer.total === 0) return `No results for “${query.text}”. Try fewer or different words.`;
      return `${answer.total} ${answer.total === 1 ? 'result' : 'results'} for “${query.text}”`;
  }
}
