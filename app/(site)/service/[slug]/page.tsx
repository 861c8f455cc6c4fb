import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleGrid } from '@/components/articles/ArticleCard';
import { OutsourcedRoles } from '@/components/careers/OutsourcedRoles';
import { PageHero } from '@/components/layout/PageHero';
import { ServiceBody } from '@/components/services/ServiceBody';
import { TaxToolsPromo } from '@/components/tax/TaxToolsPromo';
import { Section } from '@/components/ui/Section';
import { getArticlesInCategory } from '@/lib/articles/repository';
import { getService, getServices } from '@/lib/cms/read-content';
import { getOpenings } from '@/lib/cms/read';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { routes } from '@/lib/routes';

/** Spec §9: related articles on a service page. */
const RELATED_ARTICLES = 6;
const HR_SERVICE = 'outsourced-hr-and-recruitment';
const TAX_SERVICE = 'tax-consulting';

// Related articles follow the blog (see lib/articles/repository.ts).
// Regenerated when a sync changes the blog's mirror (docs/articles.md); hourly as a safety net.
export const revalidate = 3600;

/** The services at the build; one staff add later is rendered on its first request. */
export async function generateStaticParams() {
  return (await getServices()).map((service) => ({ slug: service.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await getService((await params).slug);
  if (!service) return {};
  return pageMetadata({
    title: service.title,
    description: service.description,
    path: routes.service(service.slug),
    image: service.image,
  });
}

export default async function ServicePage({ params }: Props) {
  const service = await getService((await params).slug);
  if (!service) notFound();
  const related = await getArticlesInCategory(service.category, RELATED_ARTICLES);
  // The roles the firm recruits for clients, on the HR service's page (regenerated with the careers page).
  const outsourcedRoles = service.slug === HR_SERVICE ? (await getOpenings(new Date())).outsourcedRoles : [];

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Services', path: routes.services },
          { name: service.title, path: routes.service(service.slug) },
        ])}
      />
      <PageHero eyebrow="Services" title={service.title} intro={service.description} />
      <Section>
        <ServiceBody service={service} />
      </Section>
      {service.slug === TAX_SERVICE ? (
        <Section id="tax-tools" title="Free tax tools" intro="Check a payslip or plan the month’s filings: both are free to use and cite the law behind every figure.">
          <TaxToolsPromo />
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section id="related-articles" title="Related Articles" tone="alt">
          <ArticleGrid articles={related} />
        </Section>
      ) : null}
      {service.slug === HR_SERVICE ? <OutsourcedRoles roles={outsourcedRoles} /> : null}
    </>
  );
}
