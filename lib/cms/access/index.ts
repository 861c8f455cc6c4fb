/**
 * Payload access functions for the roles in lib/cms/roles.ts, one per file. They run on the
 * server for every way in (admin, REST, GraphQL); a user without a role, or with one not named
 * here, may do nothing.
 */
export { adminsOnly } from './admins-only';
export { adminsOnlyField } from './admins-only-field';
export { campaignsAccess } from './campaigns';
export { contentStaff } from './content-staff';
export { publishedContent } from './published-content';
export { publishedOrContentStaff } from './published-or-content-staff';
export { roleOf } from './role-of';
export { selfOrAdmin } from './self-or-admin';
