import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const resolve = {
  alias: {
    '@payload-config': fileURLToPath(new URL('./payload.config.ts', import.meta.url)),
    '@': fileURLToPath(new URL('./', import.meta.url)),
  },
};

/**
 * Files that need the machine or the build folder to themselves run alone, after the rest:
 * - the load test holds both cores busy for its 35 s and asserts that no request times out,
 *   which another file's server starting beside it would put at risk;
 * - the unknown-slugs test asserts that no file appears in the build folder while it probes,
 *   and every file's server renders into that same folder.
 */
const alone = ['tests/system/load.test.ts', 'tests/system/unknown-slugs.test.ts'];

/**
 * System tests: the built site as a real process against stand-in services. Each file starts
 * servers of its own on ports of its own (no two files share a port, a database or a
 * DATA_DIR), and most of a file's time is spent waiting on them (a server starting, a timeout
 * the test provokes, a retry), so two files run at once; the files in `alone` run after them,
 * one at a time (`sequence.groupOrder`).
 */
export default defineConfig({
  resolve,
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          exclude: alone,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve,
        test: {
          name: 'system-alone',
          include: alone,
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
