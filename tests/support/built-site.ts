/**
 * The production build the fault tests run. They never build: `npm test` runs
 * `npm run build` into `.next` before `npm run test:system`, and a developer can point
 * SYSTEM_DIST_DIR at a build of their own (`NEXT_DIST_DIR=.next-mine npm run build`: Next's
 * build alone lacks the compiled server, `server.mjs`, that `npm start` runs).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const SYSTEM_DIST = process.env.SYSTEM_DIST_DIR ?? '.next';

/** The build folder, or a clear error when there is no build in it. */
export function requireBuiltSite(): string {
  for (const file of ['BUILD_ID', 'server.mjs']) {
    if (existsSync(path.join(SYSTEM_DIST, file))) continue;
    throw new Error(
      `No production build in ${SYSTEM_DIST} (${SYSTEM_DIST}/${file} is missing): run npm run build first, ` +
        'or set SYSTEM_DIST_DIR to the folder of a build.',
    );
  }
  return SYSTEM_DIST;
}

/**
 * A private copy of the build in a new folder under the repository (Next resolves its own
 * modules from there), for a second server next to another on the same build: a server writes
 * the pages it regenerates into its build folder, where a server sharing it would serve them as
 * its own. Without Next's cache folder. The caller removes it.
 */
export function privateBuildCopy(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  const copy = mkdtempSync(path.join(process.cwd(), '.next-private-'));
  for (const entry of readdirSync(distDir)) {
    if (entry !== 'cache') cpSync(path.join(distDir, entry), path.join(copy, entry), { recursive: true });
  }
  return path.relative(process.cwd(), copy);
}
