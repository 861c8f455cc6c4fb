/**
 * Makes a staff account for the tests, as `npm run admin:create-user -- --email X --role R`
 * will (the password on standard input), through Payload's Local API on the database a running
 * site uses (DATA_DIR or DATABASE_URL). A stand-in until that command lands; the tests call it
 * through tests/support/staff-users.ts, so switching is one line there.
 *
 *   node --import tsx tests/support/create-staff-user.ts --email ADDRESS --role admin|editor|leads < password
 */
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { getCms } from '../../lib/cms/runtime';
import { isRole } from '../../lib/cms/roles';
import { getConfig } from '../../lib/config';
import { openDatabaseForCommand } from '../../lib/db/client';
import type { DatabaseHandle } from '../../lib/db/types';
import { processWide } from '../../lib/process-wide';

process.env.LOG_LEVEL ||= 'warn';
const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
if (!values.email || !isRole(values.role)) {
  process.stderr.write('Usage: create-staff-user.ts --email ADDRESS --role admin|editor|leads < password\n');
  process.exit(2);
}
const password = (await text(process.stdin)).replace(/\r?\n$/, '');

// Where a command that never finishes was stuck, said on stderr when it gives up.
let step = 'opening the database';
const giveUp = setTimeout(() => {
  process.stderr.write(`create-staff-user: still ${step} after 30 s\n`);
  process.exit(1);
}, 30_000);

const handle = await openDatabaseForCommand(getConfig());
step = 'making the admin ready';
// The admin (lib/cms/runtime.ts) uses the process's database, which the site opens with
// getDatabase(); a command beside the running site opens it as a client instead.
const database = processWide<{ open?: DatabaseHandle; opening?: Promise<DatabaseHandle> }>('database', () => ({}));
database.open = handle;
database.opening = Promise.resolve(handle);
let exitCode = 1;
try {
  const payload = await getCms();
  step = 'creating the account';
  const user = await payload.create({ collection: 'users', data: { email: values.email, password, role: values.role }, overrideAccess: true });
  process.stdout.write(`${JSON.stringify({ id: user.id, email: values.email, role: values.role })}\n`);
  exitCode = 0;
  step = 'closing';
  // Payload's destroy() leaves its pool open, and ending it can wait on a connection Payload
  // keeps: the process exits with its connections instead. An embedded server started for
  // this command stops with our handle and cuts them; that is expected here.
  (payload.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on('error', () => undefined);
} catch (error) {
  console.error(error);
} finally {
  await handle.close();
  // Payload keeps timers of its own running; the account is made, so the command ends here.
  clearTimeout(giveUp);
  process.exit(exitCode);
}
