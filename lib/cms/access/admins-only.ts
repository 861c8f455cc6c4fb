import { allowRoles } from './role-of';

/** Staff accounts: admins only. */
export const adminsOnly = allowRoles('admin');
