/**
 * Next's configuration as the production server starts with it: the build's own, with the
 * parts that follow the environment the server starts with (not the one it was built with)
 * worked out again. next.config.ts uses the same functions, so `next build`, `npm run dev` and
 * `npm start` agree.
 *
 * Why the production start does not let Next read next.config.ts: Next transpiles a TypeScript
 * configuration at start with its native compiler (SWC), whose 130 MB library and two runtime
 * threads then stay in the process for its whole life: about 27 MB of the site's resident
 * memory, and more in those threads' allocations (docs/production.md, "Memory"). Next's own
 * standalone server avoids that the same way: it hands Next the configuration the build
 * serialised (`required-server-files.json`) in `__NEXT_PRIVATE_STANDALONE_CONFIG`, which Next
 * then takes as it is (docs/pipeline.md, "How the server starts").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

type Env = Record<string, string | undefined>;
type RemotePatterns = NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>;

/** The folder of the build the server runs, as next.config.ts names it. */
export const distDirOf = (env: Env = process.env): string => env.NEXT_DIST_DIR || '.next';

/**
 * Featured images from WordPress go through the image optimiser: only files under the blog's
 * uploads folder, and only without a query string, so nobody can make the server encode and
 * store an image per made-up address (docs/articles.md). They follow the `WORDPRESS_URL` the
 * server runs with, whatever the build had.
 */
export function wordpressImagePatterns(env: Env = process.env): RemotePatterns {
  const base = env.WORDPRESS_URL;
  if (!base || !URL.canParse(base)) return [];
  const { protocol, hostname, port, pathname } = new URL(base);
  const uploads = `${pathname.replace(/\/+$/, '')}/wp-content/uploads/**`;
  return [{ protocol: protocol.replace(':', '') as 'http' | 'https', hostname, port, pathname: uploads, search: '' }];
}

/** The stand-in WordPress of the tests runs on loopback; real deployments never need this. */
export const allowsLoopbackImages = (env: Env = process.env): boolean => env.WORDPRESS_URL?.startsWith('http://127.0.0.1') ?? false;

/**
 * Next's own check on Server Actions compares `Origin` with the request's host; the site's one
 * cross-site check (lib/security/cross-site.ts) runs first and also accepts the site's public
 * origin, which a proxy in front may not pass on as the host. Next must accept it too.
 */
export function serverActionOrigins(env: Env = process.env): string[] {
  const site = env.SITE_URL;
  return site && URL.canParse(site) ? [new URL(site).host] : [];
}

type BuiltConfig = {
  distDir: string;
  images: { remotePatterns: RemotePatterns; dangerouslyAllowLocalIP: boolean };
  experimental: { serverActions?: { allowedOrigins?: string[] } };
};

/**
 * The build's configuration (`<build>/required-server-files.json`) with the environment's parts
 * put back. Throws if the build has none: `npm run build` writes it.
 */
export function configAtStart(env: Env = process.env): BuiltConfig {
  const distDir = distDirOf(env);
  const file = path.join(distDir, 'required-server-files.json');
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: BuiltConfig };
  return {
    ...config,
    distDir,
    images: { ...config.images, remotePatterns: wordpressImagePatterns(env), dangerouslyAllowLocalIP: allowsLoopbackImages(env) },
    experimental: { ...config.experimental, serverActions: { ...config.experimental.serverActions, allowedOrigins: serverActionOrigins(env) } },
  };
}

/** Where Next takes a configuration it does not have to load (its standalone server's way). */
export const PROVIDED_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** Hands Next {@link configAtStart}: call before Next is prepared. */
export function provideNextConfig(env: Env = process.env): void {
  env[PROVIDED_CONFIG_VARIABLE] = JSON.stringify(configAtStart(env));
}
