/**
 * Checks a password against the hash Payload stored for a staff account, so the sign-in can
 * check the password before it asks about the second factor (lib/cms/sign-in.ts).
 *
 * Payload does not export its check, so this reads its stored format (payload 3.90,
 * `auth/strategies/local/generatePasswordSaltHash.js`): PBKDF2-SHA256 over the hex salt, as
 * `pbkdf2-sha256-v1:<hex>` (600,000 rounds, 32 bytes), or a bare hex hash from before that
 * (25,000 rounds, 512 bytes). Should a later Payload store another format, every check here
 * fails and nobody signs in (the sign-in tests fail), rather than anyone signing in unchecked.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(pbkdf2);

const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';
const CURRENT = { rounds: 600_000, bytes: 32 };
const LEGACY = { rounds: 25_000, bytes: 512 };

export type StoredPassword = { hash?: unknown; salt?: unknown };

/**
 * A stored password no one knows, in the current format: checked when the account does not
 * exist, so that an unknown address costs the same time as a known one.
 */
export const NOBODYS_PASSWORD: StoredPassword = {
  salt: '00'.repeat(32),
  hash: `${CURRENT_PREFIX}${'00'.repeat(CURRENT.bytes)}`,
};

/** Whether `password` is the one whose hash and salt Payload stored. */
export async function matchesStoredPassword({ hash, salt }: StoredPassword, password: string): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false;
  const current = hash.startsWith(CURRENT_PREFIX);
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex');
  const { rounds, bytes } = current ? CURRENT : LEGACY;
  const derived = await derive(password, salt, rounds, bytes, 'sha256');
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}
