/**
 * The first start on a DATA_DIR made by the PGlite version of the site (main at 6f9de67): the
 * old database in `DATA_DIR/db` is imported into the new embedded PostgreSQL server, every
 * table and row, then kept under a dated name. An import that cannot be done leaves the old
 * folder as it was and stops the start.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../lib/db/client';
import { articles, bookings, contactMessages, subscribers } from '../../lib/db/schema';
import { samplePosts } from '../../lib/articles/sample-feed';
import { syncMirror } from '../../lib/articles/sync';
import { rowsOf } from '../../lib/db/types';
import { processSubmission } from '../../lib/forms/submission';
import { makePgliteDataDir } from '../support/pglite-data-dir';
import { testDeps } from './support/deps';
import { counts } from './support/rows';

const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kilele-import-'));
  dataDirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fingerprint of every file under `folder`: names, sizes and contents. */
function fingerprint(folder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(folder, file)).update(readFileSync(file));
    }
  };
  walk(folder);
  return hash.digest('hex');
}

const awkwardText = 'Line one\nline two\twith a tab, a backslash \\ and "quotes"; Swahili: Habari za asubuhi — ✓';

// Each test makes a PGlite database (its migrations run in WebAssembly), then starts an embedded
// server with initdb and imports: on a machine running a build beside it, past the suite's 30 s.
// The timeout is a guard against a hang, not a claim about speed.
describe('importing the data of the PGlite version', { timeout: 120_000 }, () => {
  it('carries over every table and row on the first start, then keeps the old folder under a dated name', async () => {
    const dataDir = newDataDir();
    await makePgliteDataDir(dataDir, async (db) => {
      const deps = testDeps(db);
      await processSubmission('subscribe', { email: 'reader@example.com' }, 'footer', deps);
      await processSubmission('contact', { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', subject: 'VAT', content: awkwardText }, 'contact-page', deps);
      await processSubmission(
        'booking',
        { name: 'Otieno Ouma', email: 'otieno@example.com', phone: '0722000111', industry: 'Healthcare', service: 'Outsourced Accounting' },
        'booking-page',
        deps,
      );
      await syncMirror(db, samplePosts, { reconcile: 'always' });
    });
    const oldFingerprint = fingerprint(path.join(dataDir, 'db'));

    const handle = await openDatabase({ dataDir });
    try {
      expect(await counts(handle.db)).toEqual({ subscribers: 1, contacts: 1, bookings: 1, mails: 5 });
      expect(await handle.db.select({ email: subscribers.email, status: subscribers.status }).from(subscribers)).toEqual([
        { email: 'reader@example.com', status: 'pending' },
      ]);
      expect(await handle.db.select({ content: contactMessages.content }).from(contactMessages)).toEqual([{ content: awkwardText }]);
      expect(await handle.db.select({ name: bookings.name }).from(bookings)).toEqual([{ name: 'Otieno Ouma' }]);
      expect(await handle.db.select({ posts: count() }).from(articles)).toEqual([{ posts: 17 }]);
      // The search index's generated column is computed again by the new server: the blog is searchable.
      const indexed = await handle.db.execute(
        sql`select count(*)::int as n from search_documents where kind = 'article' and length(document) > 0`,
      );
      expect(rowsOf(indexed)).toEqual([{ n: 17 }]);
    } finally {
      await handle.close();
    }
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    const kept = readdirSync(dataDir).filter((name) => name.startsWith('db.pglite-imported-'));
    expect(kept).toEqual([`db.pglite-imported-${new Date().toISOString().slice(0, 10)}`]);
    expect(fingerprint(path.join(dataDir, kept[0] ?? ''))).toBe(oldFingerprint);

    // The next start imports nothing again.
    const again = await openDatabase({ dataDir });
    try {
      expect(await counts(again.db)).toEqual({ subscribers: 1, contacts: 1, bookings: 1, mails: 5 });
    } finally {
      await again.close();
    }
  });

  it('stops the start with a clear message and leaves the old folder untouched when the data cannot be imported', async () => {
    const dataDir = newDataDir();
    await makePgliteDataDir(dataDir, async (db) => {
      await processSubmission('subscribe', { email: 'reader@example.com' }, 'footer', testDeps(db));
      // A table this version of the site does not know (data it cannot place).
      await db.execute(sql`create table notes (id integer primary key, text text)`);
      await db.execute(sql`insert into notes values (1, 'kept')`);
    });
    const oldFingerprint = fingerprint(path.join(dataDir, 'db'));

    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Could not import the earlier embedded database ${path.join(dataDir, 'db')} into the new PostgreSQL server: its table notes has no place in this version's database. Nothing was imported`,
    );
    expect(fingerprint(path.join(dataDir, 'db'))).toBe(oldFingerprint);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('db.'))).toEqual(['db.lock'].filter((name) => existsSync(path.join(dataDir, name))));

    // Nothing half-imported waits in the new server: once the table is gone, the import is whole.
    await makePgliteDataDir(dataDir, async (db) => {
      await db.execute(sql`drop table notes`);
    });
    const handle = await openDatabase({ dataDir });
    try {
      expect(await counts(handle.db)).toEqual({ subscribers: 1, contacts: 0, bookings: 0, mails: 1 });
    } finally {
      await handle.close();
    }
  });
});
