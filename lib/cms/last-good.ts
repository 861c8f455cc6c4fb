/**
 * The last good copy of each of the admin's collections and globals: what the site last read of
 * it, kept in memory and, on the site's server, in a file under DATA_DIR
 * ({@link keepLastGoodCopiesIn}), so a restarted process finds it too. With the database
 * unreachable a page is still rendered, and a mail still queued, from that copy instead of
 * failing. The bundled seed (content/*.ts) stands in only when this installation has never read
 * its content: a brand-new install whose database is down, which the log says. A firm that
 * changed its phone never sees the old one come back, across restarts included
 * (tests/system/postgres-outage.test.ts). Drafts are never kept nor served so.
 *
 * A copy is written atomically (a temporary file renamed over the old one) and only when what
 * was read differs from it. It records the shape of the seed of the code that wrote it: a copy
 * written by a version whose content has another shape (a field renamed) is not used, nor is a
 * file that cannot be read as a copy; the log says which. This module loads neither Next nor
 * Payload, so the server's own jobs can use it too.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log';
import { processWide } from '../process-wide';

/** Changes when a copy's file is laid out differently; a file of another format is not used. */
const FORMAT = 1;

/** A copy's file: the read's value (plain JSON data, as content/schema.ts types it) and what it was read as. */
type CopyFile = { format: number; key: string; shape: string; savedAt: string; value: unknown };

type LastGood = {
  /** Where copies are written and looked for; none: in memory only (a command, a test, the build). */
  folder?: string;
  /** The last good value of each key in this process. */
  values: Map<string, unknown>;
  /** What each key's file holds, as {@link comparable} writes it: a read that matches it writes nothing. */
  saved: Map<string, string>;
  /** Each key's writes, one after another. */
  writing: Map<string, Promise<void>>;
  /** Each key's one look at its file after a failed read, once begun. */
  lookingUp: Map<string, Promise<void>>;
  /** Keys for which the seed stood in, logged once. */
  seeded: Set<string>;
};

const lastGood = () =>
  processWide<LastGood>('cms.last-good', () => ({ values: new Map(), saved: new Map(), writing: new Map(), lookingUp: new Map(), seeded: new Set() }));

/** Where the site's server keeps the copies: a folder of DATA_DIR, beside the uploads. */
export const lastGoodFolder = (dataDir: string) => path.join(dataDir, 'last-good-content');

/**
 * Keeps the last good copies in `folder` from now on, and looks there for them: the server
 * names {@link lastGoodFolder} at its start (server.ts). Without it they live in memory only.
 * Forgets what this process knew of the files.
 */
export function keepLastGoodCopiesIn(folder: string | undefined): void {
  const state = lastGood();
  state.folder = folder;
  state.saved.clear();
  state.lookingUp.clear();
  state.seeded.clear();
}

/** The file holding `key`'s copy in `folder` (`collection:services` → `collection-services.json`). */
export const lastGoodFile = (folder: string, key: string) => path.join(folder, `${key.replace(/[^a-z0-9-]+/gi, '-')}.json`);

/**
 * `read()`, kept as the last good copy under `key`; if it fails, the last good copy (this
 * process's, else the one in the folder), or else `seed()`. A draft read is neither kept nor
 * replaced: it fails as it fails.
 */
export async function withLastGood<T>(key: string, draft: boolean, read: () => Promise<T>, seed: () => T): Promise<T> {
  if (draft) return read();
  const state = lastGood();
  let value: T;
  try {
    value = await read();
  } catch (error) {
    return standIn(key, seed, error);
  }
  state.values.set(key, value);
  if (state.folder) await save(state.folder, key, value, seed);
  return value;
}

async function standIn<T>(key: string, seed: () => T, error: unknown): Promise<T> {
  const state = lastGood();
  if (!state.values.has(key) && state.folder) {
    // Reads failing at once (a page's header and footer) wait for the one look at the file.
    let lookingUp = state.lookingUp.get(key);
    if (!lookingUp) {
      lookingUp = lookUp(state.folder, key, seed, error);
      state.lookingUp.set(key, lookingUp);
    }
    await lookingUp;
  }
  if (state.values.has(key)) return state.values.get(key) as T;
  if (!state.seeded.has(key)) {
    state.seeded.add(key);
    log.error('[admin] the content could not be read, and this installation has no last good copy of it: the bundled seed stands in until it can', {
      key,
      folder: state.folder ?? 'none (kept in memory only)',
      error: String(error),
    });
  }
  return seed();
}

