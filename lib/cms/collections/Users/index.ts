/**
 * Staff accounts: Payload's auth collection, so its standard endpoints (`/api/users/login`,
 * `/api/users/me`, `/api/access`) are where staff tools expect them.
 *
 * - Accounts come only from `npm run admin:create-user` (lib/commands/admin-create-user.ts):
 *   Payload refuses to create one unless that command asks (`create` is refused here, at the
 *   source, for the admin, REST, GraphQL and the first-user registration alike, whatever the
 *   path it was reached by).
 * - Sign-in: a per-client limit, the password, then the second factor for the roles that read
 *   leads; five failures in a row lock the account for 15 minutes; a password reset starts no
 *   session (lib/cms/sign-in.ts).
 */
import type { CollectionConfig, Endpoint } from 'payload';
import { STAFF_MAIL_KEPT_MINUTES } from '../../../mail/staff-mail';
import { adminsOnly, adminsOnlyField, selfOrAdmin } from '../../access';
import { ROLES, roleLabels } from '../../roles';
import {
  forgotPasswordEndpoint,
  guardSessionOperations,
  LOCK_MINUTES,
  MAX_LOGIN_ATTEMPTS,
  sessionOnlyWithSecondFactor,
  withholdResetSession,
} from '../../sign-in';
import { onlyTheCommandCreates } from './hooks/only-the-command-creates';
import { secondFactorBeforeLeadsRole } from './hooks/second-factor-before-leads-role';

export { CREATE_USER_COMMAND, STAFF_ACCOUNT_COMMAND } from './staff-account-command';

/**
 * Payload's `/api/users/init` tells anyone whether the site has an account yet; the admin does
 * not use it, so it is not there. (Endpoints listed here come before Payload's own.)
 */
const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
const noInitEndpoint: Endpoint = { path: '/init', method: 'get', handler: notFound };
/** Email verification is off (`auth.verify` is not set); Payload's endpoint would answer 500. */
const noVerifyEndpoint: Endpoint = { path: '/verify/:token', method: 'post', handler: notFound };

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
      // The session lives in the HttpOnly cookie alone: no response body carries its token,
      // so a script that got into an admin page could not read it (the admin uses the cookie).
      removeTokenFromResponses: true,
      // A reset link works as long as its mail is kept (lib/mail/staff-mail.ts).
      forgotPassword: { expiration: STAFF_MAIL_KEPT_MINUTES * 60 * 1000 },
    },
    access: {
      // Only the command makes accounts (onlyTheCommandCreates, below, refuses even with access overridden).
      create: () => false,
      delete: adminsOnly,
      read: selfOrAdmin,
      update: selfOrAdmin,
      unlock: adminsOnly,
      admin: ({ req }) => Boolean(req.user),
    },
    hooks: {
      beforeOperation: [onlyTheCommandCreates, guardSessionOperations],
      beforeLogin: [sessionOnlyWithSecondFactor],
      afterOperation: [withholdResetSession],
      beforeChange: [secondFactorBeforeLeadsRole],
    },
    endpoints: [noInitEndpoint, noVerifyEndpoint, forgotPasswordEndpoint],
    fields: [
      { name: 'name', type: 'text', label: 'Full name', maxLength: 200 },
      {
        name: 'role',
        type: 'select',
        required: true,
        defaultValue: 'editor',
        options: ROLES.map((role) => ({ label: roleLabels[role], value: role })),
        access: { create: adminsOnlyField, update: adminsOnlyField },
        saveToJWT: true,
      },
      // The second factor's secret and the last code accepted: never shown, never sent.
      { name: 'totpSecret', type: 'text', hidden: true, access: { read: () => false, create: () => false, update: () => false } },
      { name: 'totpLastStep', type: 'number', hidden: true, access: { read: () => false, create: () => false, update: () => false } },
    ],
  };
}
