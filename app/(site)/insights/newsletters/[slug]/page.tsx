import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsletterArchiveCopy as copy } from '@/content/newsletter-archive';
import { formatArticleDate } from '@/lib/articles/format';
import { type ArchivedNewsletter, getSentNewsletter } from '@/lib/newsletters/archive';
import { decodedSlug, routes } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import prose from '@/components/ui/Prose.module.css';
import styles from './page.module.css';

// Regenerated when a campaign is sent (sentAnnouncer in lib/newsletters/runtime.ts); hourly as a safety net.
export const revalidate = 3600;

/**
 * None at build time: a build holds no database (lib/newsletters/archive.ts). Each newsletter is
 * rendered on its first request and cached; a slug that is not a sent campaign's is a 404.
 */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

/** The newsletter at an address, read once per render for both the metadata and the page. */
const newsletterAt = cache(async (slug: string) => getSentNewsletter(decodedSlug(slug)));

/** The preheader, or else the body's first words: at most 160 characters. */
function descriptionOf(newsletter: ArchivedNewsletter): string {
  const summary = newsletter.preheader || newsletter.text.replace(/\s+/g, ' ').trim() || newsletter.subject;
  return summary.length > 160 ? `${summary.slice(0, 157).replace(/\s+\S*$/, '')}…` : summary;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const newsletter = await newsletterAt((await params).slug);
  if (!newsletter) return {};
  const base = pageMetadata({ title: newsletter.subject, description: descriptionOf(newsletter), path: routes.newsletter(newsletter.slug), type: 'article' });
  return {
    ...base,
    alternates: { ...base.alternates, types: { 'application/rss+xml': [{ url: routes.newslettersFeed, title: copy.feedTitle }] } },
  };
}

export default async function NewsletterPage({ params }: Props) {
  const newsletter = await newsletterAt((await params).slug);
  if (!newsletter) notFound();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: copy.title, path: routes.newsletters },
          { name: newsletter.subject, path: routes.newsletter(newsletter.slug) },
        ])}
      />
      <article className={prose.column}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{copy.title}</p>
          <h1 className={prose.title}>{newsletter.subject}</h1>
          <p className={prose.date}>
            {copy.sentOn} <time dateTime={newsletter.sentAt}>{formatArticleDate(newsletter.sentAt)}</time>
          </p>
        </header>
        {/* Made from the editor's JSON by lib/newsletters/body.ts: every text escaped, every link checked. */}
        <div className={prose.body} dangerouslySetInnerHTML={{ __html: newsletter.html }} />
        <p className={styles.back}>
          <Link href={routes.newsletters}>{copy.back}</Link>
        </p>
      </article>
    </>
  );
}
