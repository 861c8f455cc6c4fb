import type { CollectionConfig } from 'payload';
import { contentStaff } from './content-staff';
import { publishedOrContentStaff } from './published-or-content-staff';

/**
 * The access of a content collection with drafts: anyone reads what is published, content
 * staff read drafts, make, change and delete documents, and read their versions.
 */
export const publishedContent = {
  read: publishedOrContentStaff,
  create: contentStaff,
  update: contentStaff,
  delete: contentStaff,
  readVersions: contentStaff,
} satisfies CollectionConfig['access'];
