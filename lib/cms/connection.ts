/**
 * How the staff admin reaches the database: the same server, database and user as the site's
 * own connections (lib/db/client.ts), through node-postgres, which Payload's adapter uses.
 *
 * Payload names its own schema (`payload`) in every statement, so the site's search path (a
 * throwaway schema in some tests) does not apply to it.
 *
 * The admin's configuration is read when Next loads it, which may be before any database is
 * open (during `next build`) or in a command that opens the database itself. So the options
 * are read when Payload makes its pool, on first use, from the database this process opened.
 */
import path from 'node:path';
import type { PoolConfig } from 'pg';
import { openedDatabase } from '../db/client';
import type { ServerAddress } from '../db/types';

/**
 * Fewer than the site's five (lib/db/client.ts): the admin serves a few staff members, and each
 * connection costs the embedded server memory.
 */
const ADMIN_CONNECTIONS = 3;

/** node-postgres's options for a server the site reaches at `address`. */
export function poolConfigFor(address: ServerAddress): PoolConfig {
  const common: PoolConfig = {
    max: ADMIN_CONNECTIONS,
    connectionTimeoutMillis: 10_000,
    // Staff work in bursts; an idle connection is a PostgreSQL process holding memory.
    idleTimeoutMillis: 10_000,
  };
  // A URL as the site takes it (sslmode and all) is one node-postgres reads as it is.
  if (!address.socketPath) return { ...common, connectionString: address.url };
  // A Unix socket: node-postgres takes its folder as the host, and the port from its name (.s.PGSQL.<port>).
  const url = new URL(address.url);
  return {
    ...common,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
    host: path.dirname(address.socketPath),
    port: Number(path.basename(address.socketPath).replace('.s.PGSQL.', '')),
  };
}

/**
 * Options whose values are read from the process's open database when Payload makes its
 * pool (node-postgres copies them then), not when the configuration is loaded.
 */
export function poolConfigOfOpenDatabase(): PoolConfig {
  const current = (): PoolConfig => {
    const handle = openedDatabase();
    if (!handle) throw new Error('The staff admin was used before the database was opened');
    return poolConfigFor(handle.connection);
  };
  const keys = ['connectionString', 'user', 'password', 'database', 'host', 'port', 'max', 'connectionTimeoutMillis', 'idleTimeoutMillis'] as const;
  const options: PoolConfig = {};
  for (const key of keys) {
    Object.defineProperty(options, key, { enumerable: true, get: () => current()[key] });
  }
  return options;
}
