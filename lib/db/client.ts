/**
 * Opens the forms' database: by default the embedded PostgreSQL server this process runs on a
 * cluster in `DATA_DIR` (lib/db/embedded-server.ts), or the PostgreSQL server at
 * `DATABASE_URL`, with the same schema, migrations and queries. Opening always applies
 * pending migrations first.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, getConfig } from '../config';
import { processWide } from '../process-wide';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import { type Connection, runningServer } from './embedded-connection';
import { startEmbeddedServer } from './embedded-server';
import { migrate } from './migrate';
import { importPgliteDataIfAny } from './pglite-import';
import type { Sql } from 'postgres';
import type { DatabaseHandle, DatabaseKind } from './types';

export type OpenDatabaseOptions =
  | { dataDir: string; migrationsFolder?: string }
  | {
      databaseUrl: string;
      /** The server's Unix socket file, which takes the place of the URL's host (tests reach the embedded server so). */
      socketPath?: string;
      /** What the server is to the site (an embedded server reached by URL, in the tests). */
      kind?: DatabaseKind;
      /** A schema to work in instead of the server's default (tests use a throwaway one). */
      searchPath?: string;
      maxConnections?: number;
      /** How long a pooled connection may stay idle before it is closed (60 s; tests shorten it). */
      idleTimeoutSeconds?: number;
      migrationsFolder?: string;
    };

function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/**
 * Starts the DATA_DIR's embedded server and opens it. The DATA_DIR's lock makes this process
 * its one supervisor; the server stops when the handle closes.
 */
async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const lock = acquireDataDirLock(path.join(dataDir, 'db.lock'));
  let server;
  try {
    server = await startEmbeddedServer(dataDir);
  } catch (error) {
    lock.release();
    throw new Error(`Could not start the embedded database in ${dataDir}`, { cause: error });
  }
  const stopServer = async () => {
    try {
      await server.stop();
    } finally {
      lock.release();
    }
  };
  try {
    await importPgliteDataIfAny(dataDir, server);
  } catch (error) {
    await stopServer();
    throw error;
  }
  const handle = await openServer(server, { kind: 'embedded' });
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await stopServer();
      }
    },
  };
}

/**
 * The DATA_DIR's embedded database for a command run beside the site (`npm run submissions`,
 * `npm run backup`): the running site's server, reached like any client, or, when no site
 * runs, a server of the command's own, stopped when the command closes it.
 */
