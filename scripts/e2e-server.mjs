// Serves the production build for the end-to-end tests on a fresh data folder, so every run
// starts from an empty database and mail folder.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });

if (!existsSync(path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.PORT ?? '3100',
    HOST: process.env.HOST ?? '127.0.0.1',
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? '1000',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
