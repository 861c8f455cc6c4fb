/**
 * Which cached pages to regenerate when the blog changed (docs/articles.md), as Next's
 * revalidation calls. Called from within a request (app/api/articles/regenerate-pages).
 */
import { revalidatePath, revalidateTag } from 'next/cache';
import { routes } from '@/lib/routes';
import { forgetKeptPages } from '@/lib/server/page-cache';
import type { RegenerationPlan } from './regeneration-plan';

/**
 * The tag of every cached read or page that lists articles. One place names every page that
 * lists articles, so a new one (a cached listing page per filter) joins here.
 */
export const ARTICLE_LISTS_TAG = 'articles-listing';

/** Every page that lists articles: home, the listing and its filters, service pages, feed, sitemap. */
export function revalidatePagesListingArticles(): void {
  revalidateTag(ARTICLE_LISTS_TAG, { expire: 0 });
  revalidatePath(routes.home);
  revalidatePath(routes.articles);
  // A route's pattern names its route group: the public pages are in app/(site).
  revalidatePath('/(site)/service/[slug]', 'page');
  revalidatePath(routes.articlesFeed);
  revalidatePath('/sitemap.xml');
  forgetKeptPages();
}

/** The pages a change of the mirror made stale: the lists always, and the articles the plan names. */
export function revalidateArticlePages(plan: RegenerationPlan): number {
  revalidatePagesListingArticles();
  if (plan.everyArticle) {
    revalidatePath('/(site)/insights/article/[slug]', 'page');
    return 1;
  }
  for (const slug of plan.slugs) {
    // Next keys a page by its address; a non-Latin slug's address is percent-encoded.
    const address = routes.article(slug);
    revalidatePath(address);
    if (address !== routes.article('') + slug) revalidatePath(routes.article('') + slug);
  }
  return plan.slugs.length;
}
