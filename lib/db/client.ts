/**
 * Opens the forms' database: PGlite under `DATA_DIR/db` by default, or the PostgreSQL
 * server at `DATABASE_URL`, with the same schema, migrations and queries. Opening always
 * applies pending migrations first.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '../config';
import { processWide } from '../process-wide';
import { acquireDataDirLock } from './data-dir-lock';
import { migrate } from './migrate';
import type { Sql } from 'postgres';
import type { DatabaseHandle } from './types';

export type OpenDatabaseOptions =
  | { dataDir: string; migrationsFolder?: string }
  | {
      databaseUrl: string;
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

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const lock = acquireDataDirLock(path.join(dataDir, 'db.lock'));
  try {
    // Loaded on demand so a PostgreSQL deployment never loads the WebAssembly build.
    const [{ PGlite }, { drizzle }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
    ]);
    const client = await PGlite.create(path.join(dataDir, 'db'));
    return {
      db: drizzle(client),
      kind: 'embedded',
      description: `embedded database at ${path.join(dataDir, 'db')}`,
      // One process at a time opens the embedded database (the data directory's lock), so a lock
      // within the process is a lock on the database.
      lock: inProcessLock(),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw new Error(`Could not open the embedded database in ${dataDir}`, { cause: error });
  }
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

async function openServer(databaseUrl: string, searchPath?: string, maxConnections = 10, idleTimeoutSeconds = 60): Promise<DatabaseHandle> {
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const options = {
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    idle_timeout: idleTimeoutSeconds,
    // "relation already exists, skipping" and friends are not worth a log line.
    onnotice: () => undefined,
    ...(searchPath ? { connection: { search_path: searchPath } } : {}),
  };
  const client = postgres(databaseUrl, { ...options, max: maxConnections });
  return {
    db: drizzle(client),
    kind: 'postgres',
    description: describeUrl(databaseUrl),
    close: () => client.end({ timeout: 5 }),
    // The lock's session is idle for as long as the sync it guards runs: an idle timeout or a
    // maximum lifetime would close it, and with it the lock, mid-sync (tests/integration/sync-lock.test.ts).
    lock: (key, mode) => sessionAdvisoryLock(() => postgres(databaseUrl, { ...options, max: 1, idle_timeout: 0, max_lifetime: 0 }), key, mode),
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

/** Advisory locks between the callers of one process. */
function inProcessLock(): DatabaseHandle['lock'] {
  const tails = new Map<number, Promise<void>>();
  /** Holders and waiters per key, counted as soon as they ask. */
  const claims = new Map<number, number>();
  return async (key, mode) => {
    if (mode === 'try' && (claims.get(key) ?? 0) > 0) return null;
    claims.set(key, (claims.get(key) ?? 0) + 1);
    const before = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    tails.set(key, before.then(() => mine));
    await before;
    return async () => {
      claims.set(key, (claims.get(key) ?? 1) - 1);
      release();
    };
  };
}

/** Opens a database and brings its schema up to date. The caller closes it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    'dataDir' in options
      ? await openEmbedded(options.dataDir)
      : await openServer(options.databaseUrl, options.searchPath, options.maxConnections, options.idleTimeoutSeconds);
  try {
    await migrate(handle.db, options.migrationsFolder);
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new Error(`Could not apply the database migrations to the ${handle.description}`, { cause: error });
  }
}

/** The database this process's configuration names. */
export function configuredDatabaseOptions(): OpenDatabaseOptions {
  const config = getConfig();
  return config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
}

type Shared = { opening?: Promise<DatabaseHandle> };

/** The one open database of the process, shared by the server and Next's bundles. */
const shared = () => processWide<Shared>('database', () => ({}));

/** The process's database, opened (and migrated) on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  const state = shared();
  if (!state.opening) {
    const opening = openDatabase(configuredDatabaseOptions());
    state.opening = opening;
    // A failed open (the lock held, the server down) is retried by the next caller.
    opening.catch(() => {
      if (state.opening === opening) state.opening = undefined;
    });
  }
  return state.opening;
}

/** Closes the process's database if it was opened. */
export async function closeDatabase(): Promise<void> {
  const state = shared();
  const opening = state.opening;
  state.opening = undefined;
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}
