/**
 * The articles listing's filters and pages (docs/articles.md): Year or Service, never both, and
 * a page number. They live in the query string (`?year=2025&page=2`, `?service=tax-consulting`)
 * so they work as plain links, without JavaScript, and can be shared.
 */

export type ArticleFilter = { kind: 'all' } | { kind: 'year'; year: string } | { kind: 'service'; category: string };

export type FilterOption = { label: string; value: string };

/** Reads the filter from query parameters; a year wins if a hand-made link names both. */
export function parseArticleFilter(query: Record<string, string | string[] | undefined>): ArticleFilter {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const year = first(query.year);
  if (year && /^\d{4}$/.test(year)) return { kind: 'year', year };
  const category = first(query.service);
  if (category && /^[a-z0-9-]{1,80}$/.test(category)) return { kind: 'service', category };
  return { kind: 'all' };
}

/**
 * The listing's page number from `?page=`: 1 when absent, null when it is not a page number
 * at all (`0`, `-1`, `2.5`, `abc`, `007`), which the listing answers 404 like a page past the end.
 */
export function parseListingPage(query: Record<string, string | string[] | undefined>): number | null {
  const value = Array.isArray(query.page) ? query.page[0] : query.page;
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The listing's URL for a filter and page (page 1 has no `page` parameter: one address per page). */
export function filterHref(basePath: string, filter: ArticleFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.kind === 'year') query.set('year', filter.year);
  if (filter.kind === 'service') query.set('service', filter.category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}
