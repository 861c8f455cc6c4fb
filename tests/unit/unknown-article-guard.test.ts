import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, unknownArticleRewrite } from '@/lib/articles/unknown-article-guard';

const known = new Set(['vat-compliance', 'café-notes']);
/** The mirror as another instance left it: one post this process has not seen yet. */
const inMirror = async (slug: string) => slug === 'published-a-moment-ago';
const mirrorDown = async (): Promise<boolean> => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
};

describe('unknownArticleRewrite', () => {
  it('sends an unknown slug to the not-found page, keeping the query', async () => {
    expect(await unknownArticleRewrite('GET', '/insights/article/wp-login.php', known, inMirror)).toBe(NOT_FOUND_PATH);
    expect(await unknownArticleRewrite('HEAD', '/insights/article/nope', known, inMirror)).toBe(NOT_FOUND_PATH);
    expect(await unknownArticleRewrite('GET', '/insights/article/nope?_rsc=abc', known, inMirror)).toBe(`${NOT_FOUND_PATH}?_rsc=abc`);
    expect(await unknownArticleRewrite('GET', '/insights/article/%3Cscript%3E', known, inMirror)).toBe(NOT_FOUND_PATH);
  });

  it('leaves known articles, encoded or not, to render', async () => {
    expect(await unknownArticleRewrite('GET', '/insights/article/vat-compliance', known, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('GET', '/insights/article/vat-compliance?_rsc=1', known, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('GET', '/insights/article/caf%C3%A9-notes', known, inMirror)).toBeNull();
  });

  it('asks the mirror about a slug this process does not know before answering 404', async () => {
    expect(await unknownArticleRewrite('GET', '/insights/article/published-a-moment-ago', known, inMirror)).toBeNull();
  });

  it('decides by what it knows while the mirror cannot be asked', async () => {
    expect(await unknownArticleRewrite('GET', '/insights/article/published-a-moment-ago', known, mirrorDown)).toBe(NOT_FOUND_PATH);
    expect(await unknownArticleRewrite('GET', '/insights/article/vat-compliance', known, mirrorDown)).toBeNull();
  });

  it('leaves everything else to Next', async () => {
    expect(await unknownArticleRewrite('GET', '/insights/article/nope', undefined, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('POST', '/insights/article/nope', known, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('GET', '/insights/articles', known, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('GET', '/insights/article/', known, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('GET', '/insights/article/nope/deeper', known, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('GET', '/insights/article/%ff', known, inMirror)).toBeNull();
    expect(await unknownArticleRewrite('GET', '/team/nope', known, inMirror)).toBeNull();
  });
});
