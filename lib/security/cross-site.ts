/**
 * The site's one cross-site check, used by the request pipeline for posts to pages (Server
 * Actions without JavaScript) and by every form submission (Server Actions and the JSON
 * endpoints). See docs/pipeline.md.
 *
 * A browser names the page that sent a request in `Origin` (or at least in
 * `Sec-Fetch-Site`). A post is from this site when that origin's host is the site's own
 * (`SITE_URL`), the host the request was sent to (`Host`), or, behind a trusted proxy
 * (`TRUST_PROXY`), the host the proxy says it was sent to (`X-Forwarded-Host`); a client
 * reaching the server directly could otherwise claim any host. Programs that send neither
 * header are let through: the JSON endpoints are an interface other programs use, and a
 * browser always sends one of them on a cross-site post.
 */
import type { HeaderSource } from '../http';

export type OriginPolicy = {
  /** The site's public origin (`SITE_URL`). */
  siteUrl: string;
  /** True when a reverse proxy in front sets `X-Forwarded-Host` (`TRUST_PROXY`). */
  trustProxy: boolean;
};

const firstValue = (value: string | null): string | undefined => value?.split(',')[0]?.trim().toLowerCase() || undefined;

/** True when a browser says the request comes from another site. */
export function isCrossSite(headers: HeaderSource, { siteUrl, trustProxy }: OriginPolicy): boolean {
  const origin = headers.get('origin')?.trim();
  if (!origin) return headers.get('sec-fetch-site') === 'cross-site';
  if (origin === 'null' || !URL.canParse(origin)) return true;
  const allowed = new Set<string>([new URL(siteUrl).host.toLowerCase()]);
  const host = firstValue(headers.get('host'));
  if (host) allowed.add(host);
  const forwardedHost = trustProxy ? firstValue(headers.get('x-forwarded-host')) : undefined;
  if (forwardedHost) allowed.add(forwardedHost);
  return !allowed.has(new URL(origin).host.toLowerCase());
}