/** Makes the folder's copy of `key`, if it holds a usable one, this process's last good value. */
async function lookUp(folder: string, key: string, seed: () => unknown, error: unknown): Promise<void> {
  const copy = await load(folder, key, seed);
  const state = lastGood();
  // A read that succeeded meanwhile is newer.
  if (!copy || state.values.has(key)) return;
  log.warn('[admin] the content could not be read; its last good copy stands in until it can', { key, savedAt: copy.savedAt, error: String(error) });
  state.values.set(key, copy.value);
}

/** What a copy holds that matters: the shape it was read as and the value. */
const comparable = (shape: string, value: unknown) => JSON.stringify([shape, value]);

/**
 * The shape of the seed this code bundles (its objects' keys and its values' types, not the
 * values), as a short hash: a copy written by code whose content had another shape is not used.
 */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${[...new Set(value.map(shapeOf))].sort().join('|')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${entries.map(([name, field]) => `${name}:${shapeOf(field)}`).sort().join(',')}}`;
  }
  return value === null ? 'null' : typeof value;
}

const shapes = () => processWide('cms.last-good-shapes', () => new Map<string, string>());
function seedShape(key: string, seed: () => unknown): string {
  const known = shapes().get(key);
  if (known) return known;
  const shape = createHash('sha256').update(shapeOf(seed())).digest('hex').slice(0, 16);
  shapes().set(key, shape);
  return shape;
}

/** Writes `value` as `key`'s copy if the file holds something else; a failure is logged, never thrown. */
function save(folder: string, key: string, value: unknown, seed: () => unknown): Promise<void> {
  const state = lastGood();
  const previous = state.writing.get(key) ?? Promise.resolve();
  const write = previous.then(async () => {
    try {
      const shape = seedShape(key, seed);
      const content = comparable(shape, value);
      if (!state.saved.has(key)) {
        // An unreadable file is replaced.
        const onDisk = await readCopyFile(folder, key).catch(() => undefined);
        if (onDisk) state.saved.set(key, comparable(onDisk.shape, onDisk.value));
      }
      if (state.saved.get(key) === content) return;
      const file: CopyFile = { format: FORMAT, key, shape, savedAt: new Date().toISOString(), value };
      await writeAtomically(lastGoodFile(folder, key), `${JSON.stringify(file)}\n`);
      state.saved.set(key, content);
    } catch (error) {
      log.error('[admin] could not keep the last good copy of the content; a restart while the database is unreachable would show an older one', {
        key,
        folder,
        error,
      });
    }
  });
  state.writing.set(key, write);
  return write;
}

/** Whole or not at all: a reader (or a crash) never meets half a file. */
async function writeAtomically(target: string, text: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(text);
      // On disk before the rename makes it the copy: a power cut leaves the old copy, not an empty file.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** `key`'s file, read and checked; throws if it cannot be read as a copy. Undefined when there is none. */
async function readCopyFile(folder: string, key: string): Promise<CopyFile | undefined> {
  let text: string;
  try {
    text = await readFile(lastGoodFile(folder, key), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const file = JSON.parse(text) as Partial<CopyFile> | null;
  if (file?.format !== FORMAT || file.key !== key || typeof file.shape !== 'string' || typeof file.savedAt !== 'string' || !('value' in file)) {
    throw new Error(`not a last good copy of ${key} in format ${FORMAT}`);
  }
  return file as CopyFile;
}

/** `key`'s copy if the folder holds a usable one; an unusable file is logged and left for the next good read to replace. */
async function load(folder: string, key: string, seed: () => unknown): Promise<CopyFile | undefined> {
  let file: CopyFile | undefined;
  try {
    file = await readCopyFile(folder, key);
  } catch (error) {
    log.error('[admin] the last good copy of the content cannot be read; it is ignored', { key, file: lastGoodFile(folder, key), error });
    return undefined;
  }
  if (!file) return undefined;
  if (file.shape !== seedShape(key, seed)) {
    log.error('[admin] the last good copy of the content was written by a version whose content has another shape; it is ignored', {
      key,
      file: lastGoodFile(folder, key),
      savedAt: file.savedAt,
    });
    return undefined;
  }
  return file;
}
