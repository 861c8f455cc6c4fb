import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { ClientGroups } from '@/components/services/ClientGroups';
import { FaqList } from '@/components/services/FaqList';
import { PointGrid } from '@/components/ui/PointGrid';
import { ServiceGrid } from '@/components/services/ServiceCard';
import { Section } from '@/components/ui/Section';
import { getFaqItems, getServices, getServicesPageCopy } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Our Services',
  description:
    'Audit, tax, outsourced accounting, business and IT advisory, company secretarial, HR and training services for organisations across East Africa.',
  path: routes.services,
});

export default async function ServicesPage() {
  const [services, faqItems, { hero: servicesPageHero, clientGroups, processSteps, faqIntro }] = await Promise.all([
    getServices(),
    getFaqItems(),
    getServicesPageCopy(),
  ]);
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd([{ name: 'Services', path: routes.services }]), faqJsonLd(faqItems)]} />
      <PageHero eyebrow="Services" title={servicesPageHero.title} intro={servicesPageHero.intro} />
      <Section id="clients" title="Who we serve" tone="alt">
        <ClientGroups groups={clientGroups} />
      </Section>
      <Section id="all-services" title="What we do">
        <ServiceGrid services={services} />
      </Section>
      <Section id="process" title="How we work with you" tone="alt">
        <PointGrid points={processSteps} numbered />
      </Section>
      <Section id="faq" title="Frequently asked questions" intro={faqIntro}>
        <FaqList items={faqItems} />
      </Section>
    </>
  );
}
