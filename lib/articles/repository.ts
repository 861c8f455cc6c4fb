/**
 * Where pages get articles: the live WordPress blog (`WORDPRESS_URL`) through a source that
 * keeps the last good copy in memory and under `DATA_DIR`, or the bundled sample feed.
 */
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { loadSampleArticles } from './sample-feed';
import { type ArticleFeed, ArticleSource } from './source';
import type { Article } from './types';

/** A copy older than this is refreshed in the background; pages regenerate on the same beat. */
const DEFAULT_TTL_SECONDS = 60;
/** Per WordPress request; a page with no copy of the blog at all waits for one attempt. */
export const WORDPRESS_TIMEOUT_MS = 8_000;

// One source per process, whichever bundle of the app imports this module.
const globalKey = Symbol.for('kilele.articleSource');
type WithSource = typeof globalThis & { [globalKey]?: ArticleSource };

function articleSource(baseUrl: string): ArticleSource {
  const holder = globalThis as WithSource;
  holder[globalKey] ??= new ArticleSource({
    baseUrl,
    cacheFile: path.join(getConfig().DATA_DIR, 'articles', 'posts.json'),
    ttlMs: (getConfig().ARTICLES_TTL_SECONDS ?? DEFAULT_TTL_SECONDS) * 1000,
    timeoutMs: WORDPRESS_TIMEOUT_MS,
  });
  return holder[globalKey];
}

/**
 * Featured images go through the image optimiser, which serves only the blog's own host
 * (next.config.ts): an image from anywhere else is left out rather than breaking the page.
 */
function withServableImages(articles: Article[], baseUrl: string): Article[] {
  const host = new URL(baseUrl).host;
  return articles.map((article) => {
    const { image } = article;
    if (!image || (image.src.startsWith('/') && !image.src.startsWith('//'))) return article;
    if (!URL.canParse(image.src)) return { ...article, image: null };
    return new URL(image.src).host === host ? article : { ...article, image: null };
  });
}

/** Every article with where it came from; never throws. */
export async function getArticleFeed(): Promise<ArticleFeed> {
  const baseUrl = getConfig().WORDPRESS_URL;
  if (!baseUrl) return { articles: loadSampleArticles(), status: 'sample', fetchedAt: null, lastError: null };
  const feed = await articleSource(baseUrl).get();
  return { ...feed, articles: withServableImages(feed.articles, baseUrl) };
}

/**
 * The slugs of the articles this process holds right now, without waiting on anything:
 * undefined while it holds no copy of the blog yet (nothing has asked for one, or the first
 * fetch is under way). For deciding about a request before Next renders it.
 */
export function heldArticleSlugs(): ReadonlySet<string> | undefined {
  if (!getConfig().WORDPRESS_URL) return (sampleSlugs ??= slugsOf(loadSampleArticles()));
  const articles = (globalThis as WithSource)[globalKey]?.held();
  if (!articles) return undefined;
  // Asked on every article request: one set per copy of the blog, not one per request.
  let slugs = slugsByCopy.get(articles);
  if (!slugs) slugsByCopy.set(articles, (slugs = slugsOf(articles)));
  return slugs;
}

const slugsOf = (articles: readonly Article[]): ReadonlySet<string> => new Set(articles.map((article) => article.slug));
let sampleSlugs: ReadonlySet<string> | undefined;
const slugsByCopy = new WeakMap<readonly Article[], ReadonlySet<string>>();

/** Every article, newest first (empty when none could ever be fetched). */
export async function getArticles(): Promise<Article[]> {
  return (await getArticleFeed()).articles;
}

/** The newest articles tagged with a service's category, at most `limit`. */
export async function getArticlesInCategory(category: string, limit: number): Promise<Article[]> {
  return (await getArticles()).filter((article) => article.categories.includes(category)).slice(0, limit);
}

/** Fetches WordPress now (the revalidation webhook). `false` when WordPress failed. */
export async function refreshArticles(): Promise<boolean> {
  const baseUrl = getConfig().WORDPRESS_URL;
  if (!baseUrl) return true;
  return articleSource(baseUrl).refresh();
}

/** Where articles come from and when WordPress last answered well; never fetches. */
export async function getArticleSourceStatus(): Promise<{
  source: 'sample' | 'wordpress';
  lastSuccessAt: string | null;
  failing: boolean;
}> {
  const baseUrl = getConfig().WORDPRESS_URL;
  if (!baseUrl) return { source: 'sample', lastSuccessAt: null, failing: false };
  const { fetchedAt, lastError } = await articleSource(baseUrl).status();
  return { source: 'wordpress', lastSuccessAt: fetchedAt?.toISOString() ?? null, failing: lastError !== null };
}
