/**
 * The services' text (seeded from content/seed/services.ts): `/services`, `/service/<slug>`,
 * the home page's teaser and the search index. IT Advisory's sub-categories, shown as tabs, are
 * the one optional list. The menus link to services (the "Menus" global,
 * lib/cms/globals/Navigation), so every page shows a service's title and address.
 */
import type { Service as StoredService } from '../../payload-types';
import type { CollectionConfig, Field } from 'payload';
import type { Service } from '../../../../content/schema';
import { servicesSeed } from '../../../../content/seed/services';
import { routes } from '../../../routes';
import { publishedContent } from '../../access';
import { EVERY_PAGE, regenerateOnChange } from '../../revalidate';
import { imageOf } from '../../images';
import { defineCollection, type StoredDoc } from '../../content-registry';
import { list, numbered, slugValidation, slugField, text, textarea, previewOf } from '../../fields';

export const SERVICES_SLUG = 'services';

const headings = (minRows: number): Field =>
  list('headings', 'Headed paragraphs', minRows, [text('title', 'Heading'), textarea('text', 'Text')]);

/**
 * Its page, the services page's cards, the home page's teaser, the articles listing's service
 * filter, and every page: the menus (header, sidebar, footer) show services by title and address.
 */
const pagesOf = (doc: StoredDoc): string[] => [
  EVERY_PAGE,
  routes.services,
  routes.home,
  routes.articles,
  ...(typeof doc.slug === 'string' ? [routes.service(doc.slug)] : []),
];

const config: CollectionConfig = {
  slug: SERVICES_SLUG,
  labels: { singular: 'Service', plural: 'Services' },
  orderable: true,
  defaultSort: '_order',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status'],
    group: 'Site content',
    preview: (doc) => previewOf(routes.service(String(doc.slug ?? ''))),
    description: 'The firm’s services on /services and /service/<slug>, in the order shown here. The menus (Menus, under Site content) follow a service’s title and address.',
  },
  versions: { drafts: true, maxPerDoc: 50 },
  // What a menu link to a service reads of it (lib/cms/globals/Navigation/resolve.ts).
  defaultPopulate: { title: true, slug: true, _status: true },
  hooks: regenerateOnChange({ slug: SERVICES_SLUG, pagesOf }),
  access: publishedContent,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          fields: [
            text('title', 'Title'),
            slugField('The address of the service’s page: /service/<slug>.'),
            text('category', 'Articles category', {
              validate: slugValidation,
              admin: { description: 'The blog category whose articles are listed as this service’s Related Articles.' },
            }),
            textarea('description', 'Card description'),
            { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { description: 'A 3:2 photograph, at least 1200 × 800 pixels.' } },
          ],
        },
        {
          label: 'Introduction',
          fields: [
            textarea('intro', 'Introduction'),
            textarea('intro_description', 'Introduction, second paragraph'),
            textarea('intro_extra', 'Introduction, third paragraph'),
            textarea('intro_choose', 'Why choose us'),
            {
              name: 'intro_benefits',
              label: 'Benefits',
              type: 'group',
              fields: [text('title', 'Heading'), list('list', 'Benefits', 3, [text('name', 'Benefit'), textarea('description', 'Description')])],
            },
          ],
        },
        {
          label: 'Services list',
          fields: [
            {
              name: 'service_list',
              label: 'What the service covers',
              type: 'group',
              fields: [
                textarea('intro', 'Introduction'),
                list('list', 'Items', 3, [text('title', 'Title'), textarea('description', 'Description')]),
                textarea('service_extra', 'Closing paragraph'),
              ],
            },
          ],
        },
        {
          label: 'Sections',
          fields: [
            text('intro_text_title', 'First section heading'),
            textarea('intro_text_description', 'First section text'),
            text('intro_text_title2', 'Second section heading'),
            textarea('intro_text_description2', 'Second section text'),
            headings(2),
            textarea('final', 'Closing paragraph'),
            textarea('extra_final', 'Last paragraph'),
          ],
        },
        {
          label: 'Sub-categories',
          description: 'Only IT Advisory has sub-categories, shown as tabs on its page. Leave empty for the other services.',
          fields: [
            {
              name: 'subcategories',
              label: 'Sub-categories',
              type: 'array',
              fields: [
                text('title', 'Tab title'),
                text('body_title', 'Heading'),
                textarea('body_intro', 'Introduction'),
                text('body_focus', 'Focus heading'),
                textarea('focus_description', 'Focus text'),
                headings(1),
                {
                  name: 'services',
                  label: 'Services',
                  type: 'group',
                  fields: [textarea('intro', 'Introduction'), list('list', 'Items', 2, [text('name', 'Name'), textarea('description', 'Description')])],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** A service's stored document as content/schema.ts's Service; its id is its place in the staff's order. */
function serviceOf(doc: StoredService): Omit<Service, 'id'> {
  const subcategories = doc.subcategories ?? [];
  return {
    title: doc.title,
    category: doc.category,
    description: doc.description,
    slug: doc.slug,
    image: imageOf(doc.image),
    intro: doc.intro,
    intro_description: doc.intro_description,
    intro_extra: doc.intro_extra,
    intro_choose: doc.intro_choose,
    intro_benefits: { title: doc.intro_benefits.title, list: numbered(doc.intro_benefits.list) },
    service_list: { intro: doc.service_list.intro, list: numbered(doc.service_list.list), service_extra: doc.service_list.service_extra },
    intro_text_title: doc.intro_text_title,
    intro_text_description: doc.intro_text_description,
    intro_text_title2: doc.intro_text_title2,
    intro_text_description2: doc.intro_text_description2,
    headings: numbered(doc.headings),
    final: doc.final,
    extra_final: doc.extra_final,
    // The tabs are numbered from 0, as they always were: the tabs' ids in the page show the numbers.
    ...(subcategories.length > 0
      ? {
          subcategories: numbered(subcategories, 0).map((sub) => ({
            id: sub.id,
            title: sub.title,
            body_title: sub.body_title,
            body_intro: sub.body_intro,
            body_focus: sub.body_focus,
            focus_description: sub.focus_description,
            headings: numbered(sub.headings),
            services: { intro: sub.services.intro, list: numbered(sub.services.list) },
          })),
        }
      : {}),
  };
}

export const servicesCollection = defineCollection<Service, typeof SERVICES_SLUG>({
  slug: SERVICES_SLUG,
  config,
  storedSeed: () => servicesSeed,
  // Numbered by their place in the staff's order when listed (lib/cms/read-content.ts).
  fromDoc: (doc) => ({ id: 0, ...serviceOf(doc) }),
  pagesOf,
});
