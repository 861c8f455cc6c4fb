/**
 * Trainings and events (content/events.ts): dates, venue, fees in KES and the registration
 * link. Drafts, and publishing at a chosen time. Shown on the trainings page, the event's own
 * page and its calendar file (.ics). Each fact is typed once: the date, time and fee the pages
 * show are formatted from **Starts**, **Ends** and **Fee** (lib/events/format.ts).
 */
import type { TrainingEvent } from '@/content/schema';
import { trainingEvents } from '@/content/events';
import { routes } from '@/lib/routes';
import { contentStaff, publishedOrContentStaff } from '../../access';
import { defineCollection, type StoredDoc } from '../../content-registry';
import { eatDateTime, nonBlank, populated, rowsOf, slugValidation, texts, webAddressOrEmpty } from '../../fields';
import { imageOf } from '../../images';
import { regenerateOnChange } from '../../revalidate';

const pagesOf = (doc: StoredDoc) => {
  const slug = String(doc.url_param ?? '');
  return slug ? [routes.trainings, routes.event(slug), routes.eventCalendar(slug)] : [routes.trainings];
};

export const trainingEventsCollection = defineCollection<TrainingEvent, 'training-events'>({
  slug: 'training-events',
  seed: () => trainingEvents,
  pagesOf,
  async toData(event, { upload }) {
    return {
      title: event.title,
      url_param: event.url_param,
      image: await upload('media', event.image.src, { alt: event.image.alt }),
      excerpt: { bold: event.excerpt.bold, description: rowsOf(event.excerpt.description) },
      list: {
        bold: event.list.bold,
        list_title: event.list.list_title,
        data: event.list.data.map(({ strong, desc }) => ({ strong, desc })),
        extras: event.list.extras,
      },
      extras: { bold: event.extras.bold, para: event.extras.para, list: rowsOf(event.extras.list) },
      cost: event.cost,
      last: event.last,
      link: event.link,
      venue: event.venue,
      address: event.address,
      priceKes: event.priceKes,
      starts: new Date(event.starts).toISOString(),
      ends: new Date(event.ends).toISOString(),
    };
  },
  fromDoc(doc) {
    const excerpt = populated(doc.excerpt);
    const list = populated(doc.list);
    const extras = populated(doc.extras);
    const cost = populated(doc.cost);
    return {
      id: Number(doc.id),
      title: String(doc.title ?? ''),
      url_param: String(doc.url_param ?? ''),
      image: imageOf(doc.image),
      excerpt: { bold: String(excerpt.bold ?? ''), description: texts(excerpt.description) },
      list: {
        bold: String(list.bold ?? ''),
        list_title: String(list.list_title ?? ''),
        data: (Array.isArray(list.data) ? list.data : []).map((row: Record<string, unknown>, index: number) => ({
          id: index + 1,
          strong: String(row.strong ?? ''),
          desc: String(row.desc ?? ''),
        })),
        extras: String(list.extras ?? ''),
      },
      extras: { bold: String(extras.bold ?? ''), para: String(extras.para ?? ''), list: texts(extras.list) },
      cost: { title: String(cost.title ?? ''), description: String(cost.description ?? '') },
      last: String(doc.last ?? ''),
      link: String(doc.link ?? ''),
      venue: String(doc.venue ?? ''),
      starts: eatDateTime(doc.starts),
      ends: eatDateTime(doc.ends),
      priceKes: Number(doc.priceKes),
      address: String(doc.address ?? ''),
    };
  },
  config: {
    slug: 'training-events',
    labels: { singular: 'Training or event', plural: 'Trainings and events' },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'starts', 'venue', '_status'],
      preview: (doc) => `/api/preview?path=${encodeURIComponent(routes.event(String(doc.url_param ?? '')))}`,
    },
    access: { read: publishedOrContentStaff, create: contentStaff, update: contentStaff, delete: contentStaff, readVersions: contentStaff },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
    hooks: regenerateOnChange({ slug: 'training-events', pagesOf }),
    fields: [
      { name: 'title', type: 'text', required: true, validate: nonBlank },
      {
        name: 'url_param',
        label: 'Address (slug)',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        validate: slugValidation,
        admin: { description: `The page's address: ${routes.event('tax-updates-2026')} for tax-updates-2026.` },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'starts',
            type: 'date',
            required: true,
            admin: {
              date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'd MMM yyyy, HH:mm' },
              description: 'Nairobi time: the first day and the time each day starts. The site shows e.g. 29th - 30th May 2026, 9:00am - 5:00pm.',
            },
          },
          {
            name: 'ends',
            type: 'date',
            required: true,
            admin: {
              date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'd MMM yyyy, HH:mm' },
              description: 'Nairobi time: the last day and the time each day ends.',
            },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
              value && siblingData.starts && new Date(String(value)) < new Date(String(siblingData.starts)) ? 'The event cannot end before it starts.' : true,
          },
        ],
      },
      { name: 'venue', type: 'text', required: true, validate: nonBlank },
      { name: 'address', label: 'Venue address', type: 'text', required: true, validate: nonBlank },
      {
        name: 'priceKes',
        label: 'Fee (KES, VAT inclusive)',
        type: 'number',
        required: true,
        min: 1,
        validate: (value: unknown) => (Number.isInteger(value) && Number(value) > 0 ? true : 'Enter the fee in whole shillings.'),
        admin: { description: 'Per delegate, in whole shillings: 35000 shows as ksh.35,000 VAT Inc.' },
      },
      { name: 'link', label: 'Registration link', type: 'text', validate: webAddressOrEmpty, admin: { description: 'The Register button shows only when this is set.' } },
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'excerpt',
        label: 'Introduction',
        type: 'group',
        fields: [
          { name: 'bold', label: 'Lead sentence', type: 'text', required: true, validate: nonBlank },
          { name: 'description', label: 'Paragraphs', labels: { singular: 'Paragraph', plural: 'Paragraphs' }, type: 'array', minRows: 1, required: true, fields: [{ name: 'text', type: 'textarea', required: true, validate: nonBlank }] },
        ],
      },
      {
        name: 'list',
        label: 'Topics',
        type: 'group',
        fields: [
          { name: 'bold', label: 'Heading', type: 'text', required: true, validate: nonBlank },
          { name: 'list_title', label: 'List title', type: 'text', required: true, validate: nonBlank },
          {
            name: 'data',
            label: 'Topics',
            labels: { singular: 'Topic', plural: 'Topics' },
            type: 'array',
            minRows: 1,
            required: true,
            fields: [
              { name: 'strong', label: 'Topic', type: 'text', required: true, validate: nonBlank },
              { name: 'desc', label: 'Description', type: 'textarea', required: true, validate: nonBlank },
            ],
          },
          { name: 'extras', label: 'Closing paragraph', type: 'textarea' },
        ],
      },
      {
        name: 'extras',
        label: 'Who should attend',
        type: 'group',
        fields: [
          { name: 'bold', label: 'Heading', type: 'text', required: true, validate: nonBlank },
          { name: 'para', label: 'Paragraph', type: 'textarea' },
          { name: 'list', label: 'List', labels: { singular: 'Item', plural: 'Items' }, type: 'array', fields: [{ name: 'text', type: 'text', required: true, validate: nonBlank }] },
        ],
      },
      {
        name: 'cost',
        type: 'group',
        fields: [
          { name: 'title', label: 'Heading', type: 'text', required: true, defaultValue: 'Cost', validate: nonBlank },
          { name: 'description', type: 'textarea', required: true, validate: nonBlank },
        ],
      },
      { name: 'last', label: 'Closing note', type: 'textarea' },
    ],
  },
});
