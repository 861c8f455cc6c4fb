/** The services overview page's own copy (seeded from content/seed/services-page.ts); its cards are the services. */
import type { GlobalConfig } from 'payload';
import type { ClientGroup, ProcessStep } from '../../../../content/schema';
import { servicesPageSeed } from '../../../../content/seed/services-page';
import { routes } from '../../../routes';
import { contentStaff } from '../../access';
import { defineGlobal } from '../../content-registry';
import { regenerateOnGlobalChange } from '../../revalidate';
import { list, numbered, text, textarea } from '../../fields';

export const SERVICES_PAGE_SLUG = 'services-page';

/** The services page alone shows this copy. */
const pages = (): string[] => [routes.services];

const config: GlobalConfig = {
  slug: SERVICES_PAGE_SLUG,
  label: 'Services page',
  admin: { group: 'Site content', description: 'The copy of /services around the service cards and the FAQ.' },
  access: { read: () => true, update: contentStaff },
  hooks: { afterChange: regenerateOnGlobalChange({ slug: SERVICES_PAGE_SLUG, pages }) },
  fields: [
    { name: 'hero', type: 'group', fields: [text('title', 'Title'), textarea('intro', 'Introduction')] },
    list('clientGroups', 'Who we serve', 1, [text('title', 'Title'), textarea('description', 'Description')]),
    list('processSteps', 'How we work', 1, [text('title', 'Title'), textarea('description', 'Description')]),
    textarea('faqIntro', 'FAQ introduction'),
  ],
};

export type ServicesPageCopy = {
  hero: { title: string; intro: string };
  clientGroups: ClientGroup[];
  processSteps: ProcessStep[];
  faqIntro: string;
};

export const servicesPageGlobal = defineGlobal<ServicesPageCopy, typeof SERVICES_PAGE_SLUG>({
  slug: SERVICES_PAGE_SLUG,
  config,
  storedSeed: () => servicesPageSeed,
  fromDoc: (doc) => {
    return {
      hero: { title: doc.hero.title, intro: doc.hero.intro },
      clientGroups: numbered(doc.clientGroups).map(({ id, title, description }) => ({ id, title, description })),
      processSteps: numbered(doc.processSteps).map(({ id, title, description }) => ({ id, title, description })),
      faqIntro: doc.faqIntro,
    };
  },
  pages,
});
