/**
 * Who may read `/healthz`'s details (the mail relay's host and port, the ids of dead mails,
 * the database kind, the blog's source): requests straight from this machine, and requests
 * carrying `HEALTH_TOKEN` as a bearer token. Everyone else gets the status alone, which is all
 * a load balancer or an uptime check needs (docs/production.md, "Health check").
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isStampedLocal } from './server/local-request';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares digests, which have one length, so the time taken says nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** True when the request may read the details: local (stamped by the pipeline) or carrying the token. */
export function mayReadHealthDetails(headers: Headers, healthToken: string | undefined): boolean {
  if (isStampedLocal(headers)) return true;
  if (!healthToken) return false;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
  return given !== undefined && sameToken(given, healthToken);
}

/** The answer for everyone else: whether the site is healthy and whether it is stopping. */
export function publicHealth(health: { ok: boolean; draining: boolean }): { ok: boolean; draining: boolean } {
  return { ok: health.ok, draining: health.draining };
}
