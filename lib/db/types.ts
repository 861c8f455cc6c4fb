import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';

/** A Drizzle database, or a transaction on one (a transaction is a database). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A PostgreSQL server as a client reaches it: a URL, and the Unix socket that replaces its host, if any. */
export type ServerAddress = { url: string; socketPath?: string; searchPath?: string };

/** The embedded PostgreSQL server the site runs itself, or a PostgreSQL server of the firm's own (DATABASE_URL). */
export type DatabaseKind = 'embedded' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  /** The same connections without Drizzle, for what only the driver does (COPY, for the backups). */
  sql: Sql;
  kind: DatabaseKind;
  /** Where the data lives, safe to print (no password). */
  description: string;
  /** How this handle reached the server, for the other client in the process (the staff admin's, lib/cms/connection.ts). */
  connection: ServerAddress;
  close: () => Promise<void>;
  /**
   * Takes the session-level advisory lock `key` (a 32-bit integer), shared by every process on the same database and schema:
   * waits for it (`wait`), or gives up at once when another holds it (`try`, resolves null).
   * Resolves the function that releases it.
   */
  lock: (key: number, mode: 'wait' | 'try') => Promise<(() => Promise<void>) | null>;
};

/**
 * The rows of `db.execute(sql…)` (postgres.js returns a list; other drivers an object with
 * `rows`). For the few queries the query builder cannot express.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
