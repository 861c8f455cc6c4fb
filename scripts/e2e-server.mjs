// Serves the production build for the end-to-end tests on a fresh data folder, so every run
// starts from an empty database and mail folder.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
await stopLeftoverDatabaseServer();
rmSync(dataDir, { recursive: true, force: true });

/**
 * A database server an earlier run left behind in the data folder (its site was killed) must
 * go before the folder does: a server whose folder vanished shuts down within a minute, and
 * removes its socket as it goes, which by then is the new server's.
 */
async function stopLeftoverDatabaseServer() {
  let pid;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGQUIT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 10_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
    // The staff admin accepts cookie-carrying requests from the site's own origin only.
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
    FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? '1000',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
