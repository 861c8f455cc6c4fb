/**
 * The newsletters the firm writes and sends from the admin (issue 32). Editors write them;
 * the send actions (lib/newsletters/) alone move a campaign from draft to scheduled, sending
 * and sent. A sent campaign is public: it is the web archive's page.
 */
import {
  BoldFeature,
  HeadingFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';
import type { CollectionBeforeValidateHook, CollectionConfig, Field, FieldAccess, Validate } from 'payload';
import { newsletterTopics, subscriberTopics } from '@/content/newsletter-topics';
import { isSent, newsletterPagesOf } from '../../../newsletters/archive-pages';
import { campaignsAccess } from '../../access/campaigns';
import { campaignEndpoints } from '../../newsletters/endpoints';
import { regenerateOnChange } from '../../revalidate';
import { slugValidation, withTextLimits } from '../../fields';
import { slugOfSubject } from './slug';

export const CAMPAIGNS_SLUG = 'campaigns';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'stopped'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Longer than this, mail clients cut the preview line anyway. */
const PREHEADER_MAX = 150;

/** Set by the send actions only, through the Local API: nobody changes it in the admin or the API. */
const setBySending: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false };

/** Blank: made from the subject when saved ({@link fillSlug}). */
const slugOrBlank: Validate = (value: unknown) => (value === undefined || value === null || value === '' ? true : slugValidation(value));

const atLeastOneTopic: Validate = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? true : 'Choose at least one topic: the campaign goes to the subscribers who chose it.';

/** A campaign without a slug gets one from its subject, unique among campaigns (`-2`, `-3`… when taken). */
const fillSlug: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  if (!data || (typeof data.slug === 'string' && data.slug !== '')) return data;
  if (typeof originalDoc?.slug === 'string' && originalDoc.slug !== '') return { ...data, slug: originalDoc.slug };
  const base = slugOfSubject(String(data.subject ?? ''));
  const taken = await req.payload.find({
    collection: CAMPAIGNS_SLUG,
    where: { slug: { like: base } },
    limit: 1000,
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true,
    req,
  });
  const slugs = new Set(taken.docs.map((doc) => doc.slug));
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
  return { ...data, slug };
};

const fields: Field[] = [
  { name: 'subject', type: 'text', required: true, admin: { description: 'The mail’s subject line, and the archive page’s title.' } },
  {
    name: 'slug',
    label: 'Address (slug)',
    type: 'text',
    unique: true,
    index: true,
    validate: slugOrBlank,
    admin: { position: 'sidebar', description: 'The archive page’s address, /insights/newsletters/<slug>. Left blank, it is made from the subject.' },
  },
  {
    name: 'preheader',
    type: 'text',
    maxLength: PREHEADER_MAX,
    admin: { description: `Optional: the line mail programs show after the subject, at most ${PREHEADER_MAX} characters.` },
  },
  {
    name: 'body',
    type: 'richText',
    required: true,
    editor: lexicalEditor({
      features: [
        ParagraphFeature(),
        HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
        BoldFeature(),
        ItalicFeature(),
        LinkFeature({ enabledCollections: [] }),
        UnorderedListFeature(),
        OrderedListFeature(),
        UploadFeature({ enabledCollections: ['media'] }),
      ],
    }),
    admin: { description: 'Headings, links, lists and images from the media library. Links and images become full addresses in the mail.' },
  },
  {
    name: 'topics',
    type: 'select',
    hasMany: true,
    required: true,
    validate: atLeastOneTopic,
    options: subscriberTopics.map((topic) => ({ value: topic, label: newsletterTopics[topic].label })),
    admin: { description: 'It goes to the confirmed subscribers who chose at least one of these topics.' },
  },
  {
    // Preview, test, Send now and Schedule, and the counts (components/admin/newsletters).
    name: 'sending',
    type: 'ui',
    admin: { components: { Field: '/components/admin/newsletters/CampaignSending#CampaignSending' } },
  },
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'draft',
    index: true,
    options: CAMPAIGN_STATUSES.map((status) => ({ value: status, label: status.charAt(0).toUpperCase() + status.slice(1) })),
    access: setBySending,
    admin: { position: 'sidebar', readOnly: true, description: 'Set by Send now, Schedule and Stop sending.' },
  },
  {
    name: 'scheduledFor',
    label: 'Scheduled for',
    type: 'date',
    access: setBySending,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' }, description: 'Set by Schedule.' },
  },
  {
    name: 'sentAt',
    label: 'Sent at',
    type: 'date',
    access: setBySending,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' }, description: 'When the last mail left.' },
  },
];

export const campaignsCollection: CollectionConfig = {
  slug: CAMPAIGNS_SLUG,
  labels: { singular: 'Newsletter campaign', plural: 'Newsletter campaigns' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Newsletters',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'topics', 'status', 'sentAt'],
    description: 'Newsletters to the subscribers. Editors write them; an administrator sends them. Sent campaigns appear on /insights/newsletters.',
  },
  access: campaignsAccess,
  // A campaign is public once sent: its archive page, the list and the feed are regenerated then (and at any change after).
  hooks: { beforeValidate: [fillSlug], ...regenerateOnChange({ slug: CAMPAIGNS_SLUG, pagesOf: newsletterPagesOf }, isSent) },
  // Preview, test, send and schedule: their own role checks (lib/cms/newsletters/endpoints.ts).
  endpoints: campaignEndpoints,
  fields: withTextLimits(fields),
};
