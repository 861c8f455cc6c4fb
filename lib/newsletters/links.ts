/**
 * Where a campaign's links and images point, made safe for a mail: every address absolute, and
 * nothing but the web and mail addresses a reader can use (docs/mail.md, "Newsletters"). A mail
 * is read away from the site, so a relative link would lead nowhere, and a `javascript:` or
 * `data:` link has no business in a newsletter.
 */
import { routes } from '../routes';

/** The schemes a newsletter's link may use: the web, and writing to someone. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** `siteUrl` without the slash it may end with: addresses are joined onto it. */
const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/**
 * The absolute address of a link an editor typed: relative ones under the site, web and mail
 * addresses as they are; null for anything else (`javascript:`, `data:`, a fragment alone, an
 * address that does not parse), whose text is then shown without a link.
 */
export function absoluteHref(raw: string, siteUrl: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, `${origin(siteUrl)}/`);
  } catch {
    return null;
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? url.toString() : null;
}

/** A document an internal link points at, as Payload gives it: populated (depth ≥ 1) or only its id. */
export type LinkedDocument = { relationTo?: string; value?: unknown };

const slugOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && typeof (value as { slug?: unknown }).slug === 'string' ? (value as { slug: string }).slug : null;

/** The site's page of each collection a link may point at, from the document's slug. */
const pageOfCollection: Record<string, (slug: string) => string> = {
  services: routes.service,
  'team-members': routes.member,
  'training-events': routes.event,
  'legal-pages': (slug) => `/${slug}`,
  campaigns: routes.newsletter,
};

/**
 * The absolute address of the page an internal link points at; null when the collection has no
 * page on the site or the document was not populated (its slug unknown).
 */
export function internalHref(doc: LinkedDocument | undefined, siteUrl: string): string | null {
  const page = doc?.relationTo ? pageOfCollection[doc.relationTo] : undefined;
  const slug = slugOf(doc?.value);
  return page && slug ? `${origin(siteUrl)}${page(slug)}` : null;
}

/** An upload as Payload gives it once populated. */
export type UploadedFile = { url?: string | null; filename?: string | null; mimeType?: string | null; alt?: string | null; width?: number | null; height?: number | null };

/** The populated upload of an upload node; undefined when only its id was read (depth 0). */
export const populatedUpload = (value: unknown): UploadedFile | undefined =>
  typeof value === 'object' && value !== null ? (value as UploadedFile) : undefined;

/**
 * The absolute address of an upload on the site's own media route (`/api/media/file/…`), from its
 * filename: never the address it was pasted from, and never another host, whatever `url` says.
 */
export function uploadHref(file: UploadedFile, collection: string, siteUrl: string): string | null {
  if (!file.filename) return null;
  return `${origin(siteUrl)}/api/${encodeURIComponent(collection)}/file/${encodeURIComponent(file.filename)}`;
}
