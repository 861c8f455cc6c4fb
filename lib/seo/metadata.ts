/** Builds each page's metadata: title, description, canonical URL and social cards. */
import type { Metadata } from 'next';
import { firm } from '@/content/firm';
import { getConfig } from '@/lib/config';

type PageMetadataInput = {
  /** The page's own title; the firm's name is appended by the root layout's template. */
  title: string;
  description: string;
  /** Site-relative canonical path, e.g. `/about-us`. */
  path: string;
  /** An image under `public/` for social cards; defaults to the firm's card. */
  image?: { src: string; width: number; height: number; alt: string };
  type?: 'website' | 'article' | 'profile';
  /** Keeps the page out of search results (confirmation pages and the like). */
  noIndex?: boolean;
};

export const defaultSocialImage = {
  src: '/images/og/default.png',
  width: 1200,
  height: 630,
  alt: `${firm.name}: accounting, audit, tax and advisory in Nairobi`,
};

/** Absolute URL on this site, from `SITE_URL`. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${getConfig().SITE_URL}/`).toString();
}

export function pageMetadata({ title, description, path, image, type = 'website', noIndex }: PageMetadataInput): Metadata {
  const socialImage = image ?? defaultSocialImage;
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      title: `${title} | ${firm.shortName}`,
      description,
      siteName: firm.name,
      locale: 'en_KE',
      images: [{ url: absoluteUrl(socialImage.src), width: socialImage.width, height: socialImage.height, alt: socialImage.alt }],
    },
    twitter: {
      card: 'summary_large_image',
      title: `${title} | ${firm.shortName}`,
      description,
      images: [absoluteUrl(socialImage.src)],
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
