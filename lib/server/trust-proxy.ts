/**
 * Who the client is behind reverse proxies, as a pure function of the `X-Forwarded-For`
 * header, the TCP peer's address and the `TRUST_PROXY` setting (docs/production.md,
 * "The client's address").
 *
 * Every proxy appends the address it received the request from, so the chain, read from the
 * right, is the TCP peer, then what each trusted proxy saw. The client is the first address
 * that is not a trusted proxy, counting from the right. Anything further left was written by
 * the client itself and is never believed: a visitor cannot pick their own rate-limit key.
 */
import net from 'node:net';

/** The parsed `TRUST_PROXY`: no proxy, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; proxies: net.BlockList; text: string };

export const NO_PROXY: TrustProxy = { kind: 'none' };

/** Named ranges a setting may use instead of writing the CIDRs out. */
const NAMED_RANGES: Record<string, [address: string, prefix: number, family: 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const MAX_HOPS = 10;

export const TRUST_PROXY_FORMAT =
  'must be a number of proxy hops (1 for one proxy) or a comma-separated list of proxy addresses, CIDR ranges, "loopback" or "private"';

/**
 * Parses `TRUST_PROXY`: unset, `0` or `false` trust no proxy; `1`…`10` trust that many
 * hops; otherwise a list such as `loopback`, `10.0.0.0/8, 2001:db8::1`. Throws an `Error`
 * saying what is accepted for anything else (`true` included: it would trust a client's
 * own entries).
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return NO_PROXY;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`${TRUST_PROXY_FORMAT} (at most ${MAX_HOPS} hops)`);
    return { kind: 'hops', hops };
  }
  const proxies = new net.BlockList();
  const entries = value.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [address, prefix, family] of named) proxies.addSubnet(address, prefix, family);
      continue;
    }
    const [address = '', prefixText, extra] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
    if (!family || extra !== undefined) throw new Error(`${TRUST_PROXY_FORMAT}; "${entry}" is none of these`);
    if (prefixText === undefined) {
      proxies.addAddress(address, family);
      continue;
    }
    const prefix = /^\d+$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!(prefix >= 0 && prefix <= (family === 'ipv4' ? 32 : 128))) {
      throw new Error(`${TRUST_PROXY_FORMAT}; "${entry}" has no valid prefix length`);
    }
    proxies.addSubnet(address, prefix, family);
  }
  return { kind: 'addresses', proxies, text: entries.join(', ') };
}

/** One `X-Forwarded-For` entry as a bare IP address (brackets and ports removed), or undefined. */
function bareAddress(entry: string): string | undefined {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.replace(/:\d+$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  return net.isIP(value) ? value : undefined;
}

/** IPv6 clients usually own a whole /64, so they are counted by that prefix. */
export function rateLimitKey(address: string): string {
  if (!net.isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function isTrusted(address: string | undefined, proxies: net.BlockList): boolean {
  if (!address) return false;
  return proxies.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * The client's address as the rate limit counts it (an IPv6 client by its /64), from the
 * `X-Forwarded-For` header as received, the TCP peer's address and the parsed
 * `TRUST_PROXY`. `'unknown'` when the entry that names the client is not an IP address.
 */
export function resolveClientAddress(
  forwardedFor: string | null | undefined,
  socketAddress: string | null | undefined,
  trust: TrustProxy,
): string {
  const forwarded = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  // Read from the right: the TCP peer first, then what each proxy appended.
  const chain = socketAddress ? [...forwarded, socketAddress] : forwarded;
  let client: string | undefined;
  switch (trust.kind) {
    case 'none':
      client = chain.at(-1);
      break;
    case 'hops':
      // Fewer entries than hops: the request passed fewer proxies; the left-most is the client.
      client = chain[Math.max(0, chain.length - 1 - trust.hops)];
      break;
    case 'addresses': {
      let index = chain.length - 1;
      while (index > 0 && isTrusted(bareAddress(chain[index] ?? ''), trust.proxies)) index -= 1;
      client = chain[index];
      break;
    }
  }
  const address = client === undefined ? undefined : bareAddress(client);
  return address ? rateLimitKey(address) : 'unknown';
}

/** True when `TRUST_PROXY` names any proxy, so a proxy's `X-Forwarded-Host` may be believed. */
export const trustsAnyProxy = (trust: TrustProxy) => trust.kind !== 'none';
