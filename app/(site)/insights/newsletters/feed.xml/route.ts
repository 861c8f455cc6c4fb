import { newsletterArchiveCopy as copy } from '@/content/newsletter-archive';
import { getSentNewsletters } from '@/lib/newsletters/archive';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { buildRssFeed } from '@/lib/seo/rss';

// Regenerated when a campaign is sent (sentAnnouncer in lib/newsletters/runtime.ts); hourly as a safety net.
export const revalidate = 3600;

/** How many newsletters the feed carries: the newest. */
const FEED_NEWSLETTERS = 20;

/** How much of a newsletter's text stands in for a missing preheader. */
const SUMMARY_CHARACTERS = 300;

/** RSS feed of the newest sent newsletters, linked from the archive's head. */
export async function GET() {
  const newsletters = (await getSentNewsletters()).slice(0, FEED_NEWSLETTERS);
  const body = buildRssFeed(
    newsletters.map((newsletter) => ({
      title: newsletter.subject,
      url: absoluteUrl(routes.newsletter(newsletter.slug)),
      date: newsletter.sentAt,
      description: newsletter.preheader || newsletter.text.slice(0, SUMMARY_CHARACTERS),
    })),
    { title: copy.feedTitle, description: copy.feedDescription, siteUrl: absoluteUrl(routes.newsletters), feedUrl: absoluteUrl(routes.newslettersFeed) },
  );
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
