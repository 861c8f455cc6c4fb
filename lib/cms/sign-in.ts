/**
 * How a staff member gets a session, checked in the users collection's own hooks and endpoints,
 * so that every way Payload runs these operations is covered: REST under any spelling of its
 * path, GraphQL (each alias of `loginUser` is an operation of its own), and the admin's screens.
 * Nothing in front of Payload (a path match in the request pipeline) is relied on.
 *
 * - **Counted per client.** Every sign-in, forgot-password and reset attempt counts against the
 *   per-client limit the site's forms use (`FORM_RATE_LIMIT` a minute); one a browser says came
 *   from another site is refused.
 * - **Password first, then the code.** The password is checked before anything is said about
 *   the account; only then, for a role that reads leads, the authenticator code (sent with the
 *   REST sign-in; GraphQL has no place for it), spent once. Every failure (unknown address, wrong
 *   password, wrong or missing code, a locked account) gets the same message, and takes the
 *   time of one password check.
 * - **Five failures in a row lock the account** for 15 minutes (Payload's own count): a wrong
 *   password counts, and a wrong code counts only when the password was right.
 * - **A session for a role that reads leads only after its code.** `beforeLogin` runs wherever
 *   Payload is about to issue a session; it refuses one for such a role unless this request's
 *   code was checked here.
 * - **A password reset starts no session**, for any role: it changes the password and ends
 *   every session of the account; the staff member then signs in, with the code if their role
 *   needs one. **Forgot-password answers before it looks anything up**, alike for every address.
 *
 * docs/admin.md, "Trust boundary", lists the operations and why each is safe.
 */
import {
  addDataAndFileToRequest,
  APIError,
  AuthenticationError,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
  incrementLoginAttempts,
  type PayloadRequest,
} from 'payload';
import { getConfig } from '../config';
import { formRateLimiter } from '../forms/rate-limit';
import { processWide } from '../process-wide';
import { isCrossSite } from '../security/cross-site';
import { stampedClientAddress } from '../server/client-address';
import { trustsAnyProxy } from '../server/trust-proxy';
import { isRole, ROLES_NEEDING_SECOND_FACTOR } from './roles';
import { acceptedStep } from './second-factor';
import { matchesStoredPassword, NOBODYS_PASSWORD } from './stored-password';

/** Sign-in failures in a row that lock an account, and for how long. */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

/** The one answer to every failed sign-in (payload.config.ts gives it to Payload's own failures too). */
export const SIGN_IN_FAILED_MESSAGE = `The email, password or code is incorrect. ${MAX_LOGIN_ATTEMPTS} failed attempts in a row lock the account for ${LOCK_MINUTES} minutes.`;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts from this address. Please wait a minute and try again.';

export const CROSS_SITE_MESSAGE = 'This request came from another site.';

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
  // What an earlier operation of the same request (another alias of a GraphQL post) left is not this sign-in's.
  delete req.context[CODE_CHECKED_FOR];
  delete req.context[RESETTING_PASSWORD];
  countAttempt(req);
  refuseCrossSite(req);
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
  const code = codeSentWith(req, credentials);
  const step = user.totpSecret && typeof code === 'string' ? acceptedStep(user.totpSecret, user.email, code.replace(/\s/g, '')) : null;
  if (step === null || !(await spendCode(req, user.id, step))) {
    await countFailure();
    throw refuse();
  }
  req.context[CODE_CHECKED_FOR] = user.id;
}

/**
 * The authenticator code, when the request's body carries it beside this sign-in's own email
 * and password, as the admin's sign-in form sends them over REST. GraphQL's `loginUser` takes
 * its email and password as arguments of the query, so a code in a GraphQL post is never
 * beside them. (Payload 3.90 marks a request to `/api/graphql` as `payloadAPI: 'REST'` under
 * this server, so that flag cannot tell the two apart.)
 */
function codeSentWith(req: PayloadRequest, credentials: { email: string; password: string }): unknown {
  const body = req.data as { email?: unknown; password?: unknown; totp?: unknown } | undefined;
  const besideIt = typeof body?.email === 'string' && body.email.toLowerCase().trim() === credentials.email && body.password === credentials.password;
  return besideIt ? body.totp : undefined;
}

/**
 * Spends the code of time step `step`: true if no code of that step or a later one was accepted
 * before. One conditional update, so that two sign-ins sent at once with the same code cannot
 * both be accepted.
 */
async function spendCode(req: PayloadRequest, id: number, step: number): Promise<boolean> {
  const spent = await req.payload.db.updateOne({
    collection: 'users',
    data: { totpLastStep: step },
    where: { and: [{ id: { equals: id } }, { or: [{ totpLastStep: { exists: false } }, { totpLastStep: { equals: null } }, { totpLastStep: { less_than: step } }] }] },
    options: { atomic: true },
    returning: true,
  });
  return Boolean(spent);
}

