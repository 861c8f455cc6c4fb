import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { ProseSections } from '@/components/ui/ProseSections';
import { Section } from '@/components/ui/Section';
import { getLegalPage } from '@/lib/cms/read-content';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatLongDate } from '@/lib/dates';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

async function requireLegalPage(slug: string) {
  const page = await getLegalPage(slug);
  if (!page) throw new Error(`No legal page with slug "${slug}" (seeded from content/seed/legal.ts)`);
  return page;
}

export async function legalMetadata(slug: string): Promise<Metadata> {
  const page = await requireLegalPage(slug);
  return pageMetadata({ title: page.title, description: page.description, path: `/${page.slug}` });
}

/** A legal page (privacy, terms, cookies): its copy is edited in the staff admin (seeded from `content/seed/legal.ts`). */
export async function LegalDocument({ slug }: { slug: string }) {
  const page = await requireLegalPage(slug);
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
