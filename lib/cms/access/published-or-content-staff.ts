import type { Access } from 'payload';
import { roleOf } from './role-of';

/**
 * Content with drafts: anyone reads what is published (the public REST and GraphQL APIs
 * included); content staff read drafts too.
 */
export const publishedOrContentStaff: Access = ({ req }) => {
  const role = roleOf(req);
  if (role === 'admin' || role === 'editor') return true;
  return { _status: { equals: 'published' } };
};
