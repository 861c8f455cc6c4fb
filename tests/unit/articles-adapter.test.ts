import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleYear, categoryLabel, formatArticleDate } from '@/lib/articles/format';
import { normalizePost, normalizePosts } from '@/lib/articles/normalize';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { isPasswordProtected } from '@/lib/articles/normalize';
import { blogName, GONE, WordPressPosts } from '@/lib/articles/wordpress';

const BLOG = 'https://blog.kilele.example/article';

type RawPost = Record<string, unknown>;

/** A post as `/wp-json/wp/v2/posts?_embed` returns it (trimmed of `_links`). */
function recordedPost(id: number, overrides: RawPost = {}): RawPost {
  return {
    id,
    date: '2025-03-13T09:30:00',
    date_gmt: '2025-03-13T06:30:00',
    guid: { rendered: `${BLOG}/?p=${id}` },
    modified: '2025-03-14T11:00:00',
    modified_gmt: '2025-03-14T08:00:00',
    slug: `post-${id}`,
    status: 'publish',
    type: 'post',
    link: `${BLOG}/post-${id}/`,
    title: { rendered: `Post ${id}` },
    content: { rendered: '<p>Body text.</p>\n', protected: false },
    excerpt: { rendered: '<p>Summary.</p>\n', protected: false },
    author: 2,
    featured_media: 900 + id,
    categories: [7],
    tags: [],
    class_list: [`post-${id}`, 'post', 'type-post', 'status-publish', 'format-standard', 'hentry', 'category-tax-consulting'],
    _embedded: {
      author: [{ id: 2, name: 'Kilele Partners', slug: 'kilele-editor' }],
      'wp:featuredmedia': [
        {
          id: 900 + id,
          source_url: `https://blog.kilele.example/wp-content/uploads/2025/03/post-${id}.webp`,
          alt_text: 'A ledger &amp; a calculator',
          media_type: 'image',
          media_details: { width: 1200, height: 675, file: `2025/03/post-${id}.webp`, sizes: {} },
        },
      ],
      'wp:term': [
        [{ id: 7, name: 'Tax Consulting', slug: 'tax-consulting', taxonomy: 'category' }],
        [{ id: 21, name: 'KRA', slug: 'kra', taxonomy: 'post_tag' }],
      ],
    },
    ...overrides,
  };
}

function withoutKey(post: RawPost, key: string): RawPost {
  const copy = { ...post };
  delete copy[key];
  return copy;
}

/** The post without embedded categories (terms not embedded, or a plugin dropped them). */
const noTerms = { _embedded: { 'wp:term': [[{ id: 21, slug: 'kra', taxonomy: 'post_tag' }]] } };

describe('categories', () => {
  it('takes the embedded terms over class_list when WordPress sends both', () => {
    const post = recordedPost(5, {
      class_list: ['post-5', 'category-a-theme-rewrote-this', 'category-business-advisory'],
    });
    expect(normalizePost(post).categories).toEqual(['tax-consulting']);
  });

  it('reads class_list as an array (WordPress 6.3+) when the terms are missing', () => {
    const post = recordedPost(1, {
      ...noTerms,
      class_list: ['post-1', 'post', 'hentry', 'category-tax-consulting', 'category-business-advisory', 'tag-kra'],
    });
    expect(normalizePost(post).categories).toEqual(['tax-consulting', 'business-advisory']);
  });

  it('reads class_list as an object with numeric-string keys when the terms are missing', () => {
    const post = recordedPost(2, {
      ...noTerms,
      class_list: { '0': 'post-2', '1': 'post', '2': 'hentry', '7': 'category-audit-and-assurance', '8': 'tag-audit' },
    });
    expect(normalizePost(post).categories).toEqual(['audit-and-assurance']);
  });

  it('reads the embedded terms when there is no class_list', () => {
    const post = withoutKey(
      recordedPost(3, {
        _embedded: {
          'wp:term': [
            [
              { id: 7, slug: 'tax-consulting', taxonomy: 'category' },
              { id: 8, slug: 'it-advisory', taxonomy: 'category' },
            ],
            [{ id: 21, slug: 'category-lookalike-tag', taxonomy: 'post_tag' }],
            { code: 'rest_forbidden' },
          ],
        },
      }),
      'class_list',
    );
    expect(normalizePost(post).categories).toEqual(['tax-consulting', 'it-advisory']);
  });

  it('is empty when neither source names a category', () => {
    expect(normalizePost(withoutKey(recordedPost(4, { _embedded: {} }), 'class_list')).categories).toEqual([]);
  });
});

