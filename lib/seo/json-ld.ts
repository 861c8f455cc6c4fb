/**
 * Typed builders for the site's structured data (schema.org JSON-LD). Pages render them with
 * `<JsonLd>`; nothing hand-writes a script tag.
 */
import type { FaqItem, Firm, Job, PodcastEpisode, TeamMember, TrainingEvent } from '@/content/schema';
import { firm } from '@/content/firm';
import type { Article } from '@/lib/articles/types';
import { diallingForm } from '@/lib/phone';
import { routes } from '@/lib/routes';
import { absoluteUrl } from './metadata';

type Thing = Record<string, unknown> & { '@type': string };

const firmId = () => `${absoluteUrl(routes.home)}#firm`;

const postalAddress = (address: Firm['address']) => ({
  '@type': 'PostalAddress',
  streetAddress: `${address.building}, ${address.street}`,
  addressLocality: address.city,
  addressRegion: address.locality,
  postalCode: address.postalCode,
  addressCountry: address.countryCode,
});

/**
 * The firm as an accounting service: address, phones, hours and social profiles. `details` is
 * the firm with the contact details staff keep in the admin (lib/cms/read-content.ts).
 */
export function firmJsonLd(details: Firm): Thing {
  return {
    '@type': 'AccountingService',
    '@id': firmId(),
    name: firm.name,
    description: firm.description,
    url: absoluteUrl(routes.home),
    logo: absoluteUrl('/images/logo.svg'),
    image: absoluteUrl('/images/og/default.png'),
    email: details.email,
    telephone: details.phones.map((phone) => diallingForm(phone.display)),
    address: postalAddress(details.address),
    geo: { '@type': 'GeoCoordinates', latitude: details.address.geo.lat, longitude: details.address.geo.lng },
    areaServed: ['Kenya', 'East Africa'],
    foundingDate: String(firm.foundedYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: firm.figures.employees },
    openingHoursSpecification: details.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: details.socials.map((social) => social.href),
  };
}

/** The site itself, with its search (docs/search.md), so search engines can offer a search box. */
export function websiteJsonLd(): Thing {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl(routes.home)}#website`,
    name: firm.name,
    url: absoluteUrl(routes.home),
    publisher: { '@id': firmId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(routes.search)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Home → … → this page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: routes.home }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function personJsonLd(member: TeamMember): Thing {
  return {
    '@type': 'Person',
    name: member.name,
    jobTitle: member.position,
    description: member.description[0],
    image: absoluteUrl(member.image.src),
    url: absoluteUrl(routes.member(member.slug)),
    worksFor: { '@id': firmId(), '@type': 'AccountingService', name: firm.name },
  };
}

export function blogPostingJsonLd(article: Article): Thing {
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.modified || article.date,
    url: absoluteUrl(routes.article(article.slug)),
    mainEntityOfPage: absoluteUrl(routes.article(article.slug)),
    ...(article.image ? { image: article.image.src.startsWith('/') ? absoluteUrl(article.image.src) : article.image.src } : {}),
    author: { '@type': 'Organization', name: firm.name, url: absoluteUrl(routes.home) },
    publisher: { '@type': 'Organization', name: firm.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') } },
    articleSection: article.categories,
  };
}

export function eventJsonLd(event: TrainingEvent, now: Date): Thing {
  return {
    '@type': 'Event',
    name: event.title,
    description: event.intro.lead,
    startDate: event.starts,
    endDate: event.ends,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: absoluteUrl(event.image.src),
    url: absoluteUrl(routes.event(event.slug)),
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: firm.address.city, addressCountry: 'KE' },
    },
    offers: {
      '@type': 'Offer',
      price: event.priceKes,
      priceCurrency: 'KES',
      availability: Date.parse(event.ends) < now.getTime() ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: event.link || absoluteUrl(routes.event(event.slug)),
      validFrom: event.starts.slice(0, 10),
    },
    organizer: { '@type': 'Organization', name: firm.name, url: absoluteUrl(routes.home) },
  };
}

export function faqJsonLd(items: FaqItem[]): Thing {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function jobPostingJsonLd(job: Job): Thing {
  const [locality] = job.location.split(',');
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType === 'Full time' ? 'FULL_TIME' : job.employmentType === 'Part time' ? 'PART_TIME' : 'CONTRACTOR',
    hiringOrganization: { '@type': 'Organization', name: job.employer },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: locality?.trim() ?? job.location, addressCountry: 'KE' },
    },
    url: absoluteUrl(routes.careers),
  };
}

export function podcastEpisodeJsonLd(episode: PodcastEpisode): Thing {
  return {
    '@type': 'PodcastEpisode',
    name: episode.title,
    episodeNumber: episode.episode,
    description: episode.summary,
    datePublished: episode.published,
    timeRequired: episode.duration,
    url: episode.href,
    image: absoluteUrl(episode.image.src),
    partOfSeries: { '@type': 'PodcastSeries', name: `The ${firm.shortName} Podcast`, url: absoluteUrl(routes.podcasts) },
  };
}

/** A tool that runs in the page, free to use: the payroll calculator. */
export function webApplicationJsonLd({ name, description, path }: { name: string; description: string; path: string }): Thing {
  return {
    '@type': 'WebApplication',
    name,
    description,
    url: absoluteUrl(path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Any web browser; works without JavaScript',
    inLanguage: 'en-KE',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'KES' },
    provider: { '@id': firmId(), '@type': 'AccountingService', name: firm.name },
  };
}

type DatasetInput = {
  name: string;
  description: string;
  path: string;
  /** `2026-11-23/2027-11-22`. */
  temporalCoverage: string;
  dateModified: string;
  keywords: string[];
  downloads: { name: string; path: string; encodingFormat: string }[];
};

/** Published dates to download or subscribe to, such as the tax deadline calendar and its iCalendar feeds. */
export function datasetJsonLd({ name, description, path, temporalCoverage, dateModified, keywords, downloads }: DatasetInput): Thing {
  return {
    '@type': 'Dataset',
    name,
    description,
    url: absoluteUrl(path),
    keywords,
    inLanguage: 'en-KE',
    isAccessibleForFree: true,
    temporalCoverage,
    spatialCoverage: { '@type': 'Place', name: 'Kenya' },
    dateModified,
    creator: { '@id': firmId(), '@type': 'AccountingService', name: firm.name, url: absoluteUrl(routes.home) },
    distribution: downloads.map((download) => ({
      '@type': 'DataDownload',
      name: download.name,
      encodingFormat: download.encodingFormat,
      contentUrl: absoluteUrl(download.path),
    })),
  };
}
