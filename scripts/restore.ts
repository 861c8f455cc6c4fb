/**
 * `npm run restore -- FILE`: brings a file of `npm run backup` back into an empty database:
 * the embedded one of a new DATA_DIR, or an empty database at DATABASE_URL.
 */
import path from 'node:path';
import { getConfig } from '../lib/config';
import { restoreBackup } from '../lib/db/backup';
import { openDatabaseForCommand } from '../lib/db/client';

async function main(argv: string[]): Promise<number> {
  // Stdout carries the command's data: the info lines of an embedded server started for the
  // command (started, stopped) would mix into it. Warnings still go to stderr.
  process.env.LOG_LEVEL ||= 'warn';
  const [file] = argv;
  if (!file || argv.length > 1) {
    process.stderr.write('Usage: npm run restore -- FILE   (into an empty DATA_DIR, or an empty database at DATABASE_URL)\n');
    return 2;
  }
  const handle = await openDatabaseForCommand(getConfig());
  try {
    const header = await restoreBackup(handle.sql, path.resolve(file));
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stderr.write(`Restored ${file} (taken ${header.createdAt}): ${rows} row(s) in ${header.tables.length} tables into the ${handle.description}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`Could not restore ${file}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
