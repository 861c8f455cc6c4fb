/**
 * Who is posting, for the rate limit. Behind a reverse proxy (`TRUST_PROXY=1`) that is the
 * left-most `X-Forwarded-For` address; otherwise it is the TCP peer. Next gives route
 * handlers no socket, and keeps a client-sent `X-Forwarded-For` as it is, so the server
 * stamps the peer address on each request in a header of its own (see
 * {@link installSocketAddressHeader}).
 */
import net from 'node:net';
import { hookRequests } from '../server/request-hook';

export const SOCKET_ADDRESS_HEADER = 'x-kilele-socket-address';

type HeaderSource = { get(name: string): string | null };

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

/** The client's address (or IPv6 /64) as the rate limit should count it. */
export function clientAddress(headers: HeaderSource, trustProxy: boolean): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy && forwarded[0]) return normalise(forwarded[0]);
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  if (socket) return normalise(socket);
  // Without the stamp (a server other than `next start`), Next's own copy of the peer
  // address is the last forwarded entry.
  const last = forwarded.at(-1);
  return last ? normalise(last) : 'unknown';
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
