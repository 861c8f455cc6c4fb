/** Which cached pages show articles: all of them are regenerated when the blog changes. */
import { revalidatePath } from 'next/cache';
import { routes } from '@/lib/routes';
import { forgetKeptPages } from '@/lib/server/page-cache';

export function revalidateArticlePages(): void {
  revalidatePath(routes.home);
  revalidatePath(routes.articles);
  revalidatePath('/insights/article/[slug]', 'page');
  revalidatePath('/service/[slug]', 'page');
  revalidatePath(routes.articlesFeed);
  revalidatePath('/sitemap.xml');
  forgetKeptPages();
}
