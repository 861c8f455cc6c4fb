/** Uploaded files as the pages' typed shapes (content/schema.ts) take them. */
import type { ImageRef } from '@/content/schema';
import { populated } from './fields';

/** The site-relative address of an upload: Payload gives it with the site's origin in front. */
export const uploadPath = (url: unknown): string => new URL(String(url ?? ''), 'http://site.invalid').pathname;

/** A `media` document (populated) as an image reference. */
export function imageOf(value: unknown): ImageRef {
  const media = populated(value);
  return {
    src: uploadPath(media.url),
    width: Number(media.width ?? 0),
    height: Number(media.height ?? 0),
    alt: String(media.alt ?? ''),
  };
}

/** A `documents` document (populated) as its address. */
export const documentPath = (value: unknown): string => uploadPath(populated(value).url);
