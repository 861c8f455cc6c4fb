import type { FieldAccess } from 'payload';
import { roleOf } from './role-of';

/** A field only admins may set or change (a staff member's role). */
export const adminsOnlyField: FieldAccess = ({ req }) => roleOf(req) === 'admin';
