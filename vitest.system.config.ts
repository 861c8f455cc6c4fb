import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** System tests: the built site as a real process against stand-in services. */
export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': fileURLToPath(new URL('./payload.config.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./', import.meta.url)),
    },
  },
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
