/**
 * A PostgreSQL cluster of a test's own, in a temporary folder, that the test can stop and
 * start at will (the shared server on 5432 must never be touched). PostgreSQL refuses to
 * run as root, so when the tests run as root (CI does) every command runs as the
 * `postgres` user through `runuser`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PrivateCluster = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  port: number;
  start(): Promise<void>;
  /** `fast` ends sessions cleanly; `immediate` kills the server as a crash would. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server if it runs and deletes its folder; safe to call after any failure. */
  destroy(): Promise<void>;
};

/** Where initdb and pg_ctl live: `pg_config --bindir`, else Debian's PostgreSQL 15. */
function postgresBinDir(): string {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on the PATH: fall back to the Debian location below.
  }
  candidates.push('/usr/lib/postgresql/15/bin');
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error(`initdb and pg_ctl not found in ${candidates.join(' or ')}: install PostgreSQL's server package`);
  return found;
}

/** True when something already listens on the port (another cluster, another agent). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Creates a cluster under a new temporary folder and starts it on `port`. */
export async function startPrivateCluster(port: number): Promise<PrivateCluster> {
  if (await portTaken(port)) throw new Error(`Port ${port} is already in use: the private PostgreSQL cluster needs it free`);
  const binDir = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-private-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');

  const pgCommand = async (program: 'initdb' | 'pg_ctl', args: string[]) => {
    const binary = path.join(binDir, program);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
    try {
      await run(file, argv, { timeout: 60_000 });
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${program} ${args.join(' ')} failed${log ? `; server log:\n${log.slice(-2_000)}` : ''}`, {
        cause: error,
      });
    }
  };

  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      // The socket goes into our own folder, not /var/run/postgresql, and only TCP on loopback listens.
      const options = `-c listen_addresses=127.0.0.1 -c port=${port} -k ${dir} -c fsync=off`;
      await pgCommand('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
    },
    async stop(mode) {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    async destroy() {
      // A server is (or may be) running while its pid file exists, even after a failed start.
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) await cluster.stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };

  try {
    if (asRoot) await run('chown', ['postgres:postgres', dir]);
    await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
