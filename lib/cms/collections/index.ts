/**
 * The staff admin's content, one module per collection or global (docs/admin.md, "For
 * developers"). The configuration, the first start's seed and the start's regeneration all
 * read these lists: a new collection is added here once.
 */
import type { ContentCollection, ContentGlobal } from '../content-registry';
import { jobOpeningsCollection } from './job-openings';
import { trainingEventsCollection } from './training-events';

export { jobOpeningsCollection, trainingEventsCollection };

export const contentCollections: ContentCollection<unknown>[] = [
  trainingEventsCollection as ContentCollection<unknown>,
  jobOpeningsCollection as ContentCollection<unknown>,
];

export const contentGlobals: ContentGlobal<unknown>[] = [];
