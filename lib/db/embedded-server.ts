/**
 * The embedded database: a PostgreSQL server the site runs itself, as a child process, on a
 * cluster in DATA_DIR (file layout in `embedded-connection.ts`). It listens only on a Unix
 * socket in its own 0700 folder (or, should that path be too long for a socket, on a
 * loopback port chosen at start) and asks for a password: nothing off the machine reaches it.
 *
 * The caller holds the DATA_DIR's lock (`data-dir-lock.ts`), so one supervisor at a time
 * starts, stops or recovers this cluster.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { log } from '../log';
import {
  clusterFolder,
  type Connection,
  connectionTo,
  EMBEDDED_DATABASE,
  EMBEDDED_USER,
  isPostgresProcess,
  passwordFile,
  readPostmasterPid,
  serverLogFile,
} from './embedded-connection';
import { postgresBinaries } from './postgres-binaries';
import { asServerUser, runningAsRoot } from './server-user';

export type EmbeddedServer = Connection & {
  pid: number;
  /** Stops the server (a fast shutdown: sessions end, everything committed is on disk). */
  stop: () => Promise<void>;
};

/** The longest a Unix socket path may be (sun_path, less its terminating zero). */
const MAX_SOCKET_PATH = 107;
const SOCKET_PORT = 5432;
/** The server's crash recovery after a kill replays its write-ahead log; this leaves it room. */
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a program to its end as the server's user; its output goes to the server's log file. */
async function runToEnd(dataDir: string, program: string, args: string[]): Promise<void> {
  const { command, args: argv } = asServerUser(program, args);
  const logFd = openSync(serverLogFile(dataDir), 'a', 0o600);
  try {
    const child = spawn(command, argv, { stdio: ['ignore', logFd, logFd] });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`${path.basename(program)} exited with ${code}; its output is in ${serverLogFile(dataDir)}:\n${logTail(dataDir)}`);
  } finally {
    closeSync(logFd);
  }
}

