/**
 * Trainings and events (content/events.ts): dates, venue, fees in KES and the registration
 * link. Drafts, and publishing at a chosen time. Shown on the trainings page, the event's own
 * page and its calendar file (.ics).
 */
import type { TrainingEvent } from '@/content/schema';
import { trainingEvents } from '@/content/events';
import { routes } from '@/lib/routes';
import { contentStaff, publishedOrContentStaff } from '../access';
import { defineCollection, type StoredDoc } from '../content-registry';
import { eatDateTime, nonBlank, populated, rowsOf, slugValidation, texts, webAddressOrEmpty } from '../fields';
import { imageOf } from '../images';
import { regenerateOnChange } from '../revalidate';

const TICKET = /^ksh\.\d{1,3}(,\d{3})*$/;

const pagesOf = (doc: StoredDoc) => {
  const slug = String(doc.url_param ?? '');
  return slug ? [routes.trainings, routes.event(slug), routes.eventCalendar(slug)] : [routes.trainings];
};

export const trainingEventsCollection = defineCollection<TrainingEvent>({
  slug: 'training-events',
  seed: () => trainingEvents,
  pagesOf,
  async toData(event, { upload }) {
    return {
      title: event.title,
      url_param: event.url_param,
      event_type: event.event_type,
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
      date: event.date,
      time: event.time,
      venue: event.venue,
      address: event.address,
      ticket: event.ticket,
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
      event_type: doc.event_type === 'past' ? 'past' : 'upcoming',
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
      date: String(doc.date ?? ''),
      time: String(doc.time ?? ''),
      venue: String(doc.venue ?? ''),
      ticket: String(doc.ticket ?? ''),
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
      defaultColumns: ['title', 'date', 'venue', '_status'],
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
          { name: 'starts', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'd MMM yyyy, HH:mm' }, description: 'Nairobi time.' } },
          {
            name: 'ends',
            type: 'date',
            required: true,
            admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'd MMM yyyy, HH:mm' } },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
              value && siblingData.starts && new Date(String(value)) < new Date(String(siblingData.starts)) ? 'The event cannot end before it starts.' : true,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'date', label: 'Date as shown', type: 'text', required: true, validate: nonBlank, admin: { description: 'e.g. 29th - 30th May 2025' } },
          { name: 'time', label: 'Time as shown', type: 'text', required: true, validate: nonBlank, admin: { description: 'e.g. 9:00am - 5:00pm' } },
        ],
      },
      { name: 'venue', type: 'text', required: true, validate: nonBlank },
      { name: 'address', label: 'Venue address', type: 'text', required: true, validate: nonBlank },
      {
        type: 'row',
        fields: [
          { name: 'priceKes', label: 'Fee (KES, VAT inclusive)', type: 'number', required: true, min: 1, validate: (value: unknown) => (Number.isInteger(value) && Number(value) > 0 ? true : 'Enter the fee in whole shillings.') },
          {
            name: 'ticket',
            label: 'Fee as shown',
            type: 'text',
            required: true,
            validate: (value: unknown) => (typeof value === 'string' && TICKET.test(value) ? true : 'Write the fee as ksh.35,000'),
          },
        ],
      },
      { name: 'link', label: 'Registration link', type: 'text', validate: webAddressOrEmpty, admin: { description: 'The Register button shows only when this is set.' } },
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'event_type',
        label: 'Tagged as',
        type: 'select',
        required: true,
        defaultValue: 'upcoming',
        options: [
          { label: 'Upcoming', value: 'upcoming' },
          { label: 'Past', value: 'past' },
        ],
        admin: { description: 'The site lists an event as upcoming or past by its dates; this tag is kept for the record.' },
      },
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
