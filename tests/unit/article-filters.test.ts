import { describe, expect, it } from 'vitest';
import { applyArticleFilter, filterHref, parseArticleFilter, serviceOptions, yearOptions } from '@/lib/articles/filters';
import { pickRelated } from '@/lib/articles/related';
import { loadSampleArticles } from '@/lib/articles/sample-feed';

const articles = loadSampleArticles();

describe('article filters', () => {
  it('reads one filter from the query, year first, ignoring junk', () => {
    expect(parseArticleFilter({})).toEqual({ kind: 'all' });
    expect(parseArticleFilter({ year: '2025' })).toEqual({ kind: 'year', year: '2025' });
    expect(parseArticleFilter({ service: 'tax-consulting' })).toEqual({ kind: 'service', category: 'tax-consulting' });
    expect(parseArticleFilter({ year: '2025', service: 'tax-consulting' })).toEqual({ kind: 'year', year: '2025' });
    expect(parseArticleFilter({ year: ['2024', '2025'] })).toEqual({ kind: 'year', year: '2024' });
    expect(parseArticleFilter({ year: '20x5', service: '<script>' })).toEqual({ kind: 'all' });
  });

  it('filters by the first four characters of the date, or by category', () => {
    const in2025 = applyArticleFilter(articles, { kind: 'year', year: '2025' });
    expect(in2025.length).toBeGreaterThan(0);
    expect(in2025.every((article) => article.date.startsWith('2025'))).toBe(true);
    const tax = applyArticleFilter(articles, { kind: 'service', category: 'tax-consulting' });
    expect(tax.length).toBeGreaterThan(0);
    expect(tax.every((article) => article.categories.includes('tax-consulting'))).toBe(true);
    expect(applyArticleFilter(articles, { kind: 'all' })).toBe(articles);
  });

  it('offers the distinct years newest first and the services that have articles', () => {
    const years = yearOptions(articles).map((option) => option.value);
    expect(years).toEqual([...new Set(articles.map((article) => article.date.slice(0, 4)))].sort().reverse());
    const serviceLabels = serviceOptions(articles).map((option) => option.label);
    expect(serviceLabels).toContain('Tax Consulting');
    expect(serviceOptions([])).toEqual([]);
  });

  it('builds shareable links', () => {
    expect(filterHref('/insights/articles', { kind: 'year', year: '2024' })).toBe('/insights/articles?year=2024');
    expect(filterHref('/insights/articles', { kind: 'service', category: 'tax-consulting' })).toBe(
      '/insights/articles?service=tax-consulting',
    );
    expect(filterHref('/insights/articles', { kind: 'all' })).toBe('/insights/articles');
  });
});

describe('pickRelated', () => {
  it('returns 3 other articles in an order that varies', () => {
    const current = articles[0]!;
    const orders = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const related = pickRelated(articles, current, 3);
      expect(related).toHaveLength(3);
      expect(related.some((article) => article.id === current.id)).toBe(false);
      expect(new Set(related.map((article) => article.id)).size).toBe(3);
      orders.add(related.map((article) => article.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('copes with fewer articles than asked for', () => {
    expect(pickRelated(articles.slice(0, 2), articles[0]!, 3)).toEqual([articles[1]]);
  });
});
