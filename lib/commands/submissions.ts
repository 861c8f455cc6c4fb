/**
 * The firm's commands for what the forms collected (`npm run submissions -- …`):
 *
 *   export <subscribers|contacts|bookings> [--format csv|json]
 *   outbox [--format csv|json]
 *   erase <email> [--yes]
 *   purge
 *
 * `scripts/submissions.ts` runs them on the database it opened (the site's, reached like any
 * client while the site runs). Data goes to `stdout`, notes to `stderr`.
 */
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/types';
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
} from '../forms/records';
import { erasableMailDirectory } from '../mail/transport';
import { purgeNewsletterRecipients } from '../newsletters/sending';

export const submissionsUsage = `Usage:
  npm run submissions -- export <subscribers|contacts|bookings> [--format csv|json]
  npm run submissions -- outbox [--format csv|json]     list mail waiting to go out, and mail given up on
  npm run submissions -- erase <email> [--yes]          delete everything about one person
  npm run submissions -- purge                          delete what the retention policy no longer keeps`;

export const submissionCommands = ['export', 'outbox', 'erase', 'purge'] as const;

/** Where a command writes: data to `stdout`, notes to `stderr`. */
export type CommandOutput = { stdout: (text: string) => void; stderr: (text: string) => void };

export type ParsedCommand =
  | { ok: true; command: (typeof submissionCommands)[number]; args: string[]; format: 'csv' | 'json'; yes: boolean }
  | { ok: false; exitCode: number; text: string; to: 'stdout' | 'stderr' };

class UsageError extends Error {}

/** Reads a command line; a usage problem or `--help` comes back as the text to print and the exit code. */
export function parseSubmissionsCommand(argv: readonly string[]): ParsedCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'csv' },
        yes: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return { ok: false, exitCode: 2, text: `${(error as Error).message}\n\n${submissionsUsage}\n`, to: 'stderr' };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, exitCode: 0, text: `${submissionsUsage}\n`, to: 'stdout' };
  if (values.format !== 'csv' && values.format !== 'json') {
    return { ok: false, exitCode: 2, text: `--format must be csv or json\n\n${submissionsUsage}\n`, to: 'stderr' };
  }
  const [command, ...args] = positionals;
  const known = submissionCommands.find((name) => name === command);
  if (!known) {
    const problem = command ? `Unknown command "${command}"` : 'No command given';
    return { ok: false, exitCode: 2, text: `${problem}\n\n${submissionsUsage}\n`, to: 'stderr' };
  }
  return { ok: true, command: known, args, format: values.format, yes: values.yes };
}

function print(output: CommandOutput, table: Table, format: 'csv' | 'json'): void {
  output.stdout(format === 'json' ? `${JSON.stringify(table.rows, null, 2)}\n` : toCsv(table));
}

async function run(
  command: Extract<ParsedCommand, { ok: true }>,
  handle: DatabaseHandle,
  config: AppConfig,
  output: CommandOutput,
): Promise<void> {
  const { args, format, yes } = command;
  switch (command.command) {
    case 'export': {
      const kind = args[0];
      if (!exportKinds.includes(kind as ExportKind)) throw new UsageError(`export needs one of: ${exportKinds.join(', ')}`);
      const table = await exportTable(handle.db, kind as ExportKind, config.SITE_URL);
      print(output, table, format);
      output.stderr(`${table.rows.length} ${kind} from the ${handle.description}\n`);
      return;
    }
    case 'outbox': {
      const table = await outboxTable(handle.db);
      print(output, table, format);
      const dead = table.rows.filter((row) => row.status === 'dead').length;
      output.stderr(`${table.rows.length - dead} mail(s) waiting and ${dead} given up on (dead) in the ${handle.description}\n`);
      return;
    }
    case 'erase': {
      const email = args[0]?.trim();
      if (!email || !email.includes('@')) throw new UsageError('erase needs the email address to erase');
      const summary = (counts: { subscribers: number; contactMessages: number; bookings: number; registrations: number; mails: number }) =>
        `${counts.subscribers} subscription(s), ${counts.contactMessages} contact message(s), ` +
        `${counts.bookings} booking(s), ${counts.registrations} training registration(s), ${counts.mails} mail(s)`;
      if (!yes) {
        output.stderr(`Found for ${email}: ${summary(await countByEmail(handle.db, email))}.\n`);
        output.stderr('Nothing was deleted. Run again with --yes to erase all of it.\n');
        return;
      }
      const report = await eraseByEmail(handle.db, email, erasableMailDirectory(config));
      output.stderr(`Erased for ${email}: ${summary(report)}, ${report.mailFiles} .eml file(s).\n`);
      output.stderr("Mail already delivered to the firm's inbox is not touched: delete it there too.\n");
      return;
    }
    case 'purge': {
      // The server also runs this daily; the command is for running it now.
      const report = await purgeExpired(handle.db);
      // A sent campaign's recipient rows go with its mails; the campaign keeps its counts.
      const newsletterRecipients = await purgeNewsletterRecipients(handle.db, retention.mailDays);
      output.stderr(
        `Deleted ${report.contactMessages} contact message(s) and ${report.bookings} booking(s) older than ` +
          `${retention.enquiryMonths} months, ${report.mails} mail(s) delivered or given up on over ` +
          `${retention.mailDays} days ago, ` +
          `${report.unconfirmedSubscribers} sign-up(s) never confirmed, and ` +
          `${report.registrations} training registration(s) past their keeping (unpaid ${retention.unpaidRegistrationMonths} months, ` +
          `paid ${retention.paidRegistrationYears} years); cleared the internet address of ${report.registrationAddresses} ` +
          `registration(s) that no longer hold seats; and ${newsletterRecipients} newsletter recipient(s) of campaigns ` +
          `sent over ${retention.mailDays} days ago (the campaigns keep their counts).\n`,
      );
      return;
    }
  }
}

/**
 * Runs a parsed command on `handle` (which the caller owns and closes) and returns the exit
 * code: 0 done, 2 bad usage. A failure of the database is the caller's to report.
 */
export async function runSubmissionsCommand(
  command: Extract<ParsedCommand, { ok: true }>,
  handle: DatabaseHandle,
  config: AppConfig,
  output: CommandOutput,
): Promise<number> {
  try {
    await run(command, handle, config, output);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.stderr(`${error.message}\n\n${submissionsUsage}\n`);
    return 2;
  }
}
