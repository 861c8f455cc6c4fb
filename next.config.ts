import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { configNamedRoutes, sidebarAliases } from './lib/routes';
import { allowsLoopbackImages, distDirOf, serverActionOrigins, wordpressImagePatterns } from './lib/server/next-config-at-start';

/**
 * `npm run build` and `npm run dev` read this file; `npm start` hands Next the build's copy of it
 * with the parts that follow the environment worked out again by the same functions
 * (lib/server/next-config-at-start.ts), so a change here needs a build to reach a running site.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    serverActions: { allowedOrigins: serverActionOrigins() },
    // Two root layouts (the public site and the staff admin): see app/global-not-found.tsx.
    globalNotFound: true,
  },
  reactStrictMode: true,
  // Lets a second build (a helper, a benchmark) use its own output folder beside `.next`.
  distDir: distDirOf(),
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 96, 128, 256, 384],
    remotePatterns: wordpressImagePatterns(),
    // Optimised images are kept on disk; without a bound Next takes half the free disk, which
    // is also where the embedded database lives. 500 MB holds every size of thousands of images.
    maximumDiskCacheSize: 500_000_000,
    dangerouslyAllowLocalIP: allowsLoopbackImages(),
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
