/**
 * Whether a request came straight from this machine, for what only its operators may read
 * (`/healthz`'s details; docs/production.md, "Health check"). The request pipeline
 * (`server.ts`, stage 1) decides it from the TCP connection and stamps it on the request in
 * {@link LOCAL_REQUEST_HEADER}, replacing anything a client sent under that name: Next gives
 * route handlers no socket.
 *
 * Local means the TCP peer is a loopback address and the request names no client it was
 * forwarded for. A reverse proxy on the same machine (Caddy, nginx) is a loopback peer too,
 * but it says whom it forwards for in `X-Forwarded-For` (both recipes in `deploy/` set it), so
 * nothing it forwards counts as local, whatever `TRUST_PROXY` says and whoever the client is:
 * reading the details through the proxy takes the token.
 */
import net from 'node:net';

export const LOCAL_REQUEST_HEADER = 'x-kilele-local-request';

/** The headers by which a proxy names the client it forwards for. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  // A dual-stack listener reports IPv4 peers as IPv4-mapped IPv6 addresses.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const bare = mapped ?? address;
  if (net.isIPv4(bare)) return loopback.check(bare, 'ipv4');
  return net.isIPv6(bare) && loopback.check(bare, 'ipv6');
}

/** True for a request whose TCP peer is this machine and which was not forwarded by a proxy. */
export function isDirectLocalRequest(socketAddress: string | undefined, headers: Record<string, string | string[] | undefined>): boolean {
  return isLoopback(socketAddress) && FORWARDING_HEADERS.every((name) => headers[name] === undefined);
}

/** What the pipeline stamps: `1` for a direct local request, `0` for any other. */
export const localRequestStamp = (local: boolean) => (local ? '1' : '0');

/** Whether the pipeline stamped the request as coming straight from this machine. */
export const isStampedLocal = (headers: Headers) => headers.get(LOCAL_REQUEST_HEADER) === '1';
