/**
 * Who is posting, for the rate limit: {@link resolveClientAddress} applied to a request's
 * headers. Next gives route handlers no socket, and keeps a client-sent `X-Forwarded-For` as
 * it is, so the server stamps the peer address on each request in a header of its own (see
 * {@link installSocketAddressHeader}).
 */
import { hookRequests } from '../server/request-hook';
import { resolveClientAddress, type TrustProxy } from './trust-proxy';

export const SOCKET_ADDRESS_HEADER = 'x-kilele-socket-address';

type HeaderSource = { get(name: string): string | null };

/** The client's address (or IPv6 /64) as the rate limit should count it. */
export function clientAddress(headers: HeaderSource, trust: TrustProxy): string {
  const forwardedFor = headers.get('x-forwarded-for');
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  if (socket) return resolveClientAddress(forwardedFor, socket, trust);
  // Without the stamp (a server other than `next start`), Next's own copy of the peer
  // address is the last forwarded entry: Next writes it there when the client sent none.
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return resolveClientAddress(entries.slice(0, -1).join(', '), entries.at(-1), trust);
}

/**
 * Makes every HTTP server in this process write the TCP peer's address into
 * {@link SOCKET_ADDRESS_HEADER} before the request is handled, replacing any value a
 * client sent under that name. Called once from `instrumentation.ts`.
 */
export function installSocketAddressHeader(): void {
  hookRequests('socket-address-header', (request) => {
    const address = request.socket.remoteAddress;
    if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
    else delete request.headers[SOCKET_ADDRESS_HEADER];
  });
}
