/**
 * The staff admin's trust boundary on the production build, tried as a stranger would
 * (docs/admin.md, "Trust boundary"):
 *
 * - no spelling of a path, over REST or GraphQL, makes an account, on a site without staff
 *   accounts and on one with them, and the site does not say whether it has any;
 * - a role that reads leads gets a session only with its code: not from a sign-in without
 *   it, not over GraphQL, not from a password reset; a reset changes the password and ends
 *   the account's sessions;
 * - every failed sign-in gets the same answer, and the per-client limit counts every
 *   spelling, every protocol and every GraphQL alias;
 * - an admin or leads account without a second factor on record reads no lead;
 * - the session token is never in a response body, an uploaded PDF is a download, and a
 *   leads page shows only its own texts, whatever its address says.
 *
 * The site runs on a database of the test's own on the PostgreSQL at 127.0.0.1:5432, behind a
 * trusted loopback proxy, so each test is a client of its own (`X-Forwarded-For`).
 *
 * Needs a build: `npm run build` (or `SYSTEM_DIST_DIR=<dir>`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite } from '../support/built-site';
import { quotedPrintableBody } from '../support/mail-headers';
import { rawRequest } from '../support/raw-http';
import { type SiteProcess, startSite } from '../support/next-server';
import { authenticatorCode, createStaffAccount, type StaffAccount } from '../support/staff-accounts';

const PORT = 4460;
const SITE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.SYSTEM_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What every failed sign-in answers, whatever failed. */
const SIGN_IN_FAILED = 'The email, password or code is incorrect. 5 failed attempts in a row lock the account for 15 minutes.';
/** The per-client limit's answer (FORM_RATE_LIMIT, 10 a minute by default). */
const TOO_MANY = 'Too many attempts from this address. Please wait a minute and try again.';

let site: SiteProcess | undefined;
let dataDir = '';
let databaseName = '';
let databaseUrl = '';
let sql: postgres.Sql;

let nextClient = 1;
/** A client of its own (a documentation address, forwarded by the trusted proxy). */
const newClient = () => `198.51.100.${nextClient++}`;

type Call = { status: number; text: string; json: () => unknown; cookies: string[]; headers: Headers };

type CallInit = { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string>; body?: string | Uint8Array | FormData };

/**
 * A request from `client`, as a browser on the site's own pages would send it (same origin),
 * with the path sent byte for byte: fetch would resolve `.`, `..` and `%2e` itself, where an
 * attacker's client (curl --path-as-is) does not.
 */
async function call(client: string, pathname: string, init: CallInit = {}): Promise<Call> {
  const headers: Record<string, string> = { ...init.headers, 'x-forwarded-for': client, origin: SITE_URL };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | Uint8Array | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.body instanceof FormData) {
    const encoded = new Request(SITE_URL, { method: 'POST', body: init.body });
    headers['content-type'] = encoded.headers.get('content-type')!;
    body = new Uint8Array(await encoded.arrayBuffer());
  } else body = init.body;
  const answer = await rawRequest(SITE_URL, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), path: pathname, headers, ...(body === undefined ? {} : { body }) });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (name !== 'set-cookie' && value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return { status: answer.status, text: answer.body, json: () => JSON.parse(answer.body) as unknown, cookies: answer.headers['set-cookie'] ?? [], headers: responseHeaders };
}

/** The session a response started, if any: a `payload-token` cookie with a value. */
const sessionOf = (answer: Call) => answer.cookies.map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1]).find(Boolean);

const graphql = (client: string, query: string, cookie?: string, at = '/api/graphql') => call(client, at, { json: { query }, ...(cookie ? { cookie } : {}) });

