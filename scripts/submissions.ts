/**
 * The firm's command line for what the forms collected (the commands are in
 * `lib/commands/submissions.ts`):
 *
 *   npm run submissions -- export <subscribers|contacts|bookings> [--format csv|json]
 *   npm run submissions -- outbox [--format csv|json]
 *   npm run submissions -- erase <email> [--yes]
 *   npm run submissions -- purge
 *
 * It reads the same database as the site: DATABASE_URL, else the embedded PostgreSQL server
 * in DATA_DIR, reached like any client while the site runs it, or started for the command
 * while the site is stopped. Data goes to stdout, notes to stderr.
 */
import { getConfig } from '../lib/config';
import { type CommandOutput, parseSubmissionsCommand, runSubmissionsCommand } from '../lib/commands/submissions';
import { openDatabaseForCommand } from '../lib/db/client';

const output: CommandOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

async function main(argv: string[]): Promise<number> {
  // Stdout carries the command's data: the info lines of an embedded server started for the
  // command (started, stopped) would mix into it. Warnings still go to stderr.
  process.env.LOG_LEVEL ||= 'warn';
  const command = parseSubmissionsCommand(argv);
  if (!command.ok) {
    output[command.to](command.text);
    return command.exitCode;
  }
  let config;
  try {
    config = getConfig();
  } catch (error) {
    output.stderr(`${(error as Error).message}\n`);
    return 1;
  }
  let handle;
  try {
    handle = await openDatabaseForCommand(config);
  } catch (error) {
    console.error(error);
    return 1;
  }
  try {
    return await runSubmissionsCommand(command, handle, config, output);
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
