import type { Metadata } from 'next';
import { getLegalPage } from '@/content/legal';
import { PageHero } from '@/components/layout/PageHero';
import { ProseSections } from '@/components/ui/ProseSections';
import { Section } from '@/components/ui/Section';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatLongDate } from '@/lib/dates';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

function requireLegalPage(slug: string) {
  const page = getLegalPage(slug);
  if (!page) throw new Error(`No legal page with slug "${slug}" in content/legal.ts`);
  return page;
}

export function legalMetadata(slug: string): Metadata {
  const page = requireLegalPage(slug);
  return pageMetadata({ title: page.title, description: page.description, path: `/${page.slug}` });
}

/** A legal page (privacy, terms, cookies): its copy lives in `content/legal.ts`. */
export function LegalDocument({ slug }: { slug: string }) {
  const page = requireLegalPage(slug);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: `/${page.slug}` }])} />
      <PageHero eyebrow="Legal" title={page.title} intro={page.intro}>
        <p>
          Last updated: <time dateTime={page.updated}>{formatLongDate(page.updated)}</time>
        </p>
      </PageHero>
      <Section width="prose">
        <ProseSections sections={page.sections} />
      </Section>
    </>
  );
}
