/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the whole database and the staff's
 * uploads in one text file, taken while the site runs. pg_dump would be the standard tool, but
 * no registry package ships it at the embedded server's major version (18), and an older one
 * refuses a newer server; so the file is a documented logical format of our own
 * (docs/production.md, "Backups"):
 *
 *   line 1   `-- kilele-site backup, format 2`
 *   line 2   a JSON header: when, from where, the site's migrations applied, the staff admin's
 *            (Payload's) migrations applied, and every table with its columns and its number
 *            of rows. The site's own tables are named as they are (`subscribers`); the admin's,
 *            in the schema `payload`, with it (`payload.training_events`).
 *   then     per table, in the header's order, its rows, one JSON object per line (PostgreSQL's
 *            `to_jsonb` of the row), and a line `\.`
 *   then     per file under DATA_DIR/uploads (images and PDFs the staff uploaded, and the sizes
 *            Payload made of the images), a line `{"path":…,"size":…,"sha256":…}` (the path
 *            relative to the uploads folder, with `/`), its bytes in base64, 48 KiB a line, and
 *            a line `\.`
 *   last     `-- end of backup: N upload file(s)`
 *
 * Every table is read in one read-only snapshot, so the rows are what the database held at
 * one moment, however many posts arrive meanwhile; the uploads are read just after. Format 1
 * (the site's tables only, no uploads, no last line) still restores.
 *
 * The restore reads the file twice: once to check it whole (every table's count, every
 * upload's size and sha256, the last line) before writing anything, then to load it, in one
 * transaction, with the tables in the order their foreign keys need.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { sql as drizzleSql } from 'drizzle-orm';
import type { Sql, TransactionSql } from 'postgres';
import { defaultMigrationsFolder, underMigrationLock } from './migrate';
import { columnList, parseTables, quoted, type TableColumns } from './table-copy';
import { type Db, rowsOf } from './types';

const FIRST_LINE_V1 = '-- kilele-site backup, format 1';
const FIRST_LINE = '-- kilele-site backup, format 2';
const END_OF_BLOCK = '\\.';
const LAST_LINE_PREFIX = '-- end of backup: ';
const ROWS_PER_BATCH = 500;
/** An upload's bytes per line: 48 KiB, 64 KiB of base64. */
const UPLOAD_BYTES_PER_LINE = 48 * 1024;

/** The staff admin's schema (payload.config.ts). */
export const ADMIN_SCHEMA = 'payload';

export type BackupTable = { name: string; columns: string[]; rows: number };

export type BackupHeader = {
  format: 'kilele-site-backup';
  version: 1 | 2;
  createdAt: string;
  source: string;
  migrations: string[];
  /** The staff admin's migrations applied (format 2; Payload's record, payload.payload_migrations). */
  adminMigrations?: string[];
  tables: BackupTable[];
};

export type UploadEntry = { path: string; size: number; sha256: string };

export type BackupSummary = { header: BackupHeader; uploads: { files: number; bytes: number } };

/**
 * One of the staff admin's committed migrations (lib/cms/migrations). The restore runs its `up`
 * with a Drizzle transaction only, as Payload's own `migrate` passes it: Payload is not loaded,
 * so a migration that uses `payload` or `req` (a data migration) is refused by name.
 */
export type AdminMigration = { name: string; up: (args: { db: Db; payload: unknown; req: unknown }) => Promise<void> };

/** The tables a backup carries: the site's schema (the connection's) and the admin's, each with the columns a copy carries. */
const tablesQuery = `
  select case when c.table_schema = current_schema() then c.table_name else c.table_schema || '.' || c.table_name end as name,
         json_agg(c.column_name::text order by c.ordinal_position)::text as columns
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema in (current_schema(), '${ADMIN_SCHEMA}') and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    and not (c.table_schema = current_schema() and c.table_name = 'schema_migrations')
  group by c.table_schema, c.table_name
  order by c.table_schema <> current_schema(), c.table_name`;

/** The foreign keys among those tables, named as the header names tables. */
const foreignKeysQuery = `
  select case when sn.nspname = current_schema() then s.relname else sn.nspname || '.' || s.relname end as "from",
         case when dn.nspname = current_schema() then d.relname else dn.nspname || '.' || d.relname end as "to",
         k.condeferrable as can_defer
  from pg_constraint k
  join pg_class s on s.oid = k.conrelid
  join pg_namespace sn on sn.oid = s.relnamespace
  join pg_class d on d.oid = k.confrelid
  join pg_namespace dn on dn.oid = d.relnamespace
  where k.contype = 'f' and sn.nspname in (current_schema(), '${ADMIN_SCHEMA}')`;

/** The sequences owned by a column of either schema, each with its table and column, quoted. */
const sequencesQuery = `
  select format('%I.%I', sn.nspname, s.relname) as sequence, format('%I.%I', tn.nspname, t.relname) as table_name, quote_ident(a.attname) as column_name
  from pg_depend d
  join pg_class s on s.oid = d.objid and s.relkind = 'S'
  join pg_namespace sn on sn.oid = s.relnamespace
  join pg_class t on t.oid = d.refobjid
  join pg_namespace tn on tn.oid = t.relnamespace
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  where tn.nspname in (current_schema(), '${ADMIN_SCHEMA}')`;

export type ForeignKey = { from: string; to: string; deferrable: boolean };

/** A table as the header names it, in SQL: the site's unqualified (the connection's schema), the admin's with its schema. */
export function tableInSql(name: string): string {
  const dot = name.indexOf('.');
  return dot < 0 ? quoted(name) : `${quoted(name.slice(0, dot))}.${quoted(name.slice(dot + 1))}`;
}

/**
 * The order to fill `tables` in: each after the tables its foreign keys refer to. Keys the
 * restore defers to the commit (DEFERRABLE) and a table's keys to itself do not order it.
 */
export function loadOrder(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const key of keys) {
    if (key.deferrable || key.from === key.to || !needs.has(key.to)) continue;
    needs.get(key.from)?.add(key.to);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...needs.get(table)!].every((other) => placed.has(other)));
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new Error(`the tables ${left.join(', ')} refer to each other in a circle: no order fills them`);
    }
    for (const table of ready) {
      order.push(table);
      placed.add(table);
    }
  }
  return order;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Writes text to a file through a buffer, one write at a time (a failed write rejects, never goes unheard). */
