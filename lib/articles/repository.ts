/**
 * What pages read about articles: SQL on the blog's mirror (docs/articles.md), never WordPress.
 *
 * During `next build` nothing is read: a build holds no blog, so whatever `WORDPRESS_URL` was
 * then, a started server shows only what its own mirror holds. The pages the build made are
 * regenerated as soon as the server's first sync has looked at the mirror.
 */
import { arrayContains, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Service } from '@/content/schema';
import { getDatabase } from '../db/client';
import { type ArticleRow, articleSync, articles } from '../db/schema';
import type { Db } from '../db/types';
import { routes } from '../routes';
import type { ArticleFilter, FilterOption } from './filters';
import { errorFields, log } from '../log';
import { articlesReady, notePagesDegraded, shownMirrorVersion } from './runtime';
import { processWide } from '../process-wide';
import { cardColumns, relatedArticles, toSummary } from './related';
import type { Article, ArticleSummary } from './types';

/** The listing's page size. */
export const ARTICLES_PER_PAGE = 12;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

async function mirror(): Promise<Db | null> {
  if (building()) return null;
  await articlesReady();
  return (await getDatabase()).db;
}

/**
 * A read that survives the database being unreachable: the page shows `fallback` (and says the
 * articles cannot be loaded) rather than failing, and is regenerated once the database is back.
 */
async function orWhenUnreachable<T>(fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log.error('[articles] the mirror could not be read; the page says articles cannot be loaded', errorFields(error));
    notePagesDegraded();
    return fallback;
  }
}

const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

/** Reads kept per mirror version; a listing page is a few KB, so this bounds them at a few MB. */
const MAX_KEPT_READS = 500;
type KeptReads = { version?: number; values: Map<string, Promise<unknown>> };

/**
 * The listing is rendered per request (its query string), so its reads are kept in memory
 * until the mirror's version moves: the same moment the cached pages are regenerated. Before
 * the server has looked at the version (tests, the first request), nothing is kept.
 */
function keptUntilTheMirrorChanges<T>(key: string, read: () => Promise<T>): Promise<T> {
  const version = shownMirrorVersion();
  if (version === undefined) return read();
  const kept = processWide<KeptReads>('articles.kept-reads', () => ({ values: new Map() }));
  if (kept.version !== version) {
    kept.version = version;
    kept.values.clear();
  }
  const hit = kept.values.get(key);
  if (hit) return hit as Promise<T>;
  if (kept.values.size >= MAX_KEPT_READS) kept.values.delete(kept.values.keys().next().value!);
  const value = read();
  kept.values.set(key, value);
  // A failed read is not kept.
  value.catch(() => kept.values.delete(key));
  return value;
}

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    date: row.date,
    modified: row.modified,
    title: row.title,
    excerpt: row.excerpt,
    contentHtml: row.contentHtml,
    link: row.link,
    categories: row.categories,
    image: row.imageSrc ? { src: row.imageSrc, width: row.imageWidth, height: row.imageHeight, alt: row.imageAlt ?? '' } : null,
  };
}

/** The newest articles, at most `limit`. */
export async function getLatestArticles(limit: number): Promise<Article[]> {
  return orWhenUnreachable([], async () => {
    const db = await mirror();
    if (!db) return [];
    return (await db.select().from(articles).orderBy(...newestFirst).limit(limit)).map(toArticle);
  });
}

/** The newest articles tagged with a service's category, at most `limit`. */
export async function getArticlesInCategory(category: string, limit: number): Promise<Article[]> {
  return orWhenUnreachable([], async () => {
    const db = await mirror();
    if (!db) return [];
    const rows = await db.select().from(articles).where(arrayContains(articles.categories, [category])).orderBy(...newestFirst).limit(limit);
    return rows.map(toArticle);
  });
}

/** One article by its (decoded) slug, its links to other posts of the blog pointing at their pages here. */
export async function getArticle(slug: string): Promise<Article | null> {
  return orWhenUnreachable(null, async () => {
    const db = await mirror();
    if (!db) return null;
    const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
    if (!row) return null;
    return { ...toArticle(row), contentHtml: await withLinksToOurPages(db, row.contentHtml) };
  });
}

/** A link as the sanitiser leaves it: an absolute one opens in a new tab. */
const LINK = /<a href="(https?:\/\/[^"]+)"((?: target="_blank")?(?: rel="noopener noreferrer")?)/g;

/**
 * An editor links one post from another with its WordPress permalink (`Article.link`); the
 * reader should stay on the firm's site, so such a link goes to the article's page here. Links
 * to anything else on the blog's host are left as they are.
 */
async function withLinksToOurPages(db: Db, html: string): Promise<string> {
  const hrefs = [...new Set([...html.matchAll(LINK)].map((match) => decodeEntities(match[1]!)))];
  if (hrefs.length === 0) return html;
  const candidates = [...new Set(hrefs.flatMap((href) => [href, href.endsWith('/') ? href.slice(0, -1) : `${href}/`]))];
  const linked = await db.select({ slug: articles.slug, link: articles.link }).from(articles).where(inArray(articles.link, candidates));
  if (linked.length === 0) return html;
  const slugByLink = new Map(linked.map((row) => [row.link.replace(/\/$/, ''), row.slug] as const));
  return html.replace(LINK, (whole, href: string) => {
    const slug = slugByLink.get(decodeEntities(href).replace(/\/$/, ''));
    return slug === undefined ? whole : `<a href="${routes.article(slug)}"`;
  });
}

const decodeEntities = (value: string) => value.replaceAll('&amp;', '&');

