/** The checks every post passes before its fields are read: client address, origin, rate limit. */
import { describe, expect, it } from 'vitest';
import { clientAddress, SOCKET_ADDRESS_HEADER } from '../../lib/forms/client-address';
import { isCrossSite } from '../../lib/forms/origin';
import { NO_PROXY } from '../../lib/forms/trust-proxy';
import { RateLimiter } from '../../lib/forms/rate-limit';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('client address', () => {
  const oneHop = { kind: 'hops', hops: 1 } as const;

  it('is the stamped TCP peer unless TRUST_PROXY is set', () => {
    const request = headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '203.0.113.1, 198.51.100.20' });
    expect(clientAddress(request, NO_PROXY)).toBe('10.0.0.2');
    expect(clientAddress(request, oneHop)).toBe('198.51.100.20');
  });

  it('unwraps IPv4-mapped addresses and counts IPv6 clients by their /64', () => {
    expect(clientAddress(headers({ [SOCKET_ADDRESS_HEADER]: '::ffff:192.0.2.9' }), NO_PROXY)).toBe('192.0.2.9');
    expect(clientAddress(headers({ [SOCKET_ADDRESS_HEADER]: '2001:db8:abcd:12:1::7' }), NO_PROXY)).toBe('2001:db8:abcd:12::/64');
    expect(clientAddress(headers({ [SOCKET_ADDRESS_HEADER]: '2001:0db8:abcd:0012:ffff::1' }), NO_PROXY)).toBe(
      '2001:db8:abcd:12::/64',
    );
    expect(clientAddress(headers({ [SOCKET_ADDRESS_HEADER]: '2001:db8::1' }), NO_PROXY)).toBe('2001:db8:0:0::/64');
    const proxied = headers({ 'x-forwarded-for': '[2001:db8:1:2:3:4:5:6]', [SOCKET_ADDRESS_HEADER]: '127.0.0.1' });
    expect(clientAddress(proxied, oneHop)).toBe('2001:db8:1:2::/64');
  });

  it('falls back to the last forwarded entry, which Next fills from the socket', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.1, 192.0.2.77' }), NO_PROXY)).toBe('192.0.2.77');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.1, 192.0.2.77' }), oneHop)).toBe('203.0.113.1');
    expect(clientAddress(headers({}), NO_PROXY)).toBe('unknown');
  });
});

describe('origin check', () => {
  const policy = { siteUrl: 'https://www.kilele.example', trustProxy: false };

  it.each([
    [{ origin: 'https://www.kilele.example' }, false],
    [{ origin: 'https://WWW.Kilele.example' }, false],
    [{ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, false],
    [{}, false],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ origin: 'https://www.kilele.example.evil.example' }, true],
    [{ origin: 'http://www.kilele.example:8080' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'not a url' }, true],
  ])('%j cross-site: %s', (entries, expected) => {
    expect(isCrossSite(headers(entries as Record<string, string>), policy)).toBe(expected);
  });
});

describe('rate limiter', () => {
  it('allows `limit` posts in any minute and says when the next one may come', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 3, now: () => now });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')].every((decision) => decision.allowed)).toBe(true);
    now += 20_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit('b').allowed).toBe(true);
    now += 40_001;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets the least recently seen clients beyond its capacity', () => {
    const limiter = new RateLimiter({ limit: 1, maxKeys: 2 });
    limiter.hit('first');
    limiter.hit('second');
    limiter.hit('third');
    expect(limiter.hit('first').allowed).toBe(true);
    expect(limiter.hit('third').allowed).toBe(false);
  });
});
