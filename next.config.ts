import type { NextConfig } from 'next';
import { configNamedRoutes, sidebarAliases } from './lib/routes';
import { securityHeaders } from './lib/security/headers';

/** Featured images from WordPress go through the image optimiser, from the blog's own host only. */
function wordpressImagePatterns(): NonNullable<NextConfig['images']>['remotePatterns'] {
  const base = process.env.WORDPRESS_URL;
  if (!base || !URL.canParse(base)) return [];
  const { protocol, hostname, port } = new URL(base);
  return [{ protocol: protocol.replace(':', '') as 'http' | 'https', hostname, port, pathname: '/**' }];
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project (tests and scripts too) before every build
  // in `npm test`; checking again inside each build only makes the builds slower.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Lets a second build (a helper, a benchmark) use its own output folder beside `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 96, 128, 256, 384],
    remotePatterns: wordpressImagePatterns(),
    // The stand-in WordPress of the tests runs on loopback; real deployments never need this.
    dangerouslyAllowLocalIP: process.env.WORDPRESS_URL?.startsWith('http://127.0.0.1') ?? false,
  },
  async headers() {
    // In production each HTML page's policy is replaced by one naming the hashes of its
    // own framework scripts (`lib/security/html-script-policy.ts`); `next dev` needs eval.
    return [{ source: '/:path*', headers: securityHeaders({ development: process.env.NODE_ENV === 'development' }) }];
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

export default nextConfig;
