import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': fileURLToPath(new URL('./payload.config.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Request lines at info level would drown the test report; warnings and errors still show.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    globalSetup: ['tests/support/embedded-postgres-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
