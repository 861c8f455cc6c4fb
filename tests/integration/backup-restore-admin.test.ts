/**
 * The staff admin's content and uploads in `npm run backup` / `npm run restore`: content made
 * through Payload (a training with an uploaded picture, a changed contact detail, a staff
 * account), backed up while the admin works on the database, restored into a new DATA_DIR:
 * every table of both schemas row for row, every upload byte for byte, and the admin started
 * on the restored data reads the training without seeding or migrating anything again. And
 * files that must not restore: cut short, an upload that does not match its sha256, a row the
 * database refuses, a target that holds data; each refused with one line, nothing written.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFirm } from '@/lib/cms/read-content';
import { getTrainingEvent } from '@/lib/cms/read';
import { checkBackup } from '../../lib/db/backup';
import { openDatabase } from '../../lib/db/client';
import type { DatabaseHandle } from '../../lib/db/types';
import { rowsOf } from '../../lib/db/types';
import { processSubmission } from '../../lib/forms/submission';
import { openTestCms, SAMPLE_TRAINING as TRAINING, type TestCms } from './support/cms';
import { testDeps } from './support/deps';
import { runScript } from './support/processes';
import { tableRows } from './support/rows';

/** The tables of the site's schema and the admin's, as the backup names them. */
async function tablesOfBothSchemas(handle: DatabaseHandle): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await handle.db.execute(sql`
      select case when table_schema = 'payload' then 'payload.' || table_name else table_name end as name
      from information_schema.tables
      where table_schema in ('public', 'payload') and table_type = 'BASE TABLE'
      order by 1`),
  );
  return rows.map((row) => row.name);
}

/** Every file under `folder`, as relative path → content. */
function filesUnder(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(folder, full), readFileSync(full));
    }
  }
  return files;
}


