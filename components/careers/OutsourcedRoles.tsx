import { outsourcedIntro, outsourcedRoles } from '@/content/careers';
import { Section } from '@/components/ui/Section';
import { JobList } from './JobList';

/** The Outsourced Career Opportunities block: on the careers page and the HR service page. */
export function OutsourcedRoles() {
  return (
    <Section id="outsourced-roles" title={outsourcedIntro.title} intro={outsourcedIntro.intro} tone="alt">
      <JobList jobs={outsourcedRoles} showEmployer />
    </Section>
  );
}
