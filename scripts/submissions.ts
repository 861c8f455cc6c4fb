/**
 * The firm's command line for what the forms collected (the commands are in
 * `lib/commands/submissions.ts`):
 *
 *   npm run submissions -- export <subscribers|contacts|bookings> [--format csv|json]
 *   npm run submissions -- outbox [--format csv|json]
 *   npm run submissions -- erase <email> [--yes]
 *   npm run submissions -- purge
 *
 * It reads the same database as the site: DATABASE_URL, else the embedded one in DATA_DIR.
 * The embedded one can only be open in one process; while the site runs and holds it, the
 * command is sent to the site through its command socket and runs there, so the same command
 * works whether the site is running or not. Data goes to stdout, notes to stderr.
 */
import { getConfig } from '../lib/config';
import { type CommandOutput, parseSubmissionsCommand, runSubmissionsCommand } from '../lib/commands/submissions';
import { configuredDatabaseOptions, openDatabase } from '../lib/db/client';
import { DataDirLockedError } from '../lib/db/data-dir-lock';
import { CommandSocketUnavailable, runThroughCommandSocket } from '../lib/server/command-socket';

const output: CommandOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

async function main(argv: string[]): Promise<number> {
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
    handle = await openDatabase(configuredDatabaseOptions());
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) {
      console.error(error);
      return 1;
    }
    // The running site holds the embedded database: it runs the command for us.
    try {
      return await runThroughCommandSocket(config.DATA_DIR, argv, output);
    } catch (socketError) {
      if (!(socketError instanceof CommandSocketUnavailable)) throw socketError;
      output.stderr(`${error.message}\nThe process holding it does not take commands either: ${socketError.message}.\n`);
      return 1;
    }
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
