/**
 * The work of `npm run admin:create-user` (lib/commands/admin-create-user.ts), run by
 * scripts/admin-create-user.ts, which reads the password and hands it over on standard input.
 *
 *   printf '%s\n' "$PASSWORD" | npm run admin:create-user -- --email ann@firm.example --role leads
 *
 * The password arrives on standard input, always a pipe from the parent. It reads the same database as the
 * site: DATABASE_URL, else the embedded server in DATA_DIR (the running site's, or one started
 * for the command).
 */
import { text } from 'node:stream/consumers';
import { createStaffAccount, parseCreateUserArgs, passwordFromInput } from '../lib/commands/admin-create-user';
import { STAFF_ACCOUNT_COMMAND } from '../lib/cms/collections/Users';
import { getCms } from '../lib/cms/runtime';
import { getConfig } from '../lib/config';
import { adoptDatabase, openDatabaseForCommand } from '../lib/db/client';

async function main(argv: string[]): Promise<number> {
  process.env.LOG_LEVEL ||= 'warn';
  // The admin as the site runs it: without development's checks and its link to a dev server.
  Object.assign(process.env, { NODE_ENV: 'production' });
  const parsed = parseCreateUserArgs(argv);
  if (!parsed.ok) {
    (parsed.exitCode === 0 ? process.stdout : process.stderr).write(parsed.message);
    return parsed.exitCode;
  }
  const password = passwordFromInput(await text(process.stdin));
  if (!password.ok) {
    process.stderr.write(`${password.message}\n`);
    return 1;
  }
  const handle = await openDatabaseForCommand(getConfig());
  adoptDatabase(handle);
  const payload = await getCms();
  try {
    const result = await createStaffAccount(
      {
        exists: async (email) => (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs > 0,
        create: async (account) => {
          // The one caller Payload lets create an account (lib/cms/collections/Users/index.ts).
          await payload.create({ collection: 'users', data: account, overrideAccess: true, context: { [STAFF_ACCOUNT_COMMAND]: true } });
        },
      },
      parsed.command,
      password.password,
    );
    if (!result.ok) {
      process.stderr.write(`${result.message}\n`);
      return 1;
    }
    process.stdout.write(result.text);
    return 0;
  } finally {
    await payload.destroy();
    await handle.close();
  }
}

// Payload's PostgreSQL adapter keeps one connection of its pool checked out for as long as the
// process lives, and its `destroy` leaves the pool open, so the process would not end by itself.
process.exit(await main(process.argv.slice(2)));
