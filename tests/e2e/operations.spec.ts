import { expect, test } from '@playwright/test';

test('/healthz reports the database, the outbox and the article source, without secrets', async ({ request }) => {
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