async function accountCount(): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from payload.users`;
  return row?.n ?? -1;
}

const STRANGER = { email: 'attacker@evil.example', password: 'attacker-password-1', role: 'admin' };

/**
 * Every spelling of the paths that make accounts that a router might resolve to Payload's:
 * dot segments plain and encoded, doubled and trailing slashes, upper case, `;` parameters and
 * an encoded slash.
 */
const FIRST_REGISTER = [
  '/api/users/first-register',
  '/api/users/./first-register',
  '/api/users/x/../first-register',
  '/api/users/%2e/first-register',
  '/api/users/%2E/first-register',
  '/api/users/x/%2e%2e/first-register',
  '/api/users/x/%2E%2E/first-register',
  '/api/x/%2e%2e/users/first-register',
  '/api/users//first-register',
  '/api//users/first-register',
  '/api/users/first-register/',
  '/API/USERS/FIRST-REGISTER',
  '/api/users/First-Register',
  '/api/users/first-register;x=1',
  '/api/users;x=1/first-register',
  '/api/users%2Ffirst-register',
  '/api/users%2ffirst-register',
];
const CREATE = ['/api/users', '/api/./users', '/api/x/../users', '/api/%2e/users', '/api//users', '/api/users/', '/API/USERS', '/api/users;x=1'];
const GRAPHQL = ['/api/graphql', '/api/./graphql', '/api/x/../graphql', '/api/%2e/graphql', '/api//graphql', '/API/GRAPHQL'];

/** Tries to make the stranger's account every way there is; returns what answered 2xx. */
async function tryEveryWayToMakeAnAccount(): Promise<string[]> {
  const client = newClient();
  const made: string[] = [];
  for (const pathname of [...FIRST_REGISTER, ...CREATE]) {
    const answer = await call(client, pathname, { json: STRANGER });
    if (answer.status < 300 || sessionOf(answer)) made.push(`${pathname}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  for (const pathname of GRAPHQL) {
    const answer = await graphql(client, `mutation { createUser(data: { email: "${STRANGER.email}", password: "${STRANGER.password}", role: admin }) { id } }`, undefined, pathname);
    const created = answer.status < 300 && /"createUser":\{/.test(answer.text);
    if (created || sessionOf(answer)) made.push(`graphql ${pathname}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  return made;
}

beforeAll(async () => {
  requireBuiltSite();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-admin-trust-'));
  databaseName = `admin_trust_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${databaseName}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  sql = postgres(databaseUrl, { max: 2, onnotice: () => undefined });
  site = await startSite(requireBuiltSite(), PORT, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SITE_URL, TRUST_PROXY: 'loopback', SMTP_URL: '' });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await sql?.end();
  if (databaseName) {
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a site without staff accounts', () => {
  it('makes no account through any spelling of any path, over REST or GraphQL', async () => {
    expect(await accountCount()).toBe(0);
    expect(await tryEveryWayToMakeAnAccount()).toEqual([]);
    expect(await accountCount()).toBe(0);
    const signIn = await call(newClient(), '/api/users/login', { json: { email: STRANGER.email, password: STRANGER.password } });
    expect(signIn.status).toBe(401);
  });

  it('does not tell a stranger whether it has any account, and its first-user screen says how accounts are made', async () => {
    const client = newClient();
    for (const pathname of ['/api/users/init', '/api/users/./init', '/api/users/%2e/init']) {
      const answer = await call(client, pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.text, pathname).not.toContain('initialized');
    }
    const initialized = await graphql(client, '{ initializedUser }');
    expect(initialized.json()).toEqual({ data: { initializedUser: null } });

    for (const pathname of ['/admin/create-first-user', '/admin/./create-first-user', '/admin/x/../create-first-user', '/admin/%2e/create-first-user']) {
      const page = await call(client, pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.text, pathname).toContain('Staff accounts are made on the server');
      expect(page.text, pathname).toContain('npm run admin:create-user -- --email ADDRESS --role admin');
      expect(page.text, pathname).not.toMatch(/confirm-password|first-register|Create first user/i);
    }
  });
});

describe('a site with staff accounts', () => {
  let admin: StaffAccount;
  let leads: StaffAccount;
  /** A leads account for the password reset, and one for the lockout: each test spends its own codes. */
  let resetter: StaffAccount;
  /** Asks for a reset through the admin's own form (multipart), once. */
  let formUser: StaffAccount;
  let lockable: StaffAccount;
  let editor: StaffAccount;
  /** An editor the limit tests guess around (guesses go to an unknown address, so it is never locked). */
  let sentinel: StaffAccount;
  const spentCodes = new Map<string, number>();

  /** A code the account has not used: the site accepts each 30-second step once (and the next one, for clock drift). */
  async function unusedCode(account: StaffAccount): Promise<string> {
    const secret = account.totpSecret!;
    for (;;) {
      const step = Math.floor(Date.now() / 30_000);
      const last = spentCodes.get(secret) ?? -1;
      for (const candidate of [step, step + 1]) {
        if (candidate > last) {
          spentCodes.set(secret, candidate);
          return authenticatorCode(secret, candidate * 30_000);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  const sessions = new Map<string, string>();

  /** A session of `account` (signed in once and kept until a reset ends it). */
  async function session(account: StaffAccount): Promise<string> {
    const kept = sessions.get(account.email);
    if (kept) return kept;
    const cookie = await signIn(account);
    sessions.set(account.email, cookie);
    return cookie;
  }

  /** Signs in over REST with the code where the role has one; returns the session cookie. */
  async function signIn(account: StaffAccount): Promise<string> {
    const totp = account.totpSecret ? await unusedCode(account) : undefined;
    const answer = await call(newClient(), '/api/users/login', { json: { email: account.email, password: account.password, totp } });
    expect(answer.status, `${account.email} signs in`).toBe(200);
    const token = sessionOf(answer);
    expect(token, 'a session cookie').toBeTruthy();
    return `payload-token=${token}`;
  }

  beforeAll(async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SITE_URL };
    admin = await createStaffAccount({ email: 'admin@kilele.example', password: 'admin correct horse 1', role: 'admin' }, env);
    leads = await createStaffAccount({ email: 'leads@kilele.example', password: 'leads correct horse 1', role: 'leads' }, env);
    editor = await createStaffAccount({ email: 'editor@kilele.example', password: 'editor correct horse 1', role: 'editor' }, env);
    sentinel = await createStaffAccount({ email: 'sentinel@kilele.example', password: 'sentinel correct horse 1', role: 'editor' }, env);
    resetter = await createStaffAccount({ email: 'resetter@kilele.example', password: 'resetter correct horse 1', role: 'leads' }, env);
    lockable = await createStaffAccount({ email: 'lockable@kilele.example', password: 'lockable correct horse 1', role: 'leads' }, env);
    formUser = await createStaffAccount({ email: 'form-reset@kilele.example', password: 'form-reset correct horse 1', role: 'editor' }, env);
  }, 240_000);

  it('makes no account through any spelling of any path, over REST or GraphQL, signed out or in', async () => {
    // The seven accounts the suite made with the site's command: admin, leads, editor, sentinel, resetter, lockable, form-reset.
    expect(await accountCount()).toBe(7);
    expect(await tryEveryWayToMakeAnAccount()).toEqual([]);
    const cookie = await session(admin);
    const asAdmin = await call(newClient(), '/api/users', { json: { email: 'friend@evil.example', password: 'friend-password-1', role: 'admin' }, cookie });
    expect(asAdmin.status).toBe(403);
    const overGraphql = await graphql(newClient(), 'mutation { createUser(data: { email: "gql@evil.example", password: "gql-password-12", role: admin }) { id } }', cookie);
    expect(overGraphql.text).not.toContain('"createUser":{');
    expect(await accountCount()).toBe(7);
  });

  it('gives a role that reads leads no session without its code, over REST or GraphQL', async () => {
    const client = newClient();
    const withoutCode = await call(client, '/api/users/login', { json: { email: leads.email, password: leads.password } });
    expect(withoutCode.status).toBe(401);
    expect(sessionOf(withoutCode)).toBeUndefined();
    const wrongCode = await call(client, '/api/users/login', { json: { email: leads.email, password: leads.password, totp: '000000' } });
    expect(wrongCode.status).toBe(401);
    expect(sessionOf(wrongCode)).toBeUndefined();

    // GraphQL's loginUser carries no code: the right password alone opens nothing, nor does a
    // code slipped into the post beside the query.
    const overGraphql = await graphql(client, `mutation { loginUser(email: "${admin.email}", password: "${admin.password}") { token user { email } } }`);
    expect(sessionOf(overGraphql)).toBeUndefined();
    expect(overGraphql.text).not.toContain('"loginUser":{');
    expect(overGraphql.text).toContain(SIGN_IN_FAILED);
    const withCode = await call(client, '/api/graphql', {
      json: { query: `mutation { loginUser(email: "${leads.email}", password: "${leads.password}") { user { email } } }`, totp: await unusedCode(leads) },
    });
    expect(sessionOf(withCode)).toBeUndefined();
    expect(withCode.text).toContain(SIGN_IN_FAILED);

    // With its code it signs in, and the token stays in the HttpOnly cookie, not in the body.
    const code = await unusedCode(leads);
    const right = await call(client, '/api/users/login', { json: { email: leads.email, password: leads.password, totp: code } });
    expect(right.status).toBe(200);
    expect(sessionOf(right)).toBeTruthy();
    expect(right.cookies.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/HttpOnly/i);
    expect(right.json()).not.toHaveProperty('token');
    const me = await call(client, '/api/users/me', { cookie: `payload-token=${sessionOf(right)}` });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: leads.email, role: 'leads' } });
    expect(me.json()).not.toHaveProperty('token');
    // The same code a second time is spent.
    const again = await call(client, '/api/users/login', { json: { email: leads.email, password: leads.password, totp: code } });
    expect(again.status).toBe(401);

    // Payload's other ways to a session need one already, or are off: refresh, email verification.
    const refresh = await call(newClient(), '/api/users/refresh-token', { method: 'POST' });
    expect(sessionOf(refresh)).toBeUndefined();
    const refreshOverGraphql = await graphql(newClient(), 'mutation { refreshTokenUser { refreshedToken } }');
    expect(sessionOf(refreshOverGraphql)).toBeUndefined();
    expect(refreshOverGraphql.text).not.toContain('"refreshTokenUser":{');
    const verify = await call(newClient(), '/api/users/verify/0123456789abcdef', { method: 'POST' });
    expect(verify.status).toBe(404);
    expect(sessionOf(verify)).toBeUndefined();
    const verifyOverGraphql = await graphql(newClient(), 'mutation { verifyEmailUser(token: "0123456789abcdef") }');
    expect(verifyOverGraphql.json()).toEqual({ data: { verifyEmailUser: null } });
  });

  it('accepts a code once, even from sign-ins sent at the same moment', async () => {
    const code = await unusedCode(lockable);
    const attempts = await Promise.all(
      [1, 2, 3].map(() => call(newClient(), '/api/users/login', { json: { email: lockable.email, password: lockable.password, totp: code } })),
    );
    expect(attempts.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a sign-in, forgot-password or reset that a browser says another site sent', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const [pathname, json] of [
        ['/api/users/login', { email: editor.email, password: editor.password }],
        ['/api/users/forgot-password', { email: editor.email }],
        ['/api/users/reset-password', { token: 'f'.repeat(40), password: 'whatever password 1' }],
      ] as const) {
        const answer = await rawRequest(SITE_URL, {
          path: pathname,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient(), ...headers },
          body: JSON.stringify(json),
        });
        expect(answer.status, `${pathname} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.headers['set-cookie'] ?? []).toEqual([]);
      }
    }
    // Payload also reads a form's `_payload` field: a cross-site form post signs nobody in.
    const form = new URLSearchParams({ _payload: JSON.stringify({ email: editor.email, password: editor.password }) }).toString();
    const formPost = await rawRequest(SITE_URL, {
      path: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'x-forwarded-for': newClient() },
      body: form,
    });
    expect(formPost.status).toBe(403);
    expect(formPost.headers['set-cookie'] ?? []).toEqual([]);
  });

  it('answers requests Next cannot route with 400, not 500', async () => {
    for (const target of ['*', '/api/documents/file/role.pdf%00', '/api/users/%00/login']) {
      const answer = await rawRequest(SITE_URL, { method: 'GET', path: target, headers: { 'x-forwarded-for': newClient() } });
      expect(answer.status, target).toBe(400);
    }
  });

  /** The reset link of the newest mail to `email` in DATA_DIR/mail, once the outbox has written it. */
  async function resetToken(email: string, after: Set<string>): Promise<string> {
    const mailDir = path.join(dataDir, 'mail');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const fresh = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml') && !after.has(name)) : [];
      for (const name of fresh) {
        const raw = readFileSync(path.join(mailDir, name), 'utf8');
        if (!raw.includes(`To: ${email}`)) continue;
        const token = /\/admin\/reset\/([0-9a-f]{20,})/.exec(quotedPrintableBody(raw))?.[1];
        if (token) return token;
      }
      if (Date.now() > deadline) {
        const outbox = await sql`select to_address, kind, sent_at, created_at from mail_outbox order by created_at`;
        throw new Error(`no reset mail for ${email} within 30 s; the outbox: ${JSON.stringify(outbox)}; the server said: ${site?.output().slice(-3000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const mailFiles = () => new Set(existsSync(path.join(dataDir, 'mail')) ? readdirSync(path.join(dataDir, 'mail')) : []);

  it('starts no session from a password reset, over REST or GraphQL: it changes the password and ends the sessions', async () => {
    const client = newClient();
    const before = await session(resetter);
    expect((await call(client, '/api/leads', { cookie: before })).status).toBe(200);

    // REST: whoever reads the mailbox chooses a password, and gets no session with it.
    let seen = mailFiles();
    expect((await call(client, '/api/users/forgot-password', { json: { email: resetter.email } })).status).toBe(200);
    const restToken = await resetToken(resetter.email, seen);
    const reset = await call(client, '/api/users/reset-password', { json: { token: restToken, password: 'chosen by whoever reads mail 1' } });
    expect(reset.status).toBe(200);
    expect(sessionOf(reset)).toBeUndefined();
    expect(reset.json()).not.toHaveProperty('token');
    const resetCookie = reset.cookies.find((cookie) => cookie.startsWith('payload-token=')) ?? '';
    for (const leadsPath of ['/api/leads', '/api/leads/export']) {
      expect((await call(client, leadsPath, { cookie: resetCookie.split(';', 1)[0] })).status, leadsPath).toBe(401);
    }
    // The session from before the reset is over.
    expect((await call(client, '/api/leads', { cookie: before })).status).toBe(401);
    // The new password alone is still not enough; with the code it is.
    resetter = { ...resetter, password: 'chosen by whoever reads mail 1' };
    sessions.delete(resetter.email);
    expect((await call(newClient(), '/api/users/login', { json: { email: resetter.email, password: resetter.password } })).status).toBe(401);
    const after = await session(resetter);
    expect((await call(client, '/api/leads/export', { cookie: after })).status).toBe(200);

    // GraphQL's resetPasswordUser the same; and the rest of the post does not run as the admin.
    seen = mailFiles();
    await graphql(client, `mutation { forgotPasswordUser(email: "${admin.email}") }`);
    const graphqlToken = await resetToken(admin.email, seen);
    const editorId = (await sql<{ id: number }[]>`select id from payload.users where email = ${editor.email}`)[0]!.id;
    const overGraphql = await graphql(
      client,
      `mutation { r: resetPasswordUser(token: "${graphqlToken}", password: "chosen over graphql 1") { token user { email } } ` +
        `x: updateUser(id: ${editorId}, data: { name: "Taken over", password: "chosen for the editor 1" }) { name } }`,
    );
    expect(overGraphql.json()).toMatchObject({ data: { r: { token: null, user: { email: admin.email } }, x: null } });
    expect(sessionOf(overGraphql)).toBeUndefined();
    expect((await sql<{ name: string | null }[]>`select name from payload.users where id = ${editorId}`)[0]?.name).toBeNull();
    expect((await call(newClient(), '/api/users/login', { json: { email: editor.email, password: 'chosen for the editor 1' } })).status).toBe(401);
    admin = { ...admin, password: 'chosen over graphql 1' };
    sessions.delete(admin.email);
    await session(admin);
  });

  it('answers forgot-password alike for any address, and mails only an account, several asked at once', async () => {
    const seen = mailFiles();
    // The stranger's address first: its lookup has long finished by the time the accounts' mails are delivered.
    const unknown = await call(newClient(), '/api/users/forgot-password', { json: { email: 'nobody-here@kilele.example' } });
    // Three accounts at once: each reset once held two of the admin's three connections, and three waited on each other.
    const known = await Promise.all([editor, sentinel, lockable].map((account) => call(newClient(), '/api/users/forgot-password', { json: { email: account.email } })));
    expect([...known, unknown].map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of known) expect(answer.text).toBe(unknown.text);
    for (const account of [editor, sentinel, lockable]) await resetToken(account.email, seen);
    const queued = await sql<{ count: number }[]>`select count(*)::int as count from mail_outbox where to_address = 'nobody-here@kilele.example'`;
    expect(queued[0]?.count).toBe(0);
    const mailed = [...mailFiles()].filter((name) => !seen.has(name)).map((name) => readFileSync(path.join(dataDir, 'mail', name), 'utf8'));
    expect(mailed.some((raw) => raw.includes('nobody-here@kilele.example'))).toBe(false);
  });

  it('mails the reset link when the admin’s own form asks: its fields posted as multipart `_payload`, as Payload’s forgot-password screen sends them', async () => {
    const seen = mailFiles();
    const form = new FormData();
    form.set('_payload', JSON.stringify({ email: formUser.email }));
    const answer = await call(newClient(), '/api/users/forgot-password', { body: form });
    expect(answer.status).toBe(200);
    expect(await resetToken(formUser.email, seen)).toMatch(/^[0-9a-f]{20,}$/);
    // A body that is neither JSON nor a form is refused, not read as no address.
    expect((await call(newClient(), '/api/users/forgot-password', { body: '{"email":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('keeps no copy of a reset link in the outbox once it is delivered', async () => {
    // Another account than the test before's: Payload mails one account a reset link at most every 15 s.
    const seen = mailFiles();
    await call(newClient(), '/api/users/forgot-password', { json: { email: leads.email } });
    const token = await resetToken(leads.email, seen);
    // The mail is in the mailbox before the outbox records it sent: wait for the record.
    const deliveredRows = () => sql<{ text_body: string; html_body: string; sent_at: Date | null }[]>`
      select text_body, html_body, sent_at from mail_outbox where kind = 'staff-account' and to_address = ${leads.email}`;
    const deadline = Date.now() + 10_000;
    let rows = await deliveredRows();
    while (rows.some((row) => row.sent_at === null) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await deliveredRows();
    }
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull();
      expect(row.text_body + row.html_body).not.toContain(token);
      expect(row.text_body + row.html_body).toBe('');
    }
  });

  it('answers every failed sign-in alike, whichever role, and locks after five failures', async () => {
    const client = newClient();
    const attempts = [
      { email: 'nobody@kilele.example', password: 'not anyone at all 1' },
      { email: editor.email, password: 'not the editor password' },
      { email: admin.email, password: 'not the admin password' },
      { email: lockable.email, password: 'not the lockable password' },
      { email: lockable.email, password: lockable.password },
      { email: lockable.email, password: lockable.password, totp: '123456' },
      { email: lockable.email, password: 'not the lockable password either' },
      { email: lockable.email, password: 'still not the lockable password' },
    ];
    for (const attempt of attempts) {
      const answer = await call(client, '/api/users/login', { json: attempt });
      expect(answer.status, attempt.email).toBe(401);
      expect(answer.json(), attempt.email).toEqual({ errors: [{ message: SIGN_IN_FAILED }] });
      expect(sessionOf(answer)).toBeUndefined();
    }
    // Five failures in a row for this leads account: the right password and code are now refused too, in the same words.
    const locked = await call(newClient(), '/api/users/login', { json: { email: lockable.email, password: lockable.password, totp: await unusedCode(lockable) } });
    expect(locked.status).toBe(401);
    expect(locked.json()).toEqual({ errors: [{ message: SIGN_IN_FAILED }] });
    expect(sessionOf(locked)).toBeUndefined();
  });

  it('counts sign-in attempts per client whatever the spelling of the path', async () => {
    const client = newClient();
    // (`/api//users/login` is not among them: Next answers it with a redirect to one slash before any handler runs.)
    const spellings = ['/api/users/login', '/api/users/./login', '/api/users/%2e/login', '/api/users/x/../login', '/api/users/forgot-password', '/api/users/./reset-password'];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const pathname = spellings[attempt % spellings.length]!;
      const body = pathname.endsWith('forgot-password')
        ? { email: 'nobody@kilele.example' }
        : pathname.endsWith('reset-password')
          ? { token: 'f'.repeat(40), password: 'whatever password 1' }
          : { email: 'nobody@kilele.example', password: `guess number ${attempt}` };
      const answer = await call(client, pathname, { json: body });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.json(), pathname).toMatchObject({ errors: [{ message: TOO_MANY }] });
        expect(Number(answer.headers.get('retry-after')), pathname).toBeGreaterThan(0);
      }
    }
    // Ten a minute (FORM_RATE_LIMIT's default), then every spelling is refused.
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // The right password from this client is refused too; from another client it signs in.
    const right = await call(client, '/api/users/./login', { json: { email: sentinel.email, password: sentinel.password } });
    expect(right.status).toBe(429);
    expect(sessionOf(right)).toBeUndefined();
    await signIn(sentinel);
  });

  it('counts each GraphQL alias as an attempt: twenty guesses in one post are limited like twenty posts', async () => {
    const client = newClient();
    const guesses = Array.from({ length: 20 }, (_, n) => `g${n}: loginUser(email: "nobody@kilele.example", password: "guess ${n} of twenty") { user { email } }`);
    const right = `right: loginUser(email: "${sentinel.email}", password: "${sentinel.password}") { user { email } }`;
    const answer = await graphql(client, `mutation { ${guesses.join(' ')} ${right} }`);
    const body = answer.json() as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
    expect(body.data?.right ?? null).toBeNull();
    expect(sessionOf(answer)).toBeUndefined();
    const messages = (body.errors ?? []).map((error) => error.message);
    expect(messages.filter((message) => message === SIGN_IN_FAILED)).toHaveLength(10);
    expect(messages.filter((message) => message === TOO_MANY)).toHaveLength(11);
    // And REST from the same client is over the limit too.
    expect((await call(client, '/api/users/login', { json: { email: sentinel.email, password: sentinel.password } })).status).toBe(429);
  });

  it('lets no account read leads without a second factor on record, whatever its role', async () => {
    const cookie = await session(admin);
    const client = newClient();
    expect((await call(client, '/api/leads', { cookie })).status).toBe(200);
    // An account whose secret is gone (made some other way than the command, or tampered with).
    await sql`update payload.users set totp_secret = null where email = ${admin.email}`;
    try {
      const attempts: [string, { method?: string; json?: unknown }][] = [
        ['/api/leads', {}],
        ['/api/leads/export', {}],
        ['/api/leads/audit', {}],
        ['/api/leads/contact/00000000-0000-0000-0000-000000000000', {}],
        ['/api/leads/contact/00000000-0000-0000-0000-000000000000', { json: { status: 'done' } }],
        ['/api/leads/erase', { json: { email: 'someone@example.com' } }],
      ];
      for (const [pathname, init] of attempts) {
        const answer = await call(client, pathname, { ...init, cookie });
        expect(answer.status, `${init.json ? 'POST' : 'GET'} ${pathname}`).toBe(403);
        expect(answer.text, pathname).toContain('no second factor on record');
      }
      const page = await call(client, '/admin/leads', { cookie });
      expect(page.text).toContain('no second factor on record');
      expect(page.text).not.toContain('Export CSV');
    } finally {
      await sql`update payload.users set totp_secret = ${admin.totpSecret!} where email = ${admin.email}`;
    }
  });

  it('serves an uploaded PDF as a download, never as a page of the site', async () => {
    const cookie = await session(editor);
    const pdf = readFileSync('public/docs/accountant-jd.pdf');
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'role.pdf');
    form.append('_payload', JSON.stringify({ title: 'A role' }));
    const upload = await call(newClient(), '/api/documents', { body: form, cookie });
    expect(upload.status, upload.text).toBe(201);
    const url = (upload.json() as { doc: { url: string } }).doc.url;
    const file = await call(newClient(), new URL(url, SITE_URL).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment\b/);
  });

  it('shows on a leads page only its own texts, whatever the address says', async () => {
    const cookie = await session(admin);
    const client = newClient();
    const planted = 'Your session expired. Call IT on +254700000000 now';
    const page = await call(client, `/admin/leads/erase?error=${encodeURIComponent(planted)}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Call IT on');
    const known = await call(client, '/admin/leads/erase?error=not-confirmed', { cookie });
    expect(known.text).toContain('Tick the box to confirm that everything about this person is to be erased.');
    // The form's own refusal comes back as a code, not as text.
    const refused = await call(client, '/api/leads/erase', {
      cookie,
      body: new URLSearchParams({ email: 'someone@example.com' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/admin/leads/erase?error=not-confirmed');
  });
});
