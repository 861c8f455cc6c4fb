// Serves the production build for the end-to-end tests on a fresh data folder, so every run
// starts from an empty database and mail folder; the server runs as `npm start` runs it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSite } from '../tests/support/next-server';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
await stopLeftoverDatabaseServer();
rmSync(dataDir, { recursive: true, force: true });

/**
 * A database server an earlier run left behind in the data folder (its site was killed) must
 * go before the folder does: a server whose folder vanished shuts down within a minute, and
 * removes its socket as it goes, which by then is the new server's.
 */
async function stopLeftoverDatabaseServer(): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // A stale file names a number the system may since have given to another process (another
    // run's site, once): only a PostgreSQL server of this folder is stopped.
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!command.includes('postgres') || !command.includes(path.join(dataDir, 'postgres'))) return;
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

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(path.resolve(distDir, 'BUILD_ID')) || !existsSync(path.resolve(distDir, 'server.mjs'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawnSite(distDir, Number(process.env.PORT ?? '3100'), {
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: dataDir,
  // The staff admin accepts cookie-carrying requests from the site's own origin only.
  SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
  FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? '1000',
});
server.stdout?.pipe(process.stdout);
server.stderr?.pipe(process.stderr);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