/**
 * A sign-in, forgot-password or reset post that a browser says came from another site is
 * refused: another site must not sign a visitor's browser into an account of its choosing.
 */
function refuseCrossSite(req: PayloadRequest): void {
  if (req.payloadAPI === 'local') return;
  const { SITE_URL, TRUST_PROXY } = getConfig();
  if (isCrossSite(req.headers, { siteUrl: SITE_URL, trustProxy: trustsAnyProxy(TRUST_PROXY) })) {
    throw new APIError(CROSS_SITE_MESSAGE, 403, {}, true);
  }
}

/** Sign-in and reset attempts are counted; a reset is marked for {@link sessionOnlyWithSecondFactor}. */
export const guardSessionOperations: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation === 'login') await checkSignIn(args, collection, req);
  if (operation === 'resetPassword') {
    countAttempt(req);
    refuseCrossSite(req);
    req.context[RESETTING_PASSWORD] = true;
  }
  return args;
};

/**
 * Wherever Payload is about to issue a session: an account whose role reads leads gets one only
 * if this request's code was checked for it. A reset's session (the one call that follows a
 * reset's token check) is let through here and withheld after it ({@link withholdResetSession}).
 */
export const sessionOnlyWithSecondFactor: CollectionBeforeLoginHook = ({ req, user }) => {
  if (req.context[RESETTING_PASSWORD] === true) {
    delete req.context[RESETTING_PASSWORD];
    return user;
  }
  const account = user as { id?: unknown; role?: unknown };
  if (needsSecondFactor(account.role) && req.context[CODE_CHECKED_FOR] !== account.id) throw new AuthenticationError(req.t);
  return user;
};

/**
 * After a password reset: the session Payload started is ended with every other one of the
 * account, no token is handed out (so the cookie it sets is empty), and the request no longer
 * acts as the account (Payload sets it as the request's user, which the next operations of a
 * GraphQL post would run as). The password is changed.
 */
export const withholdResetSession: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result;
  delete req.context[RESETTING_PASSWORD];
  req.user = null;
  const reset = result as { token?: string; user?: { id?: number | string } };
  if (reset.user?.id !== undefined) {
    await req.payload.db.updateOne({ collection: 'users', id: reset.user.id, data: { sessions: [] }, returning: false });
  }
  delete reset.token;
  return result;
};

/**
 * Reset mails are made one at a time in a process. Payload's forgot-password holds a
 * transaction's connection while it takes a second one to stamp the request's time, so three at
 * once took the admin's three connections and waited on each other until the pool gave up
 * (10 s, and no mail); a stranger could set that off at will.
 */
type ResetQueue = { last: Promise<unknown>; waiting: number };

/** Beyond this many waiting, a request is answered as ever and no mail is made (the account's owner can ask again). */
const MOST_RESETS_WAITING = 50;

/**
 * Forgot-password, answered before anything is looked up: the same answer, in the same time,
 * whether or not the address has an account. The attempt is counted first (429 over the
 * limit); the reset mail is then made after the answer, through the Local API, one at a time. REST
 * (`POST /api/users/forgot-password`) and GraphQL (`forgotPasswordUser`) both come here.
 */
export function requestPasswordReset(req: PayloadRequest, email: unknown): void {
  countAttempt(req);
  refuseCrossSite(req);
  if (typeof email !== 'string' || !email.includes('@') || email.length > 320) return;
  const { payload } = req;
  const resets = processWide<ResetQueue>('cms.password-resets', () => ({ last: Promise.resolve(), waiting: 0 }));
  if (resets.waiting >= MOST_RESETS_WAITING) {
    payload.logger.warn({ msg: `a password reset was not made: ${MOST_RESETS_WAITING} were already waiting` });
    return;
  }
  resets.waiting += 1;
  const make = () =>
    payload
      .forgotPassword({ collection: 'users', data: { email: email.toLowerCase().trim() } })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'the password-reset mail could not be made' }))
      .finally(() => {
        resets.waiting -= 1;
      });
  setImmediate(() => {
    resets.last = resets.last.then(make);
  });
}

/**
 * Payload's forgot-password endpoint, in place of its own (users.ts). The body is read as
 * Payload reads its own endpoints' (JSON, or the admin's forgot-password form, which posts its
 * fields as multipart `_payload`); JSON that does not parse is a 400.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req);
    requestPasswordReset(req, (req.data as { email?: unknown } | undefined)?.email);
    return Response.json({ message: req.t('general:success') }, { headers: { 'Cache-Control': 'no-store' } });
  },
};
