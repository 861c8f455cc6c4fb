import type { CollectionConfig } from 'payload';
import { contentStaff } from './content-staff';
import { roleOf } from './role-of';

/**
 * Newsletter campaigns: anyone reads a sent one (the web archive); admins and editors read
 * the rest, and change and delete drafts. Once scheduled, sending, sent or stopped, a campaign is what
 * an administrator chose to send (and then what the archive shows was mailed): nobody edits it;
 * a schedule is cancelled first (POST /api/campaigns/:id/unschedule). Its status is set by the
 * send actions only (lib/cms/collections/Campaigns, its field access).
 */
const DRAFTS = { status: { equals: 'draft' } } as const;

export const campaignsAccess = {
  read: ({ req }) => {
    const role = roleOf(req);
    if (role === 'admin' || role === 'editor') return true;
    return { status: { equals: 'sent' } };
  },
  create: contentStaff,
  update: (args) => (contentStaff(args) ? DRAFTS : false),
  // A campaign that went out keeps its counts and its audit trail.
  delete: (args) => (contentStaff(args) ? DRAFTS : false),
} satisfies CollectionConfig['access'];
