/**
 * What the staff's endpoints for people's data share (the leads inbox's, lib/cms/leads/endpoints.ts,
 * and the training registrations', lib/cms/registrations/endpoints.ts): the role check (and the
 * second factor on record) before anything is read, the check that a post came from the site's
 * own pages, reading a post sent as JSON or as a form, and the answers (JSON without caching, a
 * problem, a redirect back to an admin page).
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { getConfig } from '../../config';
import { getDatabase } from '../../db/client';
import type { Db } from '../../db/types';
import { isCrossSite } from '../../security/cross-site';
import { trustsAnyProxy } from '../../server/trust-proxy';
import type { Role } from '../roles';
import type { Staff } from './audit';
import { LEADS_ROLES, leadsAccess } from './staff';

export const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
export const problem = (status: number, message: string) => json({ errors: [{ message }] }, status);
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
export const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

export function searchParamsOf(req: PayloadRequest): URLSearchParams {
  return req.searchParams ?? new URL(req.url ?? '/', 'http://localhost').searchParams;
}

/**
 * A state-changing post must come from the site's own pages (the site's one cross-site check,
 * lib/security/cross-site.ts). Payload already ignores a session cookie sent from another
 * origin (its `csrf` list); this refuses such a post outright, with a message.
 */
export function fromAnotherSite(req: PayloadRequest): boolean {
  const config = getConfig();
  return isCrossSite(req.headers, { siteUrl: config.SITE_URL, trustProxy: trustsAnyProxy(config.TRUST_PROXY) });
}

export type Body = { form: boolean; data: Record<string, unknown> };

/** A post's fields, from JSON or a form; null when it is neither, or unreadable. */
export async function readBody(req: PayloadRequest): Promise<Body | null> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/json')) {
      const data: unknown = await req.json?.();
      return data !== null && typeof data === 'object' && !Array.isArray(data) ? { form: false, data: data as Record<string, unknown> } : null;
    }
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      const form = await req.formData?.();
      if (!form) return null;
      const data: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') data[name] = value;
      return { form: true, data };
    }
  } catch {
    return null;
  }
  return null;
}

export type Granted = { req: PayloadRequest; staff: Staff; db: Db };

/**
 * An endpoint for staff who handle people's data: the role check (and the second factor on
 * record: 401 for a stranger, 403 for anyone else), for a post the check that it came from the
 * site's own pages, then the database, then `handler`.
 */
export function staffEndpoint(
  path: string,
  method: 'get' | 'post',
  handler: (granted: Granted) => Promise<Response>,
  roles: readonly Role[] = LEADS_ROLES,
): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      const access = await leadsAccess(req, roles);
      if (!access.ok) return problem(access.status, access.message);
      if (method === 'post' && fromAnotherSite(req)) return problem(403, 'This request came from another site.');
      const { db } = await getDatabase();
      return handler({ req, staff: access.staff, db });
    },
  };
}
