/**
 * A campaign's body as Payload stores it: Lexical's JSON, node for node as the editor serialises
 * a heading, paragraphs with bold and italic text, links of each kind (a relative one, an
 * external one, an internal one to a service, an auto-detected address, a `javascript:` one),
 * a nested list, a numbered list, a quote and an image from the media library (populated, as a
 * read at depth 1 gives it). For the renderer's tests and the archive's.
 */

import type { Campaign } from '@/lib/cms/payload-types';

const block = { direction: 'ltr', format: '', indent: 0, version: 1 } as const;

/** Any node: a type and a version, and whatever else its kind carries. */
type LexicalNode = { type: string; version: number; [field: string]: unknown };

export const text = (value: string, format = 0) => ({ type: 'text', text: value, detail: 0, format, mode: 'normal', style: '', version: 1 });
export const paragraph = (...children: LexicalNode[]) => ({ ...block, type: 'paragraph', textFormat: 0, textStyle: '', children });
export const heading = (tag: 'h1' | 'h2' | 'h3' | 'h4', value: string) => ({ ...block, type: 'heading', tag, children: [text(value)] });
export const link = (url: string, label: string) => ({
  ...block,
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', newTab: false, url },
  id: `link-${label.length}`,
  children: [text(label)],
});
export const listItem = (value: number, ...children: LexicalNode[]) => ({ ...block, type: 'listitem', value, checked: undefined, children });
export const list = (listType: 'bullet' | 'number', ...items: LexicalNode[]) => ({
  ...block,
  type: 'list',
  listType,
  start: 1,
  tag: listType === 'number' ? 'ol' : 'ul',
  children: items,
});
export const lexicalState = (...children: LexicalNode[]) => ({ root: { ...block, type: 'root', children } });

/** An image in the media library, as a read at depth 1 populates an upload node's `value`. */
export const mediaImage = {
  id: 7,
  alt: 'The Finance Act 2025 <summary> table',
  filename: 'finance-act-2025-3c9d1e2f4a5b.webp',
  mimeType: 'image/webp',
  url: 'http://localhost:3000/api/media/file/finance-act-2025-3c9d1e2f4a5b.webp',
  width: 1600,
  height: 800,
  createdAt: '2026-06-20T08:00:00.000Z',
  updatedAt: '2026-06-20T08:00:00.000Z',
};

/** The body of "Finance Act 2025: what changes on 1 July", every node kind the editor offers. */
export const financeActBody = lexicalState(
  paragraph(text('The Finance Act 2025 is law. Here is '), text('what changes', 1), text(' for '), text('your', 2), text(' business.')),
  heading('h1', 'PAYE & housing levy'),
  paragraph(text('See the '), link('/insights/tax-calendar', 'tax calendar'), text(' and '), link('https://www.kra.go.ke/news', 'KRA’s notice'), text('.')),
  heading('h3', 'What to do before 9 July'),
  list(
    'bullet',
    listItem(1, text('File the June returns')),
    listItem(2, text('Check eTIMS invoices'), list('bullet', listItem(1, text('for every branch')))),
  ),
  list('number', listItem(1, text('Read the Act')), listItem(2, text('Call us'))),
  {
    ...block,
    type: 'quote',
    children: [text('Compliance is cheaper than penalties.')],
  },
  paragraph(
    text('Talk to our '),
    { ...block, type: 'link', version: 3, fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'services', value: { id: 3, slug: 'tax-consulting', title: 'Tax Consulting' } } }, children: [text('tax team')] },
    text(', visit '),
    { ...block, type: 'autolink', version: 2, fields: { linkType: 'custom', url: 'https://www.kilele.example/contact-us' }, children: [text('https://www.kilele.example/contact-us')] },
    text(' or '),
    link('javascript:alert(1)', 'click here <now>'),
    text('.'),
  ),
  { type: 'upload', version: 3, format: '', id: 'upload-1', fields: null, relationTo: 'media', value: mediaImage },
  paragraph(),
);

/** A stored campaign document, as the collection keeps it, with `fields` over the sent Finance Act campaign's. */
export const storedCampaign = (fields: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  subject: 'Finance Act 2025: what changes on 1 July',
  slug: 'finance-act-2025',
  preheader: 'PAYE bands, the housing levy and eTIMS, in five minutes.',
  body: financeActBody,
  topics: ['insights', 'tax-deadlines'],
  status: 'sent',
  scheduledFor: null,
  sentAt: '2026-07-02T06:30:00.000Z',
  createdAt: '2026-06-30T09:00:00.000Z',
  updatedAt: '2026-07-02T06:30:00.000Z',
  ...fields,
});
