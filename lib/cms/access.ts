/**
 * Payload access functions for the roles in lib/cms/roles.ts. They run on the server for
 * every way in (admin, REST, GraphQL); a user without a role, or with one not named here, may
 * do nothing.
 */
import type { Access, FieldAccess, PayloadRequest } from 'payload';
import { isRole, type Role } from './roles';

/** The signed-in staff member's role, if any. */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | undefined {
  const role = (req.user as { role?: unknown } | null | undefined)?.role;
  return isRole(role) ? role : undefined;
}

const allow =
  (...roles: Role[]): Access =>
  ({ req }) => {
    const role = roleOf(req);
    return role !== undefined && roles.includes(role);
  };

/** Staff accounts: admins only. */
export const adminsOnly = allow('admin');
/** The site's content: admins and editors. */
export const contentStaff = allow('admin', 'editor');

/** A staff member reads and edits their own account; an admin every account. */
export const selfOrAdmin: Access = ({ req }) => {
  if (roleOf(req) === 'admin') return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};

/** A field only admins may set or change (a staff member's role). */
export const adminsOnlyField: FieldAccess = ({ req }) => roleOf(req) === 'admin';

/**
 * Content with drafts: anyone reads what is published (the public REST and GraphQL APIs
 * included); content staff read drafts too.
 */
export const publishedOrContentStaff: Access = (args) => {
  const role = roleOf(args.req);
  if (role === 'admin' || role === 'editor') return true;
  return { _status: { equals: 'published' } };
};
