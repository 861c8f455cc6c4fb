import type { Metadata } from 'next';
import { JobList } from '@/components/careers/JobList';
import { OutsourcedRoles } from '@/components/careers/OutsourcedRoles';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, jobPostingJsonLd } from '@/lib/seo/json-ld';
import { careersIntro } from '@/content/careers';
import { getOpenings, isDraftPreview } from '@/lib/cms/read';

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description:
    'Open positions at Kilele Partners in Nairobi and roles we are recruiting for on behalf of our clients. Download the job description and apply online.',
  path: routes.careers,
});

export default async function CareersPage() {
  // Rendered at the build, at the start, on every change and at midnight in Nairobi, when a
  // closed opening leaves (lib/server/background-jobs.ts).
  const { openPositions, outsourcedRoles } = await getOpenings(new Date(), { draft: await isDraftPreview() });
  return (
    <>
      <JsonLd
        data={[breadcrumbJsonLd([{ name: 'Careers', path: routes.careers }]), ...[...openPositions, ...outsourcedRoles].map(jobPostingJsonLd)]}
      />
      <PageHero eyebrow="About" title="Careers" intro={careersIntro} />
      <Section id="open-positions" title={`Open Positions (${openPositions.length})`}>
        <JobList jobs={openPositions} />
      </Section>
      <OutsourcedRoles roles={outsourcedRoles} />
    </>
  );
}
