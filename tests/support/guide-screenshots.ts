/**
 * Where the end-to-end specs put the admin screenshots the staff guide (docs/admin.md) shows.
 * A test run writes them to an ignored folder, so running the tests leaves the tree as it
 * found it; `npm run docs:screenshots` runs the same specs with `GUIDE_SCREENSHOTS=docs/admin`
 * to refresh the guide's copies.
 */
import path from 'node:path';

const folder = path.resolve(process.env.GUIDE_SCREENSHOTS ?? 'test-results/guide');

/** The path of the guide's screenshot `name` (e.g. `sign-in.png`). */
export const guideScreenshot = (name: string): string => path.join(folder, name);
