/**
 * Link audit: every internal URL that any sitemap page (or the 404 page) points at — links,
 * images and their srcsets, scripts, stylesheets, icons, PDFs, calendar files, the feed and
 * the site's own absolute URLs in canonical/Open Graph tags — answers 2xx, after redirects;
 * and every sitemap page can be reached from the home page by following its links.
 */
import type { APIRequestContext } from '@playwright/test';
import { decodeXml, missingPagePath, readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';

/** Attributes whose value is one URL, and those holding a srcset list of them. */
const urlAttributes = new Set(['href', 'src', 'poster', 'data']);
const srcsetAttributes = new Set(['srcset', 'imagesrcset']);
const concurrency = 4;

/** The URLs in one page's markup, as written (still relative, entity-decoded). */
function extractUrls(html: string, publicOrigin: string): string[] {
  // Inline script bodies are data (the RSC payload), not markup: only their tags count.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
  const urls: string[] = [];
  for (const [tag] of markup.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/\s([a-z-]+)=(?:"([^"]*)"|'([^']*)')/gi)].map((match) => [
        match[1]!.toLowerCase(),
        decodeXml(match[2] ?? match[3] ?? ''),
      ]),
    );
    for (const [name, value] of attributes) {
      if (urlAttributes.has(name)) urls.push(value);
      if (srcsetAttributes.has(name)) urls.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
    }
    // Open Graph and Twitter images and URLs name the public host: they are pages of this site too.
    const content = attributes.get('content');
    if (tag.toLowerCase().startsWith('<meta') && content?.startsWith(publicOrigin)) urls.push(content);
  }
  return urls.filter(Boolean);
}

/** The `href` of every `<a>` in one page's markup (entity-decoded, as written). */
function anchorHrefs(html: string): string[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
  return [...markup.matchAll(/<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)')/gi)].map((match) => decodeXml(match[1] ?? match[2] ?? ''));
}

/** Maps a URL found on `page` to a path on this server, or undefined when it leaves the site. */
function internalPath(raw: string, page: URL, publicOrigin: string): string | undefined {
  // A fragment alone points into the page itself, which is being crawled already.
  if (raw.startsWith('#') || !URL.canParse(raw, page)) return undefined;
  const url = new URL(raw, page);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin !== page.origin && url.origin !== publicOrigin) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The status after redirects, and the path that answered it. */
async function statusOf(request: APIRequestContext, path: string): Promise<{ status: number; finalPath: string }> {
  try {
    const response = await request.get(path, { maxRedirects: 10 });
    return { status: response.status(), finalPath: new URL(response.url()).pathname };
  } catch (error) {
    throw new Error(`Requesting ${path} failed`, { cause: error });
  }
}

test('every internal URL on every page answers 2xx', async ({ request, baseURL }) => {
  const { origin: publicOrigin, paths } = await readSitemap(request);
  test.setTimeout(60_000 + paths.length * 5_000);
  const pages = [...paths, missingPagePath];

  /** path → the pages that refer to it */
  const found = new Map<string, Set<string>>();
  /** page → the paths its `<a href>` links point to (before redirects) */
  const links = new Map<string, Set<string>>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === missingPagePath ? 404 : 200);
    const pageUrl = new URL(path, baseURL);
    const html = await response.text();
    for (const raw of extractUrls(html, publicOrigin)) {
      const target = internalPath(raw, pageUrl, publicOrigin);
      if (target === undefined) continue;
      found.set(target, (found.get(target) ?? new Set()).add(path));
    }
    links.set(path, new Set(anchorHrefs(html).flatMap((raw) => internalPath(raw, pageUrl, publicOrigin) ?? [])));
  }

  const targets = [...found.keys()].sort();
  const broken: string[] = [];
  /** target as linked → the path that answered it, after redirects */
  const landsOn = new Map<string, string>();
  for (let start = 0; start < targets.length; start += concurrency) {
    const batch = targets.slice(start, start + concurrency);
    const statuses = await Promise.all(batch.map((target) => statusOf(request, target)));
    statuses.forEach(({ status, finalPath }, index) => {
      landsOn.set(batch[index]!, finalPath);
      if (status >= 200 && status < 300) return;
      const target = batch[index]!;
      const referrers = [...found.get(target)!];
      const shown = referrers.slice(0, 3).join(', ') + (referrers.length > 3 ? ` (+${referrers.length - 3} more)` : '');
      broken.push(`${status} ${target} ← ${shown}`);
    });
  }
  test.info().annotations.push({ type: 'checked', description: `${targets.length} URLs on ${pages.length} pages` });
  expect(broken, `${broken.length} broken internal URLs of ${targets.length}:\n${broken.join('\n')}`).toEqual([]);

  // Every page of the sitemap can be reached by following links from the home page: a
  // page that nothing links to exists only for search engines.
  const reached = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length > 0) {
    const page = queue.shift()!;
    for (const target of links.get(page) ?? []) {
      const landed = landsOn.get(target) ?? target.split('?')[0]!;
      if (reached.has(landed)) continue;
      reached.add(landed);
      queue.push(landed);
    }
  }
  const orphans = paths.filter((path) => !reached.has(path));
  expect(orphans, 'sitemap pages no link leads to from the home page').toEqual([]);
});
