/**
 * The pieces as the running site assembles them from its environment: the route modules, the
 * database (the embedded PostgreSQL server, started in DATA_DIR) and the background jobs
 * `server.ts` starts (the mail worker writing .eml files),
 * and the newsletter link services on the process's own database.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, getDatabase } from '../../lib/db/client';
import { articleSync, articles } from '../../lib/db/schema';
import { formMessages } from '../../lib/forms/messages';
import { confirmSubscription } from '../../lib/forms/newsletter';
import { forgetProcessWideValues } from '../../lib/process-wide';
import { startBackgroundJobs, stopBackgroundJobs } from '../../lib/server/background-jobs';
import { jsonPost } from './support/deps';
import { eventually, outbox } from './support/rows';

describe('the site as configured by its environment', () => {
  let pageRegenerations = 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-site-'));

  beforeAll(async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('SITE_URL', 'https://www.kilele.example');
    vi.stubEnv('FORM_RATE_LIMIT', '2');
    // As server.ts starts the site: the database, then the background jobs.
    await getDatabase();
    await startBackgroundJobs({ regenerateArticlePages: async () => void (pageRegenerations += 1), regenerateContentPages: async () => undefined });
  });

  afterAll(async () => {
    await stopBackgroundJobs();
    await closeDatabase();
    vi.unstubAllEnvs();
    forgetProcessWideValues();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has the article pages regenerated at start, syncs the bundled sample into the mirror, then has them regenerated again', async () => {
    const { db } = await getDatabase();
    // Once before the first visitor (the build's pages hold no blog), once when the sync changed the mirror.
    await eventually(async () => pageRegenerations === 2);
    expect(await db.select({ posts: count() }).from(articles)).toEqual([{ posts: 17 }]);
    expect(await db.select({ source: articleSync.source, lastError: articleSync.lastError }).from(articleSync)).toEqual([
      { source: 'sample', lastError: null },
    ]);
  });

  it('answers through the route modules, stores in DATA_DIR and writes the mail as .eml files', async () => {
    const { POST } = await import('../../app/api/client/submit-form/route');
    const response = await POST(
      jsonPost('/api/client/submit-form', {
        data: { name: 'Faith Chebet', email: 'faith@example.com', subject: 'Tax clinic', content: 'When is the next one?', honey: '' },
      }),
    );
    expect(response.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
    const mailDir = path.join(dataDir, 'mail');
    await eventually(() => existsSync(mailDir) && readdirSync(mailDir).filter((name) => name.endsWith('.eml')).length === 2);
    const files = readdirSync(mailDir).map((name) => readFileSync(path.join(mailDir, name), 'utf8'));
    expect(files.some((file) => /^Reply-To: "?Faith Chebet"? <faith@example.com>$/m.test(file))).toBe(true);
  });

  it('applies FORM_RATE_LIMIT per client and form', async () => {
    const { POST } = await import('../../app/api/client/book-appointment/route');
    const booking = {
      data: { name: 'Peter Mutua', email: 'peter@example.com', phone: '0733111222', industry: 'Technology', service: 'ICT Advisory' },
    };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await POST(jsonPost('/api/client/book-appointment', booking, { client: '192.0.2.50' }))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('subscribes through the spec\'s PHP path and confirms by the mailed link', async () => {
    const { POST } = await import('../../app/php_stuff/subscribers.php/route');
    const response = await POST(jsonPost('/php_stuff/subscribers.php', { form_data: { email: 'news@example.com' } }));
    expect(await response.json()).toEqual({ message: formMessages.success.subscribe });
    const { db } = await getDatabase();
    const mail = (await outbox(db)).find((row) => row.kind === 'newsletter-confirmation');
    const token = /confirm\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    expect(mail?.textBody).toContain('https://www.kilele.example/newsletter/confirm?token=');
    expect(await confirmSubscription(db, token)).toBe('confirmed');
  });

  it('/healthz names the mail transport, the oldest waiting mail\'s age and the dead mail, and turns 503 past an hour', async () => {
    const { GET } = await import('../../app/healthz/route');
    const { db } = await getDatabase();
    // As the pipeline stamps a request from this machine (lib/server/local-request.ts).
    const health = async (query = '', headers: Record<string, string> = { 'x-kilele-local-request': '1' }) => {
      const response = await GET(new Request(`https://www.kilele.example/healthz${query}`, { headers }));
      return { status: response.status, body: (await response.json()) as Record<string, never> };
    };
    await eventually(async () => (await outbox(db)).every((row) => row.sentAt !== null));

    const fine = await health();
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({
      ok: true,
      mail: { transport: { kind: 'files', description: '.eml files in DATA_DIR/mail', dkim: null }, stale: false, counted: true },
      database: { outbox: { undelivered: 0, oldestAgeSeconds: null, staleAfterSeconds: 3600, dead: { count: 0, recent: [] } } },
    });
    expect(JSON.stringify(fine.body)).not.toContain(dataDir);

    // A mail queued 61 minutes ago and not sent; another the outbox gave up on.
    const [waiting, dead] = (await outbox(db)).slice(0, 2);
    await db.execute(sql`update mail_outbox set sent_at = null, created_at = now() - interval '61 minutes', next_attempt_at = now() + interval '1 hour' where id = ${waiting?.id}`);
    await db.execute(
      sql`update mail_outbox set sent_at = null, dead_at = now(), last_error = 'SMTP delivery failed: 550 <gone.person@example.com>: no such user' where id = ${dead?.id}`,
    );
    const stale = await health();
    expect(stale.status).toBe(503);
    expect(stale.body).toMatchObject({ ok: false, mail: { stale: true } });
    expect(stale.body).toMatchObject({ database: { outbox: { undelivered: 1, dead: { count: 1 } } } });
    const outboxHealth = (stale.body as unknown as { database: { outbox: { oldestAgeSeconds: number; dead: { recent: { id: string; reason: string }[] } } } })
      .database.outbox;
    expect(outboxHealth.oldestAgeSeconds).toBeGreaterThanOrEqual(61 * 60);
    expect(outboxHealth.dead.recent).toEqual([
      expect.objectContaining({ id: dead?.id, reason: 'SMTP delivery failed: 550 <g***@example.com>: no such user' }),
    ]);
    // Anyone else gets the status alone.
    expect(await health('', { 'x-kilele-local-request': '0' })).toEqual({ status: 503, body: { ok: false, draining: false } });
    // A load balancer asks without mail: the instance still takes visitors.
    expect((await health('?scope=traffic')).status).toBe(200);
    expect(await health('?scope=traffic', {})).toEqual({ status: 200, body: { ok: true, draining: false } });
    await db.execute(sql`update mail_outbox set sent_at = now() where id = ${waiting?.id}`);
    expect((await health()).status).toBe(200);
  });
  // Runs last: it stops the site's pieces as server.ts's stop does.
  it('refuses the database after the stop has closed it, instead of starting a second server', async () => {
    await stopBackgroundJobs();
    await closeDatabase();
    await expect(getDatabase()).rejects.toThrow('The database is closed: the server is stopping');
  });
});
