/**
 * The last good copy of the admin's content on disk (lib/cms/last-good.ts), in a real folder:
 * a read that succeeded is what a later process gets when its reads fail, never the seed; the
 * seed stands in only where nothing was ever read, and the log says so; a file is replaced
 * whole, only when the content changed; a corrupt file, or one written by a version whose
 * content has another shape, is ignored with a log; drafts are neither kept nor served.
 *
 * "A later process" is this one with its process-wide state forgotten, as a restart leaves it.
 * The system test (tests/system/postgres-outage.test.ts) restarts the built site for real.
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepLastGoodCopiesIn, lastGoodFile, withLastGood } from '@/lib/cms/last-good';
import { forgetProcessWideValues } from '@/lib/process-wide';

type Contact = { email: string; phones: { display: string }[] };

const KEY = 'global:firm-contact';
const seed = (): Contact => ({ email: 'enquiries@kilele.example', phones: [{ display: '+254 20 765 4321' }] });
const edited: Contact = { email: 'front-desk@kilele.example', phones: [{ display: '+254 700 000 123' }] };
const databaseDown = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));

let folder: string;

/** A process starting afresh, as the server starts: nothing in memory, the copies kept in `folder`. */
function restart(): void {
  forgetProcessWideValues();
  keepLastGoodCopiesIn(folder);
}

/** The log lines (JSON on stderr) written while `work` runs, as `level: message`. */
async function logged<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const line = String(chunk);
    if (line.startsWith('{')) {
      const { level, msg } = JSON.parse(line) as { level: string; msg: string };
      lines.push(`${level}: ${msg}`);
    }
    return true;
  });
  try {
    return { result: await work(), lines };
  } finally {
    spy.mockRestore();
  }
}

const copyOnDisk = async (key = KEY) => JSON.parse(await readFile(lastGoodFile(folder, key), 'utf8')) as { savedAt: string; value: unknown };

beforeEach(async () => {
  folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'last-good-')), 'last-good-content');
  restart();
});

afterEach(async () => {
  forgetProcessWideValues();
  await rm(path.dirname(folder), { recursive: true, force: true });
});

describe('the last good copy across a restart', () => {
  it('gives a process whose reads fail what an earlier process read, not the seed', async () => {
    expect(await withLastGood(KEY, false, async () => edited, seed)).toEqual(edited);

    restart();
    const { result, lines } = await logged(() => withLastGood(KEY, false, databaseDown, seed));
    expect(result).toEqual({ email: 'front-desk@kilele.example', phones: [{ display: '+254 700 000 123' }] });
    expect(lines).toEqual(['warn: [admin] the content could not be read; its last good copy stands in until it can']);
  });

  it('gives every read failing at once the copy: a page whose header and footer read together', async () => {
    await withLastGood(KEY, false, async () => edited, seed);

    restart();
    const { result, lines } = await logged(() => Promise.all(Array.from({ length: 5 }, () => withLastGood(KEY, false, databaseDown, seed))));
    expect(result).toEqual(Array.from({ length: 5 }, () => edited));
    expect(lines).toEqual(['warn: [admin] the content could not be read; its last good copy stands in until it can']);
  });

  it('gives the seed only where nothing was ever read, and says so once', async () => {
    const { result, lines } = await logged(async () => [
      await withLastGood(KEY, false, databaseDown, seed),
      await withLastGood(KEY, false, databaseDown, seed),
    ]);
    expect(result).toEqual([seed(), seed()]);
    expect(lines).toEqual([
      'error: [admin] the content could not be read, and this installation has no last good copy of it: the bundled seed stands in until it can',
    ]);
  });

  it('keeps the copies apart by collection or global', async () => {
    await withLastGood(KEY, false, async () => edited, seed);
    await withLastGood('collection:services', false, async () => [{ title: 'Tax Advisory and Disputes' }], () => [{ title: 'Tax Consulting' }]);

    restart();
    expect(await withLastGood('collection:services', false, databaseDown, () => [{ title: 'Tax Consulting' }])).toEqual([{ title: 'Tax Advisory and Disputes' }]);
    expect((await withLastGood(KEY, false, databaseDown, seed)).email).toBe('front-desk@kilele.example');
    expect((await readdir(folder)).sort()).toEqual(['collection-services.json', 'global-firm-contact.json']);
  });
});

