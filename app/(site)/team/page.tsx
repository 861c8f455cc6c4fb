import type { Metadata } from 'next';
import { aboutCopy } from '@/content/pages';
import { PageHero } from '@/components/layout/PageHero';
import { TeamGrid } from '@/components/team/TeamGrid';
import { Section } from '@/components/ui/Section';
import { getTeamMembers } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Our Team',
  description:
    'Meet the partners, directors and managers of Kilele Partners who lead our audit, tax, advisory, IT, HR and training work in Nairobi.',
  path: routes.team,
});

export default async function TeamPage() {
  const teamMembers = await getTeamMembers();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Team', path: routes.team }])} />
      <PageHero eyebrow={aboutCopy.team.eyebrow} title={aboutCopy.team.title} intro={aboutCopy.team.intro} />
      <Section>
        <TeamGrid members={teamMembers} headingLevel="h2" priorityImages={2} />
      </Section>
    </>
  );
}
