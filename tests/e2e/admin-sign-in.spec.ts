/**
 * The staff admin's front door, as staff and strangers meet it (docs/admin.md): accounts come
 * from `npm run admin:create-user`; accounts that read leads sign in with a code from an
 * authenticator app; five failures lock an account; nobody makes the first account through
 * the web; roles are enforced by the server for the REST and GraphQL APIs too. The admin runs
 * under its script policy with no violation (the fixture fails the test on any).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { guideScreenshot } from '../support/guide-screenshots';
import { createStaffAccount, freshAuthenticatorCode, type StaffAccount } from '../support/staff-accounts';
import { expect, test } from './fixtures';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
const commandEnv = { DATA_DIR: dataDir };
const usedCodes = new Set<string>();

/** Every failed sign-in's answer, whatever failed (docs/admin.md, "Trust boundary"). */
const SIGN_IN_FAILED = 'The email, password or code is incorrect. 5 failed attempts in a row lock the account for 15 minutes.';

/**
 * Accounts of this worker's run: both projects run the spec on one database, and a worker that
 * starts again after a failure runs `beforeAll` again.
 */
function accounts(project: string) {
  const run = randomBytes(3).toString('hex');
  const at = (name: string) => `${name}.${project}.${run}@kilele.example`;
  return {
    editor: { email: at('editor'), password: 'editor-password-123', role: 'editor' as const },
    leads: { email: at('leads'), password: 'leads-password-1234', role: 'leads' as const },
    locked: { email: at('locked'), password: 'locked-password-123', role: 'editor' as const },
  };
}

let staff: { editor: StaffAccount; leads: StaffAccount; locked: StaffAccount };

test.beforeAll(async ({}, testInfo) => {
  // Each run of the command loads the admin (a few seconds here). One after the other: several
  // at once now and then leave one run hanging (docs/admin.md, "Known gaps").
  testInfo.setTimeout(120_000);
  const wanted = accounts(testInfo.project.name);
  const editor = await createStaffAccount(wanted.editor, commandEnv);
  const leads = await createStaffAccount(wanted.leads, commandEnv);
  const locked = await createStaffAccount(wanted.locked, commandEnv);
  staff = { editor, leads, locked };
});

async function signIn(page: Page, account: StaffAccount, code?: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  if (code !== undefined) await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in over REST and returns the headers the admin's own pages send with a call: the
 * session cookie (the only place the token is; no response body carries it) and the origin.
 */
async function apiSignIn(request: APIRequestContext, account: StaffAccount, baseURL: string): Promise<Record<string, string>> {
  const totp = account.totpSecret ? await freshAuthenticatorCode(account.totpSecret, usedCodes) : undefined;
  const response = await request.post('/api/users/login', { data: { email: account.email, password: account.password, totp } });
  expect(response.status()).toBe(200);
  expect(await response.json()).not.toHaveProperty('token');
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('payload-token='));
  expect(cookie?.value, 'the session cookie').toMatch(/^payload-token=[^;]+;.*HttpOnly/i);
  return { cookie: cookie!.value.split(';', 1)[0]!, origin: baseURL };
}

test('an editor signs in with email and password and reaches the admin', async ({ page }) => {
  await signIn(page, staff.editor);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('link', { name: /Staff accounts/ }).first()).toBeVisible();
  await page.goto('/admin/login');
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('ann@kilele.example');
  await page.screenshot({ path: guideScreenshot('sign-in.png') });
});

test('an account that reads leads needs the code from its authenticator app', async ({ page }) => {
  expect(staff.leads.totpSecret, 'the command printed an otpauth:// URI with a secret').toMatch(/^[A-Z2-7]{32}$/);
  await signIn(page, staff.leads);
  await expect(page.locator('form').getByRole('alert')).toHaveText(SIGN_IN_FAILED);
  await expect(page).toHaveURL(/\/admin\/login/);

  await signIn(page, staff.leads, '000000');
  await expect(page.locator('form').getByRole('alert')).toHaveText(SIGN_IN_FAILED);

  const code = await freshAuthenticatorCode(staff.leads.totpSecret!, usedCodes);
  await signIn(page, staff.leads, code);
  await expect(page).toHaveURL(/\/admin\/?$/);

  // The same code again is refused: a code is accepted once.
  const again = await page.request.post('/api/users/login', { data: { email: staff.leads.email, password: staff.leads.password, totp: code } });
  expect(again.status()).toBe(401);
});

test('five failed sign-ins lock the account, even for the right password, and every failure reads alike', async ({ request }) => {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const wrong = await request.post('/api/users/login', { data: { email: staff.locked.email, password: `wrong-password-${attempt}` } });
    expect(wrong.status(), `attempt ${attempt}`).toBe(401);
    expect(await wrong.json()).toEqual({ errors: [{ message: SIGN_IN_FAILED }] });
  }
  const right = await request.post('/api/users/login', { data: { email: staff.locked.email, password: staff.locked.password } });
  expect(right.status()).toBe(401);
  expect(await right.json()).toEqual({ errors: [{ message: SIGN_IN_FAILED }] });
});

test('nobody can make an account through the web, not even the first one', async ({ page, request, baseURL }) => {
  // The site has accounts: Payload's first-user screen sends a stranger to sign in.
  await page.goto('/admin/create-first-user');
  await expect(page).toHaveURL(/\/admin\/login/);

  const firstRegister = await request.post('/api/users/first-register', { data: { email: 'stranger@example.com', password: 'a-password-1234' } });
  expect(firstRegister.status()).toBe(403);
  const stranger = await request.post('/api/users/login', { data: { email: 'stranger@example.com', password: 'a-password-1234' } });
  expect(stranger.status()).toBe(401);
  const anonymous = await request.post('/api/users', { data: { email: 'stranger@example.com', password: 'a-password-1234', role: 'admin' } });
  expect(anonymous.status()).toBe(403);

  // An editor cannot make accounts or raise their own role, over REST or GraphQL.
  const headers = await apiSignIn(request, staff.editor, baseURL!);
  const made = await request.post('/api/users', { headers, data: { email: 'friend@example.com', password: 'a-password-1234', role: 'admin' } });
  expect(made.status()).toBe(403);
  const me = (await (await request.get('/api/users/me', { headers })).json()) as { user: { id: number; role: string } };
  expect(me.user.role).toBe('editor');
  await request.patch(`/api/users/${me.user.id}`, { headers, data: { role: 'admin' } });
  const after = (await (await request.get('/api/users/me', { headers })).json()) as { user: { role: string } };
  expect(after.user.role).toBe('editor');
  const graphql = await request.post('/api/graphql', {
    headers,
    data: { query: 'mutation { createUser(data: { email: "gql@example.com", password: "a-password-1234", role: admin }) { id } }' },
  });
  const body = (await graphql.json()) as { data?: { createUser: unknown }; errors?: { message: string }[] };
  expect(body.data?.createUser ?? null).toBeNull();
  expect(body.errors?.[0]?.message).toBe('Staff accounts are made on the server: npm run admin:create-user -- --email ADDRESS --role admin');
});
