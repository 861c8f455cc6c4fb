/**
 * Where the embedded PostgreSQL server of a DATA_DIR keeps its files, and how a client reaches
 * it: the site, `npm run submissions`, `npm run backup` and `npm run db:psql` alike.
 *
 *   DATA_DIR/postgres/            the cluster (PGDATA), and the server's Unix socket in it
 *   DATA_DIR/postgres-password    the password of the cluster's one user (0600)
 *   DATA_DIR/postgres.log         the server's own log
 *
 * The server's `postmaster.pid` says whether it runs and where it listens (PostgreSQL writes
 * its pid, port, socket folder and listen address there), so a client needs nothing else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const EMBEDDED_USER = 'kilele';
export const EMBEDDED_DATABASE = 'kilele';

export const clusterFolder = (dataDir: string) => path.join(dataDir, 'postgres');
export const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');
export const serverLogFile = (dataDir: string) => path.join(dataDir, 'postgres.log');

/** How to reach a server: a URL for postgres.js, and a Unix socket that overrides its host. */
export type Connection = {
  url: string;
  /** The server's Unix socket file, when it listens on one. */
  socketPath?: string;
  /** The same, as libpq's tools (psql) take it: a URL, with the password in PGPASSWORD. */
  libpq: { url: string; password: string };
  /** Where the data lives, safe to print (no password). */
  description: string;
};

export type PostmasterStatus = { pid: number; port: number; socketFolder: string; listenAddress: string; ready: boolean };

/** What `postmaster.pid` says, or undefined when there is none (the server is not running, or never ran). */
export function readPostmasterPid(dataDir: string): PostmasterStatus | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(clusterFolder(dataDir), 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  // Lines: pid, data folder, start time, port, socket folder, listen address, shared memory key, status.
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return {
    pid,
    port: Number(lines[3]),
    socketFolder: lines[4]?.trim() ?? '',
    listenAddress: lines[5]?.trim() ?? '',
    ready: lines[7]?.trim() === 'ready',
  };
}

/** Whether `pid` is a live PostgreSQL server process (not an unrelated process that was given a dead server's pid). */
export function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return commandLine.some((part) => path.basename(part) === 'postgres');
  } catch {
    // No /proc (not Linux): the pid is alive, and taken to be the server.
    return true;
  }
}

/** The connection to a server listening as `status` says. */
export function connectionTo(dataDir: string, status: Pick<PostmasterStatus, 'port' | 'socketFolder' | 'listenAddress'>): Connection {
  const password = readFileSync(passwordFile(dataDir), 'utf8').trim();
  const auth = `${EMBEDDED_USER}:${encodeURIComponent(password)}`;
  const description = `embedded PostgreSQL server in ${clusterFolder(dataDir)}`;
  if (status.socketFolder) {
    return {
      url: `postgres://${auth}@localhost:${status.port}/${EMBEDDED_DATABASE}`,
      socketPath: path.join(status.socketFolder, `.s.PGSQL.${status.port}`),
      libpq: {
        url: `postgresql://${EMBEDDED_USER}@/${EMBEDDED_DATABASE}?host=${encodeURIComponent(status.socketFolder)}&port=${status.port}`,
        password,
      },
      description,
    };
  }
  const host = status.listenAddress || '127.0.0.1';
  return {
    url: `postgres://${auth}@${host}:${status.port}/${EMBEDDED_DATABASE}`,
    libpq: { url: `postgresql://${EMBEDDED_USER}@${host}:${status.port}/${EMBEDDED_DATABASE}`, password },
    description,
  };
}

/** The connection to the DATA_DIR's server if one is running and ready, else undefined. */
export function runningServer(dataDir: string): Connection | undefined {
  const status = readPostmasterPid(dataDir);
  if (!status?.ready || !isPostgresProcess(status.pid)) return undefined;
  return connectionTo(dataDir, status);
}
