/**
 * Staff accounts for the tests, made on the database of a running site, and signed in over
 * HTTP as a browser would (`POST /api/users/login`), for their session cookie.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Role } from '../../lib/cms/roles';

export type StaffUser = { id: number; email: string; role: Role; password: string };

/**
 * Makes an account (tests/support/create-staff-user.ts, the password on standard input). A
 * run that gets stuck making the admin ready (seen now and then beside a freshly started site,
 * cause not yet found) gives up after 30 s saying where, and is tried once more.
 */
export async function createStaffUser(env: Record<string, string>, email: string, role: Role, password: string): Promise<StaffUser> {
  try {
    return await createOnce(env, email, role, password);
  } catch (error) {
    if (!String(error).includes('create-staff-user: still')) throw error;
    console.warn(String(error));
    return createOnce(env, email, role, password);
  }
}

function createOnce(env: Record<string, string>, email: string, role: Role, password: string): Promise<StaffUser> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/create-staff-user.ts'), '--email', email, '--role', role], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`creating ${email} failed (${code}):\n${stderr}`));
      const made = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { id: number };
      resolve({ id: Number(made.id), email, role, password });
    });
    child.stdin.end(`${password}\n`);
  });
}

/** Signs in at `siteUrl` and returns the session cookie (`payload-token=…`) to send back. */
export async function signIn(siteUrl: string, user: Pick<StaffUser, 'email' | 'password'>): Promise<string> {
  const response = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`signing in ${user.email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='));
  if (!cookie) throw new Error(`signing in ${user.email} set no session cookie`);
  return cookie.split(';', 1)[0] ?? '';
}
