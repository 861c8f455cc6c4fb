import { describe, expect, it } from 'vitest';
import { filterHref, parseArticleFilter, parseListingPage } from '@/lib/articles/filters';
import { pageNumbers } from '@/components/ui/Pagination';

describe('article filters', () => {
  it('reads one filter from the query, year first, ignoring junk', () => {
    expect(parseArticleFilter({})).toEqual({ kind: 'all' });
    expect(parseArticleFilter({ year: '2025' })).toEqual({ kind: 'year', year: '2025' });
    expect(parseArticleFilter({ service: 'tax-consulting' })).toEqual({ kind: 'service', category: 'tax-consulting' });
    expect(parseArticleFilter({ year: '2025', service: 'tax-consulting' })).toEqual({ kind: 'year', year: '2025' });
    expect(parseArticleFilter({ year: ['2024', '2025'] })).toEqual({ kind: 'year', year: '2024' });
    expect(parseArticleFilter({ year: '20x5', service: '<script>' })).toEqual({ kind: 'all' });
  });

  it('reads the page number, refusing anything that is not one', () => {
    expect(parseListingPage({})).toBe(1);
    expect(parseListingPage({ page: '2' })).toBe(2);
    expect(parseListingPage({ page: ['3', '4'] })).toBe(3);
    for (const junk of ['0', '-1', '2.5', 'abc', '007', '', '1e3', '9999999', ' 2']) {
      expect(parseListingPage({ page: junk }), junk).toBeNull();
    }
  });

  it('builds one shareable link per filter and page, page 1 without a page parameter', () => {
    expect(filterHref('/insights/articles', { kind: 'year', year: '2024' })).toBe('/insights/articles?year=2024');
    expect(filterHref('/insights/articles', { kind: 'service', category: 'tax-consulting' })).toBe(
      '/insights/articles?service=tax-consulting',
    );
    expect(filterHref('/insights/articles', { kind: 'all' })).toBe('/insights/articles');
    expect(filterHref('/insights/articles', { kind: 'all' }, 1)).toBe('/insights/articles');
    expect(filterHref('/insights/articles', { kind: 'all' }, 3)).toBe('/insights/articles?page=3');
    expect(filterHref('/insights/articles', { kind: 'year', year: '2024' }, 2)).toBe('/insights/articles?year=2024&page=2');
  });
});

describe('pagination numbers', () => {
  it('lists every page of a short run', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two either side of the current page, eliding the rest', () => {
    expect(pageNumbers(1, 84)).toEqual([1, 2, 3, null, 84]);
    expect(pageNumbers(40, 84)).toEqual([1, null, 38, 39, 40, 41, 42, null, 84]);
    expect(pageNumbers(84, 84)).toEqual([1, null, 82, 83, 84]);
  });

  it('shows a lone missing page as its number rather than an ellipsis', () => {
    expect(pageNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
