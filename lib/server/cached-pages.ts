/**
 * Which pages the server keeps once rendered, and what makes two requests the same page
 * (docs/pipeline.md, "The page cache").
 *
 * These pages read their query string, so Next renders them on every request; yet for a given
 * day (and, for the listing, a given copy of the blog) each query always gives the same page.
 * A page's key is what the page itself reads from the query, parsed by the page's own parser,
 * so `?applies=vat&applies=payroll` and `?applies=payroll,vat` are one entry, and a query
 * parameter the page ignores (`utm_source`) makes no new one.
 *
 * Search is among them for the searches many people make alike (`paye`, `vat`): the query still
 * runs in PostgreSQL, once per search, day and copy of the blog. A search that found the
 * database unreachable says so, and that answer is never kept (`forgetKeptPages` in the page).
 */
import { parseArticleFilter, parseListingPage } from '../articles/filters';
import { routes } from '../routes';
import { parseSearchQuery } from '../search/query';
import { readApplyGroups } from '../tax/apply-groups';
import { readPayrollQuery } from '../tax/payroll-input';

export type Query = Record<string, string | string[] | undefined>;

/** What makes two requests for a page the same page: the parts of the query the page reads. */
type CachedPage = { key: (query: Query) => string };

/** Where the calendar's feeds live: `routes.taxCalendarFeed` without the feed's name. */
const FEED_PREFIX = routes.taxCalendarFeed('').replace(/\.ics$/, '');

const pagesByPath = new Map<string, CachedPage>([
  [
    routes.taxCalendar,
    {
      key: (query) => {
        const { groups, ignored } = readApplyGroups(query.applies);
        return JSON.stringify([groups, ignored]);
      },
    },
  ],
  [
    routes.payrollCalculator,
    {
      // The page fills a missing month with the current one: the cache is emptied when the day changes.
      key: (query) => JSON.stringify([readPayrollQuery(query, ''), query.gross !== undefined]),
    },
  ],
  [
    routes.articles,
    {
      key: (query) => JSON.stringify([parseArticleFilter(query), parseListingPage(query)]),
    },
  ],
  [
    routes.search,
    {
      key: (query) => JSON.stringify([parseSearchQuery(query.q), parseListingPage(query)]),
    },
  ],
]);

/** A feed (`/insights/tax-calendar/feeds/vat.ics`) reads nothing but its name, which the path holds. */
const feed: CachedPage = { key: () => '' };

/** The kept page at `pathname`, or undefined when the server does not keep it. */
export function cachedPageAt(pathname: string): CachedPage | undefined {
  const page = pagesByPath.get(pathname);
  if (page) return page;
  if (pathname.startsWith(FEED_PREFIX) && !pathname.slice(FEED_PREFIX.length).includes('/')) return feed;
  return undefined;
}

/** The query as Next gives it to a page: one string per name, or a list when the name repeats. */
export function queryOf(search: URLSearchParams): Query {
  const query: Query = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}
