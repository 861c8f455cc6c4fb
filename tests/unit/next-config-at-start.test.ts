/**
 * `npm start` hands Next the build's configuration instead of letting it compile
 * next.config.ts (lib/server/next-config-at-start.ts): the parts that follow the environment
 * must still follow the one the server starts with, and the rest must be the build's.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configAtStart, provideNextConfig } from '@/lib/server/next-config-at-start';

let root: string;
let dist: string;

/** What a build serialises, reduced to the parts these tests read. */
const built = {
  distDir: '.next-built-elsewhere',
  compress: true,
  images: { deviceSizes: [375, 640, 828], formats: ['image/avif', 'image/webp'], remotePatterns: [], dangerouslyAllowLocalIP: false },
  experimental: { serverActions: { allowedOrigins: [], bodySizeLimit: '1mb' }, globalNotFound: true },
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'next-config-'));
  dist = path.join(root, '.next-copy');
  await mkdir(dist);
  await writeFile(path.join(dist, 'required-server-files.json'), JSON.stringify({ version: 1, config: built, files: [] }));
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe("the configuration Next gets at start", () => {
  it("follows the start's WORDPRESS_URL, SITE_URL and build folder, and keeps the rest of the build's", () => {
    const config = configAtStart({ NEXT_DIST_DIR: dist, WORDPRESS_URL: 'https://blog.kilele.example/news/', SITE_URL: 'https://www.kilele.example' });
    expect(config.distDir).toBe(dist);
    expect(config.images.remotePatterns).toEqual([
      { protocol: 'https', hostname: 'blog.kilele.example', port: '', pathname: '/news/wp-content/uploads/**', search: '' },
    ]);
    expect(config.images.dangerouslyAllowLocalIP).toBe(false);
    expect(config.experimental.serverActions).toEqual({ allowedOrigins: ['www.kilele.example'], bodySizeLimit: '1mb' });
    expect(config).toMatchObject({ compress: true, experimental: { globalNotFound: true } });
    expect(config.images).toMatchObject({ deviceSizes: [375, 640, 828], formats: ['image/avif', 'image/webp'] });
  });

  it('lets the optimiser fetch nothing from elsewhere without a WORDPRESS_URL, and loopback only for a stand-in on it', () => {
    expect(configAtStart({ NEXT_DIST_DIR: dist }).images).toMatchObject({ remotePatterns: [], dangerouslyAllowLocalIP: false });
    expect(configAtStart({ NEXT_DIST_DIR: dist, WORDPRESS_URL: 'http://127.0.0.1:4010' }).images).toMatchObject({
      remotePatterns: [{ protocol: 'http', hostname: '127.0.0.1', port: '4010', pathname: '/wp-content/uploads/**', search: '' }],
      dangerouslyAllowLocalIP: true,
    });
  });

  it('is handed to Next in the variable its standalone server uses, as JSON', () => {
    const env: Record<string, string | undefined> = { NEXT_DIST_DIR: dist, SITE_URL: 'https://www.kilele.example' };
    provideNextConfig(env);
    const handed = JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG!) as typeof built;
    expect(handed.distDir).toBe(dist);
    expect(handed.experimental.serverActions.allowedOrigins).toEqual(['www.kilele.example']);
  });

  it('fails, naming the file, for a folder with no build', () => {
    expect(() => configAtStart({ NEXT_DIST_DIR: path.join(root, 'nothing-here') })).toThrow(/required-server-files\.json/);
  });
});

/** The paths at which two objects differ (`a.b.c`), for comparing two loads of next.config.ts. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) || typeof a === 'function' ? [] : [at];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((key) => differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], at ? `${at}.${key}` : key));
}

describe('next.config.ts and the start agree', () => {
  it('reads nothing from the environment but what the start works out again', async () => {
    const load = async (env: Record<string, string>) => {
      vi.resetModules();
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      try {
        return (await import('@/next.config')).default;
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const one = await load({ WORDPRESS_URL: 'https://blog.kilele.example', SITE_URL: 'https://www.kilele.example', NEXT_DIST_DIR: '.next-one' });
    const other = await load({ WORDPRESS_URL: 'http://127.0.0.1:4010/wp', SITE_URL: 'http://127.0.0.1:3000', NEXT_DIST_DIR: '.next-other' });
    // A setting that follows the environment but is not in this list would be frozen at build under `npm start`.
    expect(differences(one, other).sort()).toEqual(['distDir', 'experimental.serverActions.allowedOrigins', 'images.dangerouslyAllowLocalIP', 'images.remotePatterns']);
  });
});
