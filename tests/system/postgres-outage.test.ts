/**
 * The built site on PostgreSQL while the database server goes away and comes back, on a
 * private cluster of its own (the shared server on 5432 is never touched):
 *
 * - while the server is down, every form post answers 503 at once with a clear message and
 *   `Retry-After` (the no-JavaScript form shows the same message and keeps the input), the
 *   pages that need no database still answer 200 and `/healthz` answers 503;
 * - once it is back, forms and `/healthz` answer 200 again by themselves, and mail the site
 *   had in hand when the database went away is delivered, each message once;
 * - both for a clean stop (`pg_ctl stop -m fast`) and a crash (`-m immediate`);
 * - after staff edit the contact details and a service, a restart while the database is down
 *   shows the edited text on the pages (from the first request on) and in the forms' answers,
 *   never the bundled seed's (lib/cms/last-good.ts).
 *
 * It runs the production build in `SYSTEM_DIST_DIR` (default `.next`) and never builds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormKind } from '@/lib/forms/schemas';
import { formEndpoints, routes } from '@/lib/routes';
import { requireBuiltSite, SYSTEM_DIST } from '../support/built-site';
import { answers } from '../support/form-answers';
import { type HoldingSmtpServer, startHoldingSmtpServer } from '../support/holding-smtp';
import { type SiteProcess, startSite } from '../support/next-server';
import { type PrivateCluster, startPrivateCluster } from '../support/private-postgres';
import { createStaffAccount } from '../support/staff-accounts';

const DIST = SYSTEM_DIST;
const SITE_PORT = 3220;
const PG_PORT = 5440;
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const NOTIFY_TO = 'firm-inbox@kilele.example';

/**
 * "At once" means: not after waiting on the dead database. A post that waited would be
 * answered only when the driver's connect timeout gave up, so every answer must come before
 * that much time has passed. A refused connection is answered in milliseconds, so a busy
 * machine has the whole timeout as its margin.
 */
/** The driver's connect timeout (CONNECT_TIMEOUT_SECONDS in lib/db/client.ts, 10 s), written out. */
const BEFORE_THE_DRIVER_GIVES_UP_MS = 10_000;
/** How long the site may take to notice the database is back and deliver what it held. */
const RECOVERY_WITHIN_MS = 30_000;

const endpoints = formEndpoints;

/** A valid body for each endpoint; `tag` makes its address and subject unique to one post. */
function formBody(kind: FormKind, tag: string): unknown {
  const email = `${tag}@example.com`;
  switch (kind) {
    case 'subscribe':
      return { form_data: { email } };
    case 'contact':
      return { data: { name: 'Wanjiru Kamau', email, company: 'Drill Ltd', honey: '', subject: `Drill ${tag}`, content: 'A question.' } };
    case 'booking':
      return {
        data: { name: 'Otieno Odhiambo', email, phone: '0712 345678', industry: 'Retail', service: 'Tax Consultation', honey: '', info: tag },
      };
  }
}

let cluster: PrivateCluster | undefined;
let smtp: HoldingSmtpServer | undefined;
let site: SiteProcess | undefined;
let dataDir: string | undefined;
let sequence = 0;

