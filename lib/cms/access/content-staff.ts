import { allowRoles } from './role-of';

/** The site's content: admins and editors. */
export const contentStaff = allowRoles('admin', 'editor');