/** Up to `limit` related articles of an article: its neighbours in its first category (./related.ts). */
export async function getRelatedArticles(article: Article, limit: number): Promise<ArticleSummary[]> {
  return orWhenUnreachable([], async () => {
    const db = await mirror();
    if (!db) return [];
    const position = { id: article.id, primaryCategory: article.categories[0] ?? null, publishedAt: new Date(article.date) };
    return relatedArticles(db, position, limit);
  });
}

function filterCondition(filter: ArticleFilter) {
  switch (filter.kind) {
    case 'year':
      return eq(articles.year, Number(filter.year));
    case 'service':
      return arrayContains(articles.categories, [filter.category]);
    case 'all':
      return undefined;
  }
}

export type ArticlePage = { articles: ArticleSummary[]; total: number; pages: number };

/** One page (from 1) of the listing under a filter, with how many articles and pages it has. */
export async function getArticlePage(filter: ArticleFilter, page: number): Promise<ArticlePage> {
  return orWhenUnreachable({ articles: [], total: 0, pages: 0 }, async () => {
    const db = await mirror();
    if (!db) return { articles: [], total: 0, pages: 0 };
    return keptUntilTheMirrorChanges(`page:${JSON.stringify(filter)}:${page}`, () => readArticlePage(db, filter, page));
  });
}

async function readArticlePage(db: Db, filter: ArticleFilter, page: number): Promise<ArticlePage> {
  const where = filterCondition(filter);
  const [counted] = await db.select({ total: count() }).from(articles).where(where);
  const total = counted?.total ?? 0;
  // What a card shows, not the articles' bodies: up to 500 pages are kept in memory.
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ARTICLES_PER_PAGE)
    .offset((page - 1) * ARTICLES_PER_PAGE);
  return { articles: rows.map(toSummary), total, pages: Math.ceil(total / ARTICLES_PER_PAGE) };
}

/**
 * The listing's filter options: the years with articles (newest first), and of `services` (the
 * firm's, as staff name and order them in the admin) those whose category has articles.
 */
export async function getFilterOptions(services: readonly Pick<Service, 'title' | 'category'>[]): Promise<{ years: FilterOption[]; services: FilterOption[] }> {
  return orWhenUnreachable({ years: [], services: [] }, async () => {
    const db = await mirror();
    if (!db) return { years: [], services: [] };
    const { years, categories } = await keptUntilTheMirrorChanges('filter-options', () => readFilterOptions(db));
    return { years, services: serviceFilterOptions(services, categories) };
  });
}

/** The services whose category has articles, in the order given, as filter options. */
export function serviceFilterOptions(services: readonly Pick<Service, 'title' | 'category'>[], categories: ReadonlySet<string>): FilterOption[] {
  return services.filter((service) => categories.has(service.category)).map((service) => ({ label: service.title, value: service.category }));
}

async function readFilterOptions(db: Db): Promise<{ years: FilterOption[]; categories: Set<string> }> {
  const years = await db.selectDistinct({ year: articles.year }).from(articles).orderBy(desc(articles.year));
  const used = await db.selectDistinct({ category: sql<string>`unnest(${articles.categories})` }).from(articles);
  return {
    years: years.map(({ year }) => ({ label: String(year), value: String(year) })),
    categories: new Set(used.map((row) => row.category)),
  };
}

/** Every article's slug and last change, newest first (the sitemap). */
export async function getArticleEntries(): Promise<{ slug: string; modified: string }[]> {
  return orWhenUnreachable([], async () => {
    const db = await mirror();
    if (!db) return [];
    return db.select({ slug: articles.slug, modified: articles.modified }).from(articles).orderBy(...newestFirst);
  });
}

export type MirrorStatus = {
  source: 'sample' | 'wordpress';
  articles: number;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  /** Why the last sync failed, when it did. */
  lastError: string | null;
};

/** Where the mirror stands; null while nothing has been synced yet (and during the build). */
export async function getMirrorStatus(): Promise<MirrorStatus | null> {
  if (building()) return null;
  const { db } = await getDatabase();
  const [state] = await db.select().from(articleSync).where(eq(articleSync.id, 1));
  if (!state) return null;
  const [counted] = await db.select({ total: count() }).from(articles);
  return {
    source: state.source === 'sample' ? 'sample' : 'wordpress',
    articles: counted?.total ?? 0,
    lastSuccessAt: state.lastSuccessAt?.toISOString() ?? null,
    lastAttemptAt: state.lastAttemptAt?.toISOString() ?? null,
    lastError: state.lastError,
  };
}

/**
 * Whether pages should say articles are unavailable rather than "none yet": the mirror is
 * empty because WordPress has never answered well, not because the blog is empty.
 */
export async function articlesUnavailable(): Promise<boolean> {
  if (building()) return false;
  // An unreachable database is the plainest case of "cannot be loaded".
  return orWhenUnreachable(true, readArticlesUnavailable);
}

async function readArticlesUnavailable(): Promise<boolean> {
  // Like every read of the mirror, this waits for a new site's first sync: read before it, the
  // status would not yet hold that sync's failure, and the page would say "no articles yet".
  const db = (await mirror())!;
  // How many posts the mirror holds changes only with its version; a failure does not move it,
  // so the rest is read afresh while the mirror is empty.
  const held = await keptUntilTheMirrorChanges('count', async () => {
    const [counted] = await db.select({ total: count() }).from(articles);
    return counted?.total ?? 0;
  });
  if (held > 0) return false;
  const status = await getMirrorStatus();
  return status !== null && status.articles === 0 && status.lastSuccessAt === null && status.lastError !== null;
}
