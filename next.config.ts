import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { configNamedRoutes, sidebarAliases } from './lib/routes';

/**
 * Featured images from WordPress go through the image optimiser: only files under the blog's
 * uploads folder, and only without a query string, so nobody can make the server encode and
 * store an image per made-up address (docs/articles.md). The server reads this file when it
 * starts, so the patterns follow the `WORDPRESS_URL` it runs with, whatever the build had.
 */
function wordpressImagePatterns(): NonNullable<NextConfig['images']>['remotePatterns'] {
  const base = process.env.WORDPRESS_URL;
  if (!base || !URL.canParse(base)) return [];
  const { protocol, hostname, port, pathname } = new URL(base);
  const uploads = `${pathname.replace(/\/+$/, '')}/wp-content/uploads/**`;
  return [{ protocol: protocol.replace(':', '') as 'http' | 'https', hostname, port, pathname: uploads, search: '' }];
}

/**
 * Next's own check on Server Actions compares `Origin` with the request's host; the site's one
 * cross-site check (lib/security/cross-site.ts) runs first and also accepts the site's public
 * origin, which a proxy in front may not pass on as the host. Next must accept it too.
 */
function siteHost(): string[] {
  const site = process.env.SITE_URL;
  return site && URL.canParse(site) ? [new URL(site).host] : [];
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    serverActions: { allowedOrigins: siteHost() },
    // Two root layouts (the public site and the staff admin): see app/global-not-found.tsx.
    globalNotFound: true,
  },
  reactStrictMode: true,
  // Lets a second build (a helper, a benchmark) use its own output folder beside `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 96, 128, 256, 384],
    remotePatterns: wordpressImagePatterns(),
    // Optimised images are kept on disk; without a bound Next takes half the free disk, which
    // is also where the embedded database lives. 500 MB holds every size of thousands of images.
    maximumDiskCacheSize: 500_000_000,
    // The stand-in WordPress of the tests runs on loopback; real deployments never need this.
    dangerouslyAllowLocalIP: process.env.WORDPRESS_URL?.startsWith('http://127.0.0.1') ?? false,
  },
  async rewrites() {
    return {
      beforeFiles: configNamedRoutes.flatMap(({ publicPath, internalPath, hasChildren }) => [
        { source: publicPath, destination: internalPath },
        ...(hasChildren ? [{ source: `${publicPath}/:path*`, destination: `${internalPath}/:path*` }] : []),
      ]),
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      ...sidebarAliases.map(({ source, destination }) => ({ source, destination, permanent: true })),
      // Each config-named page has one address: its folder's own path points to it.
      ...configNamedRoutes.flatMap(({ publicPath, internalPath, hasChildren }) => [
        { source: internalPath, destination: publicPath, permanent: true },
        ...(hasChildren
          ? [{ source: `${internalPath}/:path*`, destination: `${publicPath}/:path*`, permanent: true }]
          : []),
      ]),
    ];
  },
};

/**
 * Payload's wrapper adds client-hint headers (`Accept-CH`, `Vary: Sec-CH-Prefers-Color-Scheme`)
 * to every address, for the admin's light and dark themes. The public pages have no use for
 * them, and a `Vary` on them would split every cache in front of the site: they are kept to
 * the admin's addresses.
 */
function withStaffAdmin(config: NextConfig): NextConfig {
  const wrapped = withPayload(config);
  const payloadHeaders = wrapped.headers;
  return {
    ...wrapped,
    async headers() {
      const rules = (await payloadHeaders?.()) ?? [];
      return rules.flatMap((rule) =>
        rule.source === '/:path*' ? [{ ...rule, source: '/admin' }, { ...rule, source: '/admin/:path*' }] : [rule],
      );
    },
  };
}

export default withStaffAdmin(nextConfig);
