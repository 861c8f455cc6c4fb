/**
 * Trainings and events (seeded from content/seed/trainings.ts): dates, venue, fees in KES and the registration
 * link. Drafts, and publishing at a chosen time. Shown on the trainings page, the event's own
 * page and its calendar file (.ics). Each fact is typed once: the date, time and fee the pages
 * show are formatted from **Starts**, **Ends** and **Fee** (lib/events/format.ts).
 */
import type { TrainingEvent } from '@/content/schema';
import { trainingsSeed } from '@/content/seed/trainings';
import { DEFAULT_SEAT_LIMIT } from '@/lib/registrations/terms';
import { routes } from '@/lib/routes';
import { publishedContent } from '../../access';
import { defineCollection, type StoredDoc } from '../../content-registry';
import { nonBlank, slugValidation, webAddressOrEmpty } from '../../fields';
import { regenerateOnChange } from '../../revalidate';
import { trainingFromDoc } from './reshape';

const pagesOf = (doc: StoredDoc) => {
  const slug = String(doc.slug ?? '');
  return slug ? [routes.trainings, routes.event(slug), routes.eventCalendar(slug)] : [routes.trainings];
};

export const trainingEventsCollection = defineCollection<TrainingEvent, 'training-events'>({
  slug: 'training-events',
  storedSeed: () => trainingsSeed,
  pagesOf,
  fromDoc: trainingFromDoc,
  config: {
    slug: 'training-events',
    labels: { singular: 'Training or event', plural: 'Trainings and events' },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'starts', 'venue', '_status'],
      preview: (doc) => `/api/preview?path=${encodeURIComponent(routes.event(String(doc.slug ?? '')))}`,
    },
    access: publishedContent,
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
    hooks: regenerateOnChange({ slug: 'training-events', pagesOf }),
    fields: [
      { name: 'title', type: 'text', required: true, validate: nonBlank },
      {
        name: 'slug',
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
      {
        name: 'registration',
        label: 'Registration',
        type: 'group',
        admin: { description: 'Selling the seats on this site: registration, M-Pesa or invoice, and a waitlist when it is full.' },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'capacity',
                label: 'Seats in the room',
                type: 'number',
                min: 1,
                validate: (value: unknown) => (value === null || value === undefined || (Number.isInteger(value) && Number(value) > 0) ? true : 'Enter the seats as a whole number, or leave it empty.'),
                admin: { description: 'Empty: the site does not sell seats, and the Registration link below is used if set.' },
              },
              {
                name: 'seatLimit',
                label: 'Most seats one registration may take',
                type: 'number',
                defaultValue: DEFAULT_SEAT_LIMIT,
                min: 1,
                max: 50,
                validate: (value: unknown) => (value === undefined || value === null || (Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 50) ? true : 'Enter a whole number from 1 to 50.'),
                admin: { description: `For a company sending several staff: each seat is named. Empty: ${DEFAULT_SEAT_LIMIT}.` },
              },
            ],
          },
        ],
      },
      {
        name: 'link',
        label: 'Registration link',
        type: 'text',
        validate: webAddressOrEmpty,
        admin: { description: 'An outside registration form. Used only when Seats in the room is empty; the Register button shows only when this is set.' },
      },
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'intro',
        label: 'Introduction',
        type: 'group',
        fields: [
          { name: 'lead', label: 'Lead sentence', type: 'text', required: true, validate: nonBlank },
          { name: 'paragraphs', label: 'Paragraphs', labels: { singular: 'Paragraph', plural: 'Paragraphs' }, type: 'array', minRows: 1, required: true, fields: [{ name: 'text', type: 'textarea', required: true, validate: nonBlank }] },
        ],
      },
      {
        name: 'outline',
        label: 'Topics',
        type: 'group',
        fields: [
          { name: 'heading', label: 'Heading', type: 'text', required: true, validate: nonBlank },
          { name: 'listHeading', label: 'List heading', type: 'text', required: true, validate: nonBlank },
          {
            name: 'topics',
            label: 'Topics',
            labels: { singular: 'Topic', plural: 'Topics' },
            type: 'array',
            minRows: 1,
            required: true,
            fields: [
              { name: 'name', label: 'Topic', type: 'text', required: true, validate: nonBlank },
              { name: 'description', label: 'Description', type: 'textarea', required: true, validate: nonBlank },
            ],
          },
          { name: 'closing', label: 'Closing paragraph', type: 'textarea' },
        ],
      },
      {
        name: 'more',
        label: 'More about the event',
        admin: { description: 'A section of its own after the topics, e.g. Who should attend or Your trainer.' },
        type: 'group',
        fields: [
          { name: 'heading', label: 'Heading', type: 'text', required: true, validate: nonBlank },
          { name: 'text', label: 'Paragraph', type: 'textarea' },
          { name: 'items', label: 'List', labels: { singular: 'Item', plural: 'Items' }, type: 'array', fields: [{ name: 'text', type: 'text', required: true, validate: nonBlank }] },
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
      { name: 'closingNote', label: 'Closing note', type: 'textarea' },
    ],
  },
});
