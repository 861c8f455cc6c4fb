/**
 * Staff accounts for tests, made the way the firm makes them: `npm run admin:create-user`,
 * password on standard input, against the site's database (a running site's embedded server
 * in DATA_DIR, or DATABASE_URL). Returns the second factor's secret when the role has one.
 */
import { execFile } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';

export type StaffAccount = { email: string; password: string; role: 'admin' | 'editor' | 'leads'; totpSecret?: string };

export async function createStaffAccount(
  account: Omit<StaffAccount, 'totpSecret'>,
  env: Record<string, string>,
): Promise<StaffAccount> {
  // As docs/admin.md shows it: the password piped in by the shell.
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      'sh',
      ['-c', 'printf \'%s\\n\' "$STAFF_PASSWORD" | npm run -s admin:create-user -- --email "$STAFF_EMAIL" --role "$STAFF_ROLE"'],
      {
        env: { ...process.env, ...env, STAFF_PASSWORD: account.password, STAFF_EMAIL: account.email, STAFF_ROLE: account.role },
        timeout: 90_000,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`admin:create-user failed (${error.code ?? error.signal}): ${stderr}${stdout}`)) : resolve(stdout),
    );
  });
  const uri = /otpauth:\/\/\S+/.exec(output)?.[0];
  const totpSecret = uri ? (new URL(uri).searchParams.get('secret') ?? undefined) : undefined;
  return { ...account, ...(totpSecret ? { totpSecret } : {}) };
}

/** The code an authenticator app shows now for `secret` (computed independently of the site's code). */
export function authenticatorCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

/**
 * A code not yet used for `secret`. The site accepts each code once, and accepts the next
 * period's code too (clock drift), so a second sign-in within 30 s uses that one; a third waits.
 */
export async function freshAuthenticatorCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    for (const timestamp of [Date.now(), Date.now() + 30_000]) {
      const code = authenticatorCode(secret, timestamp);
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
