/**
 * Staff accounts for the tests, made as the firm makes them (`npm run admin:create-user`, the
 * password on standard input) on the database of a running site, and signed in over HTTP as
 * the admin's sign-in screen does (`POST /api/users/login` with the authenticator's code).
 */
import type { Role } from '../../lib/cms/roles';
import { authenticatorCode, createStaffAccount, freshAuthenticatorCode } from './staff-accounts';

export type StaffUser = { email: string; role: Role; password: string; /** The second factor's secret, for roles that have one. */ totpSecret?: string };

/** Makes an account with `npm run admin:create-user` on the database of the site `env` names (its DATA_DIR). */
export const createStaffUser = (env: Record<string, string>, email: string, role: Role, password: string): Promise<StaffUser> =>
  createStaffAccount({ email, role, password }, { DATABASE_URL: '', ...env });

/**
 * The code the staff member's authenticator app shows now ('' for an account without one),
 * computed as an app computes it (otpauth), not by the site's own code.
 */
export const codeFor = (user: Pick<StaffUser, 'totpSecret'>) => (user.totpSecret ? authenticatorCode(user.totpSecret) : '');

/** The codes this process has signed in with, per secret: the site takes each code once, so a second sign-in within 30 s needs the next one. */
const signedInCodes = new Map<string, Set<string>>();
function usedCodes(secret: string): Set<string> {
  let used = signedInCodes.get(secret);
  if (!used) signedInCodes.set(secret, (used = new Set()));
  return used;
}

/** Signs in at `siteUrl` and returns the session cookie (`payload-token=…`) to send back. */
export async function signIn(siteUrl: string, user: StaffUser): Promise<string> {
  const response = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ email: user.email, password: user.password, totp: user.totpSecret ? await freshAuthenticatorCode(user.totpSecret, usedCodes(user.totpSecret)) : '' }),
  });
  if (!response.ok) throw new Error(`signing in ${user.email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='));
  if (!cookie) throw new Error(`signing in ${user.email} set no session cookie`);
  return cookie.split(';', 1)[0] ?? '';
}
