import { describe, expect, it } from 'vitest';
import { firm } from '@/content/firm';
import { faqCollection } from '@/lib/cms/collections/Faq';
import { jobOpeningsCollection } from '@/lib/cms/collections/Openings';
import { teamCollection } from '@/lib/cms/collections/Team';
import { trainingEventsCollection } from '@/lib/cms/collections/Trainings';
import { podcastsCollection } from '@/lib/cms/collections/Podcasts';
import { firmContactGlobal } from '@/lib/cms/globals/ContactDetails';
import { seedItems, seedValue } from '@/lib/cms/seed-data';
import { loadSampleArticles } from '@/lib/articles/sample-feed';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  faqJsonLd,
  firmJsonLd,
  websiteJsonLd,
  jobPostingJsonLd,
  personJsonLd,
  podcastEpisodeJsonLd,
} from '@/lib/seo/json-ld';

describe('JSON-LD builders', () => {
  it('describes the firm as an accounting service with address, phones, hours and profiles', () => {
    const data = firmJsonLd({ ...firm, ...seedValue(firmContactGlobal) });
    expect(data['@type']).toBe('AccountingService');
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' });
    expect(data.telephone).toEqual(['+254207654321', '+254712345678', '+254733456789']);
    expect(data.openingHoursSpecification).toEqual([expect.objectContaining({ opens: '08:00', closes: '17:00' })]);
    expect(data.sameAs).toHaveLength(6);
  });

  it('describes the site with a SearchAction pointing at /search?q=', () => {
    expect(websiteJsonLd()).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'http://localhost:3000/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('numbers breadcrumbs from Home with absolute URLs', () => {
    const data = breadcrumbJsonLd([{ name: 'Team', path: '/team' }]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Team', item: 'http://localhost:3000/team' },
    ]);
  });

  it('gives events a KES offer and the FAQ its 6 questions', () => {
    const event = eventJsonLd(seedItems(trainingEventsCollection)[0]!, new Date('2026-11-21'));
    expect(event.offers).toMatchObject({ '@type': 'Offer', price: 35000, priceCurrency: 'KES' });
    expect(event.startDate).toBe('2025-05-29T09:00:00+03:00');
    expect((faqJsonLd(seedItems(faqCollection)).mainEntity as unknown[]).length).toBe(6);
  });

  it('builds people, postings, episodes and articles', () => {
    expect(personJsonLd(seedItems(teamCollection)[0]!)).toMatchObject({ '@type': 'Person', name: 'Joseph Mwangi Kariuki, FCPA' });
    const jobs = seedItems(jobOpeningsCollection).map(jobPostingJsonLd);
    expect(jobs).toHaveLength(5);
    expect(jobs[0]).toMatchObject({ '@type': 'JobPosting', employmentType: 'FULL_TIME' });
    expect(podcastEpisodeJsonLd(seedItems(podcastsCollection)[0]!)).toMatchObject({ '@type': 'PodcastEpisode', episodeNumber: 4 });
    const article = loadSampleArticles()[0]!;
    expect(blogPostingJsonLd(article)).toMatchObject({ '@type': 'BlogPosting', headline: article.title, datePublished: article.date });
  });
});
