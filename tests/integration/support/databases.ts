/**
 * Throwaway databases for the integration tests: an embedded one in a temporary DATA_DIR
 * (copied from a migrated template, since PGlite's initdb takes seconds) and a fresh
 * schema on the PostgreSQL server at 127.0.0.1:5432.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../lib/db/client';
import { defaultMigrationsFolder } from '../../../lib/db/migrate';
import type { DatabaseHandle, Db } from '../../../lib/db/types';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabase = {
  kind: 'embedded' | 'postgres';
  handle: DatabaseHandle;
  /** Reopens the same data (a server restart); the old handle must be closed first. */
  reopen: () => Promise<DatabaseHandle>;
  /** Opens another handle on the same data, as a second instance would (PostgreSQL only). */
  openAnother: () => Promise<DatabaseHandle>;
  dataDir: string;
  cleanup: () => Promise<void>;
};

function migrationsHash(): string {
  const folder = defaultMigrationsFolder();
  // A PGlite upgrade may change the on-disk format, so its version is part of the key.
  const pglite = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const hash = createHash('sha256').update(readFileSync(pglite));
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated, closed PGlite data directory to copy, built once per set of migrations. */
export async function embeddedTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `kilele-forms-pglite-template-${migrationsHash()}`);
  if (existsSync(path.join(template, 'db', 'PG_VERSION'))) return template;
  const draft = `${template}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ dataDir: draft });
  await handle.close();
  try {
    renameSync(draft, template);
  } catch {
    // Another test worker finished its template first: use that one.
    rmSync(draft, { recursive: true, force: true });
  }
  return template;
}

export async function embeddedDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-forms-'));
  cpSync(path.join(await embeddedTemplate(), 'db'), path.join(dataDir, 'db'), { recursive: true });
  const handle = await openDatabase({ dataDir });
  const state: TestDatabase = {
    kind: 'embedded',
    handle,
    dataDir,
    reopen: async () => {
      state.handle = await openDatabase({ dataDir });
      return state.handle;
    },
    openAnother: () => Promise.reject(new Error('The embedded database serves one process')),
    cleanup: async () => {
      await state.handle.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return state;
}

export async function postgresDatabase(): Promise<TestDatabase> {
  const schema = `forms_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create schema "${schema}"`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-forms-pg-'));
  const open = () => openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schema, maxConnections: 4 });
  const handle = await open();
  const others: DatabaseHandle[] = [];
  const state: TestDatabase = {
    kind: 'postgres',
    handle,
    dataDir,
    reopen: async () => {
      state.handle = await open();
      return state.handle;
    },
    openAnother: async () => {
      const other = await open();
      others.push(other);
      return other;
    },
    cleanup: async () => {
      await Promise.all([state.handle, ...others].map((open) => open.close().catch(() => undefined)));
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return state;
}

export const databaseKinds = [
  ['embedded (PGlite)', embeddedDatabase],
  ['PostgreSQL server', postgresDatabase],
] as const;

/** Empties the forms' tables between tests. */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql`truncate table subscribers, contact_messages, bookings, mail_outbox, tax_reminders`);
}
