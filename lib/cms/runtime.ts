/**
 * The process's staff admin (Payload), ready for use: its secret provided, its migrations
 * applied under the site's migration lock, and its content seeded on a first start. The
 * start (server.ts) makes it ready before the site listens; pages, routes and commands then
 * find it ready.
 */
import config from '@payload-config';
import { getPayload, type Migration, type Payload } from 'payload';
import { getDatabase } from '../db/client';
import { underMigrationLock } from '../db/migrate';
import { log } from '../log';
import { migrations } from './migrations';
import { provideAdminSecret, SECRET_VARIABLE } from './secret';
import { cmsState } from './state';

async function open(): Promise<Payload> {
  const handle = await getDatabase();
  await provideAdminSecret(handle.db);
  // The configuration may have been loaded before the secret was known (lib/cms/secret.ts).
  const resolved = await config;
  resolved.secret = process.env[SECRET_VARIABLE]!;
  const payload = await getPayload({ config: resolved });
  keepPoolErrorsFromCrashing(payload);
  // The lock is held by one of the site's connections while Payload migrates over its own.
  // Payload's `migrate` types its migrations loosely (`args: unknown`); ours take the
  // adapter's own arguments, which is what it passes them.
  await underMigrationLock(handle.db, () => payload.db.migrate({ migrations: migrations as unknown as Migration[] }));
  return payload;
}

/**
 * node-postgres reports a dropped idle connection (the database restarting, or stopping at the
 * end of the site's stop) as an `error` event on the pool, and an event nobody listens to ends
 * the process. Payload's adapter does not listen; the admin reconnects on its next query.
 */
function keepPoolErrorsFromCrashing(payload: Payload): void {
  const pool = (payload.db as { pool?: { on: (event: 'error', listener: (error: Error) => void) => unknown } }).pool;
  pool?.on('error', (error) => log.warn('[admin] a database connection of the admin dropped; it reconnects when next used', { error: error.message }));
}

/** The process's admin, made ready on first use. */
export function getCms(): Promise<Payload> {
  const state = cmsState();
  if (!state.ready) {
    const ready = open();
    state.ready = ready;
    // A failed start (the database down) is tried again by the next caller.
    ready.catch(() => {
      if (state.ready === ready) state.ready = undefined;
    });
  }
  return state.ready as Promise<Payload>;
}
