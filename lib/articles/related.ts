/**
 * An article page's related articles, and the reverse: which article pages show a given
 * article among theirs (so an edit regenerates those pages and no others, docs/articles.md).
 *
 * Related articles are an article's neighbours in its first category: the ones published just
 * before it, and when there are too few (the category's oldest articles), the category's newest;
 * in a category too small to fill them, the blog's newest.
 * A stable choice, read from one index (`articles_primary_category_idx`), where a random one
 * sorted the whole table on every render and could not say which pages showed what.
 */
import { and, asc, desc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { articles } from '../db/schema';
import type { Db } from '../db/types';
import type { ArticleSummary } from './types';

/** How many related articles an article page shows (spec §9). */
export const RELATED_ARTICLES = 3;

/** Where an article sits among its category's: what decides its related articles. */
export type ArticlePosition = { id: number; primaryCategory: string | null; publishedAt: Date };

/** The columns a card shows. */
export const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  date: articles.date,
  title: articles.title,
  imageSrc: articles.imageSrc,
  imageWidth: articles.imageWidth,
  imageHeight: articles.imageHeight,
  imageAlt: articles.imageAlt,
};

type CardRow = { id: number; slug: string; date: string; title: string; imageSrc: string | null; imageWidth: number | null; imageHeight: number | null; imageAlt: string | null };

export function toSummary(row: CardRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    date: row.date,
    title: row.title,
    image: row.imageSrc ? { src: row.imageSrc, width: row.imageWidth, height: row.imageHeight, alt: row.imageAlt ?? '' } : null,
  };
}

const inCategory = (category: string | null) => (category === null ? isNull(articles.primaryCategory) : eq(articles.primaryCategory, category));
const at = (position: ArticlePosition) => sql`(${position.publishedAt.toISOString()}::timestamptz, ${position.id}::integer)`;
const olderThan = (position: ArticlePosition) => sql`(${articles.publishedAt}, ${articles.id}) < ${at(position)}`;
const newerThan = (position: ArticlePosition) => sql`(${articles.publishedAt}, ${articles.id}) > ${at(position)}`;
const newestFirst = [desc(articles.publishedAt), desc(articles.id)];
const oldestFirst = [asc(articles.publishedAt), asc(articles.id)];

/** Up to `limit` related articles of the article at `position`. */
export async function relatedArticles(db: Db, position: ArticlePosition, limit: number): Promise<ArticleSummary[]> {
  const category = inCategory(position.primaryCategory);
  const chosen = await db.select(cardColumns).from(articles).where(and(category, olderThan(position))).orderBy(...newestFirst).limit(limit);
  // The category's oldest articles: its newest fill the rest; a small category: the blog's newest.
  for (const scope of [category, undefined]) {
    if (chosen.length === limit) break;
    const taken = [position.id, ...chosen.map((row) => row.id)];
    chosen.push(
      ...(await db
        .select(cardColumns)
        .from(articles)
        .where(and(scope, notInArray(articles.id, taken)))
        .orderBy(...newestFirst)
        .limit(limit - chosen.length)),
    );
  }
  return chosen.map(toSummary);
}

/**
 * The slugs of the articles whose pages show the article at `position` among their `limit`
 * related ones (a few more at most, never fewer): the next newer ones in its category; when it
 * is among the category's newest, the category's oldest, which fill up with those; and when it
 * is among the blog's newest, the articles of categories too small to fill their related ones.
 */
export async function slugsShowingAsRelated(db: Db, position: ArticlePosition, limit: number): Promise<string[]> {
  const category = inCategory(position.primaryCategory);
  const slugs = new Set<string>();
  const after = await db.select({ slug: articles.slug }).from(articles).where(and(category, newerThan(position))).orderBy(...oldestFirst).limit(limit);
  for (const row of after) slugs.add(row.slug);
  if (after.length < limit) {
    const oldest = await db.select({ slug: articles.slug }).from(articles).where(and(category, ne(articles.id, position.id))).orderBy(...oldestFirst).limit(limit);
    for (const row of oldest) slugs.add(row.slug);
  }
  // A small category's article skips itself and up to `limit - 1` others among the blog's newest.
  const newer = await db.select({ id: articles.id }).from(articles).where(newerThan(position)).orderBy(...oldestFirst).limit(2 * limit);
  if (newer.length < 2 * limit) {
    const small = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(
        and(
          ne(articles.id, position.id),
          sql`coalesce(${articles.primaryCategory}, '') in (select coalesce(primary_category, '') from articles group by 1 having count(*) <= ${limit})`,
        ),
      );
    for (const row of small) slugs.add(row.slug);
  }
  return [...slugs];
}
