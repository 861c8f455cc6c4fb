/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the whole database in one text file,
 * taken while the site runs. pg_dump would be the standard tool, but no registry package ships
 * it at the embedded server's major version (18), and an older one refuses a newer server; so
 * the file is a documented logical format of our own (docs/production.md, "Backups"):
 *
 *   line 1   `-- kilele-site backup, format 1`
 *   line 2   a JSON header: when, from where, the migrations applied, and every table with its
 *            columns and its number of rows
 *   then     per table, in the header's order, its rows, one JSON object per line (PostgreSQL's
 *            `to_jsonb` of the row), and a line `\.`
 *
 * Every table is read in one read-only snapshot, so the file is what the database held at one
 * moment, however many posts arrive meanwhile.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import readline from 'node:readline';
import type { Sql } from 'postgres';
import { defaultMigrationsFolder } from './migrate';
import { columnList, countRows, listTables, quoted, resetSequences } from './table-copy';

const FIRST_LINE = '-- kilele-site backup, format 1';
const END_OF_TABLE = '\\.';
const ROWS_PER_BATCH = 500;

export type BackupHeader = {
  format: 'kilele-site-backup';
  version: 1;
  createdAt: string;
  source: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
};

/** Writes the backup of the database `sql` reaches to `file` (whole, or not at all). Resolves its header. */
export async function writeBackup(sql: Sql, file: string, source: string): Promise<BackupHeader> {
  const draft = `${file}.partial`;
  const out = createWriteStream(draft, { mode: 0o600 });
  const write = async (text: string | Buffer) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  try {
    const header = await sql.begin('isolation level repeatable read read only', async (tx) => {
      const migrations = (await tx.unsafe<{ name: string }[]>('select name from schema_migrations order by name')).map((row) => row.name);
      const tables = [];
      for (const table of await listTables(tx)) tables.push({ ...table, rows: await countRows(tx, table.name) });
      const header: BackupHeader = { format: 'kilele-site-backup', version: 1, createdAt: new Date().toISOString(), source, migrations, tables };
      await write(`${FIRST_LINE}\n${JSON.stringify(header)}\n`);
      for (const table of tables) {
        const rows = tx.unsafe<{ row: string }[]>(`select to_jsonb(t)::text as row from ${quoted(table.name)} t`).cursor(ROWS_PER_BATCH);
        for await (const batch of rows) await write(batch.map((entry) => `${entry.row}\n`).join(''));
        await write(`${END_OF_TABLE}\n`);
      }
      return header;
    });
    out.end();
    await once(out, 'finish');
    renameSync(draft, file);
    return header;
  } catch (error) {
    out.destroy();
    rmSync(draft, { force: true });
    throw new Error(`Could not write the backup ${file}`, { cause: error });
  }
}

/**
 * Restores `file` into the database `sql` reaches, which the caller has migrated and which
 * must hold no rows: all tables in one transaction, each checked against the header's count.
 */
export async function restoreBackup(sql: Sql, file: string, migrationsFolder = defaultMigrationsFolder()): Promise<BackupHeader> {
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    return line.done ? undefined : line.value;
  };
  if ((await next()) !== FIRST_LINE) throw new Error(`${file} is not a backup made by npm run backup`);
  const header = JSON.parse((await next()) ?? '') as BackupHeader;
  const known = new Set((await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`${file} was made by a newer version of the site (migrations ${unknown.join(', ')}): restore it with that version`);

  await sql.begin(async (tx) => {
    const present = new Map((await listTables(tx)).map((table) => [table.name, table.columns]));
    for (const table of present.keys()) {
      const rows = await countRows(tx, table);
      if (rows > 0) throw new Error(`the database is not empty (${table} holds ${rows} row(s)): restore into an empty DATA_DIR or database`);
    }
    for (const table of header.tables) {
      const columns = present.get(table.name);
      if (!columns) throw new Error(`the backup's table ${table.name} has no place in this version's database`);
      const missing = table.columns.filter((column) => !columns.includes(column));
      if (missing.length > 0) throw new Error(`the backup's columns ${missing.join(', ')} of ${table.name} have no place in this version's database`);
      for await (const batch of batchesOfTable(next, table.name)) {
        await tx.unsafe(
          `insert into ${quoted(table.name)} (${columnList(table.columns)}) ` +
            `select ${columnList(table.columns)} from jsonb_populate_recordset(null::${quoted(table.name)}, $1::jsonb)`,
          [`[${batch.join(',')}]`],
        );
      }
      const restored = await countRows(tx, table.name);
      if (restored !== table.rows) throw new Error(`${table.name}: ${table.rows} row(s) in the backup, ${restored} restored`);
    }
    await resetSequences(tx);
  });
  return header;
}

/** The rows of one table's block, in batches, up to its end mark. */
async function* batchesOfTable(next: () => Promise<string | undefined>, table: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for (;;) {
    const line = await next();
    if (line === undefined) throw new Error(`the backup ends inside the table ${table}: it is incomplete`);
    if (line === END_OF_TABLE) break;
    batch.push(line);
    if (batch.length === ROWS_PER_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
