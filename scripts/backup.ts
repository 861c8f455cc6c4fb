/**
 * `npm run backup -- FILE`: the whole database (submissions, subscribers, the outbox, tax
 * reminders, the blog's mirror, the staff admin's content, accounts and settings) and the
 * staff's uploads (DATA_DIR/uploads) in one file, taken while the site runs. The format is in
 * lib/db/backup.ts and docs/production.md ("Backups"); `npm run restore -- FILE` reads it.
 */
import path from 'node:path';
import { getConfig } from '../lib/config';
import { uploadsFolder } from '../lib/cms/upload-folder';
import { writeBackup } from '../lib/db/backup';
import { openDatabaseForCommand } from '../lib/db/client';

async function main(argv: string[]): Promise<number> {
  // Stdout carries the command's data: the info lines of an embedded server started for the
  // command (started, stopped) would mix into it. Warnings still go to stderr.
  process.env.LOG_LEVEL ||= 'warn';
  const [file] = argv;
  if (!file || argv.length > 1) {
    process.stderr.write('Usage: npm run backup -- FILE\n');
    return 2;
  }
  const config = getConfig();
  const handle = await openDatabaseForCommand(config);
  try {
    const { header, uploads } = await writeBackup(handle.sql, path.resolve(file), { source: handle.description, uploadsFolder: uploadsFolder(config.DATA_DIR) });
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stderr.write(
      `Wrote ${file}: ${rows} row(s) in ${header.tables.length} tables from the ${handle.description}, as of ${header.createdAt}, ` +
        `and ${uploads.files} upload file(s) (${uploads.bytes} bytes)\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
