/**
 * The second factor of staff accounts that read people's personal data (roles `admin` and
 * `leads`, lib/cms/roles.ts): a time-based one-time password (RFC 6238, as every authenticator
 * app makes them), from the `otpauth` library.
 *
 * The secret is made by `npm run admin:create-user`, shown once as an `otpauth://` URI, and
 * kept in the account (a field nobody can read through the admin or its APIs). Sign-in sends
 * the current code with the password (components/admin/SignIn.tsx); a wrong or missing code
 * counts as a failed sign-in towards the lockout, and a code is accepted once.
 */
import { Secret, TOTP } from 'otpauth';
import { firm } from '../../content/firm';

const PERIOD_SECONDS = 30;

function totp(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: `${firm.shortName} staff`,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, base32, as RFC 4226 recommends). */
export const newSecondFactorSecret = (): string => new Secret({ size: 20 }).base32;

/** What an authenticator app scans or is given: `otpauth://totp/…`. */
export const otpauthUri = (secret: string, account: string): string => totp(secret, account).toString();

/** The current code (for tests and for showing a staff member what to expect). */
export const currentCode = (secret: string, account: string, timestamp = Date.now()): string => totp(secret, account).generate({ timestamp });

/**
 * The time step a code belongs to, if it is right now (one step of clock drift either way is
 * accepted), else null. Six digits only.
 */
export function acceptedStep(secret: string, account: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, account).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}
