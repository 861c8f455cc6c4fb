/**
 * Who reads `/healthz`'s details: a request straight from this machine (its TCP peer is
 * loopback and no proxy forwarded it), or one with the token. A request a proxy on this
 * machine forwards is a loopback peer too, and must not count as local.
 */
import { describe, expect, it } from 'vitest';
import { mayReadHealthDetails } from '@/lib/health-access';
import { isDirectLocalRequest } from '@/lib/server/local-request';

describe('a direct local request', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])('is one from %s with no forwarding header', (address) => {
    expect(isDirectLocalRequest(address, { host: '127.0.0.1:3000' })).toBe(true);
  });

  it.each(['10.0.0.5', '192.168.1.20', '203.0.113.7', '::ffff:203.0.113.7', '2001:db8::1', '::2', undefined])(
    'is not one from %s',
    (address) => {
      expect(isDirectLocalRequest(address, {})).toBe(false);
    },
  );

  it.each([
    ['x-forwarded-for', '203.0.113.7'],
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=203.0.113.7'],
    ['x-real-ip', '203.0.113.7'],
  ])('is not one a proxy on this machine forwarded (%s: %s)', (name, value) => {
    expect(isDirectLocalRequest('127.0.0.1', { [name]: value })).toBe(false);
  });
});

describe('reading the details', () => {
  const token = 'a-health-token-of-32-characters!';

  it('is allowed to a request the pipeline stamped local, without a token', () => {
    expect(mayReadHealthDetails(new Headers({ 'x-kilele-local-request': '1' }), undefined)).toBe(true);
  });

  it('is allowed with the configured token as a bearer token', () => {
    expect(mayReadHealthDetails(new Headers({ authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadHealthDetails(new Headers({ authorization: `bearer ${token}` }), token)).toBe(true);
  });

  it.each([
    ['no token', {}],
    ['a stamp saying not local', { 'x-kilele-local-request': '0' }],
    ['a wrong token', { authorization: 'Bearer a-health-token-of-32-characters?' }],
    ['the token cut short', { authorization: 'Bearer a-health-token' }],
    ['the token with more after it', { authorization: `Bearer ${token}x` }],
    ['the token as basic credentials', { authorization: `Basic ${token}` }],
    ['the token in another header', { 'x-health-token': token }],
  ])('is refused with %s', (_what, headers: Record<string, string>) => {
    expect(mayReadHealthDetails(new Headers(headers), token)).toBe(false);
  });

  it('takes no token at all while HEALTH_TOKEN is unset', () => {
    expect(mayReadHealthDetails(new Headers({ authorization: 'Bearer ' }), undefined)).toBe(false);
    expect(mayReadHealthDetails(new Headers({ authorization: 'Bearer undefined' }), undefined)).toBe(false);
  });
});
