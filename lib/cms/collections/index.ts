/**
 * The staff admin's content, one module per collection or global (docs/admin.md, "For
 * developers"). The configuration, the first start's seed and the start's regeneration all
 * read these lists: a new collection is added here once.
 */
import type { ContentCollection, ContentGlobal } from '../content-registry';
import { firmContactGlobal } from '../globals/ContactDetails';
import { navigationGlobal } from '../globals/Navigation';
import { servicesPageGlobal } from '../globals/ServicesPage';
import { faqCollection } from './Faq';
import { jobOpeningsCollection } from './Openings';
import { legalCollection } from './Legal';
import { podcastsCollection } from './Podcasts';
import { servicesCollection } from './Services';
import { teamCollection } from './Team';
import { trainingEventsCollection } from './Trainings';

export {
  faqCollection,
  firmContactGlobal,
  jobOpeningsCollection,
  legalCollection,
  navigationGlobal,
  podcastsCollection,
  servicesCollection,
  servicesPageGlobal,
  teamCollection,
  trainingEventsCollection,
};

export const contentCollections: ContentCollection<unknown>[] = [
  trainingEventsCollection as ContentCollection<unknown>,
  jobOpeningsCollection as ContentCollection<unknown>,
  teamCollection as ContentCollection<unknown>,
  servicesCollection as ContentCollection<unknown>,
  faqCollection as ContentCollection<unknown>,
  podcastsCollection as ContentCollection<unknown>,
  legalCollection as ContentCollection<unknown>,
];

export const contentGlobals: ContentGlobal<unknown>[] = [
  firmContactGlobal as ContentGlobal<unknown>,
  servicesPageGlobal as ContentGlobal<unknown>,
  // After the services: its seed links to them by id.
  navigationGlobal as ContentGlobal<unknown>,
];
