/**
 * SQL on a running site's embedded database, as a maintainer runs it: psql on the address
 * `npm run db:psql -- --url` prints for the site's DATA_DIR (docs/production.md). For end-to-end
 * specs that need rows the site's own pages cannot make on the shared instance without showing
 * them to every other spec (a training's registrations, on a training the site does not sell).
 */
import { execFileSync } from 'node:child_process';

/** Runs `sql` (several statements) in one transaction and returns what it prints, one value a line, unaligned. */
export function siteSql(dataDir: string, sql: string): string[] {
  const output = execFileSync('sh', ['-c', 'psql "$(npm run -s db:psql -- --url)" -X -q -A -t -v ON_ERROR_STOP=1 -1 -f -'], {
    input: sql,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return output.split('\n').filter((line) => line !== '');
}
