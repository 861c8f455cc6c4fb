/**
 * The blog's sync lock as PostgreSQL sees it: the sessions holding or waiting for it in one
 * schema (the lock's key is per schema, lib/db/client.ts), read from `pg_locks`.
 */
import postgres, { type Sql } from 'postgres';
import { POSTGRES_URL } from './databases';

/** The blog's sync lock key (lib/articles/sync.ts), written out. */
const SYNC_LOCK_KEY = 47_112_005;

export type LockSession = { pid: number; granted: boolean };

/**
 * A watcher on its own connection to the external server, or on `client` (the database under
 * test's own pool, for the embedded server); `end()` closes only a connection it opened.
 * Advisory locks are per database, so only the watched database's sessions count.
 */
export function syncLockWatcher(schema: string, client?: Sql): { sessions: () => Promise<LockSession[]>; end: () => Promise<void> } {
  const admin = client ?? postgres(POSTGRES_URL, { max: 1, onnotice: () => undefined });
  return {
    sessions: () =>
      admin.unsafe<LockSession[]>(
        `select pid, granted from pg_locks
          where locktype = 'advisory' and objid = ${SYNC_LOCK_KEY} and objsubid = 2
            and database = (select oid from pg_database where datname = current_database())
            and classid::bigint = (hashtext($1)::bigint + 4294967296) % 4294967296
          order by granted desc`,
        [schema],
      ),
    end: () => (client ? Promise.resolve() : admin.end()),
  };
}