/** The end of the server's log: its last fatal lines if it has any among the last 50, else its last lines. */
function logTail(dataDir: string, lines = 8): string {
  try {
    const last = readFileSync(serverLogFile(dataDir), 'utf8').trimEnd().split('\n').slice(-50);
    const fatal = last.filter((line) => /\b(FATAL|PANIC):/.test(line));
    return (fatal.length > 0 ? fatal.slice(-3) : last.slice(-lines)).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A new cluster, made aside and moved into place, so a start cut short never leaves half a cluster. */
async function initialiseCluster(dataDir: string): Promise<void> {
  const binaries = postgresBinaries();
  if (!existsSync(passwordFile(dataDir))) {
    writeFileSync(passwordFile(dataDir), randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const draft = `${clusterFolder(dataDir)}.initialising`;
  rmSync(draft, { recursive: true, force: true });
  const started = Date.now();
  await runToEnd(dataDir, binaries.initdb, [
    `--pgdata=${draft}`,
    `--username=${EMBEDDED_USER}`,
    `--pwfile=${passwordFile(dataDir)}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    '--no-instructions',
  ]);
  renameSync(draft, clusterFolder(dataDir));
  log.info('[database] created the embedded PostgreSQL cluster', {
    folder: clusterFolder(dataDir),
    version: binaries.version,
    ms: Date.now() - started,
    ...(runningAsRoot() ? { runsAs: 'root, in a user namespace of its own (PostgreSQL refuses root)' } : {}),
  });
}

/**
 * A server left running by a site that was killed (`kill -9` ends the site, not its child) is
 * stopped: a fast shutdown, which keeps everything committed. A pid file whose process is gone
 * or is not a PostgreSQL server (its pid reused since) is removed, since PostgreSQL would take
 * a live unrelated process for a running server and refuse to start. Server processes that
 * outlived a killed server (its sessions, which end on their own moments later) are waited
 * for, since PostgreSQL refuses to start while they hold its shared memory.
 */
async function stopLeftoverServer(dataDir: string): Promise<void> {
  const status = readPostmasterPid(dataDir);
  if (status && isPostgresProcess(status.pid)) {
    log.warn('[database] a PostgreSQL server left running by an earlier start holds the cluster: stopping it', { pid: status.pid });
    await signalAndWait(status.pid, 'SIGINT', STOP_TIMEOUT_MS);
    // Else an immediate shutdown: the next start replays the write-ahead log, as after a crash.
    if (isPostgresProcess(status.pid)) await signalAndWait(status.pid, 'SIGQUIT', STOP_TIMEOUT_MS);
    if (isPostgresProcess(status.pid)) throw new Error(`The PostgreSQL server left running (pid ${status.pid}) did not stop`);
  } else if (status) {
    rmSync(path.join(clusterFolder(dataDir), 'postmaster.pid'), { force: true });
  }
  for (const pid of processesWorkingIn(clusterFolder(dataDir))) {
    await signalAndWait(pid, 'SIGQUIT', STOP_TIMEOUT_MS);
    if (isPostgresProcess(pid)) await signalAndWait(pid, 'SIGKILL', STOP_TIMEOUT_MS);
  }
  // The socket's lock file names the killed server's pid; PostgreSQL refuses to start while
  // that pid answers a signal (a process that was given the pid since, or a killed server
  // whose parent has not reaped it). No server of this cluster runs now, so it is stale.
  for (const name of readdirSync(clusterFolder(dataDir)).filter((file) => /^\.s\.PGSQL\.\d+\.lock$/.test(file))) {
    rmSync(path.join(clusterFolder(dataDir), name), { force: true });
  }
}

/** The PostgreSQL processes whose working folder is `folder` (every process of a server works in its cluster). */
function processesWorkingIn(folder: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const target = realpathSync(folder);
  return entries.map(Number).filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === target && isPostgresProcess(pid);
    } catch {
      return false;
    }
  });
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isPostgresProcess(pid) && Date.now() < deadline) await sleep(50);
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The server's settings: where it listens, and a memory footprint fit for a small site. */
async function serverSettings(dataDir: string): Promise<string[]> {
  const folder = clusterFolder(dataDir);
  const socketFits = path.join(folder, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH;
  const listening: Record<string, string> = socketFits
    ? { listen_addresses: '', unix_socket_directories: folder, port: String(SOCKET_PORT), unix_socket_permissions: '0700' }
    : { listen_addresses: '127.0.0.1', unix_socket_directories: '', port: String(await freeLoopbackPort()) };
  const settings: Record<string, string> = {
    ...listening,
    shared_buffers: '64MB',
    max_connections: '100',
    // Reads and writes in the process that asks, as before PostgreSQL 18, rather than through
    // three I/O worker processes (18's default): for a database this size they only add memory.
    io_method: 'sync',
    // Logs go to the server's log file (its stderr); no collector process.
    logging_collector: 'off',
    log_destination: 'stderr',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** Waits until the server takes connections (or it exited, or the time is up). */
async function waitUntilReady(dataDir: string, child: ChildProcess): Promise<Connection> {
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`The PostgreSQL server exited with ${exited} while starting; from ${serverLogFile(dataDir)}:\n${logTail(dataDir)}`);
    const status = readPostmasterPid(dataDir);
    if (status?.ready && status.pid === child.pid) {
      const connection = connectionTo(dataDir, status);
      const probe = postgres(connection.url, { path: connection.socketPath, max: 1, database: 'postgres', onnotice: () => undefined, connect_timeout: 5 });
      try {
        await probe`select 1`;
        return connection;
      } catch (error) {
        lastError = error;
      } finally {
        await probe.end({ timeout: 1 });
      }
    }
    await sleep(50);
  }
  throw new Error(`The PostgreSQL server did not take connections within ${READY_TIMEOUT_MS / 1000} s; from ${serverLogFile(dataDir)}:\n${logTail(dataDir)}`, {
    cause: lastError,
  });
}

async function ensureSiteDatabase(connection: Connection): Promise<void> {
  const admin = postgres(connection.url, { path: connection.socketPath, max: 1, database: 'postgres', onnotice: () => undefined });
  try {
    const [found] = await admin`select 1 as found from pg_database where datname = ${EMBEDDED_DATABASE}`;
    if (!found) await admin.unsafe(`create database "${EMBEDDED_DATABASE}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * Starts the DATA_DIR's server (making the cluster on the first start, stopping one a killed
 * site left running) and resolves once it takes connections.
 */
export async function startEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(path.join(clusterFolder(dataDir), 'PG_VERSION'))) await initialiseCluster(dataDir);
  await stopLeftoverServer(dataDir);
  const binaries = postgresBinaries();
  const { command, args } = asServerUser(binaries.postgres, ['-D', clusterFolder(dataDir), ...(await serverSettings(dataDir))]);
  const logFd = openSync(serverLogFile(dataDir), 'a', 0o600);
  let child: ChildProcess;
  try {
    // A process group of its own: Ctrl-C in a terminal signals the site, which stops the
    // server after its requests have drained, not before.
    child = spawn(command, args, { stdio: ['ignore', logFd, logFd], detached: true });
  } finally {
    closeSync(logFd);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => log.error('[database] the PostgreSQL server could not be started', { error }));
  let connection: Connection;
  try {
    connection = await waitUntilReady(dataDir, child);
    await ensureSiteDatabase(connection);
  } catch (error) {
    child.kill('SIGQUIT');
    await exited;
    throw error;
  }
  const pid = child.pid ?? 0;
  log.info('[database] the embedded PostgreSQL server is ready', { pid, listens: connection.socketPath ?? connection.url.replace(/:[^:@/]*@/, ':…@') });
  let stopping: Promise<void> | undefined;
  return {
    ...connection,
    pid,
    stop: () => {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGINT');
          const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        log.info('[database] the embedded PostgreSQL server stopped', { pid });
      })();
      return stopping;
    },
  };
}