describe('slugs and protection', () => {
  it('decodes a slug WordPress stores percent-encoded (a non-Latin title)', () => {
    const post = recordedPost(6, { slug: '%d8%b6%d8%b1%d9%8a%d8%a8%d8%a9-%d8%a7%d9%84%d9%82%d9%8a%d9%85%d8%a9' });
    expect(normalizePost(post).slug).toBe('ضريبة-القيمة');
  });

  it('keeps a slug with a stray percent sign as it is', () => {
    expect(normalizePost(recordedPost(7, { slug: '100%-compliant' })).slug).toBe('100%-compliant');
  });

  it('tells a password-protected post by its protected content', () => {
    expect(isPasswordProtected(recordedPost(8))).toBe(false);
    expect(isPasswordProtected(recordedPost(8, { content: { rendered: '', protected: true }, excerpt: { rendered: '', protected: true } }))).toBe(true);
  });
});

describe('text decoding', () => {
  it('decodes the entities WordPress puts in titles', () => {
    const post = recordedPost(10, {
      title: { rendered: 'Kenya&#8217;s Finance Act &amp; your payroll &#8211; what changes' },
    });
    expect(normalizePost(post).title).toBe('Kenya’s Finance Act & your payroll – what changes');
  });

  it('strips tags from the excerpt, decodes it and tidies the trailing ellipsis', () => {
    const post = recordedPost(11, {
      excerpt: { rendered: '<p>Audit &amp; tax&#8217;s <strong>new</strong>\n rules &lt;2025&gt; [&hellip;]</p>\n' },
    });
    expect(normalizePost(post).excerpt).toBe('Audit & tax’s new rules <2025>…');
  });

  it('derives an excerpt from the content when WordPress sends none', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const post = recordedPost(12, { excerpt: { rendered: '' }, content: { rendered: `<p>${words}</p>` } });
    const excerpt = normalizePost(post).excerpt;
    expect(excerpt.split(' ')).toHaveLength(55);
    expect(excerpt.endsWith('word54…')).toBe(true);
  });

  it('keeps the blog’s UTC offset on dates so the local day and year survive', () => {
    const article = normalizePost(recordedPost(13, { date: '2025-01-01T00:30:00', date_gmt: '2024-12-31T21:30:00' }));
    expect(article.date).toBe('2025-01-01T00:30:00+03:00');
    expect(articleYear(article)).toBe('2025');
    expect(formatArticleDate(article.date)).toBe('January 1, 2025');
    expect(article.modified).toBe('2025-03-14T11:00:00+03:00');
  });
});

describe('formatting helpers', () => {
  it('formats dates as MMMM D, YYYY in Nairobi time', () => {
    expect(formatArticleDate('2025-03-13T09:30:00+03:00')).toBe('March 13, 2025');
    expect(formatArticleDate('2025-03-12T22:30:00Z')).toBe('March 13, 2025');
    expect(() => formatArticleDate('not a date')).toThrow(/invalid date/);
  });

  it('turns category slugs into labels', () => {
    expect(categoryLabel('tax-consulting')).toBe('Tax Consulting');
    expect(categoryLabel('it-advisory')).toBe('IT Advisory');
    expect(categoryLabel('audit-and-assurance')).toBe('Audit and Assurance');
  });
});

