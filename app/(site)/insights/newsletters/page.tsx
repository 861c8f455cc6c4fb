import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { NewsletterList } from '@/components/newsletters/NewsletterList';
import { JsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/Section';
import { newsletterArchiveCopy as copy } from '@/content/newsletter-archive';
import { getSentNewsletters } from '@/lib/newsletters/archive';
import { routes } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

// Regenerated when a campaign is sent (sentAnnouncer in lib/newsletters/runtime.ts); hourly as a safety net.
export const revalidate = 3600;

const base = pageMetadata({ title: copy.title, description: copy.description, path: routes.newsletters });

export const metadata: Metadata = {
  ...base,
  alternates: { ...base.alternates, types: { 'application/rss+xml': [{ url: routes.newslettersFeed, title: copy.feedTitle }] } },
};

export default async function NewslettersPage() {
  const newsletters = await getSentNewsletters();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: copy.title, path: routes.newsletters }])} />
      <PageHero eyebrow="Insights" title={copy.title} intro={copy.intro} />
      <Section>
        {newsletters.length > 0 ? <NewsletterList newsletters={newsletters} sentOn={copy.sentOn} /> : <p>{copy.empty}</p>}
        <p className={styles.feed}>
          <a href={routes.newslettersFeed} type="application/rss+xml">
            {copy.feedLink}
          </a>
        </p>
      </Section>
    </>
  );
}
