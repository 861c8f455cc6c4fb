/**
 * `npm run restore -- FILE`: brings a file of `npm run backup` back into an empty database
 * (the embedded one of a new DATA_DIR, or an empty database at DATABASE_URL) and its uploads
 * into DATA_DIR/uploads, which must hold no file. The staff admin's tables are made by its
 * committed migrations, as the site's start makes them, and nothing is seeded: the next start
 * shows the restored content (lib/db/backup.ts).
 */
import path from 'node:path';
import { getConfig } from '../lib/config';
import { migrations } from '../lib/cms/migrations';
import { uploadsFolder } from '../lib/cms/upload-folder';
import { type AdminMigration, type CheckedBackup, checkBackup, restoreBackup } from '../lib/db/backup';
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
  const config = getConfig();
  // The file is checked whole before the database is opened (or, in a new DATA_DIR, made).
  let backup: CheckedBackup;
  try {
    backup = await checkBackup(path.resolve(file));
  } catch (error) {
    process.stderr.write(`Could not restore ${file}: ${(error as Error).message}\n`);
    return 1;
  }
  const handle = await openDatabaseForCommand(config);
  try {
    // Payload types its migrations' arguments for its own adapter (node-postgres); they use only
    // `db.execute`, which the site's Drizzle transaction has too.
    const { header, uploads } = await restoreBackup(handle.db, backup, {
      uploadsFolder: uploadsFolder(config.DATA_DIR),
      adminMigrations: migrations as unknown as AdminMigration[],
    });
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stderr.write(
      `Restored ${file} (taken ${header.createdAt}): ${rows} row(s) in ${header.tables.length} tables into the ${handle.description}, ` +
        `and ${uploads.files} upload file(s) (${uploads.bytes} bytes) into ${uploadsFolder(config.DATA_DIR)}\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`Could not restore ${file}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