describe('writing the copy', () => {
  it('writes only when what was read changed, in this process or after a restart', async () => {
    await withLastGood(KEY, false, async () => edited, seed);
    const first = await copyOnDisk();
    await new Promise((resolve) => setTimeout(resolve, 5));

    await withLastGood(KEY, false, async () => ({ ...edited }), seed);
    restart();
    await withLastGood(KEY, false, async () => ({ ...edited }), seed);
    expect((await copyOnDisk()).savedAt).toBe(first.savedAt);

    await withLastGood(KEY, false, async () => ({ ...edited, email: 'partners@kilele.example' }), seed);
    const changed = await copyOnDisk();
    expect(changed.savedAt).not.toBe(first.savedAt);
    expect(changed.value).toEqual({ email: 'partners@kilele.example', phones: [{ display: '+254 700 000 123' }] });
  });

  it('replaces the file whole: a reader never meets half a copy, and no temporary file is left', async () => {
    // Large enough that writing it in place would be seen half done.
    const big = (phone: string): Contact => ({ email: 'front-desk@kilele.example', phones: Array.from({ length: 20_000 }, () => ({ display: phone })) });
    await withLastGood(KEY, false, async () => big('+254 700 000 000'), seed);

    let reads = 0;
    const unreadable: string[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const text = await readFile(lastGoodFile(folder, KEY), 'utf8');
        reads += 1;
        try {
          JSON.parse(text);
        } catch {
          unreadable.push(`${text.length} characters`);
        }
      }
    })();
    for (let round = 1; round <= 20; round += 1) {
      await withLastGood(KEY, false, async () => big(`+254 700 000 ${String(round).padStart(3, '0')}`), seed);
    }
    writing = false;
    await reader;

    expect(reads).toBeGreaterThan(10);
    expect(unreadable).toEqual([]);
    expect((await copyOnDisk()).value).toEqual(big('+254 700 000 020'));
    expect(await readdir(folder)).toEqual(['global-firm-contact.json']);
  });

  it('serves what was read when the copy cannot be written, and logs it', async () => {
    // A file where the folder should be: nothing can be written under it.
    await writeFile(folder, 'not a folder');
    const { result, lines } = await logged(() => withLastGood(KEY, false, async () => edited, seed));
    expect(result).toEqual(edited);
    expect(lines).toEqual([
      'error: [admin] could not keep the last good copy of the content; a restart while the database is unreachable would show an older one',
    ]);
    expect((await stat(folder)).isFile()).toBe(true);
  });
});

describe('a copy that cannot be used', () => {
  it('ignores a corrupt file with a log, and replaces it at the next good read', async () => {
    await withLastGood(KEY, false, async () => edited, seed);
    const file = lastGoodFile(folder, KEY);
    await writeFile(file, (await readFile(file, 'utf8')).slice(0, 40));

    restart();
    const { result, lines } = await logged(() => withLastGood(KEY, false, databaseDown, seed));
    expect(result).toEqual(seed());
    expect(lines).toEqual([
      'error: [admin] the last good copy of the content cannot be read; it is ignored',
      'error: [admin] the content could not be read, and this installation has no last good copy of it: the bundled seed stands in until it can',
    ]);

    await withLastGood(KEY, false, async () => edited, seed);
    restart();
    expect(await withLastGood(KEY, false, databaseDown, seed)).toEqual(edited);
  });

  it('ignores a copy of another collection put under this name', async () => {
    await withLastGood('collection:services', false, async () => [{ title: 'Tax Advisory and Disputes' }], () => [{ title: 'Tax Consulting' }]);
    await writeFile(lastGoodFile(folder, KEY), await readFile(lastGoodFile(folder, 'collection:services')));

    restart();
    const { result, lines } = await logged(() => withLastGood(KEY, false, databaseDown, seed));
    expect(result).toEqual(seed());
    expect(lines[0]).toBe('error: [admin] the last good copy of the content cannot be read; it is ignored');
  });

  it('ignores a copy written by a version whose content has another shape (a field renamed)', async () => {
    type Renamed = { emailAddress: string; phones: { display: string }[] };
    const oldSeed = (): Renamed => ({ emailAddress: 'enquiries@kilele.example', phones: [{ display: '+254 20 765 4321' }] });
    await withLastGood<Renamed>(KEY, false, async () => ({ emailAddress: 'front-desk@kilele.example', phones: edited.phones }), oldSeed);

    restart();
    const { result, lines } = await logged(() => withLastGood(KEY, false, databaseDown, seed));
    expect(result).toEqual(seed());
    expect(lines[0]).toBe('error: [admin] the last good copy of the content was written by a version whose content has another shape; it is ignored');
  });

  it('uses a copy whose values differ from the seed in everything but shape', async () => {
    const many: Contact = { email: 'front-desk@kilele.example', phones: [{ display: '+254 700 000 123' }, { display: '+254 700 000 456' }, { display: '+254 700 000 789' }] };
    await withLastGood(KEY, false, async () => many, seed);

    restart();
    expect(await withLastGood(KEY, false, databaseDown, seed)).toEqual(many);
  });
});

describe('drafts', () => {
  it('never keeps a draft: a published read after a restart gets the published copy', async () => {
    await withLastGood(KEY, false, async () => edited, seed);
    await withLastGood(KEY, true, async () => ({ ...edited, email: 'draft@kilele.example' }), seed);
    expect((await copyOnDisk()).value).toEqual(edited);

    restart();
    expect(await withLastGood(KEY, false, databaseDown, seed)).toEqual(edited);
  });

  it('never serves a draft read from the copy: it fails as the database fails', async () => {
    await withLastGood(KEY, false, async () => edited, seed);
    restart();
    await expect(withLastGood(KEY, true, databaseDown, seed)).rejects.toThrow('ECONNREFUSED');
  });
});

describe('without a folder (a command, a test, the build)', () => {
  it('keeps the copy in memory for this process only', async () => {
    forgetProcessWideValues();
    keepLastGoodCopiesIn(undefined);
    await withLastGood(KEY, false, async () => edited, seed);
    expect(await withLastGood(KEY, false, databaseDown, seed)).toEqual(edited);
    expect(await readdir(path.dirname(folder))).toEqual([]);

    forgetProcessWideValues();
    const { result } = await logged(() => withLastGood(KEY, false, databaseDown, seed));
    expect(result).toEqual(seed());
  });
});