describe('sanitising article HTML', () => {
  const hostile = [
    '<h1 class="wp-block-heading" id="top" style="color:red">Heading</h1>',
    '<p onclick="steal()">Hello <script>alert(1)</script><strong>world</strong></p>',
    '<img src="x" onerror="alert(1)" alt="broken">',
    '<img src="javascript:alert(1)" alt="naughty">',
    '<a href="javascript:alert(1)">bad link</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">obfuscated link</a>',
    '<a href="https://kra.go.ke/" target="_self" rel="opener">KRA</a>',
    '<a href="/contact-us" target="_blank">Contact</a>',
    '<a href="mailto:tax@kilele.example">Email</a> <a href="tel:+254207654321">Call</a>',
    '<form action="https://evil.example/"><input name="pin"><button>Send</button></form>',
    '<style>body{display:none}</style>',
    '<div class="wp-block-group" style="background:url(javascript:alert(1))"><p>Grouped</p></div>',
    '<iframe src="https://evil.example/embed/1"></iframe>',
    '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Episode 2" width="560" height="315" onload="x()" allowfullscreen></iframe>',
    '<object data="movie.swf"></object><embed src="movie.swf">',
    '<svg><script>alert(1)</script><text>svg text</text></svg>',
    '<figure class="wp-block-table"><table class="x"><thead><tr><th scope="col" style="width:50%">Tax</th></tr></thead>',
    '<tbody><tr><td colspan="2" rowspan="abc" onmouseover="x()">16%</td></tr></tbody></table></figure>',
    '<figure><img src="https://blog.kilele.example/wp-content/uploads/chart.webp" alt="Chart" width="1200" height="100%" srcset="https://blog.kilele.example/a.webp 600w, javascript:alert(1) 900w" class="wp-image-1" loading="eager"><figcaption>Caption</figcaption></figure>',
  ].join('\n');
  const clean = sanitizeArticleHtml(hostile);

  it('removes scripts, styles, handlers, forms, embeds and presentational attributes', () => {
    expect(clean).not.toMatch(/<script|alert\(|<style|display:none/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript/i);
    expect(clean).not.toMatch(/<form|<input|<button|Send|<object|<embed|<svg|svg text/i);
    expect(clean).not.toMatch(/\s(class|style|id)=/i);
    expect(clean).not.toContain('evil.example');
    expect(clean).not.toContain('watch?v=');
    expect(clean).toContain('<p>Grouped</p>');
  });

  it('turns h1 into h2', () => {
    expect(clean).toContain('<h2>Heading</h2>');
    expect(clean).not.toContain('<h1');
  });

  it('keeps safe links and marks external ones', () => {
    expect(clean).toContain('<a>bad link</a>');
    expect(clean).toContain('<a href="https://kra.go.ke/" target="_blank" rel="noopener noreferrer">KRA</a>');
    expect(clean).toContain('<a href="/contact-us">Contact</a>');
    expect(clean).toContain('<a href="mailto:tax@kilele.example">Email</a>');
    expect(clean).toContain('<a href="tel:+254207654321">Call</a>');
  });

  it('keeps YouTube embeds with their title and nothing else', () => {
    const iframes = clean.match(/<iframe[^>]*>/g) ?? [];
    expect(iframes).toHaveLength(1);
    expect(iframes[0]).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(iframes[0]).toContain('title="Episode 2"');
    expect(iframes[0]).toContain('loading="lazy"');
    expect(sanitizeArticleHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="T"></iframe>')).toContain(
      'youtube-nocookie.com/embed/abc123',
    );
  });

  it('keeps tables with their structural attributes', () => {
    expect(clean).toContain('<table><thead><tr><th scope="col">Tax</th></tr></thead>');
    expect(clean).toContain('<td colspan="2">16%</td>');
  });

  it('keeps images, forcing lazy loading and dropping unsafe sources', () => {
    const images = clean.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    const chart = images.find((image) => image.includes('chart.webp')) ?? '';
    expect(chart).toContain('alt="Chart"');
    expect(chart).toContain('width="1200"');
    expect(chart).not.toContain('height=');
    expect(chart).toContain('loading="lazy"');
    expect(chart).toContain('decoding="async"');
    expect(chart).toContain('srcset="https://blog.kilele.example/a.webp 600w"');
    expect(clean).toContain('<figcaption>Caption</figcaption>');
    expect(clean).not.toContain('alt="naughty"');
  });

  it('is applied to post content by the normaliser', () => {
    const post = recordedPost(20, { content: { rendered: '<p>Safe</p><script>alert(1)</script><img src=x onerror=alert(1)>' } });
    expect(normalizePost(post).contentHtml).toBe('<p>Safe</p><img src="x" loading="lazy" decoding="async" />');
  });
});

describe('featured images', () => {
  it('reads source, size and alt text from the embedded media', () => {
    expect(normalizePost(recordedPost(30)).image).toEqual({
      src: 'https://blog.kilele.example/wp-content/uploads/2025/03/post-30.webp',
      width: 1200,
      height: 675,
      alt: 'A ledger & a calculator',
    });
  });

  it('is null when the post has no featured media', () => {
    expect(normalizePost(withoutKey(recordedPost(31), '_embedded')).image).toBeNull();
    expect(normalizePost(recordedPost(32, { featured_media: 0, _embedded: { author: [] } })).image).toBeNull();
  });

  it('is null when WordPress embeds an error object instead of the media', () => {
    const post = recordedPost(33, {
      _embedded: {
        'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }],
      },
    });
    expect(normalizePost(post).image).toBeNull();
  });

  it('tolerates media without details', () => {
    const post = recordedPost(34, {
      _embedded: { 'wp:featuredmedia': [{ id: 1, source_url: '/images/a.webp', alt_text: '', media_details: [] }] },
    });
    expect(normalizePost(post).image).toEqual({ src: '/images/a.webp', width: null, height: null, alt: '' });
  });
});

describe('normalising a payload', () => {
  it('throws a clear error for a post without the fields a page needs', () => {
    expect(() => normalizePost(withoutKey(recordedPost(40), 'id'))).toThrow(/missing or invalid id/);
    expect(() => normalizePost(withoutKey(recordedPost(41), 'title'))).toThrow(/post 41 "post-41": missing or invalid title/);
    expect(() => normalizePost(recordedPost(42, { date: 'yesterday' }))).toThrow(/invalid date/);
    expect(() => normalizePost(recordedPost(43, { title: { rendered: '  <em></em> ' } }))).toThrow(/title/);
  });

  it('skips malformed posts and reports each one', () => {
    const onSkip = vi.fn();
    const articles = normalizePosts(
      [recordedPost(50), withoutKey(recordedPost(51), 'slug'), null, 'post', recordedPost(52, { date: '2025-04-01T08:00:00' })],
      onSkip,
    );
    expect(articles.map((article) => article.id)).toEqual([52, 50]);
    expect(onSkip).toHaveBeenCalledTimes(3);
    expect(onSkip.mock.calls.map(([, index]) => index)).toEqual([1, 2, 3]);
  });

  it('logs a warning by default when it skips a post', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    expect(normalizePosts([{ id: 'nope' }])).toEqual([]);
    expect(stderr).toHaveBeenCalledOnce();
    expect(JSON.parse(String(stderr.mock.calls[0]?.[0]))).toMatchObject({ level: 'warn', msg: expect.stringContaining('index 0') });
    stderr.mockRestore();
  });

  it('throws when the payload is not an array', () => {
    expect(() => normalizePosts({ code: 'rest_no_route', message: 'No route was found' })).toThrow(/not an array/);
    expect(() => normalizePosts(null)).toThrow(Error);
    let caught: unknown;
    try {
      normalizePosts('<html>');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).cause).toBeInstanceOf(TypeError);
  });

  it('sorts newest first and drops repeated posts', () => {
    const articles = normalizePosts([
      recordedPost(60, { date: '2024-06-01T10:00:00', date_gmt: '2024-06-01T07:00:00' }),
      recordedPost(61, { date: '2026-02-01T10:00:00', date_gmt: '2026-02-01T07:00:00' }),
      recordedPost(62, { date: '2025-02-01T10:00:00', date_gmt: '2025-02-01T07:00:00' }),
      recordedPost(61, { date: '2026-02-01T10:00:00', date_gmt: '2026-02-01T07:00:00' }),
    ]);
    expect(articles.map((article) => article.id)).toEqual([61, 62, 60]);
  });
});