export async function openEmbeddedForCommand(dataDir: string, migrationsFolder?: string): Promise<DatabaseHandle> {
  for (let attempt = 0; ; attempt += 1) {
    const running = runningServer(dataDir);
    if (running) return migrated(await openServer(running, { kind: 'embedded', maxConnections: 2 }), migrationsFolder);
    try {
      return await openDatabase({ dataDir, migrationsFolder });
    } catch (error) {
      // The site took the lock between the look and the try: its server is on its way.
      if (!(error instanceof DataDirLockedError) || attempt >= 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The database a command (`npm run submissions`, `backup`, `restore`, `db:psql`) works on: DATABASE_URL, else the DATA_DIR's embedded one. */
export function openDatabaseForCommand(config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  return config.DATABASE_URL ? openDatabase({ databaseUrl: config.DATABASE_URL }) : openEmbeddedForCommand(config.DATA_DIR);
}

/**
 * How long the PostgreSQL driver waits for a connection before giving up. A form post while
 * the server is down must not wait this long (tests/system/postgres-outage.test.ts).
 */
export const CONNECT_TIMEOUT_SECONDS = 10;

/**
 * How long a connection waits before connecting again after failing, in seconds. postgres.js's
 * own backoff grows to 20 s with every failure in a row, so a few minutes into an outage every
 * query waited up to 20 s before it was refused (form posts too, which must answer 503 at
 * once), and after the outage the pool took as long to come back. A refused connection costs
 * the server nothing, so the wait stays short: 0.1 s doubling to 1 s.
 */
export const reconnectDelaySeconds = (failuresInARow: number) => Math.min(0.1 * 2 ** Math.max(0, failuresInARow - 1), 1);

/**
 * Advisory locks are per database; the schema's name makes them per site, so two sites (or two
 * test runs) in different schemas of one database never wait on each other.
 */
const LOCK_SPACE = 'hashtext(current_schema())';

/**
 * The site's connections to its database. Each one is a PostgreSQL process that keeps its own
 * copy of the catalog and of every prepared statement's plan: 2 to 13 MB apiece, measured on the
 * embedded server after a burst of searches. Five keep a 2-core machine's cores busy (form posts
 * and new searches ran as fast as with ten in `npm run bench`, BENCHMARKS.md "Memory") for half
 * the memory; the site and its database must hold under 400 MB together (docs/production.md).
 */
const SITE_CONNECTIONS = 5;

type ServerOptions = { kind?: DatabaseKind; searchPath?: string; maxConnections?: number; idleTimeoutSeconds?: number };

async function openServer(
  target: string | Pick<Connection, 'url' | 'socketPath' | 'description'>,
  { kind = 'postgres', searchPath, maxConnections = SITE_CONNECTIONS, idleTimeoutSeconds = 60 }: ServerOptions = {},
): Promise<DatabaseHandle> {
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const { url, socketPath, description } =
    typeof target === 'string' ? { url: target, socketPath: undefined, description: describeUrl(target) } : target;
  const options = {
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    idle_timeout: idleTimeoutSeconds,
    // "relation already exists, skipping" and friends are not worth a log line.
    onnotice: () => undefined,
    ...(socketPath ? { path: socketPath } : {}),
    ...(searchPath ? { connection: { search_path: searchPath } } : {}),
  };
  const client = postgres(url, { ...options, max: maxConnections });
  return {
    db: drizzle(client),
    sql: client,
    kind,
    description,
    connection: { url, socketPath, searchPath },
    close: () => client.end({ timeout: 5 }),
    // The lock's session is idle for as long as the sync it guards runs: an idle timeout or a
    // maximum lifetime would close it, and with it the lock, mid-sync (tests/integration/sync-lock.test.ts).
    lock: (key, mode) => sessionAdvisoryLock(() => postgres(url, { ...options, max: 1, idle_timeout: 0, max_lifetime: 0 }), key, mode),
  };
}

/**
 * A session advisory lock on a connection of its own, opened for the lock and closed with it.
 * Not a connection reserved from the pool: postgres.js cannot reuse a reserved connection the
 * server has dropped (a crash of the database server), and handing one back puts the dead
 * connection into the pool, where the next queries fail (tests/integration/database-crash.test.ts).
 * Should the lock's connection drop, the server has already released the lock.
 */
async function sessionAdvisoryLock(
  connect: () => Sql,
  key: number,
  mode: 'wait' | 'try',
): ReturnType<DatabaseHandle['lock']> {
  const session = connect();
  const lockKey = `${LOCK_SPACE}, ${Math.trunc(key)}`;
  try {
    if (mode === 'wait') {
      await session.unsafe(`select pg_advisory_lock(${lockKey})`);
    } else {
      const [row] = await session.unsafe<{ locked: boolean }[]>(`select pg_try_advisory_lock(${lockKey}) as locked`);
      if (!row?.locked) {
        await session.end({ timeout: 5 });
        return null;
      }
    }
  } catch (error) {
    await session.end({ timeout: 0 }).catch(() => undefined);
    throw error;
  }
  return async () => {
    // Closing the session releases the lock by itself; the unlock only says so first. Should
    // the connection have dropped, the server released the lock when it went.
    await session.unsafe(`select pg_advisory_unlock(${lockKey})`).catch(() => undefined);
    await session.end({ timeout: 5 }).catch(() => undefined);
  };
}

async function migrated(handle: DatabaseHandle, migrationsFolder?: string): Promise<DatabaseHandle> {
  try {
    await migrate(handle.db, migrationsFolder);
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new Error(`Could not apply the database migrations to the ${handle.description}`, { cause: error });
  }
}

/** Opens a database and brings its schema up to date. The caller closes it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    'dataDir' in options
      ? await openEmbedded(options.dataDir)
      : await openServer(
          options.socketPath ? { url: options.databaseUrl, socketPath: options.socketPath, description: describeUrl(options.databaseUrl) } : options.databaseUrl,
          { kind: options.kind, searchPath: options.searchPath, maxConnections: options.maxConnections, idleTimeoutSeconds: options.idleTimeoutSeconds },
        );
  return migrated(handle, options.migrationsFolder);
}

/** The database this process's configuration names. */
export function configuredDatabaseOptions(): OpenDatabaseOptions {
  const config = getConfig();
  return config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
}

type Shared = { opening?: Promise<DatabaseHandle>; open?: DatabaseHandle; closed?: boolean };

/** The one open database of the process, shared by the server and Next's bundles. */
const shared = () => processWide<Shared>('database', () => ({}));

/** The process's database, opened (and migrated) on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  const state = shared();
  // Work still under way at the stop fails with this instead of starting a second server.
  if (state.closed) return Promise.reject(new Error('The database is closed: the server is stopping'));
  if (!state.opening) {
    const opening = openDatabase(configuredDatabaseOptions());
    state.opening = opening;
    opening.then((handle) => {
      if (state.opening === opening) state.open = handle;
    }, () => undefined);
    // A failed open (the lock held, the server down) is retried by the next caller.
    opening.catch(() => {
      if (state.opening === opening) state.opening = undefined;
    });
  }
  return state.opening;
}

/**
 * Makes `handle` the process's database: a command that opened the database its own way (the
 * running site's server, reached as a client) shares it with the staff admin it loads, and
 * tests that open a database of their own share it so.
 */
export function adoptDatabase(handle: DatabaseHandle): void {
  const state = shared();
  state.opening = Promise.resolve(handle);
  state.open = handle;
}

/** The process's database once it is open, else undefined (before the start has opened it, and during a build). */
export function openedDatabase(): DatabaseHandle | undefined {
  return shared().open;
}

/** Closes the process's database if it was opened, for good: {@link getDatabase} then refuses. */
export async function closeDatabase(): Promise<void> {
  const state = shared();
  state.closed = true;
  const opening = state.opening;
  state.opening = undefined;
  state.open = undefined;
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}