async function openWriter(file: string) {
  const handle = await open(file, 'w', 0o600);
  let buffered: string[] = [];
  let size = 0;
  const flush = async () => {
    if (buffered.length === 0) return;
    const text = buffered.join('');
    buffered = [];
    size = 0;
    await handle.write(text);
  };
  return {
    write: async (text: string) => {
      buffered.push(text);
      size += text.length;
      if (size >= 1 << 20) await flush();
    },
    close: async () => {
      try {
        await flush();
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    abandon: () => handle.close().catch(() => undefined),
  };
}

/** The regular files under `folder`, as paths relative to it with `/`, sorted; none when it does not exist. */
async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(folder, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && prefix === '') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(folder, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * Writes the backup of the database `sql` reaches and of the files in `uploadsFolder` to
 * `file` (whole, or not at all).
 */
export async function writeBackup(sql: Sql, file: string, { source, uploadsFolder }: { source: string; uploadsFolder: string }): Promise<BackupSummary> {
  const draft = `${file}.partial`;
  let out: Awaited<ReturnType<typeof openWriter>> | undefined;
  try {
    out = await openWriter(draft);
    const write = out.write;
    const header = await sql.begin('isolation level repeatable read read only', async (tx) => {
      const migrations = (await tx.unsafe<{ name: string }[]>('select name from schema_migrations order by name')).map((row) => row.name);
      const adminMigrations = await appliedAdminMigrations(tx);
      const tables: BackupTable[] = [];
      for (const table of parseTables(await tx.unsafe<{ name: string; columns: string }[]>(tablesQuery))) {
        tables.push({ ...table, rows: await countRowsOf(tx, table.name) });
      }
      const header: BackupHeader = { format: 'kilele-site-backup', version: 2, createdAt: new Date().toISOString(), source, migrations, adminMigrations, tables };
      await write(`${FIRST_LINE}\n${JSON.stringify(header)}\n`);
      for (const table of tables) {
        const rows = tx.unsafe<{ row: string }[]>(`select to_jsonb(t)::text as row from ${tableInSql(table.name)} t`).cursor(ROWS_PER_BATCH);
        for await (const batch of rows) await write(batch.map((entry) => `${entry.row}\n`).join(''));
        await write(`${END_OF_BLOCK}\n`);
      }
      return header;
    });
    const uploads = { files: 0, bytes: 0 };
    for (const relative of await filesUnder(uploadsFolder)) {
      let content: Buffer;
      try {
        content = await readFile(path.join(uploadsFolder, ...relative.split('/')));
      } catch (error) {
        // Deleted since the folder was listed (staff deleted the image): its row is gone too, or soon.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const entry: UploadEntry = { path: relative, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
      await write(`${JSON.stringify(entry)}\n`);
      for (let start = 0; start < content.length; start += UPLOAD_BYTES_PER_LINE) {
        await write(`${content.subarray(start, start + UPLOAD_BYTES_PER_LINE).toString('base64')}\n`);
      }
      await write(`${END_OF_BLOCK}\n`);
      uploads.files += 1;
      uploads.bytes += content.length;
    }
    await write(`${LAST_LINE_PREFIX}${uploads.files} upload file(s)\n`);
    await out.close();
    out = undefined;
    await rename(draft, file);
    return { header, uploads };
  } catch (error) {
    await out?.abandon();
    await rm(draft, { force: true });
    throw new Error(`Could not write the backup ${file}`, { cause: error });
  }
}

async function appliedAdminMigrations(tx: TransactionSql): Promise<string[]> {
  const [exists] = await tx.unsafe<{ found: boolean }[]>(`select to_regclass('${ADMIN_SCHEMA}.payload_migrations') is not null as found`);
  if (!exists?.found) return [];
  const rows = await tx.unsafe<{ name: string }[]>(`select name from ${ADMIN_SCHEMA}.payload_migrations where name is not null order by name`);
  return rows.map((row) => row.name);
}

async function countRowsOf(tx: TransactionSql, table: string): Promise<number> {
  const [row] = await tx.unsafe<{ n: string }[]>(`select count(*) as n from ${tableInSql(table)}`);
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A line of the file, the byte it starts at, and whether a line end closes it (a file cut short ends in a line without). */
type Line = { text: string; offset: number; ended: boolean };

/** The file's lines from byte `start` on. */
async function* linesFrom(file: string, start = 0): AsyncGenerator<Line> {
  let pending: Buffer[] = [];
  let lineStart = start;
  let position = start;
  const textOf = (bytes: Buffer) => {
    const text = bytes.toString('utf8');
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  };
  for await (const chunk of createReadStream(file, { start, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let end = chunk.indexOf(10, from); end >= 0; end = chunk.indexOf(10, from)) {
      const piece = chunk.subarray(from, end);
      yield { text: textOf(pending.length > 0 ? Buffer.concat([...pending, piece]) : piece), offset: lineStart, ended: true };
      pending = [];
      lineStart = position + end + 1;
      from = end + 1;
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
    position += chunk.length;
  }
  if (pending.length > 0) yield { text: textOf(Buffer.concat(pending)), offset: lineStart, ended: false };
}

const damaged = (what: string) => new Error(`the file is damaged (${what})`);
const incomplete = (what: string) => new Error(`the file is incomplete (${what}): was it copied whole?`);

const BASE64_LINE = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeUploadLine(text: string, upload: string): Buffer {
  if (text.length % 4 !== 0 || !BASE64_LINE.test(text)) throw damaged(`a line of the upload ${upload} is not base64`);
  return Buffer.from(text, 'base64');
}

/** A path inside the uploads folder: relative, with `/`, no `.` or `..` part, nothing hidden in it. */
function isSafeUploadPath(value: string): boolean {
  if (value.length === 0 || value.length > 1024) return false;
  return value.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part));
}

function parseHeader(text: string | undefined, version: 1 | 2): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(text ?? '') as BackupHeader;
  } catch {
    throw damaged('its header is not JSON');
  }
  const wellFormed =
    header?.format === 'kilele-site-backup' &&
    header.version === version &&
    Array.isArray(header.migrations) &&
    Array.isArray(header.tables) &&
    header.tables.every(
      (table) =>
        typeof table?.name === 'string' &&
        Number.isSafeInteger(table.rows) &&
        table.rows >= 0 &&
        Array.isArray(table.columns) &&
        table.columns.every((column) => typeof column === 'string'),
    );
  if (!wellFormed) throw damaged('its header does not describe a backup');
  return header;
}

function parseUploadEntry(text: string): UploadEntry {
  let entry: UploadEntry;
  try {
    entry = JSON.parse(text) as UploadEntry;
  } catch {
    throw damaged(`a line after the tables is neither an upload nor the last line: ${text.slice(0, 80)}`);
  }
  if (typeof entry?.path !== 'string' || !isSafeUploadPath(entry.path)) throw damaged(`an upload's path is not a path inside the uploads folder: ${JSON.stringify(entry?.path)}`);
  if (!Number.isSafeInteger(entry.size) || entry.size < 0 || typeof entry.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(entry.sha256)) {
    throw damaged(`the upload ${entry.path} has no size or sha256`);
  }
  return entry;
}

/** A backup file read whole and found complete and intact, ready to restore. */
export type CheckedBackup = {
  file: string;
  header: BackupHeader;
  /** Where each table's block starts in the file. */
  tables: Map<string, number>;
  uploads: { entry: UploadEntry; offset: number }[];
};

/**
 * Reads the whole file once, writing nothing: its header, every table's count, every upload's
 * size and sha256, its last line. Run before the database is opened, so that a damaged file
 * costs nothing.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const lines = linesFrom(file);
  // A last line cut off before its end is no line: the file is incomplete there.
  const next = async () => {
    const line = await lines.next();
    return line.done || !line.value.ended ? undefined : line.value;
  };
  try {
    const first = (await next())?.text;
    const version = first === FIRST_LINE ? 2 : first === FIRST_LINE_V1 ? 1 : undefined;
    if (!version) throw new Error('it is not a backup made by npm run backup');
    const header = parseHeader((await next())?.text, version);
    const tables = new Map<string, number>();
    for (const table of header.tables) {
      if (tables.has(table.name)) throw damaged(`its header names the table ${table.name} twice`);
      let start: number | undefined;
      let rows = 0;
      for (;;) {
        const line = await next();
        if (!line) throw incomplete(`it ends inside the table ${table.name}`);
        start ??= line.offset;
        if (line.text === END_OF_BLOCK) break;
        rows += 1;
      }
      if (rows !== table.rows) throw damaged(`the table ${table.name} holds ${rows} row(s), its header says ${table.rows}`);
      tables.set(table.name, start);
    }
    if (version === 1) return { file, header, tables, uploads: [] };

    const uploads: CheckedBackup['uploads'] = [];
    const paths = new Set<string>();
    for (;;) {
      const line = await next();
      if (!line) throw incomplete('it ends before its last line');
      if (line.text.startsWith(LAST_LINE_PREFIX)) {
        if (line.text !== `${LAST_LINE_PREFIX}${uploads.length} upload file(s)`) throw damaged(`its last line counts other uploads than the ${uploads.length} it holds`);
        if (await next()) throw damaged('lines follow its last line');
        return { file, header, tables, uploads };
      }
      const entry = parseUploadEntry(line.text);
      if (paths.has(entry.path)) throw damaged(`it holds the upload ${entry.path} twice`);
      paths.add(entry.path);
      const hash = createHash('sha256');
      let size = 0;
      let offset: number | undefined;
      for (;;) {
        const part = await next();
        if (!part) throw incomplete(`it ends inside the upload ${entry.path}`);
        offset ??= part.offset;
        if (part.text === END_OF_BLOCK) break;
        const bytes = decodeUploadLine(part.text, entry.path);
        hash.update(bytes);
        size += bytes.length;
      }
      if (size !== entry.size || hash.digest('hex') !== entry.sha256) throw damaged(`the upload ${entry.path} does not match its size and sha256`);
      uploads.push({ entry, offset });
    }
  } finally {
    await lines.return(undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// Restoring

export type RestoreOptions = {
  /** DATA_DIR/uploads: must hold no file. */
  uploadsFolder: string;
  /** The staff admin's committed migrations, which create its tables as the site's start would. */
  adminMigrations: readonly AdminMigration[];
  migrationsFolder?: string;
};

/**
 * Restores a checked backup (`checkBackup`) into the database `db` reaches, which the caller
 * has migrated (the site's migrations) and which must hold no rows, and its uploads into
 * `uploadsFolder`, which must hold no file. In one transaction under the site's
 * migration lock: the admin's tables are made by the committed migrations the backup's version
 * had applied, every table is filled in the order its foreign keys need and checked against the
 * header's count, the migrations this version adds carry the rows over (all are recorded as
 * Payload records them), the sequences are moved past the restored keys, and the uploads
 * are written (checked again by sha256) and moved into place just before the commit.
 * Nothing is seeded: the restored `payload.content_seeded` tells the start what was.
 */
export async function restoreBackup(db: Db, backup: CheckedBackup, options: RestoreOptions): Promise<BackupSummary> {
  const { migrationsFolder = defaultMigrationsFolder(), uploadsFolder, adminMigrations } = options;
  const { file, header } = backup;
  const known = new Set((await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')));
  const knownAdmin = new Set(adminMigrations.map((migration) => migration.name));
  const unknown = [...header.migrations.filter((name) => !known.has(name)), ...(header.adminMigrations ?? []).filter((name) => !knownAdmin.has(name))];
  if (unknown.length > 0) throw new Error(`the backup was made by a newer version of the site (migrations ${unknown.join(', ')}): restore it with that version`);
  await refuseFilesIn(uploadsFolder);

  let staging: string | undefined;
  let moved = false;
  try {
    await underMigrationLock(db, async (tx) => {
      await tx.execute(drizzleSql`set constraints all deferred`);
      await refuseRows(tx);
      // The admin's tables as the backup's version had them: its rows fit those. A format-1
      // backup names none (it has no admin tables): this version's, whole.
      const inBackup = header.adminMigrations ? new Set(header.adminMigrations) : undefined;
      const before = inBackup ? adminMigrations.filter((migration) => inBackup.has(migration.name)) : adminMigrations;
      await createAdminTables(tx, before);
      const present = new Map((await tablesOf(tx)).map((table) => [table.name, table.columns]));
      for (const table of header.tables) {
        const columns = present.get(table.name);
        if (!columns) throw new Error(`the backup's table ${table.name} has no place in this version's database`);
        const missing = table.columns.filter((column) => !columns.includes(column));
        if (missing.length > 0) throw new Error(`the backup's columns ${missing.join(', ')} of ${table.name} have no place in this version's database`);
      }
      const keys = rowsOf<{ from: string; to: string; can_defer: boolean }>(await tx.execute(drizzleSql.raw(foreignKeysQuery)));
      const byName = new Map(header.tables.map((table) => [table.name, table]));
      const order = loadOrder(
        header.tables.map((table) => table.name),
        keys.map((key) => ({ from: key.from, to: key.to, deferrable: key.can_defer })),
      );
      for (const name of order) {
        const table = byName.get(name)!;
        await loadTable(tx, file, backup.tables.get(name)!, table).catch((error: unknown) => {
          throw new Error(`the rows of ${name} were refused: ${(withoutQuery(error) as Error).message}`, { cause: error });
        });
        const restored = await countRows(tx, name);
        if (restored !== table.rows) throw new Error(`${name}: ${table.rows} row(s) in the backup, ${restored} restored`);
      }
      // This version's later migrations then carry the restored rows over, as a start carries an older database's.
      await createAdminTables(tx, adminMigrations.filter((migration) => !before.includes(migration)));
      // The keys first: the record of a migration the backup lacks takes the next one.
      await resetSequences(tx);
      await recordAdminMigrations(tx, adminMigrations);
      // The deferred keys are checked now, so that the commit after the uploads are in place does not fail on them.
      await tx.execute(drizzleSql`set constraints all immediate`);
      if (backup.uploads.length > 0) {
        await mkdir(path.dirname(uploadsFolder), { recursive: true });
        staging = await mkdtemp(path.join(path.dirname(uploadsFolder), '.uploads-restoring-'));
        await writeUploads(file, backup.uploads, staging);
        await refuseFilesIn(uploadsFolder);
        await removeEmptyFolders(uploadsFolder);
        await rename(staging, uploadsFolder);
        staging = undefined;
        moved = true;
      }
    });
  } catch (error) {
    if (staging) await rm(staging, { recursive: true, force: true });
    if (moved) await rm(uploadsFolder, { recursive: true, force: true });
    throw withoutQuery(error);
  }
  const bytes = backup.uploads.reduce((sum, upload) => sum + upload.entry.size, 0);
  return { header, uploads: { files: backup.uploads.length, bytes } };
}

/**
 * Drizzle reports a refused statement as "Failed query:" with the whole statement and its
 * parameters (here, up to 500 rows of the firm's data); the server's own message, its cause, says it in a line.
 */
function withoutQuery(error: unknown): unknown {
  const cause = error instanceof Error && error.message.startsWith('Failed query:') ? error.cause : undefined;
  return cause instanceof Error ? cause : error;
}

async function tablesOf(tx: Db): Promise<TableColumns[]> {
  return parseTables(rowsOf<{ name: string; columns: string }>(await tx.execute(drizzleSql.raw(tablesQuery))));
}

async function countRows(tx: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(await tx.execute(drizzleSql.raw(`select count(*) as n from ${tableInSql(table)}`)));
  return Number(row?.n ?? 0);
}

/** Refuses a database any table of which (the site's or the admin's) holds a row. */
async function refuseRows(tx: Db): Promise<void> {
  for (const table of await tablesOf(tx)) {
    const rows = await countRows(tx, table.name);
    if (rows > 0) throw new Error(`the database is not empty (${table.name} holds ${rows} row(s)): restore into an empty DATA_DIR or database`);
  }
}

/** Refuses an uploads folder that holds a file (empty folders are fine). */
async function refuseFilesIn(folder: string): Promise<void> {
  const [first] = await filesUnder(folder);
  if (first) throw new Error(`the uploads folder ${folder} already holds files (${first} among them): restore into an empty DATA_DIR`);
}

/** Removes `folder` if it holds nothing but empty folders; fails (ENOTEMPTY) on a file. */
async function removeEmptyFolders(folder: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(folder, entry.name));
  await rmdir(folder);
}

/** A stand-in for Payload in the restore's migrations, which names the migration that reached for it. */
function withoutPayload(migration: string, what: string): unknown {
  return new Proxy(
    {},
    {
      get() {
        throw new Error(`the staff admin's migration ${migration} uses ${what}, which the restore does not load: restore with the site's start instead`);
      },
    },
  );
}

/** Makes or changes the admin's tables with its committed migrations, as Payload's `migrate` runs them at the site's start. */
async function createAdminTables(tx: Db, migrations: readonly AdminMigration[]): Promise<void> {
  for (const migration of migrations) {
    try {
      await migration.up({ db: tx, payload: withoutPayload(migration.name, 'payload'), req: withoutPayload(migration.name, 'req') });
    } catch (error) {
      throw new Error(`the staff admin's migration ${migration.name} failed: ${(withoutQuery(error) as Error).message}`, { cause: error });
    }
  }
}

/**
 * Records in `payload.payload_migrations`, as Payload's `migrate` does (name, batch), each of
 * the admin's migrations the restored rows do not already record, so that the next start finds
 * them applied and runs none again.
 */
async function recordAdminMigrations(tx: Db, migrations: readonly AdminMigration[]): Promise<void> {
  const table = `${ADMIN_SCHEMA}.payload_migrations`;
  const recorded = new Set(rowsOf<{ name: string }>(await tx.execute(drizzleSql.raw(`select name from ${table}`))).map((row) => row.name));
  const [latest] = rowsOf<{ batch: string | null }>(await tx.execute(drizzleSql.raw(`select max(batch) as batch from ${table} where batch > 0`)));
  const batch = Number(latest?.batch ?? 0) + 1;
  for (const migration of migrations) {
    if (recorded.has(migration.name)) continue;
    await tx.execute(drizzleSql`insert into ${drizzleSql.raw(table)} (name, batch) values (${migration.name}, ${batch})`);
  }
}

/** Moves every sequence owned by a column of either schema past the largest value that column holds. */
async function resetSequences(tx: Db): Promise<void> {
  const owned = rowsOf<{ sequence: string; table_name: string; column_name: string }>(await tx.execute(drizzleSql.raw(sequencesQuery)));
  for (const { sequence, table_name: table, column_name: column } of owned) {
    await tx.execute(
      drizzleSql`select setval(${sequence}::regclass, coalesce(max(${drizzleSql.raw(column)}), 1), max(${drizzleSql.raw(column)}) is not null) from ${drizzleSql.raw(table)}`,
    );
  }
}

/** Inserts the rows of one table's block, which starts at byte `offset` of the file. */
async function loadTable(tx: Db, file: string, offset: number, table: BackupTable): Promise<void> {
  const target = drizzleSql.raw(tableInSql(table.name));
  const columns = drizzleSql.raw(columnList(table.columns));
  let batch: string[] = [];
  const insert = async () => {
    if (batch.length === 0) return;
    const rows = `[${batch.join(',')}]`;
    batch = [];
    await tx.execute(drizzleSql`insert into ${target} (${columns}) select ${columns} from jsonb_populate_recordset(null::${target}, ${rows}::jsonb)`);
  };
  for await (const line of linesFrom(file, offset)) {
    if (line.text === END_OF_BLOCK) break;
    batch.push(line.text);
    if (batch.length === ROWS_PER_BATCH) await insert();
  }
  await insert();
}

/** Writes the uploads into `folder`, each checked again against its sha256 as written. */
async function writeUploads(file: string, uploads: CheckedBackup['uploads'], folder: string): Promise<void> {
  for (const { entry, offset } of uploads) {
    const target = path.join(folder, ...entry.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    const out = await open(target, 'wx');
    try {
      for await (const line of linesFrom(file, offset)) {
        if (line.text === END_OF_BLOCK) break;
        const bytes = decodeUploadLine(line.text, entry.path);
        hash.update(bytes);
        await out.write(bytes);
      }
    } finally {
      await out.close();
    }
    if (hash.digest('hex') !== entry.sha256) throw new Error(`the upload ${entry.path} changed in the file during the restore`);
  }
}
