/**
 * TRUST_PROXY: which X-Forwarded-For entry names the client. The client is the first address
 * that is not a trusted proxy counting from the right, with the TCP peer as the right-most hop,
 * so nothing a client writes into the header can choose its rate-limit key.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { parseTrustProxy, resolveClientAddress } from '../../lib/server/trust-proxy';

const trust = (text: string) => parseTrustProxy(text);

describe('parseTrustProxy', () => {
  it.each(['', '0', 'false', '  '])('%j trusts no proxy', (text) => {
    expect(trust(text)).toEqual({ kind: 'none' });
  });

  it('reads a hop count', () => {
    expect(trust('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(trust('2')).toEqual({ kind: 'hops', hops: 2 });
  });

  it('reads addresses, CIDR ranges and the named ranges', () => {
    const parsed = trust('loopback, 10.0.0.0/8 2001:db8::/32,192.0.2.10');
    expect(parsed.kind).toBe('addresses');
    if (parsed.kind !== 'addresses') return;
    expect(parsed.text).toBe('loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.10');
    expect(parsed.proxies.check('127.8.9.1', 'ipv4')).toBe(true);
    expect(parsed.proxies.check('::1', 'ipv6')).toBe(true);
    expect(parsed.proxies.check('10.200.0.1', 'ipv4')).toBe(true);
    expect(parsed.proxies.check('2001:db8:ffff::1', 'ipv6')).toBe(true);
    expect(parsed.proxies.check('192.0.2.10', 'ipv4')).toBe(true);
    expect(parsed.proxies.check('192.0.2.11', 'ipv4')).toBe(false);
    expect(parsed.proxies.check('11.0.0.1', 'ipv4')).toBe(false);
  });

  it.each(['true', 'yes', '11', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.internal', '::1/129', '10.0.0/8'])(
    'refuses %j, saying what it accepts',
    (text) => {
      expect(() => trust(text)).toThrow(/must be a number of proxy hops \(1 for one proxy\) or a comma-separated list/);
    },
  );

  it('is how the configuration reads TRUST_PROXY, naming the variable when it is wrong', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parseConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: must be a number of proxy hops/);
  });
});

describe('resolveClientAddress', () => {
  it('without a trusted proxy is the TCP peer, whatever the header says', () => {
    expect(resolveClientAddress('198.51.100.1', '203.0.113.9', trust(''))).toBe('203.0.113.9');
    expect(resolveClientAddress(null, '203.0.113.9', trust(''))).toBe('203.0.113.9');
    expect(resolveClientAddress(null, null, trust(''))).toBe('unknown');
  });

  describe('one hop (Caddy or nginx on the same machine)', () => {
    const oneHop = trust('1');

    it('is the address the proxy wrote, when the proxy replaces the header (Caddy)', () => {
      expect(resolveClientAddress('203.0.113.9', '127.0.0.1', oneHop)).toBe('203.0.113.9');
    });

    it('ignores what the client wrote before the entry the proxy appended (nginx, load balancers)', () => {
      expect(resolveClientAddress('198.51.100.1, 203.0.113.9', '127.0.0.1', oneHop)).toBe('203.0.113.9');
      expect(resolveClientAddress('1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.9', '127.0.0.1', oneHop)).toBe('203.0.113.9');
      expect(resolveClientAddress('not-an-ip, 203.0.113.9', '127.0.0.1', oneHop)).toBe('203.0.113.9');
    });

    it('is the peer itself when a request came without the header', () => {
      expect(resolveClientAddress(null, '203.0.113.9', oneHop)).toBe('203.0.113.9');
    });

    it('says unknown, not the garbage, when the proxy appended something that is no address', () => {
      expect(resolveClientAddress('203.0.113.9, unknown', '127.0.0.1', oneHop)).toBe('unknown');
    });
  });

  it('two hops (a load balancer, then nginx) skip both', () => {
    const twoHops = trust('2');
    expect(resolveClientAddress('198.51.100.1, 203.0.113.9, 10.0.0.5', '127.0.0.1', twoHops)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9, 10.0.0.5', '127.0.0.1', twoHops)).toBe('203.0.113.9');
  });

  describe('by address', () => {
    const proxies = trust('loopback, 10.0.0.0/8');

    it('is the first untrusted address from the right', () => {
      expect(resolveClientAddress('198.51.100.1, 203.0.113.9, 10.0.0.5', '127.0.0.1', proxies)).toBe('203.0.113.9');
      expect(resolveClientAddress('198.51.100.1, 203.0.113.9', '127.0.0.1', proxies)).toBe('203.0.113.9');
    });

    it('is the peer when the peer is not a trusted proxy: a client that bypassed the proxy forges nothing', () => {
      expect(resolveClientAddress('198.51.100.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    });

    it('is the left-most entry when every hop is trusted', () => {
      expect(resolveClientAddress('10.1.1.1, 10.0.0.5', '127.0.0.1', proxies)).toBe('10.1.1.1');
    });

    it('reads entries with ports and brackets, and IPv4-mapped peers', () => {
      expect(resolveClientAddress('203.0.113.9:51234', '::ffff:127.0.0.1', proxies)).toBe('203.0.113.9');
      expect(resolveClientAddress('[2001:db8:1:2::9]:443', '::1', proxies)).toBe('2001:db8:1:2::/64');
    });

    it('recognises a trusted proxy written with a port, as some load balancers write the hop they received from', () => {
      // proxy-addr returns the proxy itself here (docs/production.md, "Why not proxy-addr").
      expect(resolveClientAddress('203.0.113.9, 10.0.0.5:41234', '127.0.0.1', proxies)).toBe('203.0.113.9');
      expect(resolveClientAddress('203.0.113.9, [fd00::5]:41234', '::1', trust('loopback, private'))).toBe('203.0.113.9');
    });
  });
});
