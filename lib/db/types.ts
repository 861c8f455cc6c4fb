import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** A Drizzle database on either driver, or a transaction on one (a transaction is a database). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'embedded' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /** Where the data lives, safe to print (no password). */
  description: string;
  close: () => Promise<void>;
};
