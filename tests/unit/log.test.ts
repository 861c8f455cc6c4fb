/**
 * Structured logs: one JSON object per line, and no email address or connection-string
 * password ever written, wherever it hides (message, fields, nested objects, errors, causes).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLogLine, log, maskText, toLogValue, withLogContext } from '@/lib/log';
import { requestIdFor, withRequestLog } from '@/lib/request-log';

const at = new Date('2026-11-21T10:00:00.000Z');

// The test run writes warnings and up (vitest.config.ts); these tests read every level.
let previousLevel: string | undefined;
beforeEach(() => {
  previousLevel = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'debug';
});
afterEach(() => {
  if (previousLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previousLevel;
});

describe('maskText', () => {
  it('masks email addresses, keeping the first letter and the domain', () => {
    expect(maskText('from njeri.wambui@example.com today')).toBe('from n***@example.com today');
    expect(maskText('a@b.example, X+tag@mail.co.ke')).toBe('a***@b.example, X***@mail.co.ke');
  });

  it('masks the password of any connection string and keeps the user', () => {
    expect(maskText('postgres://kilele:s3cr%40t@db.internal:5432/site')).toBe('postgres://kilele:***@db.internal:5432/site');
    expect(maskText('connect smtps://mailer:pa55@smtp.example:465 failed')).toBe('connect smtps://mailer:***@smtp.example:465 failed');
    expect(maskText('postgresql://:onlypass@host/db')).toBe('postgresql://:***@host/db');
  });

  it('leaves text without personal data alone', () => {
    const text = 'at node_modules/@electric-sql/pglite/dist/index.js:12 (next@16.4.6) https://blog.example/article';
    expect(maskText(text)).toBe(text);
  });
});

describe('toLogValue', () => {
  it('masks strings at any depth and hides values of secret-looking keys', () => {
    const value = toLogValue({ to: ['amina@example.com'], smtp: { url: 'smtp://u:p@h.example' }, password: 'x', token: 'abc', n: 3 });
    expect(value).toEqual({ to: ['a***@example.com'], smtp: { url: 'smtp://u:***@h.example' }, password: '***', token: '***', n: 3 });
  });

  it('spells out errors with name, message, stack, code and cause, all masked', () => {
    const cause = Object.assign(new Error('password authentication failed for postgres://site:hunter2@db/site'), { code: '28P01' });
    const error = new Error('Could not open the database for otieno@example.com', { cause });
    const logged = toLogValue(error) as Record<string, unknown>;
    expect(logged).toMatchObject({ name: 'Error', message: 'Could not open the database for o***@example.com' });
    expect(String(logged.stack)).toContain('o***@example.com');
    expect(String(logged.stack)).not.toContain('otieno@');
    expect(logged.cause).toMatchObject({ code: '28P01', message: 'password authentication failed for postgres://site:***@db/site' });
    expect(JSON.stringify(logged)).not.toContain('hunter2');
  });

  it('copes with cycles, dates, bigints, maps and URLs', () => {
    const looped: Record<string, unknown> = { when: at, big: 10n, map: new Map([['k', 'v@x.example']]), url: new URL('smtp://a:b@h.example') };
    looped.self = looped;
    expect(toLogValue(looped)).toEqual({
      when: at.toISOString(),
      big: '10',
      map: { k: 'v***@x.example' },
      url: 'smtp://a:***@h.example',
      self: '[circular]',
    });
  });
});

describe('formatLogLine', () => {
  it('writes one JSON object with time, level, msg and the fields, masked', () => {
    const line = formatLogLine('warn', 'mail to jane@example.com bounced', { attempt: 2, error: new TypeError('bad') }, at);
    expect(line).not.toContain('\n');
    const record = JSON.parse(line) as Record<string, unknown>;
    expect(record).toMatchObject({ time: '2026-11-21T10:00:00.000Z', level: 'warn', msg: 'mail to j***@example.com bounced', attempt: 2 });
    expect(record.error).toMatchObject({ name: 'TypeError', message: 'bad' });
    expect(Object.keys(record).slice(0, 3)).toEqual(['time', 'level', 'msg']);
  });

  it('adds the fields of the surrounding context (the request id)', async () => {
    const line = await withLogContext({ requestId: 'req-12345678' }, async () => {
      await Promise.resolve();
      return formatLogLine('info', 'inside', {}, at);
    });
    expect(JSON.parse(line)).toMatchObject({ requestId: 'req-12345678', msg: 'inside' });
    expect(JSON.parse(formatLogLine('info', 'outside', {}, at))).not.toHaveProperty('requestId');
  });
});

describe('log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes info to stdout and errors to stderr, one line each', () => {
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const err = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    log.info('hello', { who: 'kamau@example.com' });
    log.child({ component: 'mail' }).error('failed');
    expect(out).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(out.mock.calls[0]?.[0]))).toMatchObject({ level: 'info', msg: 'hello', who: 'k***@example.com' });
    expect(String(err.mock.calls[0]?.[0])).toMatch(/^\{.*"component":"mail".*\}\n$/);
  });
});

describe('request ids', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a sane incoming id and replaces anything else', () => {
    expect(requestIdFor('lb-2f1c9a7e')).toBe('lb-2f1c9a7e');
    for (const bad of [null, '', 'short', 'has space in it', 'x'.repeat(129), 'evil\r\ninjected', '<script>alert(1)</script>']) {
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('answers with the id and logs one line per request carrying it', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const handler = withRequestLog(async (request: Request) => {
      log.info('handling', { from: request.headers.get('from') });
      return Response.json({ message: 'ok' }, { status: 201 });
    });
    const response = await handler(
      new Request('http://site.example/api/client/submit-form?x=1', {
        method: 'POST',
        headers: { 'x-request-id': 'edge-abcdef12', from: 'musa@example.com' },
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('edge-abcdef12');
    const lines = out.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'handling', requestId: 'edge-abcdef12', from: 'm***@example.com' }),
      expect.objectContaining({ msg: 'request answered', requestId: 'edge-abcdef12', method: 'POST', path: '/api/client/submit-form', status: 201 }),
    ]);
  });

  it('sets the header on responses whose headers are immutable', async () => {
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const response = await withRequestLog(() => Response.redirect('http://site.example/', 308))(new Request('http://site.example/old'));
    expect(response.status).toBe(308);
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('logs a thrown error with the request id and lets it through', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const handler = withRequestLog(() => {
      throw new Error('boom for ali@example.com');
    });
    await expect(handler(new Request('http://site.example/healthz'))).rejects.toThrow('boom');
    const record = JSON.parse(String(err.mock.calls[0]?.[0])) as { msg: string; error: { message: string }; requestId: string };
    expect(record).toMatchObject({ msg: 'request failed', error: { message: 'boom for a***@example.com' } });
    expect(record.requestId).toBeTruthy();
  });
});
