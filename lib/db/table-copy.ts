/**
 * Moving whole tables between databases: the tables and columns to move (the import of a
 * PGlite database and `npm run backup`/`restore`), and the import's copy in PostgreSQL's own
 * COPY text format, which carries every type exactly (timestamps, JSON, arrays, any text).
 */
import type { Sql, TransactionSql } from 'postgres';

/** A table with the columns a copy carries: all but generated ones, which the target computes. */
export type TableColumns = { name: string; columns: string[] };

/** The query listing the tables of the current schema (the migrations' own record aside). */
export const tablesQuery = `
  select c.table_name as name, json_agg(c.column_name::text order by c.ordinal_position)::text as columns
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    and c.is_generated = 'NEVER' and c.table_name <> 'schema_migrations'
  group by c.table_name
  order by c.table_name`;

/** Parses `tablesQuery`'s rows, whichever driver ran it. */
export function parseTables(rows: readonly { name: string; columns: string }[]): TableColumns[] {
  return rows.map((row) => ({ name: row.name, columns: JSON.parse(row.columns) as string[] }));
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const columnList = (columns: readonly string[]) => columns.map(quoted).join(', ');

export const copyOutStatement = (table: string, columns: readonly string[]) => `copy ${quoted(table)} (${columnList(columns)}) to stdout`;
export const copyInStatement = (table: string, columns: readonly string[]) => `copy ${quoted(table)} (${columnList(columns)}) from stdin`;

export async function listTables(sql: Sql | TransactionSql): Promise<TableColumns[]> {
  return parseTables(await sql.unsafe<{ name: string; columns: string }[]>(tablesQuery));
}

export async function countRows(sql: Sql | TransactionSql, table: string): Promise<number> {
  const [row] = await sql.unsafe<{ n: string }[]>(`select count(*) as n from ${quoted(table)}`);
  return Number(row?.n ?? 0);
}

/** Writes COPY text (`chunks`, whole lines) into `table` within the transaction `tx`. */
export async function copyInto(tx: TransactionSql, table: string, columns: readonly string[], chunks: AsyncIterable<string> | Iterable<string>): Promise<void> {
  const writable = await tx.unsafe(copyInStatement(table, columns)).writable();
  const finished = new Promise<void>((resolve, reject) => {
    writable.once('finish', resolve);
    writable.once('error', reject);
  });
  for await (const chunk of chunks) {
    if (!writable.write(chunk)) await new Promise((resolve) => writable.once('drain', resolve));
  }
  writable.end();
  await finished;
}

/**
 * Moves every sequence owned by a column of the current schema past the largest value that
 * column holds, so rows inserted after a copy get fresh keys.
 */
export async function resetSequences(tx: TransactionSql): Promise<void> {
  const owned = await tx.unsafe<{ sequence: string; table_name: string; column_name: string }[]>(`
    select s.relname as sequence, t.relname as table_name, a.attname as column_name
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()`);
  for (const { sequence, table_name: table, column_name: column } of owned) {
    await tx.unsafe(
      `select setval('${quoted(sequence).replaceAll("'", "''")}', coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null) from ${quoted(table)}`,
    );
  }
}
