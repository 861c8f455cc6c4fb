/**
 * Who is posting, for the rate limit. The request pipeline (`server.ts`, stage 1) works it out
 * once per request from the TCP peer and, behind trusted reverse proxies (`TRUST_PROXY`),
 * `X-Forwarded-For` ({@link resolveClientAddress}: the first untrusted address from the
 * right), and stamps it on the request in {@link CLIENT_ADDRESS_HEADER}, replacing any value a
 * client sent under that name. Next gives route handlers and server actions no socket, so
 * they read the stamp.
 */
import type { HeaderSource } from '../http';
import { resolveClientAddress, type TrustProxy } from './trust-proxy';

export const CLIENT_ADDRESS_HEADER = 'x-kilele-client-address';

export type ConnectionFacts = {
  /** The `X-Forwarded-For` header as received, if any. */
  forwardedFor: string | undefined;
  /** The TCP peer's address. */
  socketAddress: string | undefined;
};

/** The client's address (or IPv6 /64) as the rate limit counts it (docs/production.md). */
export function clientAddress({ forwardedFor, socketAddress }: ConnectionFacts, trust: TrustProxy): string {
  return resolveClientAddress(forwardedFor, socketAddress, trust);
}

/** The address the request pipeline stamped on the request; `unknown` for a request that did not pass through it. */
export function stampedClientAddress(headers: HeaderSource): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
