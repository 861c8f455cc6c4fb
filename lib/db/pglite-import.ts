/**
 * Carries over the data of the embedded database the site used before (PGlite, in
 * `DATA_DIR/db`) into the embedded PostgreSQL server, on the first start that finds it:
 *
 * - every table and row, in one transaction, checked by counting the rows on both sides;
 * - read from a copy of the old folder, so the old data is never written to (opening a
 *   PGlite database writes to it);
 * - then the old folder is kept as `DATA_DIR/db.pglite-imported-<date>` and the log says so;
 * - a failure rolls the import back, leaves `DATA_DIR/db` as it was and stops the start.
 */
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { log } from '../log';
import type { Connection } from './embedded-connection';
import { defaultMigrationsFolder, migrate } from './migrate';
import { copyInto, copyOutStatement, countRows, listTables, parseTables, resetSequences, tablesQuery } from './table-copy';

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'db');

/** Thrown when the old data could not be carried over; the old folder is untouched. */
export class PgliteImportError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PgliteImportError';
  }
}

function keptFolderName(dataDir: string): string {
  const date = new Date().toISOString().slice(0, 10);
  const base = path.join(dataDir, `db.pglite-imported-${date}`);
  if (!existsSync(base)) return base;
  return `${base}T${new Date().toISOString().slice(11, 19).replaceAll(':', '')}`;
}

type SourceTable = { name: string; columns: string[]; rows: number; copy: string };

/** Reads every table of the PGlite database in `folder` (a copy: PGlite writes to what it opens). */
async function readPgliteTables(folder: string): Promise<{ migrations: string[]; tables: SourceTable[] }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(folder);
  try {
    const migrations = (await pglite.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((row) => row.name);
    const tables: SourceTable[] = [];
    for (const table of parseTables((await pglite.query<{ name: string; columns: string }>(tablesQuery)).rows)) {
      const [counted] = (await pglite.query<{ n: number }>(`select count(*)::int as n from "${table.name}"`)).rows;
      const copied = await pglite.query(copyOutStatement(table.name, table.columns).replace(/to stdout$/, "to '/dev/blob'"));
      tables.push({ ...table, rows: counted?.n ?? 0, copy: copied.blob ? await copied.blob.text() : '' });
    }
    return { migrations, tables };
  } finally {
    await pglite.close();
  }
}

/** Imports `DATA_DIR/db` into the running embedded server, if there is one to import. */
export async function importPgliteDataIfAny(dataDir: string, server: Connection, migrationsFolder = defaultMigrationsFolder()): Promise<void> {
  const oldFolder = pgliteFolder(dataDir);
  if (!existsSync(path.join(oldFolder, 'PG_VERSION'))) return;
  const started = Date.now();
  log.info('[database] found an embedded database of the earlier kind (PGlite); importing it', { folder: oldFolder });
  const workCopy = `${oldFolder}.import-copy`;
  const target = postgres(server.url, { path: server.socketPath, max: 1, onnotice: () => undefined });
  let counts: Record<string, number>;
  try {
    rmSync(workCopy, { recursive: true, force: true });
    cpSync(oldFolder, workCopy, { recursive: true });
    const source = await readPgliteTables(workCopy);
    const known = new Set(readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')));
    const unknown = source.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) throw new Error(`it was made by a newer version of the site (migrations ${unknown.join(', ')})`);
    const { drizzle } = await import('drizzle-orm/postgres-js');
    await migrate(drizzle(target), migrationsFolder);
    counts = await target.begin(async (tx) => {
      const targetTables = new Map((await listTables(tx)).map((table) => [table.name, table.columns]));
      const copied: Record<string, number> = {};
      for (const table of source.tables) {
        const targetColumns = targetTables.get(table.name);
        if (!targetColumns) throw new Error(`its table ${table.name} has no place in this version's database`);
        const already = await countRows(tx, table.name);
        if (already > 0) throw new Error(`the table ${table.name} of the new database already holds ${already} row(s)`);
        const columns = table.columns.filter((column) => targetColumns.includes(column));
        await copyInto(tx, table.name, columns, [table.copy]);
        copied[table.name] = await countRows(tx, table.name);
        if (copied[table.name] !== table.rows) {
          throw new Error(`${table.name}: ${table.rows} row(s) in the old database, ${copied[table.name]} after the copy`);
        }
      }
      await resetSequences(tx);
      return copied;
    });
  } catch (error) {
    throw new PgliteImportError(
      `Could not import the earlier embedded database ${oldFolder} into the new PostgreSQL server: ` +
        `${(error as Error).message}. Nothing was imported and ${oldFolder} is untouched; the site does not start until it can be imported ` +
        '(or moved out of DATA_DIR)',
      { cause: error },
    );
  } finally {
    await target.end({ timeout: 5 });
    rmSync(workCopy, { recursive: true, force: true });
  }
  const kept = keptFolderName(dataDir);
  renameSync(oldFolder, kept);
  log.info('[database] imported the earlier embedded database; the old folder is kept', {
    rows: counts,
    keptAs: kept,
    ms: Date.now() - started,
  });
}
