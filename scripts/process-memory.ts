/**
 * The memory a set of processes holds, for the benchmarks: resident (RSS, which counts a page
 * shared by several processes once in each, as PostgreSQL's shared buffers are) and
 * proportional (PSS, which splits each shared page between its sharers, so the sum is what
 * the set really costs the machine). Linux only (/proc).
 */
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';

export type Memory = { processes: number; rssBytes: number; pssBytes: number };

function kilobytes(text: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return Number(match?.[1] ?? 0) * 1024;
}

/** The summed memory of `pids` (those still alive). */
export function memoryOf(pids: readonly number[]): Memory {
  let rssBytes = 0;
  let pssBytes = 0;
  let processes = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rssBytes += kilobytes(rollup, 'Rss');
      pssBytes += kilobytes(rollup, 'Pss');
      processes += 1;
    } catch {
      // Gone since: it holds nothing.
    }
  }
  return { processes, rssBytes, pssBytes };
}

/** The processes whose working folder is `folder`: every process of a PostgreSQL server works in its cluster. */
export function processesWorkingIn(folder: string): number[] {
  if (!existsSync(folder)) return [];
  const target = realpathSync(folder);
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === target;
      } catch {
        return false;
      }
    });
}

export const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
