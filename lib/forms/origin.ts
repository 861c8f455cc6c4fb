/**
 * Cross-site posts are refused. A browser names the page that sent a form in `Origin` (or
 * at least `Sec-Fetch-Site`); other programs send neither and are let through, since the
 * JSON endpoints are an interface other programs use.
 */
type HeaderSource = { get(name: string): string | null };

export type OriginPolicy = { siteUrl: string; trustProxy: boolean };

/** True when a browser says the post comes from another site. */
export function isCrossSite(headers: HeaderSource, { siteUrl, trustProxy }: OriginPolicy): boolean {
  const origin = headers.get('origin');
  if (!origin) return headers.get('sec-fetch-site') === 'cross-site';
  if (!URL.canParse(origin)) return true;
  const host = new URL(origin).host.toLowerCase();
  const allowed = new Set<string>([new URL(siteUrl).host.toLowerCase()]);
  const ownHost = headers.get('host');
  if (ownHost) allowed.add(ownHost.toLowerCase());
  const forwardedHost = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  if (forwardedHost) allowed.add(forwardedHost.toLowerCase());
  return !allowed.has(host);
}