describe('the admin’s content and uploads in a backup, restored into a new DATA_DIR', () => {
  const running = mkdtempSync(path.join(os.tmpdir(), 'kilele-admin-backup-from-'));
  const restored = mkdtempSync(path.join(os.tmpdir(), 'kilele-admin-backup-to-'));
  const files = mkdtempSync(path.join(os.tmpdir(), 'kilele-admin-backup-file-'));
  const file = path.join(files, 'site.backup');
  let site: DatabaseHandle;
  let cms: TestCms | undefined;
  let imageName: string;

  beforeAll(async () => {
    site = await openDatabase({ dataDir: running });
    // The site's first start: the admin's migration and its seed (with the sample's pictures).
    cms = await openTestCms({ handle: site, dataDir: running });
    const { payload } = cms;
    const picture = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#0d47a1' } }).png().toBuffer();
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Delegates at the payroll masterclass' },
      file: { name: 'Payroll Class.png', mimetype: 'image/png', data: picture, size: picture.length },
      overrideAccess: true,
    });
    imageName = String(image.filename);
    await payload.create({ collection: 'training-events', data: { ...TRAINING, image: image.id, _status: 'published' }, draft: false, overrideAccess: true });
    await payload.updateGlobal({ slug: 'firm-contact', data: { email: 'restored-desk@kilele.example' }, overrideAccess: true });
    await payload.create({
      collection: 'users',
      data: { email: 'ann.editor@kilele.example', password: 'a long and private passphrase', name: 'Ann Wanjiru', role: 'editor' },
      overrideAccess: true,
      // As npm run admin:create-user asks: Payload makes accounts for nobody else.
      context: { 'kilele.staffAccountCommand': true },
    });
    await processSubmission('subscribe', { email: 'reader@example.com' }, 'footer', testDeps(site.db));
  }, 240_000);

  afterAll(async () => {
    await cms?.close();
    await site?.close();
    for (const dir of [running, restored, files]) rmSync(dir, { recursive: true, force: true });
  });

  it('restores every table of both schemas and every upload, and the admin reads the training without seeding again', { timeout: 420_000 }, async () => {
    // The admin keeps reading and writing its own tables while the backup runs (its preferences,
    // which no check below compares against a later state).
    let working = true;
    const admin = cms!.payload;
    const work = (async () => {
      for (let n = 0; working; n += 1) {
        await admin.find({ collection: 'training-events', where: { slug: { equals: TRAINING.slug } }, overrideAccess: true });
        await admin.count({ collection: 'media', overrideAccess: true });
      }
    })();
    let backup;
    try {
      backup = await runScript('scripts/backup.ts', [file], { DATA_DIR: running });
    } finally {
      working = false;
      await work;
    }
    expect(backup.code, backup.stderr).toBe(0);
    const uploadsThere = filesUnder(path.join(running, 'uploads'));
    // The seed's pictures, the masterclass's, and the admin's small copy of each.
    expect(uploadsThere.has(`media/${imageName}`)).toBe(true);
    expect([...uploadsThere.keys()].filter((name) => name.startsWith('media/payroll-class-'))).toHaveLength(2);
    const bytes = [...uploadsThere.values()].reduce((sum, content) => sum + content.length, 0);
    expect(backup.stderr).toContain(`and ${uploadsThere.size} upload file(s) (${bytes} bytes)\n`);

    const restore = await runScript('scripts/restore.ts', [file], { DATA_DIR: restored });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain(`into the embedded PostgreSQL server in ${restored}/postgres, and ${uploadsThere.size} upload file(s) (${bytes} bytes) into ${restored}/uploads\n`);

    // The uploads, byte for byte.
    const uploadsHere = filesUnder(path.join(restored, 'uploads'));
    expect([...uploadsHere.keys()].sort()).toEqual([...uploadsThere.keys()].sort());
    for (const [name, content] of uploadsThere) expect(uploadsHere.get(name)?.equals(content), name).toBe(true);

    // The admin is closed before it opens on the restored data (one Payload per process).
    await cms!.close();
    cms = undefined;
    const copy = await openDatabase({ dataDir: restored });
    try {
      const tables = await tablesOfBothSchemas(site);
      expect(tables).toContain('payload.training_events');
      expect(tables).toContain('payload.payload_migrations');
      expect(tables).toContain('payload.content_seeded');
      expect(tables).toContain('site_secrets');
      expect(await tablesOfBothSchemas(copy)).toEqual(tables);
      const sameRows = async () => {
        for (const table of tables) {
          if (table === 'schema_migrations') continue;
          expect(await tableRows(copy, table), table).toEqual(await tableRows(site, table));
        }
      };
      await sameRows();

      // The admin's start on the restored data (its migration, then the seed) finds its
      // migration applied and every collection seeded: no table changes, and the pages read
      // the restored training, its picture and the changed contact detail.
      cms = await openTestCms({ handle: copy, dataDir: restored });
      await sameRows();
      const training = await getTrainingEvent(TRAINING.slug);
      expect(training).toMatchObject({
        title: 'Payroll Masterclass 2027',
        venue: 'The Acacia Hotel, Kilimani, Nairobi',
        image: { src: `/api/media/file/${imageName}`, width: 1600, height: 800, alt: 'Delegates at the payroll masterclass' },
      });
      expect((await getFirm()).email).toBe('restored-desk@kilele.example');
      const staff = await cms.payload.find({ collection: 'users', where: { email: { equals: 'ann.editor@kilele.example' } }, overrideAccess: true });
      expect(staff.docs.map((user) => [user.name, user.role])).toEqual([['Ann Wanjiru', 'editor']]);
      // New documents get fresh keys after the restored ones (a change through the admin here
      // would notify the site's other instances after this test ends).
      for (const table of ['payload.faq_items', 'payload.users', 'payload.media', 'payload.payload_migrations']) {
        const [highest] = rowsOf<{ id: number }>(await site.db.execute(sql.raw(`select max(id) as id from ${table}`)));
        const [next] = rowsOf<{ id: number }>(await copy.db.execute(sql.raw(`select nextval(pg_get_serial_sequence('${table}', 'id')) as id`)));
        expect(Number(next!.id), table).toBe(Number(highest!.id) + 1);
      }
    } finally {
      await cms?.close();
      cms = undefined;
      await copy.close();
    }
  });

  it('refuses a file cut short, an upload that is not what its sha256 says, a row the database refuses, and a target that holds data: one line each, nothing written', { timeout: 420_000 }, async () => {
    const target = mkdtempSync(path.join(os.tmpdir(), 'kilele-admin-restore-refused-'));
    try {
      const original = readFileSync(file);
      const lines = original.toString('utf8').split('\n');
      const variant = (name: string, content: Buffer | string) => {
        const variantFile = path.join(files, name);
        writeFileSync(variantFile, content);
        return variantFile;
      };
      const uploadLine = lines.findIndex((line) => line.startsWith(`{"path":"media/${imageName}"`));
      expect(uploadLine).toBeGreaterThan(1);
      const entry = JSON.parse(lines[uploadLine]!) as { path: string; size: number; sha256: string };
      const withLines = (change: (copy: string[]) => void) => {
        const copy = [...lines];
        change(copy);
        return copy.join('\n');
      };
      const usersBlock = JSON.parse(lines[1]!).tables.findIndex((table: { name: string }) => table.name === 'payload.users');
      expect(usersBlock).toBeGreaterThan(0);
      // The line of the first row of payload.users: after the header and each earlier table's rows and end mark.
      const header = JSON.parse(lines[1]!) as { tables: { name: string; rows: number }[] };
      const firstUserLine = 2 + header.tables.slice(0, usersBlock).reduce((sum, table) => sum + table.rows + 1, 0);
      expect(lines[firstUserLine]).toContain('"email": "ann.editor@kilele.example"');

      const cases: [string, string, string][] = [
        [
          'cut in an upload',
          variant('cut-upload.backup', original.subarray(0, Buffer.byteLength(lines.slice(0, uploadLine + 1).join('\n')) + 1 + 10)),
          `the file is incomplete (it ends inside the upload media/${imageName}): was it copied whole?`,
        ],
        [
          'cut in the rows',
          variant('cut-rows.backup', original.subarray(0, Buffer.byteLength(lines.slice(0, firstUserLine).join('\n')) + 10)),
          'the file is incomplete (it ends inside the table payload.users): was it copied whole?',
        ],
        [
          'without its last line',
          variant('no-end.backup', withLines((copy) => copy.splice(copy.length - 2, 1))),
          'the file is incomplete (it ends before its last line): was it copied whole?',
        ],
        [
          'an upload with another sha256',
          variant('sha.backup', withLines((copy) => (copy[uploadLine] = JSON.stringify({ ...entry, sha256: '0'.repeat(64) })))),
          `the file is damaged (the upload media/${imageName} does not match its size and sha256)`,
        ],
        [
          'an upload changed after its sha256',
          variant('bytes.backup', withLines((copy) => (copy[uploadLine + 1] = `AAAA${copy[uploadLine + 1]!.slice(4)}`))),
          `the file is damaged (the upload media/${imageName} does not match its size and sha256)`,
        ],
        [
          'an upload outside the uploads folder',
          variant('escape.backup', withLines((copy) => (copy[uploadLine] = JSON.stringify({ ...entry, path: '../server.ts' })))),
          'the file is damaged (an upload\'s path is not a path inside the uploads folder: "../server.ts")',
        ],
        [
          'a row the database refuses, after other tables were filled',
          variant('row.backup', withLines((copy) => (copy[firstUserLine] = copy[firstUserLine]!.replace('"role": "editor"', '"role": "owner"')))),
          'invalid input value for enum payload.enum_users_role: "owner"',
        ],
      ];
      for (const [index, [what, variantFile, message]] of cases.entries()) {
        const refusedByTheDatabase = what.startsWith('a row');
        if (index === 0 || refusedByTheDatabase) {
          // The command: one line, exit 1. A damaged file is refused before the database is
          // opened, so the DATA_DIR stays as it was; the refused row is refused by the database
          // (made for the restore), and nothing else is written.
          const refused = await runScript('scripts/restore.ts', [variantFile], { DATA_DIR: target });
          expect(refused.code, what).toBe(1);
          expect(refused.stderr.split('\n').filter(Boolean), what).toEqual([expect.stringContaining(`Could not restore ${variantFile}: `)]);
          expect(refused.stderr, what).toContain(message);
          if (refusedByTheDatabase) expect(existsSync(path.join(target, 'uploads')), what).toBe(false);
          else expect(readdirSync(target), what).toEqual([]);
        } else {
          // The same check the command makes before it opens the database, without a process each.
          await expect(checkBackup(variantFile), what).rejects.toThrow(message);
        }
      }

      // A target whose uploads folder holds a file.
      mkdirSync(path.join(target, 'uploads', 'media'), { recursive: true });
      writeFileSync(path.join(target, 'uploads', 'media', 'left-behind.webp'), 'not ours');
      const overFiles = await runScript('scripts/restore.ts', [file], { DATA_DIR: target });
      expect(overFiles.code).toBe(1);
      expect(overFiles.stderr).toBe(
        `Could not restore ${file}: the uploads folder ${target}/uploads already holds files (media/left-behind.webp among them): restore into an empty DATA_DIR\n`,
      );
      rmSync(path.join(target, 'uploads', 'media', 'left-behind.webp'));

      // Nothing of the refused restores was written: the whole file restores into the same DATA_DIR.
      const whole = await runScript('scripts/restore.ts', [file], { DATA_DIR: target });
      expect(whole.code, whole.stderr).toBe(0);
      expect(filesUnder(path.join(target, 'uploads')).get(`media/${imageName}`)?.equals(readFileSync(path.join(running, 'uploads', 'media', imageName)))).toBe(true);

      // And a DATA_DIR that holds data is never restored over: for its uploads, or, without them, for its rows.
      const again = await runScript('scripts/restore.ts', [file], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        new RegExp(`^Could not restore ${file}: the uploads folder ${target}/uploads already holds files \\(documents/accountant-jd-[0-9a-f]{12}\\.pdf among them\\): restore into an empty DATA_DIR\\n$`),
      );
      renameSync(path.join(target, 'uploads'), path.join(target, 'uploads-aside'));
      const overRows = await runScript('scripts/restore.ts', [file], { DATA_DIR: target });
      expect(overRows.code).toBe(1);
      expect(overRows.stderr).toMatch(new RegExp(`^Could not restore ${file}: the database is not empty \\(\\S+ holds \\d+ row\\(s\\)\\): restore into an empty DATA_DIR or database\\n$`));
      expect(existsSync(path.join(target, 'uploads'))).toBe(false);

      // A format-1 file (the site's tables only) still restores, and leaves the admin to its first start.
      const older = mkdtempSync(path.join(os.tmpdir(), 'kilele-admin-restore-v1-'));
      try {
        // Made by the previous version's npm run backup, from a DATA_DIR holding one subscriber.
        const v1 = await runScript('scripts/restore.ts', ['tests/integration/fixtures/backup-format-1.backup'], { DATA_DIR: older });
        expect(v1.code, v1.stderr).toBe(0);
        expect(v1.stderr).toContain('and 0 upload file(s) (0 bytes)');
        const handle = await openDatabase({ dataDir: older });
        try {
          expect(await tableRows(handle, 'subscribers')).toHaveLength(1);
          expect(await tableRows(handle, 'payload.content_seeded')).toEqual([]);
          expect((await tableRows(handle, 'payload.payload_migrations')).map((row) => JSON.parse(row).name)).toEqual([
            '20261126_010748_staff_admin',
            '20261127_063836_typed_once',
            '20261127_064215_navigation_menus',
            '20261127_100349_descriptive_training_fields',
            '20261127_134924_invoice_details',
            '20261127_142847_training_registration_capacity',
            '20261127_210137_newsletter_campaigns',
            '20261127_210902_navigation_newsletters_page',
            '20261128_051136_campaign_stopped',
          ]);
        } finally {
          await handle.close();
        }
      } finally {
        rmSync(older, { recursive: true, force: true });
      }
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});
