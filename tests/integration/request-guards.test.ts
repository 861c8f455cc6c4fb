/** The checks every post passes before its fields are read: client address, origin, rate limit. */
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress, stampedClientAddress } from '../../lib/server/client-address';
import { NO_PROXY } from '../../lib/server/trust-proxy';
import { RateLimiter } from '../../lib/forms/rate-limit';
import { isCrossSite } from '../../lib/security/cross-site';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('client address', () => {
  it('is the TCP peer unless TRUST_PROXY is set', () => {
    const facts = { socketAddress: '10.0.0.2', forwardedFor: '203.0.113.1, 198.51.100.20' };
    expect(clientAddress(facts, NO_PROXY)).toBe('10.0.0.2');
    // One trusted hop: the address the proxy appended, not what the client wrote before it.
    expect(clientAddress(facts, { kind: 'hops', hops: 1 })).toBe('198.51.100.20');
  });

  it('unwraps IPv4-mapped addresses and counts IPv6 clients by their /64', () => {
    const peer = (socketAddress: string) => clientAddress({ socketAddress, forwardedFor: undefined }, NO_PROXY);
    expect(peer('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(peer('2001:db8:abcd:12:1::7')).toBe('2001:db8:abcd:12::/64');
    expect(peer('2001:0db8:abcd:0012:ffff::1')).toBe('2001:db8:abcd:12::/64');
    expect(peer('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: '[2001:db8:1:2:3:4:5:6]' }, { kind: 'hops', hops: 1 })).toBe(
      '2001:db8:1:2::/64',
    );
  });

  it('is read back from the stamp the pipeline puts on the request, and unknown without it', () => {
    expect(stampedClientAddress(headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.77' }))).toBe('192.0.2.77');
    expect(stampedClientAddress(headers({ 'x-forwarded-for': '203.0.113.1' }))).toBe('unknown');
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
    // A forwarded host counts only behind a trusted proxy: a direct client could claim any.
    [{ origin: 'https://evil.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example' }, true],
  ])('%j cross-site: %s', (entries, expected) => {
    expect(isCrossSite(headers(entries as Record<string, string>), policy)).toBe(expected);
  });

  it('accepts the host a trusted proxy forwards', () => {
    const proxied = headers({ origin: 'https://preview.kilele.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'preview.kilele.example' });
    expect(isCrossSite(proxied, { ...policy, trustProxy: true })).toBe(false);
    expect(isCrossSite(proxied, policy)).toBe(true);
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
