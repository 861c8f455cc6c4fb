import type { Access } from 'payload';
import { roleOf } from './role-of';

/** A staff member reads and edits their own account; an admin every account. */
export const selfOrAdmin: Access = ({ req }) => {
  if (roleOf(req) === 'admin') return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};
