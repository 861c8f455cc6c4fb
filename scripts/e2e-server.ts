// Serves the production build for the end-to-end tests on a fresh data folder, so every run
// starts from an empty database and mail folder; the server runs as `npm start` runs it.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSite } from '../tests/support/next-server';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(path.resolve(distDir, 'BUILD_ID')) || !existsSync(path.resolve(distDir, 'server.mjs'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawnSite(distDir, Number(process.env.PORT ?? '3100'), {
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: dataDir,
  FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? '1000',
});
server.stdout?.pipe(process.stdout);
server.stderr?.pipe(process.stderr);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
