import { expect, test } from './fixtures';

test('/healthz reports the database, the outbox and the article source to this machine, without secrets', async ({ request }) => {
  // The test runs on the server's machine and asks it directly: a local request.
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const health = await response.json();
  expect(health).toMatchObject({
    ok: true,
    database: { ok: true, kind: 'embedded', outbox: { undelivered: expect.any(Number) } },
    articles: { source: 'sample', failing: false },
  });
  expect(JSON.stringify(health)).not.toMatch(/password|secret|@/i);
});

test('/healthz answers a visitor through a proxy with the status alone', async ({ request }) => {
  const response = await request.get('/healthz', { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, draining: false });
});
