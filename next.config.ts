import type { NextConfig } from 'next';
import { configNamedRoutes, sidebarAliases } from './lib/routes';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets a second build (a helper, a benchmark) use its own output folder beside `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 96, 128, 256, 384],
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
