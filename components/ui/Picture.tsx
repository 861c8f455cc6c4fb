import { getImageProps, type ImageProps } from 'next/image';

type PictureProps = Omit<ImageProps, 'alt' | 'priority' | 'preload' | 'loading' | 'fetchPriority' | 'placeholder' | 'blurDataURL'> & {
  /** Empty for a decorative image. */
  alt: string;
  /** The page's main image (its Largest Contentful Paint): fetched at once and ahead of scripts. */
  priority?: boolean;
};

/**
 * An image through Next's optimiser (resized, AVIF/WebP, a `srcset` for the `sizes` given, lazy
 * below the fold), rendered as a plain `<img>` on the server. `next/image`'s `<Image>` is a
 * client component: every page showing one would download and hydrate its script, though an
 * image needs no JavaScript. `getImageProps` gives the same attributes without it.
 */
export function Picture({ priority = false, alt, ...rest }: PictureProps) {
  const { props } = getImageProps({ ...rest, alt, ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  // eslint-disable-next-line @next/next/no-img-element -- this is the optimised image, built by getImageProps
  return <img {...props} alt={alt} />;
}
