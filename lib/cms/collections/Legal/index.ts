/**
 * The legal pages: privacy policy, terms and conditions, cookie policy (seeded from
 * content/seed/legal.ts). Their addresses are the site's routes, so staff edit the three pages
 * and cannot add or remove one. Each section's body is rich text limited to what the pages
 * render: paragraphs, then a bulleted list.
 */
import { lexicalEditor, UnorderedListFeature, ParagraphFeature } from '@payloadcms/richtext-lexical';
import type { CollectionConfig } from 'payload';
import { z } from 'zod';
import type { LegalPage, ProseSection } from '../../../../content/schema';
import { legalSeed } from '../../../../content/seed/legal';
import { contentStaff, publishedOrContentStaff } from '../../access';
import { regenerateOnChange } from '../../revalidate';
import { defineCollection, type StoredDoc } from '../../content-registry';
import { isoDateRule, list, text, textarea, validateWith, previewOf } from '../../fields';

export const LEGAL_SLUG = 'legal-pages';
export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms-and-conditions', 'cookie-policy'] as const;

/** A legal page is at its slug. */
const pagesOf = (doc: StoredDoc): string[] => (typeof doc.slug === 'string' ? [`/${doc.slug}`] : []);

const config: CollectionConfig = {
  slug: LEGAL_SLUG,
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updated', '_status'],
    group: 'Site content',
    preview: (doc) => previewOf(`/${String(doc.slug ?? '')}`),
    description: 'The privacy policy, terms and conditions and cookie policy. Have counsel review a change before publishing it.',
  },
  versions: { drafts: true, maxPerDoc: 100 },
  hooks: regenerateOnChange({ slug: LEGAL_SLUG, pagesOf }),
  access: {
    read: publishedOrContentStaff,
    // The three pages are routes of the site: they are edited, never added or removed.
    create: () => false,
    delete: () => false,
    update: contentStaff,
    readVersions: contentStaff,
  },
  fields: [
    text('title', 'Title'),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      validate: validateWith(z.enum(LEGAL_PAGE_SLUGS)),
      admin: { readOnly: true, description: 'The page’s address, fixed by the site.' },
    },
    textarea('description', 'Search-engine description', {
      validate: validateWith(z.string().min(50, 'At least 50 characters').max(160, 'At most 160 characters')),
      admin: { description: '50 to 160 characters, shown under the title in search results.' },
    }),
    text('updated', 'Last updated', { validate: isoDateRule, admin: { description: 'YYYY-MM-DD, shown as “Last updated”.' } }),
    textarea('intro', 'Introduction'),
    list('sections', 'Sections', 3, [
      text('heading', 'Heading'),
      {
        name: 'body',
        type: 'richText',
        required: true,
        editor: lexicalEditor({ features: [ParagraphFeature(), UnorderedListFeature()] }),
        admin: { description: 'Paragraphs, then optionally one bulleted list.' },
      },
    ]),
  ],
};

/** Lexical's JSON, as much of it as a section's body uses. */
type LexicalNode = { type: string; text?: string; children?: LexicalNode[]; [key: string]: unknown };
type LexicalState = { root: LexicalNode };

const plainText = (node: LexicalNode): string =>
  node.type === 'linebreak' ? ' ' : (node.text ?? (node.children ?? []).map(plainText).join(''));

/**
 * The rich text back as the paragraphs and list the legal pages render (components/ui/ProseSections.tsx),
 * so a page keeps today's HTML. The editor offers only paragraphs and bulleted lists; empty
 * paragraphs (an extra Enter) are dropped, and every list's items join the one list.
 */
export function sectionFromBody(heading: string, body: unknown): ProseSection {
  const nodes = (body as LexicalState | null | undefined)?.root?.children ?? [];
  const paragraphs: string[] = [];
  const list: string[] = [];
  for (const node of nodes) {
    if (node.type === 'list') {
      for (const item of node.children ?? []) {
        const text = plainText(item).trim();
        if (text) list.push(text);
      }
    } else {
      const text = plainText(node).trim();
      if (text) paragraphs.push(text);
    }
  }
  return { heading, paragraphs, ...(list.length > 0 ? { list } : {}) };
}

export const legalCollection = defineCollection<LegalPage, typeof LEGAL_SLUG>({
  slug: LEGAL_SLUG,
  config,
  storedSeed: () => legalSeed,
  fromDoc: (doc) => ({
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    updated: doc.updated,
    intro: doc.intro,
    sections: doc.sections.map((section) => sectionFromBody(section.heading, section.body)),
  }),
  pagesOf,
});
