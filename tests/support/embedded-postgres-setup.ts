/**
 * Vitest global setup: one embedded PostgreSQL server for the whole test run (the site's own
 * supervisor, `lib/db/embedded-server.ts`, on a temporary DATA_DIR), holding a migrated
 * template database. Each test database is a copy of the template
 * (`tests/integration/support/databases.ts`), made in milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startEmbeddedServer } from '../../lib/db/embedded-server';
import { migrate } from '../../lib/db/migrate';

export const TEMPLATE_DATABASE = 'kilele_template';

export type EmbeddedTestServer = { url: string; socketPath?: string; templateDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedPostgres: EmbeddedTestServer;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-test-cluster-'));
  const server = await startEmbeddedServer(dataDir);
  const admin = postgres(server.url, { path: server.socketPath, database: 'postgres', max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${TEMPLATE_DATABASE}"`);
  await admin.end();
  const template = postgres(server.url, { path: server.socketPath, database: TEMPLATE_DATABASE, max: 1, onnotice: () => undefined });
  await migrate(drizzle(template));
  await template.end();
  project.provide('embeddedPostgres', { url: server.url, socketPath: server.socketPath, templateDatabase: TEMPLATE_DATABASE });
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
