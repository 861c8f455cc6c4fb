import { outsourcedIntro } from '@/content/careers';
import type { Job } from '@/content/schema';
import { Section } from '@/components/ui/Section';
import { JobList } from './JobList';

/** The Outsourced Career Opportunities block: on the careers page and the HR service page. */
export function OutsourcedRoles({ roles }: { roles: Job[] }) {
  return (
    <Section id="outsourced-roles" title={outsourcedIntro.title} intro={outsourcedIntro.intro} tone="alt">
      <JobList jobs={roles} showEmployer />
    </Section>
  );
}
