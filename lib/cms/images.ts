/** Uploaded files as the pages' typed shapes (content/schema.ts) take them. */
import type { ImageRef } from '@/content/schema';
import type { Document, Media } from './payload-types';

/** The site-relative address of an upload: Payload gives it with the site's origin in front. */
export const uploadPath = (url: string | null | undefined): string => new URL(url ?? '', 'http://site.invalid').pathname;

/** An upload field's document once populated (depth 1); only its id when it was not. */
const populatedUpload = <T extends object>(value: number | T | null | undefined): T | undefined =>
  typeof value === 'object' && value !== null ? value : undefined;

/** A `media` upload (populated) as an image reference. */
export function imageOf(value: number | Media | null | undefined): ImageRef {
  const media = populatedUpload(value);
  return { src: uploadPath(media?.url), width: media?.width ?? 0, height: media?.height ?? 0, alt: media?.alt ?? '' };
}

/** A `documents` upload (populated) as its address. */
export const documentPath = (value: number | Document | null | undefined): string => uploadPath(populatedUpload(value)?.url);
