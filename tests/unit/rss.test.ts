import { describe, expect, it } from 'vitest';
import { buildRss } from '@/lib/articles/rss';
import { loadSampleArticles } from '@/lib/articles/sample-feed';

const options = {
  title: 'Kilele Partners: News & Insights',
  description: 'Articles',
  siteUrl: 'https://www.kilele.example/insights/articles',
  feedUrl: 'https://www.kilele.example/insights/articles/feed.xml',
  articleUrl: (article: { slug: string }) => `https://www.kilele.example/insights/article/${article.slug}`,
};

describe('buildRss', () => {
  it('lists every article with an absolute link and an RFC 822 date', () => {
    const articles = loadSampleArticles();
    const xml = buildRss(articles, options);
    expect(xml.match(/<item>/g)).toHaveLength(articles.length);
    expect(xml).toContain(`<link>https://www.kilele.example/insights/article/${articles[0]!.slug}</link>`);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(xml).toContain('<title>Kilele Partners: News &amp; Insights</title>');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    const [article] = loadSampleArticles();
    const xml = buildRss([{ ...article!, title: 'Tax <b>& "VAT"</b>\u0007', excerpt: ']]> <script>' }], options);
    expect(xml).toContain('<title>Tax &lt;b&gt;&amp; &quot;VAT&quot;&lt;/b&gt;</title>');
    expect(xml).toContain('<description>]]&gt; &lt;script&gt;</description>');
    expect(xml).not.toContain('\u0007');
  });
});
