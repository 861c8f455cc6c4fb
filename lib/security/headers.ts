/**
 * The security headers every response carries, set by the request pipeline (`server.ts`,
 * stage 6) before Next answers, and by the stages that answer by themselves (a refusal, a
 * brotli copy). HTML pages then get a policy naming their own scripts (`html-script-policy.ts`).
 */
import type http from 'node:http';
import { contentSecurityPolicy } from './csp';

export type Header = { key: string; value: string };

/** Sets the headers on a response before anything is written to it. */
export function setSecurityHeaders(response: http.ServerResponse, { development = false }: { development?: boolean } = {}): void {
  for (const { key, value } of securityHeaders({ development })) response.setHeader(key, value);
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
