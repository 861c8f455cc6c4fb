/**
 * The articles listing's filters (spec §4, PRODUCT.md decision 3): Year or Service, never
 * both. They live in the query string (`?year=2025`, `?service=tax-consulting`) so they work
 * as plain links, without JavaScript, and can be shared.
 */
import { services } from '@/content/services';
import { articleYear } from './format';
import type { Article } from './types';

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

export function applyArticleFilter(articles: Article[], filter: ArticleFilter): Article[] {
  switch (filter.kind) {
    case 'year':
      return articles.filter((article) => articleYear(article) === filter.year);
    case 'service':
      return articles.filter((article) => article.categories.includes(filter.category));
    case 'all':
      return articles;
  }
}

/** The distinct years of the articles, newest first. */
export function yearOptions(articles: Article[]): FilterOption[] {
  const years = [...new Set(articles.map(articleYear))].sort((a, b) => b.localeCompare(a));
  return years.map((year) => ({ label: year, value: year }));
}

/** The services that have at least one article, in the services' own order. */
export function serviceOptions(articles: Article[]): FilterOption[] {
  const used = new Set(articles.flatMap((article) => article.categories));
  return services
    .filter((service) => used.has(service.category))
    .map((service) => ({ label: service.title, value: service.category }));
}

/** The listing's URL for a filter. */
export function filterHref(basePath: string, filter: ArticleFilter): string {
  if (filter.kind === 'year') return `${basePath}?year=${filter.year}`;
  if (filter.kind === 'service') return `${basePath}?service=${encodeURIComponent(filter.category)}`;
  return basePath;
}
