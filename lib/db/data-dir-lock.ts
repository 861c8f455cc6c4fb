/**
 * One supervisor per embedded database: the process that starts a DATA_DIR's PostgreSQL
 * server (the site, or a command run while the site is stopped) writes a lock file with its
 * pid, and every later one refuses with a message that says who holds it. Other processes
 * reach the running server as clients (`openEmbeddedForCommand`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type LockOwner = { pid: number; hostname: string; startedAt: string };

/** Thrown when another live process holds the embedded database. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is already run by process ${owner.pid} on ${owner.hostname} ` +
        `(since ${owner.startedAt}; lock ${lockPath}): is the site already running? Stop it first, or give this one ` +
        'another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      const record = parsed as Partial<LockOwner>;
      return { pid: parsed.pid, hostname: record.hostname ?? 'unknown', startedAt: record.startedAt ?? 'unknown' };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

export type DataDirLock = { path: string; release: () => void };

/**
 * Takes the lock at `lockPath`, replacing a stale one (its process is gone, as after a hard
 * kill). Throws {@link DataDirLockedError} when a live process holds it.
 */
export function acquireDataDirLock(lockPath: string): DataDirLock {
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Written aside and hard-linked into place: the link is atomic and fails if the lock
    // exists, so nobody ever reads a half-written lock.
    const draft = `${lockPath}.${process.pid}.${attempt}.tmp`;
    try {
      fs.writeFileSync(draft, JSON.stringify(owner));
      try {
        fs.linkSync(draft, lockPath);
      } finally {
        fs.rmSync(draft, { force: true });
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
      // A graceful exit must not leave a lock behind for the next start to puzzle over.
      process.on('exit', release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new Error(`Could not create the database lock file ${lockPath}`, { cause: error });
      }
      const holder = readOwner(lockPath);
      // Our own pid in a lock we did not take means a previous process with the same pid
      // (a container restarted as pid 1) died without cleaning up. Another host's process
      // cannot be checked from here, so it counts as alive.
      const sameHost = holder?.hostname === owner.hostname;
      const stale = !holder || (sameHost && (holder.pid === process.pid || !isAlive(holder.pid)));
      if (!stale) throw new DataDirLockedError(lockPath, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}: it keeps reappearing`);
}
