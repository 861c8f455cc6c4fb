/**
 * The migrations: in step with the Drizzle schema, idempotent, safe when several
 * instances start together, and loud when an applied file was edited. Also the embedded
 * database's lock file.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../lib/db/client';
import { acquireDataDirLock, DataDirLockedError } from '../../lib/db/data-dir-lock';
import { defaultMigrationsFolder, migrate } from '../../lib/db/migrate';
import * as schema from '../../lib/db/schema';
import { embeddedDatabase, POSTGRES_URL, type TestDatabase } from './support/databases';

describe('migrations', () => {
  it('match the Drizzle schema (run `npx drizzle-kit generate` after changing it)', async () => {
    const meta = path.join(defaultMigrationsFolder(), 'meta');
    const latest = readdirSync(meta).filter((name) => name.endsWith('_snapshot.json')).sort().at(-1);
    expect(latest).toBeDefined();
    const snapshot = JSON.parse(readFileSync(path.join(meta, latest ?? ''), 'utf8')) as Parameters<typeof generateMigration>[0];
    const current = generateDrizzleJson(schema as unknown as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  describe('on the PostgreSQL server', () => {
    const schemaName = `forms_migrate_${randomBytes(4).toString('hex')}`;
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => undefined });

    beforeAll(async () => {
      await admin.unsafe(`create schema "${schemaName}"`);
    });
    afterAll(async () => {
      await admin.unsafe(`drop schema "${schemaName}" cascade`);
      await admin.end();
    });

    it('applies each file once when three instances start together, and nothing on the next start', async () => {
      const open = () => openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schemaName, maxConnections: 2 });
      const handles = await Promise.all([open(), open(), open()]);
      try {
        const files = readdirSync(defaultMigrationsFolder()).filter((name) => name.endsWith('.sql'));
        const applied = await admin.unsafe(`select name from "${schemaName}".schema_migrations order by name`);
        expect(applied.map((row) => row.name)).toEqual(files.sort());
        const first = handles[0];
        if (!first) throw new Error('no handle');
        expect(await migrate(first.db)).toEqual([]);
        const tables = await admin.unsafe(
          `select table_name from information_schema.tables where table_schema = '${schemaName}' order by table_name`,
        );
        expect(tables.map((row) => row.table_name)).toEqual([
          'article_sync',
          'articles',
          'bookings',
          'contact_messages',
          'lead_audit',
          'lead_handling',
          'mail_outbox',
          'mail_suppressions',
          'mpesa_payments',
          'newsletter_recipients',
          'newsletter_sends',
          'registration_refunds',
          'registrations',
          'schema_migrations',
          'search_documents',
          'site_secrets',
          'subscribers',
          'tax_reminders',
          'training_seats',
          'waitlist',
        ]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });
  });

  describe('on the embedded PostgreSQL server', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await embeddedDatabase();
    });
    afterAll(async () => {
      await database.cleanup();
    });

    it('applies a new file once and refuses an edited one', async () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'kilele-migrations-'));
      try {
        cpSync(defaultMigrationsFolder(), folder, { recursive: true });
        writeFileSync(path.join(folder, '9999_probe.sql'), 'create table probe (id integer);');
        expect(await migrate(database.handle.db, folder)).toEqual(['9999_probe.sql']);
        expect(await migrate(database.handle.db, folder)).toEqual([]);
        writeFileSync(path.join(folder, '9999_probe.sql'), 'create table probe (id bigint);');
        await expect(migrate(database.handle.db, folder)).rejects.toThrow(/9999_probe.sql was changed/);
        await database.handle.db.execute(sql`drop table probe`);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});

describe('the data directory lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kilele-lock-'));
  const lockPath = path.join(dir, 'db.lock');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const writeLock = (pid: number, hostname = os.hostname()) =>
    writeFileSync(lockPath, JSON.stringify({ pid, hostname, startedAt: '2025-01-01T00:00:00.000Z' }));

  it('refuses while a live process on this machine holds it, naming the process', async () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      writeLock(sleeper.pid ?? 0);
      expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(lockPath)).toThrow(`already run by process ${sleeper.pid}`);
    } finally {
      sleeper.kill();
      await new Promise((resolve) => sleeper.once('exit', resolve));
    }
    // Now that process is gone: the lock is stale and taken over.
    const lock = acquireDataDirLock(lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('treats another machine\'s lock as held, since its process cannot be checked', () => {
    writeLock(1, 'another-host.example');
    expect(() => acquireDataDirLock(lockPath)).toThrow(/another-host\.example/);
    rmSync(lockPath);
  });
});
