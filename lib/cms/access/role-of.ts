import type { Access, PayloadRequest } from 'payload';
import { isRole, type Role } from '../roles';

/** The signed-in staff member's role, if any. */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | undefined {
  const role = (req.user as { role?: unknown } | null | undefined)?.role;
  return isRole(role) ? role : undefined;
}

/** Access for the staff members whose role is one of `roles`. */
export const allowRoles =
  (...roles: Role[]): Access =>
  ({ req }) => {
    const role = roleOf(req);
    return role !== undefined && roles.includes(role);
  };
