/**
 * Throwaway databases for the integration tests: a database of its own on the run's embedded
 * PostgreSQL server (a copy of its migrated template; tests/support/embedded-postgres-setup.ts),
 * and, for the tests about a PostgreSQL server of the firm's own (DATABASE_URL), a fresh
 * schema on the PostgreSQL server at 127.0.0.1:5432.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { openDatabase } from '../../../lib/db/client';
import type { DatabaseHandle, Db } from '../../../lib/db/types';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabase = {
  kind: 'embedded' | 'postgres';
  handle: DatabaseHandle;
  /** Reopens the same data (a server restart); the old handle must be closed first. */
  reopen: () => Promise<DatabaseHandle>;
  /** Opens another handle on the same data, as a second instance (or a command) would. */
  openAnother: () => Promise<DatabaseHandle>;
  /** A DATA_DIR for what the site keeps in files (mail as .eml files). */
  dataDir: string;
  cleanup: () => Promise<void>;
};

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** A database of its own on the test run's embedded PostgreSQL server. */
export async function embeddedDatabase(): Promise<TestDatabase> {
  const server = inject('embeddedPostgres');
  const name = uniqueName('forms_test');
  const admin = postgres(server.url, { path: server.socketPath, database: 'postgres', max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}" template "${server.templateDatabase}"`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-forms-'));
  const open = () => openDatabase({ databaseUrl: url.href, socketPath: server.socketPath, kind: 'embedded', maxConnections: 4 });
  const others: DatabaseHandle[] = [];
  const state: TestDatabase = {
    kind: 'embedded',
    handle: await open(),
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
      await Promise.all([state.handle, ...others].map((handle) => handle.close().catch(() => undefined)));
      await admin.unsafe(`drop database "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return state;
}

export async function postgresDatabase(): Promise<TestDatabase> {
  const schema = uniqueName('forms_test');
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

/** The database the data tests run on: the embedded PostgreSQL server, as the site runs by default. */
export const databaseKinds = [['embedded PostgreSQL server', embeddedDatabase]] as const;

/**
 * The database of a file that tests the forms' tables: made once for the file by `create`,
 * emptied before each test ({@link truncateAll}), dropped after the last. Called inside the
 * file's `describe`; the tests read it through the function it returns.
 */
export function useFormsDatabase(create: () => Promise<TestDatabase>): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    await truncateAll(current().handle.db);
  });
  const current = () => {
    if (!database) throw new Error('the test database is made in beforeAll: read it inside a test or a hook');
    return database;
  };
  return current;
}

/** Empties the forms' tables between tests. */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql`truncate table subscribers, contact_messages, bookings, mail_outbox, tax_reminders, lead_handling, newsletter_recipients, newsletter_sends, mail_suppressions`);
}
