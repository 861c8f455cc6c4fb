import type { CollectionConfig } from 'payload';
import { contentStaff } from './content-staff';
import { roleOf } from './role-of';

/**
 * Newsletter campaigns: anyone reads a sent one (the web archive); admins and editors read
 * the rest, write them, and delete those never sent. Their status is set by the send
 * actions only (lib/cms/collections/Campaigns, its field access).
 */
export const campaignsAccess = {
  read: ({ req }) => {
    const role = roleOf(req);
    if (role === 'admin' || role === 'editor') return true;
    return { status: { equals: 'sent' } };
  },
  create: contentStaff,
  update: contentStaff,
  // A campaign that went out keeps its counts and its audit trail.
  delete: (args) => (contentStaff(args) ? { status: { equals: 'draft' } } : false),
} satisfies CollectionConfig['access'];
