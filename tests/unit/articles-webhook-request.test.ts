import { describe, expect, it } from 'vitest';
import { publicAddressOf } from '@/lib/server/loopback';
import { parseWebhookBody } from '@/lib/articles/webhook-request';

describe('what a webhook call names', () => {
  it('names nothing with an empty body: the whole blog is reconciled', () => {
    expect(parseWebhookBody(null, '')).toEqual({ ok: true });
    expect(parseWebhookBody('application/json', '  \n')).toEqual({ ok: true });
  });

  it('names a post by its id, in JSON or a form', () => {
    expect(parseWebhookBody('application/json', '{"id": 1234}')).toEqual({ ok: true, postId: 1234 });
    expect(parseWebhookBody('application/json', '{"id": 7, "status": "trash"}')).toEqual({ ok: true, postId: 7 });
    expect(parseWebhookBody('application/x-www-form-urlencoded; charset=UTF-8', 'id=42&status=publish')).toEqual({ ok: true, postId: 42 });
  });

  it('refuses anything else with a message', () => {
    for (const [type, body] of [
      ['application/json', '{"id": "12"}'],
      ['application/json', '{"id": -3}'],
      ['application/json', '{"id": 1.5}'],
      ['application/json', '[1]'],
      ['application/json', 'not json'],
      ['application/x-www-form-urlencoded', 'id=abc'],
      ['application/x-www-form-urlencoded', 'post=3'],
    ] as const) {
      expect(parseWebhookBody(type, body), body).toEqual({ ok: false, message: 'The body must be empty, or name one post: {"id": <a WordPress post id>} or id=<id>.' });
    }
  });
});

describe('the public address of the internal regeneration route', () => {
  it('is the 404 page, however it is spelled', () => {
    for (const url of [
      '/api/articles/regenerate-pages',
      '/api/articles/regenerate-pages/',
      '/api/articles/regenerate-pages?x=1',
      '//api//articles/regenerate-pages',
      '/API/Articles/Regenerate-Pages',
      '/api/articles/regenerate%2Dpages',
    ]) {
      expect(publicAddressOf(url), url).toBe('/_kilele/not-found');
    }
  });

  it('leaves every other address', () => {
    expect(publicAddressOf('/api/articles/revalidate')).toBe('/api/articles/revalidate');
    expect(publicAddressOf('/insights/articles?page=2')).toBe('/insights/articles?page=2');
    expect(publicAddressOf('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
