/** The services overview page's own copy (content/services-page.ts); its cards are the services. */
import type { GlobalConfig } from 'payload';
import { clientGroups, faqIntro, processSteps, servicesPageHero, type ClientGroup, type ProcessStep } from '../../../../content/services-page';
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

type Row = { title: string; description: string };
const unnumbered = (rows: readonly (Row & { id: number })[]): Row[] => rows.map(({ title, description }) => ({ title, description }));

export const servicesPageGlobal = defineGlobal<ServicesPageCopy, typeof SERVICES_PAGE_SLUG>({
  slug: SERVICES_PAGE_SLUG,
  config,
  seed: () => ({ hero: servicesPageHero, clientGroups, processSteps, faqIntro }),
  toData: async (copy) => ({
    hero: copy.hero,
    clientGroups: unnumbered(copy.clientGroups),
    processSteps: unnumbered(copy.processSteps),
    faqIntro: copy.faqIntro,
  }),
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
