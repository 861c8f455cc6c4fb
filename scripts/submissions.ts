/**
 * The firm's command line for what the forms collected:
 *
 *   npm run submissions -- export <subscribers|contacts|bookings> [--format csv|json]
 *   npm run submissions -- outbox [--format csv|json]
 *   npm run submissions -- erase <email> [--yes]
 *   npm run submissions -- purge
 *
 * It reads the same database as the site (DATABASE_URL, else the embedded one in DATA_DIR;
 * the embedded one only while the site is stopped). Data goes to stdout, notes to stderr.
 */
import { parseArgs } from 'node:util';
import { getConfig } from '../lib/config';
import { configuredDatabaseOptions, openDatabase } from '../lib/db/client';
import { DataDirLockedError } from '../lib/db/data-dir-lock';
import type { DatabaseHandle } from '../lib/db/types';
import {
  countByEmail,
  eraseByEmail,
  type ExportKind,
  exportKinds,
  exportTable,
  outboxTable,
  purgeExpired,
  retention,
  type Table,
  toCsv,
} from '../lib/forms/records';
import { mailFileDirectory } from '../lib/mail/transport';

const usage = `Usage:
  npm run submissions -- export <subscribers|contacts|bookings> [--format csv|json]
  npm run submissions -- outbox [--format csv|json]     list mail waiting to go out, and mail given up on
  npm run submissions -- erase <email> [--yes]          delete everything about one person
  npm run submissions -- purge                          delete what the retention policy no longer keeps`;

class UsageError extends Error {}

function print(table: Table, format: string): void {
  if (format === 'json') process.stdout.write(`${JSON.stringify(table.rows, null, 2)}\n`);
  else process.stdout.write(toCsv(table));
}

async function run(handle: DatabaseHandle, command: string | undefined, args: string[], format: string, yes: boolean) {
  const config = getConfig();
  switch (command) {
    case 'export': {
      const kind = args[0];
      if (!exportKinds.includes(kind as ExportKind)) throw new UsageError(`export needs one of: ${exportKinds.join(', ')}`);
      const table = await exportTable(handle.db, kind as ExportKind, config.SITE_URL);
      print(table, format);
      console.error(`${table.rows.length} ${kind} from the ${handle.description}`);
      return;
    }
    case 'outbox': {
      const table = await outboxTable(handle.db);
      print(table, format);
      const dead = table.rows.filter((row) => row.status === 'dead').length;
      console.error(
        `${table.rows.length - dead} mail(s) waiting and ${dead} given up on (dead) in the ${handle.description}`,
      );
      return;
    }
    case 'erase': {
      const email = args[0]?.trim();
      if (!email || !email.includes('@')) throw new UsageError('erase needs the email address to erase');
      const summary = (counts: { subscribers: number; contactMessages: number; bookings: number; mails: number }) =>
        `${counts.subscribers} subscription(s), ${counts.contactMessages} contact message(s), ` +
        `${counts.bookings} booking(s), ${counts.mails} mail(s)`;
      if (!yes) {
        console.error(`Found for ${email}: ${summary(await countByEmail(handle.db, email))}.`);
        console.error('Nothing was deleted. Run again with --yes to erase all of it.');
        return;
      }
      const mailDirectory = config.SMTP_URL ? undefined : mailFileDirectory(config.DATA_DIR);
      const report = await eraseByEmail(handle.db, email, mailDirectory);
      console.error(`Erased for ${email}: ${summary(report)}, ${report.mailFiles} .eml file(s).`);
      console.error('Mail already delivered to the firm\'s inbox is not touched: delete it there too.');
      return;
    }
    case 'purge': {
      // The server also runs this daily; the command is for running it now.
      const report = await purgeExpired(handle.db);
      console.error(
        `Deleted ${report.contactMessages} contact message(s) and ${report.bookings} booking(s) older than ` +
          `${retention.enquiryMonths} months, ${report.mails} mail(s) delivered or given up on over ` +
          `${retention.mailDays} days ago, and ` +
          `${report.unconfirmedSubscribers} sign-up(s) never confirmed.`,
      );
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'csv' },
        yes: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    console.error(`--format must be csv or json\n\n${usage}`);
    return 2;
  }
  const [command, ...args] = positionals;
  if (!['export', 'outbox', 'erase', 'purge'].includes(command ?? '')) {
    console.error(`${command ? `Unknown command "${command}"` : 'No command given'}\n\n${usage}`);
    return 2;
  }
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(configuredDatabaseOptions());
    await run(handle, command, args, values.format, values.yes);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    // A held lock is an expected situation with a clear message, not a crash to dump.
    console.error(error instanceof DataDirLockedError ? error.message : error);
    return 1;
  } finally {
    await handle?.close();
  }
}

process.exitCode = await main();
