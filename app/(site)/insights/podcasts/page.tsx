import type { Metadata } from 'next';
import { podcastsIntro } from '@/content/podcasts';
import { PageHero } from '@/components/layout/PageHero';
import { EpisodeList } from '@/components/podcasts/EpisodeList';
import { Section } from '@/components/ui/Section';
import { getPodcastEpisodes } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, podcastEpisodeJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Podcast',
  description:
    'The Kilele Partners Podcast: our partners on tax seasons, eTIMS, digital transformation and forty years of advising businesses in Kenya.',
  path: routes.podcasts,
});

export default async function PodcastsPage() {
  const podcastEpisodes = await getPodcastEpisodes();
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd([{ name: 'Podcast', path: routes.podcasts }]), ...podcastEpisodes.map(podcastEpisodeJsonLd)]} />
      <PageHero eyebrow="Insights" title="The Kilele Partners Podcast" intro={podcastsIntro} />
      <Section title="Episodes">
        <EpisodeList episodes={podcastEpisodes} priorityImages={1} />
      </Section>
    </>
  );
}
