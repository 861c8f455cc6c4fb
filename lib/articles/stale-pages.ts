/**
 * Which cached pages a change of the blog's mirror makes stale (docs/articles.md): the pages of
 * the articles that changed, arrived or went, the article pages that show any of them among
 * their related articles, and the pages that list articles. Every instance works it out for
 * itself, from what the mirror held when its pages were last regenerated and what it holds now,
 * whoever synced.
 */
import { eq } from 'drizzle-orm';
import { articles } from '../db/schema';
import type { Db } from '../db/types';
import { type ArticlePosition, RELATED_ARTICLES, slugsShowingAsRelated } from './related';

/**
 * Past this many changed articles, regenerating every article page costs less than working
 * out which (a first sync, a change of blog, a mass edit).
 */
const MOST_ARTICLES_ONE_BY_ONE = 50;

/** What the mirror held, by slug: enough to tell a change and the pages it shows on. */
export type HeldArticles = ReadonlyMap<string, ArticlePosition & { syncedAt: number }>;

/**
 * The article pages to regenerate besides the pages that list articles (always regenerated):
 * every one, or those of these slugs.
 */
export type RegenerationPlan = { everyArticle: true } | { everyArticle: false; slugs: string[] };

/** What the mirror holds now. */
export async function readHeldArticles(db: Db): Promise<HeldArticles> {
  const rows = await db
    .select({ slug: articles.slug, id: articles.id, primaryCategory: articles.primaryCategory, publishedAt: articles.publishedAt, syncedAt: articles.syncedAt })
    .from(articles);
  return new Map(rows.map(({ slug, syncedAt, ...position }) => [slug, { ...position, syncedAt: syncedAt.getTime() }] as const));
}

/** Whether the mirror holds an article (one lookup on the slug's unique index). */
export async function holdsArticle(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).limit(1);
  return row !== undefined;
}

/** The plan from `before` (undefined: nothing is known of what the pages show) to `after`. */
export async function regenerationPlan(db: Db, before: HeldArticles | undefined, after: HeldArticles): Promise<RegenerationPlan> {
  if (!before) return { everyArticle: true };
  const moved: ArticlePosition[] = [];
  const slugs = new Set<string>();
  for (const [slug, now] of after) {
    const then = before.get(slug);
    if (then && then.syncedAt === now.syncedAt && then.id === now.id) continue;
    slugs.add(slug);
    moved.push(now);
    if (then) moved.push(then);
  }
  for (const [slug, then] of before) {
    if (after.has(slug)) continue;
    slugs.add(slug);
    moved.push(then);
  }
  if (slugs.size > MOST_ARTICLES_ONE_BY_ONE) return { everyArticle: true };
  // Where each changed article was and is: the pages that showed it, and those that show it now.
  for (const position of moved) {
    for (const slug of await slugsShowingAsRelated(db, position, RELATED_ARTICLES)) slugs.add(slug);
  }
  return { everyArticle: false, slugs: [...slugs].sort() };
}
