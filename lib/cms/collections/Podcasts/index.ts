/** The firm's podcast episodes (seeded from content/seed/podcasts.ts): `/insights/podcasts`, the home page, search. Newest episode first. */
import type { CollectionConfig } from 'payload';
import { z } from 'zod';
import { podcastsSeed } from '../../../../content/seed/podcasts';
import type { PodcastEpisode } from '../../../../content/schema';
import { routes } from '../../../routes';
import { publishedContent } from '../../access';
import { regenerateOnChange } from '../../revalidate';
import { imageOf } from '../../images';
import { defineCollection } from '../../content-registry';
import { isoDateRule, text, textarea, urlRule, validateWith, previewOf } from '../../fields';

export const PODCASTS_SLUG = 'podcast-episodes';

/** The podcasts page and the home page's latest episodes. */
const pagesOf = (): string[] => [routes.podcasts, routes.home];

const config: CollectionConfig = {
  slug: PODCASTS_SLUG,
  labels: { singular: 'Podcast episode', plural: 'Podcast episodes' },
  defaultSort: '-episode',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['episode', 'title', 'published', '_status'],
    group: 'Site content',
    preview: () => previewOf(routes.podcasts),
    description: 'Episodes on /insights/podcasts, newest (highest number) first.',
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: regenerateOnChange({ slug: PODCASTS_SLUG, pagesOf }),
  access: publishedContent,
  fields: [
    {
      name: 'episode',
      type: 'number',
      required: true,
      unique: true,
      min: 1,
      validate: validateWith(z.number('Required').int('A whole number').positive('1 or more')),
      admin: { description: 'The episode’s number; the highest is listed first.' },
    },
    text('title', 'Title'),
    textarea('summary', 'Summary'),
    { name: 'cover', type: 'upload', relationTo: 'media', required: true, admin: { description: 'A 16:9 cover, at least 640 × 360 pixels.' } },
    text('href', 'Video address', { validate: urlRule, admin: { description: 'The episode’s page (YouTube, Spotify…), opened in a new tab.' } }),
    text('published', 'Published on', { validate: isoDateRule, admin: { description: 'YYYY-MM-DD, e.g. 2025-09-16.' } }),
    text('duration', 'Duration', {
      validate: validateWith(z.string().regex(/^PT(\d+H)?(\d+M)?(\d+S)?$/, 'ISO 8601, e.g. PT46M12S for 46 min 12 s')),
      admin: { description: 'ISO 8601: PT46M12S is 46 minutes 12 seconds; PT1H5M is 1 hour 5 minutes.' },
    }),
  ],
};

export const podcastsCollection = defineCollection<PodcastEpisode, typeof PODCASTS_SLUG>({
  slug: PODCASTS_SLUG,
  config,
  storedSeed: () => podcastsSeed,
  fromDoc(doc) {
    return {
      id: doc.episode,
      episode: doc.episode,
      title: doc.title,
      summary: doc.summary,
      image: imageOf(doc.cover),
      href: doc.href,
      published: doc.published,
      duration: doc.duration,
    };
  },
  pagesOf,
});
