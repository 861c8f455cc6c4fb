/**
 * The security headers every response carries. `next.config.ts` sends them with every route
 * Next matches; in production the response hook (`html-script-policy.ts`) also adds any
 * that a response lacks, such as Next's own redirects, which skip the configured headers.
 */
import type http from 'node:http';
import { contentSecurityPolicy } from './csp';

export type Header = { key: string; value: string };

/**
 * Sets the headers on a response this process writes itself (a refusal, a brotli copy), or,
 * with `onlyMissing`, those a response Next wrote lacks (its redirects skip the configured ones).
 */
export function setSecurityHeaders(response: http.ServerResponse, { onlyMissing = false } = {}): void {
  for (const { key, value } of securityHeaders()) {
    if (!onlyMissing || !response.hasHeader(key)) response.setHeader(key, value);
  }
}

/** The headers, with the policy that lets no inline script run (pages get their own). */
export function securityHeaders({ development = false }: { development?: boolean } = {}): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development }) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
