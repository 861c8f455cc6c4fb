/**
 * The production build the fault tests run. They never build: `npm test` runs
 * `npm run build` into `.next` before `npm run test:system`, and a developer can point
 * SYSTEM_DIST_DIR at a build of their own (`NEXT_DIST_DIR=.next-mine npx next build`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const SYSTEM_DIST = process.env.SYSTEM_DIST_DIR ?? '.next';

/** The build folder, or a clear error when there is no build in it. */
export function requireBuiltSite(): string {
  if (!existsSync(path.join(SYSTEM_DIST, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${SYSTEM_DIST} (${SYSTEM_DIST}/BUILD_ID is missing): run npm run build first, ` +
        'or set SYSTEM_DIST_DIR to the folder of a build.',
    );
  }
  return SYSTEM_DIST;
}
