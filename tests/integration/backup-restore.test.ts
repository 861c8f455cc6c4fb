/**
 * `npm run backup -- FILE` while the site runs and takes posts, then `npm run restore -- FILE`
 * into a new DATA_DIR: the restored database holds what the running one held at one moment
 * (every post acknowledged before the backup began, each with its mail, nothing half-written),
 * the blog's mirror and its search index row for row, and the same search answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePosts } from '../../lib/articles/sample-feed';
import { syncMirror } from '../../lib/articles/sync';
import { openDatabase } from '../../lib/db/client';
import { changeHandling } from '../../lib/cms/leads/inbox';
import { contactMessages, mailOutbox, subscribers } from '../../lib/db/schema';
import type { DatabaseHandle } from '../../lib/db/types';
import { processSubmission } from '../../lib/forms/submission';
import { searchSite } from '../../lib/search/query';
import { testDeps } from './support/deps';
import { runScript } from './support/processes';
import { eventually, tableRows } from './support/rows';

describe('backup while the site runs, restore into a new DATA_DIR', () => {
  const running = mkdtempSync(path.join(os.tmpdir(), 'kilele-backup-from-'));
  const restored = mkdtempSync(path.join(os.tmpdir(), 'kilele-backup-to-'));
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kilele-backup-file-')), 'site.backup');
  let site: DatabaseHandle;

  beforeAll(async () => {
    site = await openDatabase({ dataDir: running });
    await syncMirror(site.db, samplePosts, { reconcile: 'always' });
    // A handled lead: its handling's table comes before the subscribers' in the backup's order
    // (by name), so the restore relies on the key being checked at commit.
    await processSubmission('subscribe', { email: 'handled@example.com' }, 'footer', testDeps(site.db));
    const [subscriber] = await site.db.select({ id: subscribers.id }).from(subscribers);
    await changeHandling(site.db, 'subscriber', subscriber!.id, { status: 'in_progress', notes: 'Asked for the VAT guide' }, 1);
  });
  afterAll(async () => {
    await site.close();
    for (const dir of [running, restored, path.dirname(file)]) rmSync(dir, { recursive: true, force: true });
  });

  it('restores one moment of the running database, whole', { timeout: 120_000 }, async () => {
    const acknowledged: string[] = [];
    let posting = true;
    const deps = testDeps(site.db);
    const load = Array.from({ length: 3 }, (_, stream) =>
      (async () => {
        for (let n = 0; posting; n += 1) {
          const email = `load-${stream}-${n}@example.com`;
          const outcome = await processSubmission('contact', { name: `Load ${n}`, email, subject: 'Backup drill', content: `Post ${n}\nsecond line` }, 'contact-page', deps);
          if (outcome.status === 200) acknowledged.push(email);
        }
      })(),
    );
    let acknowledgedBefore: string[] = [];
    let backup;
    try {
      await eventually(() => acknowledged.length >= 20);
      acknowledgedBefore = [...acknowledged];
      backup = await runScript('scripts/backup.ts', [file], { DATA_DIR: running });
      const countAtBackupEnd = acknowledged.length;
      // Posts go on after the backup, so the running database moves past it.
      await eventually(() => acknowledged.length >= countAtBackupEnd + 10);
    } finally {
      posting = false;
      await Promise.all(load);
    }
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).toMatch(new RegExp(`^Wrote ${file}: \\d+ row\\(s\\) in 20 tables from the embedded PostgreSQL server in ${running}/postgres, as of .+, and 0 upload file\\(s\\) \\(0 bytes\\)\\n$`));

    const restore = await runScript('scripts/restore.ts', [file], { DATA_DIR: restored });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain(`into the embedded PostgreSQL server in ${restored}/postgres`);

    const copy = await openDatabase({ dataDir: restored });
    try {
      // The blog's mirror and search index, row for row, and the same search answers.
      for (const table of ['articles', 'article_sync', 'search_documents', 'lead_handling', 'subscribers']) {
        expect(await tableRows(copy, table), table).toEqual(await tableRows(site, table));
      }
      const [searchedThere, searchedHere] = await Promise.all([searchSite(site.db, 'tax', 1), searchSite(copy.db, 'tax', 1)]);
      expect(searchedHere).toEqual(searchedThere);
      expect(searchedHere.kind).toBe('results');

      // One moment of the submissions: every post acknowledged before the backup, fewer than now, each row as it is there.
      const contacts = new Set(await tableRows(copy, 'contact_messages'));
      const live = new Set(await tableRows(site, 'contact_messages'));
      expect([...contacts].filter((row) => !live.has(row))).toEqual([]);
      expect(contacts.size).toBeLessThan(live.size);
      const emails = new Set((await copy.db.select({ email: contactMessages.email }).from(contactMessages)).map((row) => row.email));
      expect(acknowledgedBefore.filter((email) => !emails.has(email))).toEqual([]);
      // Nothing half-written: each restored post has both its mails.
      for (const email of emails) {
        const mails = await copy.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.replyToAddress, email)).orderBy(asc(mailOutbox.kind));
        const receipts = await copy.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
        expect([...mails, ...receipts].map((mail) => mail.kind).sort(), email).toEqual(['contact-acknowledgement', 'contact-notification']);
      }
    } finally {
      await copy.close();
    }

    // A database that holds data is never restored over.
    const again = await runScript('scripts/restore.ts', [file], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the database is not empty (article_sync holds 1 row(s)): restore into an empty DATA_DIR or database');
  });
});