const uniqueTag = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}`;

async function postForm(kind: FormKind, tag = uniqueTag(kind)) {
  const started = performance.now();
  const response = await fetch(SITE_URL + endpoints[kind], {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL },
    body: JSON.stringify(formBody(kind, tag)),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, body, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
}

async function get(pathname: string) {
  const started = performance.now();
  const response = await fetch(SITE_URL + pathname, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text(), ms: performance.now() - started };
}

async function health() {
  const { status, text } = await get('/healthz');
  return { status, body: JSON.parse(text) as { ok: boolean; database: { ok: boolean; kind?: string; error?: string } } };
}

const decodeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * Sends the contact page's own form as a browser without JavaScript does: a multipart POST
 * to the page carrying the server action's hidden fields, answered with the page itself.
 */
async function postContactFormWithoutJavaScript(fields: Record<string, string>) {
  const page = await get(routes.contact);
  const form = /<form\b[^>]*aria-label="Contact form"[^>]*>[\s\S]*?<\/form>/.exec(page.text)?.[0];
  if (!form?.includes('$ACTION_')) throw new Error('The contact page has no server-action form labelled "Contact form"');
  const body = new FormData();
  for (const [, name, value] of form.matchAll(/<input[^>]*\btype="hidden"[^>]*\bname="([^"]+)"(?:[^>]*\bvalue="([^"]*)")?/g)) {
    body.append(decodeHtml(name!), decodeHtml(value ?? ''));
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const started = performance.now();
  const response = await fetch(SITE_URL + routes.contact, {
    method: 'POST',
    headers: { origin: SITE_URL },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, html: decodeHtml(await response.text()), ms: performance.now() - started };
}

/** The mail about one post: to its visitor, or to the firm with the visitor as Reply-To. */
const mailAbout = (tag: string) =>
  (smtp?.accepted ?? []).filter((mail) => mail.to.includes(`${tag}@example.com`) || mail.replyTo.includes(`${tag}@example.com`));

beforeAll(async () => {
  requireBuiltSite();
  cluster = await startPrivateCluster(PG_PORT);
  smtp = await startHoldingSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-pg-outage-'));
  site = await startSite(DIST, SITE_PORT, siteEnv());
});

/** The site's environment, the same at every start: one database, one DATA_DIR. */
const siteEnv = () => ({
  DATABASE_URL: cluster!.url,
  DATA_DIR: dataDir!,
  SMTP_URL: smtp!.url,
  NOTIFY_TO,
  SITE_URL,
  FORM_RATE_LIMIT: '10000',
});

afterAll(async () => {
  // Every step runs whatever failed before it: the cluster must not outlive the test.
  await site?.stop().catch(() => undefined);
  await smtp?.close().catch(() => undefined);
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('forms on PostgreSQL while the database server stops and starts', () => {
  it('takes every form and delivers its mail while the database is up', async () => {
    const tags = { subscribe: uniqueTag('up'), contact: uniqueTag('up'), booking: uniqueTag('up') };
    for (const kind of Object.keys(endpoints) as FormKind[]) {
      expect((await postForm(kind, tags[kind])).status, kind).toBe(200);
    }
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.database).toMatchObject({ ok: true, kind: 'postgres' });
    // A confirmation link for the subscriber; a notification and a receipt for each of the others.
    await expect.poll(() => Object.values(tags).map((tag) => mailAbout(tag).length), { timeout: 15_000 }).toEqual([1, 2, 2]);
  });

  describe('a clean stop (pg_ctl stop -m fast) with mail in hand', () => {
    const held = uniqueTag('held');

    it('stops the database while the outbox is handing a mail to the SMTP server', async () => {
      smtp!.hold();
      expect((await postForm('contact', held)).status).toBe(200);
      // The worker has claimed the post's two mails and is sending the first.
      await expect.poll(() => smtp!.waiting(), { timeout: 15_000 }).toBe(1);
      await cluster!.stop('fast');
      // The server accepts that mail now, when the worker can no longer record it.
      smtp!.release();
      await expect.poll(() => mailAbout(held).length, { timeout: 5_000 }).toBe(1);
    });

    for (const kind of Object.keys(endpoints) as FormKind[]) {
      it(`answers a ${kind} post 503 at once, with a clear message and Retry-After`, async () => {
        const { status, body, retryAfter, ms } = await postForm(kind);
        expect(status).toBe(503);
        expect(body.message).toBe(answers.unavailable('enquiries@kilele.example'));
        expect(Number(retryAfter), `Retry-After: ${retryAfter}`).toBeGreaterThan(0);
        expect(ms).toBeLessThan(BEFORE_THE_DRIVER_GIVES_UP_MS);
      });
    }

    it('shows the no-JavaScript contact form the same message, input kept, at once', async () => {
      const tag = uniqueTag('nojs');
      const { status, html, ms } = await postContactFormWithoutJavaScript({
        name: 'Achieng Otieno',
        email: `${tag}@example.com`,
        company: 'No Script Ltd',
        subject: 'Audit quote',
        content: 'Sent without JavaScript',
        honey: '',
      });
      // A server action answers with the page itself: the failure is in the page, not the status.
      expect(status).toBe(200);
      // In the page's markup (not only in its React payload): the status text and the fields' values.
      expect(html).toContain(`>${answers.unavailable('enquiries@kilele.example')}<`);
      expect(html).toContain(`value="${tag}@example.com"`);
      expect(html).toMatch(/<textarea[^>]*>Sent without JavaScript<\/textarea>/);
      expect(ms).toBeLessThan(BEFORE_THE_DRIVER_GIVES_UP_MS);
    });

    it('serves the pages that need no database', async () => {
      const pages = [routes.home, routes.about, routes.service('tax-consulting'), routes.articles, routes.article('vat-compliance-for-growing-businesses'), routes.contact];
      for (const pathname of pages) {
        const { status, ms } = await get(pathname);
        expect(status, pathname).toBe(200);
        expect(ms, pathname).toBeLessThan(BEFORE_THE_DRIVER_GIVES_UP_MS);
      }
    });

    it('answers a search plainly that it cannot search just now, at once', async () => {
      const { status, text, ms } = await get('/search?q=vat');
      expect(status).toBe(200);
      expect(text).toContain('Search is not available just now. Please try again in a few minutes.');
      expect(ms).toBeLessThan(BEFORE_THE_DRIVER_GIVES_UP_MS);
    });

    it('reports the database unreachable on /healthz with 503', async () => {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.ok).toBe(false);
      // Refused or hanging, as it happens to be met (docs/production.md, "Health check").
      expect(body.database.ok).toBe(false);
      expect(['unreachable', 'no answer within 2000 ms']).toContain(body.database.error);
    });

    it('recovers by itself once the database is back, and delivers the mail it held, once each', async () => {
      await cluster!.start();
      await expect.poll(async () => (await postForm('contact')).status, { timeout: RECOVERY_WITHIN_MS, interval: 500 }).toBe(200);
      expect((await health()).status).toBe(200);
      expect((await get('/search?q=vat')).text).toMatch(/\d+ results? for “vat”/);
      // The notification and the receipt of the post made just before the outage.
      await expect.poll(() => mailAbout(held).length, { timeout: RECOVERY_WITHIN_MS, interval: 500 }).toBe(2);
      const ids = smtp!.accepted.map((mail) => mail.messageId);
      expect(ids.length - new Set(ids).size, 'mails delivered twice').toBe(0);
    });
  });

  describe('a crash of the database server (pg_ctl stop -m immediate)', () => {
    it('answers 503 at once while it is down, and 200 again once it is back', async () => {
      await cluster!.stop('immediate');
      const down = await postForm('booking');
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(answers.unavailable('enquiries@kilele.example'));
      expect(Number(down.retryAfter)).toBeGreaterThan(0);
      expect(down.ms).toBeLessThan(BEFORE_THE_DRIVER_GIVES_UP_MS);
      expect((await health()).status).toBe(503);
      const home = await get(routes.home);
      expect(home.status).toBe(200);
      expect(home.ms).toBeLessThan(BEFORE_THE_DRIVER_GIVES_UP_MS);

      await cluster!.start();
      const tag = uniqueTag('after-crash');
      await expect.poll(async () => (await postForm('contact', tag)).status, { timeout: RECOVERY_WITHIN_MS, interval: 500 }).toBe(200);
      expect((await health()).status).toBe(200);
      await expect.poll(() => mailAbout(tag).length, { timeout: RECOVERY_WITHIN_MS, interval: 500 }).toBe(2);
      expect(site!.process.exitCode, 'the site process is still running').toBeNull();
    });
  });

  describe('a restart while the database is down, after staff edited the content', () => {
    /** What the seed bundled in the code says (content/seed/contact-details.ts, content/services.ts). */
    const SEED = { phone: '+254 20 765 4321', email: 'enquiries@kilele.example', serviceTitle: 'Tax Consulting' };
    const EDITED = { phone: '+254 700 000 123', email: 'front-desk@kilele.example', serviceTitle: 'Tax Advisory and Disputes' };
    const servicePage = routes.service('tax-consulting');

    /** Signs a new editor in to the admin's REST API, and returns the headers its calls send. */
    async function editorHeaders(): Promise<Record<string, string>> {
      const editor = await createStaffAccount(
        { email: 'outage-editor@kilele.example', password: 'an-outage-editor-password', role: 'editor' },
        { DATABASE_URL: cluster!.url },
      );
      const signIn = await fetch(`${SITE_URL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: editor.email, password: editor.password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith('payload-token='));
      return { cookie: cookie!.split(';', 1)[0]!, origin: SITE_URL, 'content-type': 'application/json' };
    }

    const heading = (html: string) => decodeHtml(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

    it('edits the contact details and a service in the admin, and the site shows them', async () => {
      const headers = await editorHeaders();
      const contact = (await (await fetch(`${SITE_URL}/api/globals/firm-contact`, { headers })).json()) as { phones: { label: string; display: string }[] };
      const phones = contact.phones.map(({ label, display }) => ({ label, display }));
      expect(phones[0]?.display).toBe(SEED.phone);
      phones[0] = { label: 'Main office', display: EDITED.phone };
      const contactChange = await fetch(`${SITE_URL}/api/globals/firm-contact`, { method: 'POST', headers, body: JSON.stringify({ phones, email: EDITED.email }) });
      expect(contactChange.status).toBe(200);

      const found = (await (await fetch(`${SITE_URL}/api/services?where[slug][equals]=tax-consulting&depth=0`, { headers })).json()) as {
        docs: { id: number; title: string }[];
      };
      expect(found.docs.map((doc) => doc.title)).toEqual([SEED.serviceTitle]);
      const serviceChange = await fetch(`${SITE_URL}/api/services/${found.docs[0]!.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: EDITED.serviceTitle, _status: 'published' }),
      });
      expect(serviceChange.status).toBe(200);

      // The home page shows the change; the service page is not asked for again before the restart,
      // so what this server last stored of it is from before the edit.
      await expect.poll(async () => (await get(routes.home)).text.includes(EDITED.phone), { timeout: 15_000, interval: 250 }).toBe(true);
    });

    it('shows the edited text after a restart while the database is down, from the first request, never the seed', async () => {
      await cluster!.stop('fast');
      await site!.stop();
      site = await startSite(DIST, SITE_PORT, siteEnv());
      expect((await health()).status, 'the database is down').toBe(503);

      // The first request after the start: nothing rendered it before.
      const service = await get(servicePage);
      expect(service.status).toBe(200);
      expect(heading(service.text)).toBe(EDITED.serviceTitle);
      expect(service.text).toContain(EDITED.phone);
      expect(service.text).not.toContain(SEED.phone);

      const home = await get(routes.home);
      expect(home.text).toContain(EDITED.phone);
      expect(home.text).not.toContain(SEED.phone);

      // The forms' answer names the contact details' email, read as a mail would read it.
      const post = await postForm('contact');
      expect(post.status).toBe(503);
      expect(post.body.message).toBe(answers.unavailable(EDITED.email));

      expect(site!.output()).toContain('its last good copy stands in');
      expect(site!.output()).not.toContain('the bundled seed stands in');
    });
  });
});
