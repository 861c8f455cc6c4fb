/**
 * Staff accounts for the end-to-end tests, made as the firm makes them: with
 * `npm run admin:create-user`, the password on standard input, against the running test
 * site's data folder (the command reaches its database as a client). For the roles that sign
 * in with a second factor, the current code comes from the `otpauth://` URI it prints.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { URI } from 'otpauth';
import type { Role } from '../../lib/cms/roles';

export type StaffAccount = { email: string; password: string; role: Role; otpauthUri?: string };

/** The data folder of the site the end-to-end tests run against (scripts/e2e-server.mjs). */
export const e2eDataDir = () => path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');

export async function makeStaffAccount(role: Role, dataDir = e2eDataDir()): Promise<StaffAccount> {
  const email = `${role}-${randomBytes(4).toString('hex')}@kilele.example`;
  const password = `Test-${randomBytes(12).toString('base64url')}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create-user.ts', '--email', email, '--role', role], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(`${password}\n`);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`admin:create-user exited with ${code}: ${stderr}`);
  const otpauthUri = /otpauth:\/\/\S+/.exec(stdout)?.[0];
  return { email, password, role, ...(otpauthUri ? { otpauthUri } : {}) };
}

/** The account's current second-factor code, as its authenticator app shows it. */
export function currentSecondFactorCode(account: StaffAccount): string {
  if (!account.otpauthUri) throw new Error(`The ${account.role} account has no second factor`);
  return URI.parse(account.otpauthUri).generate();
}
