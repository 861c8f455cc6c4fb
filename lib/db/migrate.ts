/**
 * Applies the SQL files in `lib/db/migrations/` in name order, each once. The whole run
 * is one transaction under a Postgres advisory lock, so two instances starting together
 * take turns: the second waits, then finds nothing left to do.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './types';

const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An arbitrary constant naming "the forms' migrations" among the server's advisory locks. */
const MIGRATION_LOCK_KEY = 4_711_200_517;

/** Where the migration files live; the site, the CLI and the tests all run from the repo root. */
export function defaultMigrationsFolder(): string {
  return path.join(process.cwd(), 'lib', 'db', 'migrations');
}

type Migration = { name: string; checksum: string; statements: string[] };

async function readMigrations(folder: string): Promise<Migration[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  } catch (error) {
    throw new Error(`Could not read the database migrations in ${folder}`, { cause: error });
  }
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(folder, name), 'utf8');
      return {
        name,
        checksum: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim())
          .filter(Boolean),
      };
    }),
  );
}

/** Applies pending migrations; returns the names it applied (none when up to date). */
export async function migrate(db: Db, folder = defaultMigrationsFolder()): Promise<string[]> {
  const migrations = await readMigrations(folder);
  return underMigrationLock(db, async (tx) => {
    await tx.execute(sql`
      create table if not exists schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
    const applied = new Map(
      (await tx.select().from(schemaMigrations)).map((row) => [row.name, row.checksum] as const),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied; add a new migration instead of editing it`,
          );
        }
        continue;
      }
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ name: migration.name, checksum: migration.checksum });
      done.push(migration.name);
    }
    return done;
  });
}

/**
 * Runs `work` while this process holds the migration lock, in a transaction of `db` that ends
 * with it. Other migrations (the staff admin's, lib/cms/runtime.ts) take the same lock, so two
 * instances starting together never migrate at once.
 */
export function underMigrationLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(MIGRATION_LOCK_KEY))})`);
    return work(tx);
  });
}
