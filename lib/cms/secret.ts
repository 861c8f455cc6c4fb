/**
 * The secret the staff admin signs its session tokens with (Payload's `secret`).
 *
 * `PAYLOAD_SECRET` sets it. Without it the site makes one on its first start and keeps it in
 * the database, so every instance sharing the database signs alike and a restart keeps staff
 * signed in, with nothing to configure.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/types';

const SECRET_NAME = 'payload';

/** The environment variable the admin's configuration reads the secret from. */
export const SECRET_VARIABLE = 'PAYLOAD_SECRET';

/** The database's admin secret, made (by whichever instance gets there first) when there is none. */
export async function storedAdminSecret(db: Db): Promise<string> {
  const made = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into site_secrets (name, value) values (${SECRET_NAME}, ${made}) on conflict (name) do nothing`);
  const [row] = rowsOf<{ value: string }>(await db.execute(sql`select value from site_secrets where name = ${SECRET_NAME}`));
  if (!row) throw new Error('The admin secret could not be stored in the database');
  return row.value;
}

/**
 * Puts the admin secret where the admin's configuration reads it: `PAYLOAD_SECRET` when set
 * (at least 32 characters), else the database's. Call once the database is open, before the
 * admin is first used.
 */
export async function provideAdminSecret(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const configured = env[SECRET_VARIABLE];
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new Error(`${SECRET_VARIABLE} must be at least 32 characters`);
    return;
  }
  env[SECRET_VARIABLE] = await storedAdminSecret(db);
}
