import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, unknownArticleRewrite } from '@/lib/articles/unknown-article-guard';

const known = new Set(['vat-compliance', 'café-notes']);

describe('unknownArticleRewrite', () => {
  it('sends an unknown slug to the not-found page, keeping the query', () => {
    expect(unknownArticleRewrite('GET', '/insights/article/wp-login.php', known)).toBe(NOT_FOUND_PATH);
    expect(unknownArticleRewrite('HEAD', '/insights/article/nope', known)).toBe(NOT_FOUND_PATH);
    expect(unknownArticleRewrite('GET', '/insights/article/nope?_rsc=abc', known)).toBe(`${NOT_FOUND_PATH}?_rsc=abc`);
    expect(unknownArticleRewrite('GET', '/insights/article/%3Cscript%3E', known)).toBe(NOT_FOUND_PATH);
  });

  it('leaves known articles, encoded or not, to render', () => {
    expect(unknownArticleRewrite('GET', '/insights/article/vat-compliance', known)).toBeNull();
    expect(unknownArticleRewrite('GET', '/insights/article/vat-compliance?_rsc=1', known)).toBeNull();
    expect(unknownArticleRewrite('GET', '/insights/article/caf%C3%A9-notes', known)).toBeNull();
  });

  it('leaves everything else to Next', () => {
    expect(unknownArticleRewrite('GET', '/insights/article/nope', undefined)).toBeNull();
    expect(unknownArticleRewrite('POST', '/insights/article/nope', known)).toBeNull();
    expect(unknownArticleRewrite('GET', '/insights/articles', known)).toBeNull();
    expect(unknownArticleRewrite('GET', '/insights/article/', known)).toBeNull();
    expect(unknownArticleRewrite('GET', '/insights/article/nope/deeper', known)).toBeNull();
    expect(unknownArticleRewrite('GET', '/insights/article/%ff', known)).toBeNull();
    expect(unknownArticleRewrite('GET', '/team/nope', known)).toBeNull();
  });
});
