/**
 * Staff accounts: Payload's auth collection, so its standard endpoints (`/api/users/login`,
 * `/api/users/me`, `/api/access`) are where staff tools expect them. Accounts are made by
 * `npm run admin:create-user` or by an admin in the admin; nobody can make the first one
 * through the web (lib/cms/first-user.ts).
 */
import type { CollectionConfig } from 'payload';
import { adminsOnly, adminsOnlyField, selfOrAdmin } from '../access';
import { ROLES, roleLabels } from '../roles';

/** Sign-in failures in a row that lock an account, and for how long (the issue asks at least 10 minutes). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export function usersCollection({ secureCookies }: { secureCookies: boolean }): CollectionConfig {
  return {
    slug: 'users',
    labels: { singular: 'Staff account', plural: 'Staff accounts' },
    admin: {
      useAsTitle: 'email',
      defaultColumns: ['email', 'name', 'role'],
      group: 'Administration',
    },
    auth: {
      maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
      lockTime: LOCK_MINUTES * 60 * 1000,
      tokenExpiration: 8 * 60 * 60,
      cookies: { secure: secureCookies, sameSite: 'Strict' },
    },
    access: {
      create: adminsOnly,
      delete: adminsOnly,
      read: selfOrAdmin,
      update: selfOrAdmin,
      unlock: adminsOnly,
      admin: ({ req }) => Boolean(req.user),
    },
    fields: [
      { name: 'name', type: 'text', label: 'Full name' },
      {
        name: 'role',
        type: 'select',
        required: true,
        defaultValue: 'editor',
        options: ROLES.map((role) => ({ label: roleLabels[role], value: role })),
        access: { create: adminsOnlyField, update: adminsOnlyField },
        saveToJWT: true,
      },
    ],
  };
}
