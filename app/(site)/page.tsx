import type { Metadata } from 'next';
import { firm } from '@/content/firm';
import { homeCopy } from '@/content/pages';
import { ArticleGrid } from '@/components/articles/ArticleCard';
import { ArticlesUnavailable } from '@/components/articles/ArticlesUnavailable';
import { Affiliations } from '@/components/home/Affiliations';
import { CallToAction } from '@/components/home/CallToAction';
import { Highlights } from '@/components/home/Highlights';
import { HomeHero } from '@/components/home/HomeHero';
import { EpisodeList } from '@/components/podcasts/EpisodeList';
import { ServiceGrid } from '@/components/services/ServiceCard';
import { Button } from '@/components/ui/Button';
import { PointGrid } from '@/components/ui/PointGrid';
import { Section } from '@/components/ui/Section';
import { articlesUnavailable, getLatestArticles } from '@/lib/articles/repository';
import { getFirm, getPodcastEpisodes, getServices } from '@/lib/cms/read-content';
import { pagePath, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { firmJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';

/** Spec §9: the home page's teasers. */
const HOME_SERVICES = 6;
const HOME_EPISODES = 3;
const HOME_ARTICLES = 3;

// Regenerated when a sync changes the blog's mirror (docs/articles.md); hourly as a safety net.
export const revalidate = 3600;

export const metadata: Metadata = {
  ...pageMetadata({ title: firm.name, description: firm.description, path: routes.home }),
  title: { absolute: `${firm.name} | Accounting, Audit, Tax and Advisory in Nairobi` },
};

export default async function HomePage() {
  const copy = homeCopy;
  const [latest, unavailable, services, podcastEpisodes, details] = await Promise.all([
    getLatestArticles(HOME_ARTICLES),
    articlesUnavailable(),
    getServices(),
    getPodcastEpisodes(),
    getFirm(),
  ]);
  return (
    <>
      <JsonLd data={[firmJsonLd(details), websiteJsonLd()]} />
      <HomeHero hero={copy.hero} />
      <Highlights
        yearsBadge={copy.yearsBadge}
        association={copy.association}
        podcastCard={copy.podcastCard}
        insightsCard={copy.insightsCard}
      />
      <Section id="why-us" eyebrow={copy.whyChooseUs.eyebrow} title={copy.whyChooseUs.title} intro={copy.whyChooseUs.intro}>
        <PointGrid points={copy.whyChooseUs.points} />
      </Section>
      <Section
        id="services"
        tone="alt"
        eyebrow={copy.servicesTeaser.eyebrow}
        title={copy.servicesTeaser.title}
        intro={copy.servicesTeaser.intro}
      >
        <ServiceGrid services={services.slice(0, HOME_SERVICES)} />
        <p className={styles.more}>
          <Button href={pagePath(copy.servicesTeaser.cta.to)} variant="secondary">
            {copy.servicesTeaser.cta.label}
          </Button>
        </p>
      </Section>
      <Section id="how-we-work" eyebrow={copy.howWeWork.eyebrow} title={copy.howWeWork.title} intro={copy.howWeWork.intro}>
        <PointGrid points={copy.howWeWork.steps} numbered />
      </Section>
      <Section id="podcast" tone="alt" eyebrow={copy.podcasts.eyebrow} title={copy.podcasts.title} intro={copy.podcasts.intro}>
        <EpisodeList episodes={podcastEpisodes.slice(0, HOME_EPISODES)} listenLabel={copy.podcasts.listenLabel} />
        <p className={styles.more}>
          <Button href={pagePath(copy.podcasts.cta.to)} variant="secondary">
            {copy.podcasts.cta.label}
          </Button>
        </p>
      </Section>
      <Section id="about" eyebrow={copy.about.eyebrow} title={copy.about.headline} width="prose">
        {copy.about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <Button href={pagePath(copy.about.cta.to)} variant="secondary">
          {copy.about.cta.label}
        </Button>
      </Section>
      <Section id="affiliations" tone="alt" title={copy.affiliations.heading} intro={copy.affiliations.intro}>
        <Affiliations items={copy.affiliations.items} />
      </Section>
      <Section id="insights" eyebrow={copy.news.eyebrow} title={copy.news.title} intro={copy.news.intro}>
        {unavailable ? <ArticlesUnavailable /> : <ArticleGrid articles={latest} />}
        <p className={styles.more}>
          <Button href={pagePath(copy.news.cta.to)} variant="secondary">
            {copy.news.cta.label}
          </Button>
        </p>
      </Section>
      <CallToAction title={copy.booking.title} text={copy.booking.text} cta={{ label: copy.booking.cta.label, href: pagePath(copy.booking.cta.to) }} />
    </>
  );
}
