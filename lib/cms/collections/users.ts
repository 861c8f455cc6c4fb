/**
 * Staff accounts: Payload's auth collection, so its standard endpoints (`/api/users/login`,
 * `/api/users/me`, `/api/access`) are where staff tools expect them.
 *
 * - Accounts come only from `npm run admin:create-user` (lib/commands/admin-create-user.ts):
 *   nobody may create one through the admin or the APIs, and nobody can make the first one
 *   through the web (lib/cms/doors.ts).
 * - Five failed sign-ins in a row lock an account for 15 minutes.
 * - Accounts that read leads (roles `admin`, `leads`) sign in with a second factor
 *   (lib/cms/second-factor.ts), checked here before Payload checks the password.
 */
import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionConfig, incrementLoginAttempts } from 'payload';
import { adminsOnly, adminsOnlyField, selfOrAdmin } from '../access';
import { ROLES, ROLES_NEEDING_SECOND_FACTOR, isRole, roleLabels } from '../roles';
import { acceptedStep } from '../second-factor';

/** Sign-in failures in a row that lock an account, and for how long (the issue asks at least 10 minutes). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export const SECOND_FACTOR_MESSAGE = 'Enter the current 6-digit code from your authenticator app.';

type StoredUser = {
  id: number;
  email: string;
  role?: string;
  totpSecret?: string | null;
  totpLastStep?: number | null;
  lockUntil?: string | null;
  loginAttempts?: number | null;
};

const needsSecondFactor = (role: unknown) => isRole(role) && ROLES_NEEDING_SECOND_FACTOR.includes(role);

/**
 * Sign-in of an account that needs a second factor: the code in the request's `totp` must be
 * the current one, and not one used before. A wrong or missing code counts towards the lockout
 * like a wrong password. It runs before Payload's own sign-in, outside its transaction, so the
 * count is kept when the sign-in is refused.
 */
const requireSecondFactor: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args;
  const email = (args as { data?: { email?: unknown } }).data?.email;
  if (typeof email !== 'string') return args;
  const user = (await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
  })) as StoredUser | null;
  // Unknown accounts and locked ones are Payload's to refuse, with its own messages.
  if (!user || !needsSecondFactor(user.role) || (user.lockUntil && new Date(user.lockUntil).getTime() > Date.now())) return args;
  const code = (req.data as { totp?: unknown } | undefined)?.totp;
  const step = user.totpSecret && typeof code === 'string' ? acceptedStep(user.totpSecret, user.email, code.replace(/\s/g, '')) : null;
  if (step === null || step <= (user.totpLastStep ?? -1)) {
    await incrementLoginAttempts({ collection, payload: req.payload, user: { ...user, collection: 'users' } as never });
    throw new APIError(SECOND_FACTOR_MESSAGE, 401, {}, true);
  }
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { totpLastStep: step } });
  return args;
};

// Errors carry data (`{}`): Payload shows an error's message only then, or by its class name,
// which the production build shortens.

/** An account may get a role that reads leads only if it has a second factor (made by the command). */
const secondFactorBeforeLeadsRole: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !needsSecondFactor(data.role) || data.role === originalDoc?.role) return data;
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: originalDoc?.id } } })) as StoredUser | null;
  if (!stored?.totpSecret) {
    throw new APIError(
      `A ${String(data.role)} account reads people's personal data and needs a second factor. Make the account again with npm run admin:create-user.`,
      400,
      {},
      true,
    );
  }
  return data;
};

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
      // Only the command makes accounts (it uses the Local API, which these do not bind).
      create: () => false,
      delete: adminsOnly,
      read: selfOrAdmin,
      update: selfOrAdmin,
      unlock: adminsOnly,
      admin: ({ req }) => Boolean(req.user),
    },
    hooks: {
      beforeOperation: [requireSecondFactor],
      beforeChange: [secondFactorBeforeLeadsRole],
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
      // The second factor's secret and the last code accepted: never shown, never sent.
      { name: 'totpSecret', type: 'text', hidden: true, access: { read: () => false, create: () => false, update: () => false } },
      { name: 'totpLastStep', type: 'number', hidden: true, access: { read: () => false, create: () => false, update: () => false } },
    ],
  };
}
