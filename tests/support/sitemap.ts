/**
 * The audit specs' page list: every URL of the running site's `/sitemap.xml`, as a path on
 * the server under test (the sitemap's absolute URLs name the public host, not this one).
 */
import type { APIRequestContext } from '@playwright/test';

/** A path that no route answers, for auditing the 404 page. */
export const missingPagePath = '/no-such-page';

/** The sitemap's pages as sorted, deduplicated paths, and the public origin its URLs name. */
export type Sitemap = { origin: string; paths: string[] };

/** Fetches `/sitemap.xml` from the server under test. */
export async function readSitemap(request: APIRequestContext): Promise<Sitemap> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decodeXml(match[1]!.trim())));
  if (urls.length === 0) throw new Error('/sitemap.xml lists no pages', { cause: xml.slice(0, 500) });
  const paths = urls.map((url) => `${url.pathname}${url.search}`);
  return { origin: urls[0]!.origin, paths: [...new Set(paths)].sort() };
}

/** Undoes the predefined XML entities and numeric references (all React and Next emit in URLs). */
export function decodeXml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, decimal: string) => String.fromCodePoint(Number.parseInt(decimal, 10)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
