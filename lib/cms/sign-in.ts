/**
 * How a staff member gets a session, checked in the users collection's own hooks, so that
 * every way Payload runs these operations is covered: REST under any spelling of its path,
 * GraphQL (each alias of `loginUser` is an operation of its own), and the admin's screens.
 * Nothing in front of Payload (a path match in the request pipeline) is relied on.
 *
 * - **Counted per client.** Every sign-in, forgot-password and reset attempt counts against the
 *   per-client limit the site's forms use (`FORM_RATE_LIMIT` a minute).
 * - **Password first, then the code.** The password is checked before anything is said about
 *   the account; only then, for a role that reads leads, the authenticator code. Every failure
 *   (unknown address, wrong password, wrong or missing code, a locked account) gets the same
 *   message, and takes the time of one password check.
 * - **Five failures in a row lock the account** for 15 minutes (Payload's own count): a wrong
 *   password counts, and a wrong code counts only when the password was right.
 * - **A session for a role that reads leads only after its code.** `beforeLogin` runs wherever
 *   Payload is about to issue a session; it refuses one for such a role unless this request's
 *   code was checked here.
 * - **A password reset starts no session**, for any role: it changes the password and ends
 *   every session of the account; the staff member then signs in, with the code if their role
 *   needs one.
 *
 * docs/admin.md, "Trust boundary", lists the operations and why each is safe.
 */
import {
  APIError,
  AuthenticationError,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  incrementLoginAttempts,
  type PayloadRequest,
} from 'payload';
import { formRateLimiter } from '../forms/rate-limit';
import { stampedClientAddress } from '../server/client-address';
import { isRole, ROLES_NEEDING_SECOND_FACTOR } from './roles';
import { acceptedStep } from './second-factor';
import { matchesStoredPassword, NOBODYS_PASSWORD } from './stored-password';

/** Sign-in failures in a row that lock an account, and for how long. */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

/** The one answer to every failed sign-in (payload.config.ts gives it to Payload's own failures too). */
export const SIGN_IN_FAILED_MESSAGE = `The email, password or code is incorrect. ${MAX_LOGIN_ATTEMPTS} failed attempts in a row lock the account for ${LOCK_MINUTES} minutes.`;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts from this address. Please wait a minute and try again.';

/** `req.context` keys this module sets during one request. */
const CODE_CHECKED_FOR = 'kilele.secondFactorCheckedFor';
const RESETTING_PASSWORD = 'kilele.resettingPassword';

type LoginHookArgs = Parameters<CollectionBeforeOperationHook>[0];

type StoredUser = {
  id: number;
  email: string;
  role?: unknown;
  hash?: unknown;
  salt?: unknown;
  totpSecret?: string | null;
  totpLastStep?: number | null;
  lockUntil?: string | null;
  loginAttempts?: number | null;
};

export const needsSecondFactor = (role: unknown): boolean => isRole(role) && ROLES_NEEDING_SECOND_FACTOR.includes(role);

const isLocked = (user: StoredUser) => Boolean(user.lockUntil && new Date(user.lockUntil).getTime() > Date.now());

/**
 * Counts one attempt of the client that sent the request; over the limit, the attempt is
 * refused with 429 and `Retry-After`. Calls through the Local API (the server's own code) are
 * not counted.
 */
function countAttempt(req: PayloadRequest): void {
  if (req.payloadAPI === 'local') return;
  const decision = formRateLimiter().hit(`staff-sign-in|${stampedClientAddress(req.headers)}`);
  if (decision.allowed) return;
  req.responseHeaders = new Headers(req.responseHeaders);
  req.responseHeaders.set('Retry-After', String(decision.retryAfterSeconds));
  throw new APIError(TOO_MANY_ATTEMPTS_MESSAGE, 429, {}, true);
}

/** What the operation was given: login's email and password (REST, GraphQL and Local alike). */
function credentialsOf(args: unknown): { email: string; password: string } | null {
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data;
  if (typeof data?.email !== 'string' || typeof data.password !== 'string') return null;
  return { email: data.email.toLowerCase().trim(), password: data.password };
}

/**
 * Before Payload's sign-in: the limit, the password, then the code. It runs outside Payload's
 * sign-in transaction, so a failure it counts stays counted when the sign-in is refused.
 */
async function checkSignIn(args: unknown, collection: LoginHookArgs['collection'], req: PayloadRequest): Promise<void> {
  countAttempt(req);
  const credentials = credentialsOf(args);
  // Missing fields: Payload answers with its own validation message.
  if (!credentials) return;
  const user = (await req.payload.db.findOne({ collection: 'users', where: { email: { equals: credentials.email } } })) as StoredUser | null;
  const passwordRight = await matchesStoredPassword(user ?? NOBODYS_PASSWORD, credentials.password);
  const refuse = () => new AuthenticationError(req.t);
  if (!user || isLocked(user)) throw refuse();
  const countFailure = () => incrementLoginAttempts({ collection, payload: req.payload, user: { ...user, collection: 'users' } as never });
  if (!passwordRight) {
    await countFailure();
    throw refuse();
  }
  if (!needsSecondFactor(user.role)) return;
  const code = (req.data as { totp?: unknown } | undefined)?.totp;
  const step = user.totpSecret && typeof code === 'string' ? acceptedStep(user.totpSecret, user.email, code.replace(/\s/g, '')) : null;
  if (step === null || step <= (user.totpLastStep ?? -1)) {
    await countFailure();
    throw refuse();
  }
  // A code is accepted once: this step and the ones before it are spent.
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { totpLastStep: step } });
  req.context[CODE_CHECKED_FOR] = user.id;
}

/** Sign-in, forgot-password and reset attempts are counted; a reset is marked for {@link withholdResetSession}. */
export const guardSessionOperations: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation === 'login') await checkSignIn(args, collection, req);
  if (operation === 'forgotPassword') countAttempt(req);
  if (operation === 'resetPassword') {
    countAttempt(req);
    req.context[RESETTING_PASSWORD] = true;
  }
  return args;
};

/**
 * Wherever Payload is about to issue a session: an account whose role reads leads gets one only
 * if this request's code was checked for it. (A reset's session is withheld after it.)
 */
export const sessionOnlyWithSecondFactor: CollectionBeforeLoginHook = ({ req, user }) => {
  if (req.context[RESETTING_PASSWORD] === true) return user;
  const account = user as { id?: unknown; role?: unknown };
  if (needsSecondFactor(account.role) && req.context[CODE_CHECKED_FOR] !== account.id) throw new AuthenticationError(req.t);
  return user;
};

/**
 * After a password reset: the session Payload started is ended with every other one of the
 * account, and no token is handed out (so the cookie it sets is empty). The password is changed.
 */
export const withholdResetSession: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result;
  const reset = result as { token?: string; user?: { id?: number | string } };
  if (reset.user?.id !== undefined) {
    await req.payload.db.updateOne({ collection: 'users', id: reset.user.id, data: { sessions: [] }, returning: false });
  }
  delete reset.token;
  return result;
};
