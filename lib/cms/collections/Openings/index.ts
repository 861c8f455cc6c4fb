/**
 * Job openings (seeded from content/seed/openings.ts): the firm's own vacancies and the roles
 * it recruits for clients (Outsourced HR and Recruitment), each with its job-description PDF.
 * Drafts, and publishing at a chosen time; an opening leaves the careers page by itself after
 * its closing date (lib/cms/read.ts getOpenings, regenerated at midnight in Nairobi).
 */
import type { Job } from '@/content/schema';
import { openingsSeed } from '@/content/seed/openings';
import { routes } from '@/lib/routes';
import { publishedContent } from '../../access';
import { defineCollection, type StoredDoc } from '../../content-registry';
import { eatDate, nonBlank, webAddress } from '../../fields';
import { documentPath } from '../../images';
import { regenerateOnChange } from '../../revalidate';

/** An opening: a job, and whether it is with a client of the firm rather than the firm. */
export type Opening = Job & { outsourced: boolean };

/** The service page that lists the outsourced roles too. */
export const HR_SERVICE = 'outsourced-hr-and-recruitment';

const pagesOf = (doc: StoredDoc) => (doc.outsourced ? [routes.careers, routes.service(HR_SERVICE)] : [routes.careers]);

export const EMPLOYMENT_TYPES = ['Full time', 'Part time', 'Contract'] as const;

export const jobOpeningsCollection = defineCollection<Opening, 'job-openings'>({
  slug: 'job-openings',
  storedSeed: () => openingsSeed,
  pagesOf,
  fromDoc(doc) {
    return {
      id: doc.id,
      title: doc.title,
      employmentType: doc.employmentType,
      location: doc.location,
      employer: doc.employer,
      description: doc.description,
      jd: documentPath(doc.jd),
      apply: doc.apply,
      datePosted: eatDate(doc.datePosted),
      validThrough: eatDate(doc.validThrough),
      outsourced: doc.outsourced === true,
    };
  },
  config: {
    slug: 'job-openings',
    labels: { singular: 'Job opening', plural: 'Job openings' },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'employer', 'validThrough', '_status'],
      preview: () => `/api/preview?path=${encodeURIComponent(routes.careers)}`,
    },
    access: publishedContent,
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
    hooks: regenerateOnChange({ slug: 'job-openings', pagesOf }),
    fields: [
      { name: 'title', type: 'text', required: true, validate: nonBlank },
      {
        name: 'outsourced',
        label: 'Recruited for a client (listed under Outsourced Career Opportunities)',
        type: 'checkbox',
        defaultValue: false,
      },
      { name: 'employer', type: 'text', required: true, validate: nonBlank, admin: { description: 'Kilele Partners LLP, or the client the role is with.' } },
      {
        type: 'row',
        fields: [
          { name: 'employmentType', label: 'Type', type: 'select', required: true, defaultValue: 'Full time', options: EMPLOYMENT_TYPES.map((value) => ({ label: value, value })) },
          { name: 'location', type: 'text', required: true, validate: nonBlank },
        ],
      },
      { name: 'description', type: 'textarea', required: true, validate: nonBlank },
      { name: 'jd', label: 'Job description (PDF)', type: 'upload', relationTo: 'documents', required: true },
      { name: 'apply', label: 'Application form link', type: 'text', required: true, validate: webAddress },
      {
        type: 'row',
        fields: [
          { name: 'datePosted', label: 'Posted on', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } },
          {
            name: 'validThrough',
            label: 'Closing date',
            type: 'date',
            required: true,
            admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: 'The opening leaves the careers page after this day.' },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
              value && siblingData.datePosted && eatDate(value) < eatDate(siblingData.datePosted) ? 'The closing date cannot be before the posting date.' : true,
          },
        ],
      },
    ],
  },
});
