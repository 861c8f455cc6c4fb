/**
 * Who is posting, for the rate limit. The request pipeline (`server.ts`, stage 1) works it out
 * once per request from the TCP peer and, behind a trusted reverse proxy (`TRUST_PROXY`),
 * `X-Forwarded-For`, and stamps it on the request in {@link CLIENT_ADDRESS_HEADER}, replacing
 * any value a client sent under that name. Next gives route handlers and server actions no
 * socket, so they read the stamp.
 */
import net from 'node:net';
import type { HeaderSource } from '../http';

export const CLIENT_ADDRESS_HEADER = 'x-kilele-client-address';

/** IPv6 clients usually own a whole /64, so they are counted by that prefix. */
function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(trimmed)) return trimmed;
  const [head = '', tail = ''] = trimmed.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = trimmed.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type ConnectionFacts = {
  /** The `X-Forwarded-For` header as received, if any. */
  forwardedFor: string | undefined;
  /** The TCP peer's address. */
  socketAddress: string | undefined;
};

/**
 * The client's address (or IPv6 /64) as the rate limit counts it: behind a trusted proxy the
 * left-most `X-Forwarded-For` address, otherwise the TCP peer.
 */
export function clientAddress({ forwardedFor, socketAddress }: ConnectionFacts, trustProxy: boolean): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy && forwarded[0]) return normalise(forwarded[0]);
  return socketAddress ? normalise(socketAddress) : 'unknown';
}

/** The address the request pipeline stamped on the request; `unknown` for a request that did not pass through it. */
export function stampedClientAddress(headers: HeaderSource): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
