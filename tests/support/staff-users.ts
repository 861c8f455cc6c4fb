/**
 * Staff accounts for the tests, made as the firm makes them (`npm run admin:create-user`, the
 * password on standard input) on the database of a running site, and signed in over HTTP as
 * the admin's sign-in screen does (`POST /api/users/login` with the authenticator's code).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Role } from '../../lib/cms/roles';
import { authenticatorCode } from './staff-accounts';

export type StaffUser = { email: string; role: Role; password: string; /** The second factor's secret, for roles that have one. */ totpSecret?: string };

/**
 * Makes an account with `npm run admin:create-user`'s script, with `env` naming the site's
 * database (DATA_DIR).
 */
export function createStaffUser(env: Record<string, string>, email: string, role: Role, password: string): Promise<StaffUser> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/admin-create-user.ts'), '--email', email, '--role', role], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`npm run admin:create-user for ${email} failed (${code}):\n${stderr}${stdout}`));
      const uri = /otpauth:\/\/\S+/.exec(stdout)?.[0];
      const totpSecret = uri ? (new URL(uri).searchParams.get('secret') ?? undefined) : undefined;
      resolve({ email, role, password, ...(totpSecret ? { totpSecret } : {}) });
    });
    child.stdin.end(`${password}\n`);
  });
}

/**
 * The code the staff member's authenticator app shows now ('' for an account without one),
 * computed as an app computes it (otpauth), not by the site's own code.
 */
export const codeFor = (user: Pick<StaffUser, 'totpSecret'>) => (user.totpSecret ? authenticatorCode(user.totpSecret) : '');

/** Signs in at `siteUrl` and returns the session cookie (`payload-token=…`) to send back. */
export async function signIn(siteUrl: string, user: StaffUser): Promise<string> {
  const response = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ email: user.email, password: user.password, totp: codeFor(user) }),
  });
  if (!response.ok) throw new Error(`signing in ${user.email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='));
  if (!cookie) throw new Error(`signing in ${user.email} set no session cookie`);
  return cookie.split(';', 1)[0] ?? '';
}
