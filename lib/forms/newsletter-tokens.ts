/** The newsletter's link tokens: random, URL-safe, and stored only as a hash where possible. */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A string that could be one of our tokens; anything else is refused before a query. */
export const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
