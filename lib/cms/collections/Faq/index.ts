/** The services page's questions and answers (seeded from content/seed/faq.ts), in the order staff drag them into. */
import type { CollectionConfig } from 'payload';
import { faqSeed } from '../../../../content/seed/faq';
import type { FaqItem } from '../../../../content/schema';
import { routes } from '../../../routes';
import { publishedContent } from '../../access';
import { regenerateOnChange } from '../../revalidate';
import { defineCollection } from '../../content-registry';
import { text, textarea, previewOf } from '../../fields';

export const FAQ_SLUG = 'faq-items';

/** The services page shows the questions. */
const pagesOf = (): string[] => [routes.services];

const config: CollectionConfig = {
  slug: FAQ_SLUG,
  labels: { singular: 'FAQ item', plural: 'FAQ items' },
  orderable: true,
  defaultSort: '_order',
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', '_status'],
    group: 'Site content',
    preview: () => previewOf(routes.services),
    description: 'The questions on /services, in the order shown here: drag a row to move it.',
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: regenerateOnChange({ slug: FAQ_SLUG, pagesOf }),
  access: publishedContent,
  fields: [text('question', 'Question'), textarea('answer', 'Answer')],
};

export const faqCollection = defineCollection<FaqItem, typeof FAQ_SLUG>({
  slug: FAQ_SLUG,
  config,
  storedSeed: () => faqSeed,
  // Numbered by their place in the staff's order when listed (lib/cms/read-content.ts).
  fromDoc: (doc) => ({ id: 0, question: doc.question, answer: doc.answer }),
  pagesOf,
});