describe('the bundled sample feed', () => {
  const articles = loadSampleArticles();

  it('has at least 12 posts over at least three years, none in the future of the sample', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map(articleYear)).size).toBeGreaterThanOrEqual(3);
    for (const article of articles) expect(Date.parse(article.date)).toBeLessThanOrEqual(Date.parse('2026-11-20T23:59:59+03:00'));
  });

  it('is sorted newest first', () => {
    const times = articles.map((article) => Date.parse(article.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('covers several services, tax consulting most of all', () => {
    const categories = articles.flatMap((article) => article.categories);
    expect(new Set(categories).size).toBeGreaterThanOrEqual(4);
    expect(categories.filter((category) => category === 'tax-consulting').length).toBeGreaterThanOrEqual(3);
  });

  it('has decoded titles, excerpts and sanitised bodies', () => {
    for (const article of articles) {
      expect(article.title).not.toMatch(/&#?\w+;/);
      expect(article.excerpt.length).toBeGreaterThan(40);
      expect(article.contentHtml).not.toMatch(/class=|<script/);
      expect(article.link).toBe(`https://blog.kilele.example/article/${article.slug}/`);
    }
    expect(articles.some((article) => article.contentHtml.includes('<table>'))).toBe(true);
    expect(articles.some((article) => article.contentHtml.includes('<img'))).toBe(true);
  });

  it('points every featured and inline image at a file in public/', () => {
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
    for (const article of articles) {
      expect(article.image, article.slug).not.toBeNull();
      expect(article.image?.src).toMatch(/^\/images\/articles\/[a-z0-9-]+\.webp$/);
      const inline = [...article.contentHtml.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1] ?? '');
      for (const src of [article.image?.src ?? '', ...inline]) {
        expect(existsSync(path.join(publicDir, src)), src).toBe(true);
      }
    }
  });
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: ReturnType<typeof createServer>[] = [];

async function startServer(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/article`;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

function sendJson(response: ServerResponse, body: unknown, headers: Record<string, string> = {}, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

describe('the WordPress client against a WordPress-like server', () => {
  const collect = async (client: WordPressPosts, since: string | null) => {
    const posts: unknown[] = [];
    await client.changedPosts(since, async (page) => {
      posts.push(...page);
    });
    return posts;
  };

  it('asks for every post newest first the first time, 100 a page, only the fields and embeds it keeps', async () => {
    const requested: URL[] = [];
    const baseUrl = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requested.push(url);
      const page = Number(url.searchParams.get('page'));
      const count = page < 3 ? 100 : 50;
      sendJson(response, Array.from({ length: count }, (_, index) => recordedPost(page * 1000 + index)), { 'X-WP-Total': '250', 'X-WP-TotalPages': '3' });
    });

    const posts = await collect(new WordPressPosts(`${baseUrl}/`, { timeoutMs: 5000 }), null);

    expect(requested.map((url) => url.pathname)).toEqual(Array(3).fill('/article/wp-json/wp/v2/posts'));
    expect(requested.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const url of requested) {
      expect(url.searchParams.get('per_page')).toBe('100');
      expect(url.searchParams.get('orderby')).toBe('date');
      expect(url.searchParams.get('order')).toBe('desc');
      expect(url.searchParams.get('_embed')).toBe('wp:featuredmedia,wp:term');
      expect(url.searchParams.get('_fields')?.split(',')).toEqual(
        expect.arrayContaining(['id', 'slug', 'title', 'date', 'modified', 'excerpt', 'content', 'class_list', '_links', '_embedded']),
      );
      expect(url.searchParams.has('modified_after')).toBe(false);
    }
    expect(posts).toHaveLength(250);
  });

  it('asks only for what changed since a moment, oldest change first', async () => {
    const requested: URL[] = [];
    const baseUrl = await startServer((request, response) => {
      requested.push(new URL(request.url ?? '/', 'http://localhost'));
      sendJson(response, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
    });
    await collect(new WordPressPosts(baseUrl, { timeoutMs: 5000 }), '2025-03-14T10:59:00');
    expect(requested).toHaveLength(1);
    expect(requested[0]?.searchParams.get('modified_after')).toBe('2025-03-14T10:59:00');
    expect(requested[0]?.searchParams.get('orderby')).toBe('modified');
    expect(requested[0]?.searchParams.get('order')).toBe('asc');
  });

  it('lists published ids with their modified times, and fetches posts by id', async () => {
    const requested: URL[] = [];
    const baseUrl = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requested.push(url);
      if (url.searchParams.get('_fields') === 'id,modified') {
        sendJson(response, [{ id: 3, modified: '2025-01-01T10:00:00' }, { id: 9, modified: '2025-02-01T10:00:00' }], { 'X-WP-Total': '2', 'X-WP-TotalPages': '1' });
      } else {
        sendJson(response, (url.searchParams.get('include') ?? '').split(',').map((id) => recordedPost(Number(id))));
      }
    });
    const client = new WordPressPosts(baseUrl, { timeoutMs: 5000 });
    expect([...(await client.publishedIds())]).toEqual([
      [3, '2025-01-01T10:00:00'],
      [9, '2025-02-01T10:00:00'],
    ]);
    const byId = await client.postsById([3, 9]);
    expect(byId).toHaveLength(2);
    expect(requested[1]?.searchParams.get('include')).toBe('3,9');
    expect(await client.postsById([])).toEqual([]);
    expect(requested).toHaveLength(2);
  });

  it('asks once more when the connection is reset before an answer (a kept-alive connection closing), and no more', async () => {
    let requests = 0;
    const baseUrl = await startServer((request, response) => {
      requests += 1;
      if (requests === 1) {
        request.socket.destroy();
        return;
      }
      sendJson(response, [{ id: 3, modified: '2025-01-01T10:00:00' }], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
    });
    expect([...(await new WordPressPosts(baseUrl, { timeoutMs: 5000 }).publishedIds()).keys()]).toEqual([3]);
    expect(requests).toBe(2);

    let resets = 0;
    const resetting = await startServer((request) => {
      resets += 1;
      request.socket.destroy();
    });
    await expect(new WordPressPosts(resetting, { timeoutMs: 5000 }).publishedIds()).rejects.toThrow(/WordPress request failed/);
    expect(resets).toBe(2);
  });

  it('names a blog by its address less a trailing slash, a query and the host\'s case', () => {
    expect(blogName('https://Blog.Kilele.example/article/')).toBe('https://blog.kilele.example/article');
    expect(blogName('https://blog.kilele.example/article//?x=1')).toBe('https://blog.kilele.example/article');
    expect(blogName('https://blog.kilele.example')).toBe('https://blog.kilele.example');
  });

  it('tells a post the public cannot see (WordPress\'s own 404, 401, 403) from a failure', async () => {
    const baseUrl = await startServer((request, response) => {
      const id = new URL(request.url ?? '/', 'http://localhost').pathname.split('/').at(-1);
      if (id === '404') sendJson(response, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } }, {}, 404);
      else if (id === '401') sendJson(response, { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }, {}, 401);
      else if (id === '502') sendJson(response, { code: 'bad_gateway' }, {}, 502);
      else if (id === '7') sendJson(response, recordedPost(7));
      else {
        // A proxy's own 404 page says nothing about the post.
        response.writeHead(404, { 'content-type': 'text/html' });
        response.end('<h1>Not Found</h1>');
      }
    });
    const client = new WordPressPosts(baseUrl, { timeoutMs: 5000 });
    expect(await client.postById(404)).toBe(GONE);
    expect(await client.postById(401)).toBe(GONE);
    expect(await client.postById(7)).toMatchObject({ id: 7 });
    await expect(client.postById(502)).rejects.toThrow(/WordPress answered 502/);
    await expect(client.postById(99)).rejects.toThrow(/WordPress answered 404/);
  });

  it('throws with a cause on a server error', async () => {
    const baseUrl = await startServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<h1>Error establishing a database connection</h1>');
    });
    const failure = collect(new WordPressPosts(baseUrl, { timeoutMs: 5000 }), null);
    await expect(failure).rejects.toThrow(/500/);
    await expect(failure).rejects.toHaveProperty('cause');
  });

  it('throws when a later page fails, after handing over the pages before it', async () => {
    const baseUrl = await startServer((request, response) => {
      const page = new URL(request.url ?? '/', 'http://localhost').searchParams.get('page');
      if (page === '2') {
        response.writeHead(503);
        response.end();
        return;
      }
      sendJson(response, [recordedPost(1)], { 'X-WP-TotalPages': '2' });
    });
    const pages: unknown[][] = [];
    const failure = new WordPressPosts(baseUrl, { timeoutMs: 5000 }).changedPosts(null, async (page) => {
      pages.push(page);
    });
    await expect(failure).rejects.toThrow(/503/);
    expect(pages).toHaveLength(1);
  });

  it('throws with a cause on a body that is not JSON', async () => {
    const baseUrl = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Maintenance</title><p>Back soon');
    });
    const failure = collect(new WordPressPosts(baseUrl, { timeoutMs: 5000 }), null);
    await expect(failure).rejects.toThrow(/not JSON/);
    await expect(failure).rejects.toHaveProperty('cause', expect.any(SyntaxError));
  });

  it('throws when the JSON is not a list of posts', async () => {
    const baseUrl = await startServer((_request, response) => {
      sendJson(response, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
    });
    await expect(collect(new WordPressPosts(baseUrl, { timeoutMs: 5000 }), null)).rejects.toThrow(/other than a list of posts/);
  });

  it('times out on a server that never answers, and hangs up on it', async () => {
    let hungUp = false;
    const baseUrl = await startServer((request) => {
      // Accept the request and say nothing; only the client's timeout can end it.
      request.socket.once('close', () => (hungUp = true));
    });
    const failure = collect(new WordPressPosts(baseUrl, { timeoutMs: 200 }), null);
    await expect(failure).rejects.toThrow(/timed out after 200 ms/);
    // The client gave up and closed the connection: the stand-in never answered or closed it.
    await vi.waitFor(() => expect(hungUp).toBe(true), { timeout: 10_000 });
  });

  it("times out while the site's stop signal is given too, through garbage collections", async () => {
    // Node 20 lost a timeout combined with another signal (`AbortSignal.any`) once it was
    // collected: the sync then waited on a hung WordPress for ever. Collect while it waits.
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    const baseUrl = await startServer(() => {
      // Accept the request and say nothing.
    });
    const stopping = new AbortController();
    const collector = setInterval(collectGarbage, 20);
    try {
      const failure = collect(new WordPressPosts(baseUrl, { timeoutMs: 300, signal: stopping.signal }), null);
      await expect(failure).rejects.toThrow(/timed out after 300 ms/);
    } finally {
      clearInterval(collector);
    }
  });

  it('gives up at once when the site stops, and says it failed rather than timed out', async () => {
    const baseUrl = await startServer(() => {
      // Accept the request and say nothing.
    });
    const stopping = new AbortController();
    const failure = collect(new WordPressPosts(baseUrl, { timeoutMs: 60_000, signal: stopping.signal }), null);
    setTimeout(() => stopping.abort(new Error('The site is stopping')), 100);
    const started = Date.now();
    await expect(failure).rejects.toThrow('WordPress request failed');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('times out on a server that stalls in the middle of the body', async () => {
    const baseUrl = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[{"id": 1,');
    });
    await expect(collect(new WordPressPosts(baseUrl, { timeoutMs: 200 }), null)).rejects.toThrow(/timed out/);
  });
});
