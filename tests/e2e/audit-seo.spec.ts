/**
 * SEO audit over every sitemap page: a unique title, a description of 50–160 characters, a
 * canonical URL on the public origin (`SITE_URL`), Open Graph and Twitter cards with an
 * image this site serves; and a sitemap that lists every page, member, event and article.
 */
import { trainingsSeed } from '@/content/seed/trainings';
import { servicesSeed } from '@/content/seed/services';
import { teamSeed } from '@/content/seed/team';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import { routes } from '@/lib/routes';
import { decodeXml, readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';

type HeadTags = {
  title?: string;
  description?: string;
  canonical?: string;
  meta: Map<string, string>;
};

/** The head's title, description, canonical link and meta tags (by `property` or `name`). */
function readHead(html: string): HeadTags {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = /\b(?:property|name)="([^"]+)"/i.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/i.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key.toLowerCase(), decodeXml(content));
  }
  const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1];
  const canonical = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(head)?.[0];
  return {
    title: title === undefined ? undefined : decodeXml(title),
    description: meta.get('description'),
    canonical: canonical ? decodeXml(/\bhref="([^"]*)"/i.exec(canonical)?.[1] ?? '') : undefined,
    meta,
  };
}

test('every page has a unique title, a 50–160 character description, a canonical URL and social cards', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { origin, paths } = await readSitemap(request);
  const titles = new Map<string, string>();
  const images = new Set<string>();
  const badDescriptions: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const head = readHead(await response.text());

    expect(head.title, `${path}: title`).toBeTruthy();
    const title = head.title ?? '';
    expect(titles.get(title), `${path} has the same title as ${titles.get(title)}: "${title}"`).toBeUndefined();
    titles.set(title, path);

    const description = head.description ?? '';
    if (description.length < 50 || description.length > 160) {
      badDescriptions.push(`${path}: ${description.length} characters: "${description}"`);
    }

    expect(new URL(head.canonical ?? '', origin).href, `${path}: canonical`).toBe(new URL(path, origin).href);
    expect(head.canonical, `${path}: canonical is absolute`).toMatch(/^https?:\/\//);

    for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:image:alt', 'twitter:title', 'twitter:description', 'twitter:image']) {
      expect(head.meta.get(key), `${path}: ${key}`).toBeTruthy();
    }
    expect(head.meta.get('og:url'), `${path}: og:url`).toBe(head.canonical);
    expect(head.meta.get('twitter:card'), path).toBe('summary_large_image');
    for (const key of ['og:image', 'twitter:image']) {
      const image = new URL(head.meta.get(key) ?? '');
      expect(image.origin, `${path}: ${key} on the public origin`).toBe(origin);
      images.add(image.pathname);
    }
  }
  expect(badDescriptions, 'descriptions of 50–160 characters').toEqual([]);
  // The card images are files this site serves, made here (no remote image).
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toMatch(/^image\//);
  }
});

test('the sitemap lists every page, service, team member, event and article; robots.txt names it', async ({
  request,
}) => {
  const { paths } = await readSitemap(request);
  const expected = [
    // Every page but the feed and search results (noindex: for visitors, not search engines).
    ...Object.values(routes).flatMap((route) => (typeof route === 'string' && !route.endsWith('.xml') && route !== '/search' ? [route] : [])),
    ...servicesSeed.map((service) => routes.service(service.slug)),
    ...teamSeed.map((member) => routes.member(member.slug)),
    ...trainingsSeed.map((event) => routes.event(event.slug)),
    ...loadSampleArticles().map((article) => routes.article(article.slug)),
  ];
  for (const path of new Set(expected)) expect(paths, path).toContain(path);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});
