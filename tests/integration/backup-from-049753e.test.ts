/**
 * Issue 30, "Unchanged for everyone else": a backup made by `npm run backup` on version
 * `049753e` restores into this version with nothing lost. The fixture is restored with this
 * version's own `npm run restore` into a new DATA_DIR, the admin starts on it (this version's
 * later migrations carry the rows over), and what the staff and visitors had put in is read
 * back through the site's read path, the admin's Local API and the firm's commands.
 *
 * How tests/integration/fixtures/backup-049753e.backup was made (2026-11-27), in a throwaway
 * worktree of 049753e (`git worktree add --detach ../old049 049753e && npm install`):
 * - the seed's pictures under public/images/{team,services,events,podcasts} were replaced by
 *   solid-colour WebPs of the same size, so the file stays small (462 KB, 54 uploads);
 * - `DATA_DIR=<empty> SITE_URL=http://localhost:3000 node --import tsx scripts/make-compat-fixture.ts`
 *   (tests/integration/fixtures/backup-049753e.md) started the admin as the site does (its
 *   migration and the first start's seed) on the embedded server, made the editor account with
 *   `npm run admin:create-user -- --email wanjiku.editor@kilele.example --role editor` while
 *   it ran, then, as that editor through the admin's access rules: uploaded a picture, added the
 *   training "SME Tax Clinic 2027", changed the contact email and the first phone, renamed a
 *   team member and rewrote her biography; and posted a contact message and a newsletter
 *   sign-up to the JSON endpoints' handler; then stopped the server;
 * - `DATA_DIR=<that DATA_DIR> npm run backup -- backup-049753e.backup` (049753e's own command).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTrainingEvent } from '@/lib/cms/read';
import { getFirm, getTeamMember } from '@/lib/cms/read-content';
import { openDatabase } from '../../lib/db/client';
import type { DatabaseHandle } from '../../lib/db/types';
import { rowsOf } from '../../lib/db/types';
import { openTestCms, type TestCms } from './support/cms';
import { runScript, type RunResult } from './support/processes';

const FIXTURE = 'tests/integration/fixtures/backup-049753e.backup';

/** The tables the backup holds, with their row counts, as its header records them. */
function tablesInTheBackup(): { name: string; rows: number }[] {
  const header = JSON.parse(readFileSync(FIXTURE, 'utf8').split('\n', 2)[1]!) as { tables: { name: string; rows: number }[] };
  return header.tables;
}

/** Tables a later migration renamed (their names now say what they hold), by their name in the backup. */
const RENAMED_SINCE: Record<string, string> = {
  'payload.training_events_excerpt_description': 'payload.training_events_intro_paragraphs',
  'payload.training_events_list_data': 'payload.training_events_outline_topics',
  'payload.training_events_extras_list': 'payload.training_events_more_items',
  'payload._training_events_v_version_excerpt_description': 'payload._training_events_v_version_intro_paragraphs',
  'payload._training_events_v_version_list_data': 'payload._training_events_v_version_outline_topics',
  'payload._training_events_v_version_extras_list': 'payload._training_events_v_version_more_items',
};

describe('a backup made by npm run backup on 049753e, restored into this version', () => {
  const restored = mkdtempSync(path.join(os.tmpdir(), 'kilele-backup-049753e-'));
  let restore: RunResult;
  let contacts: RunResult;
  let handle: DatabaseHandle;
  let cms: TestCms | undefined;

  beforeAll(async () => {
    restore = await runScript('scripts/restore.ts', [FIXTURE], { DATA_DIR: restored });
    if (restore.code !== 0) return;
    // The firm's own command for the leads, on the restored DATA_DIR (it starts the server for itself).
    contacts = await runScript('scripts/submissions.ts', ['export', 'contacts', '--format', 'json'], { DATA_DIR: restored });
    handle = await openDatabase({ dataDir: restored });
    // The site's start on the restored data: the admin's later migrations, and no seed over it.
    cms = await openTestCms({ handle, dataDir: restored });
  }, 300_000);

  afterAll(async () => {
    await cms?.close();
    await handle?.close();
    rmSync(restored, { recursive: true, force: true });
  });

  it('restores every row and upload', () => {
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain(`into the embedded PostgreSQL server in ${restored}/postgres, and 54 upload file(s) (99342 bytes) into ${restored}/uploads\n`);
  });

  it('keeps every row of every table it had, migrated', async () => {
    const tables = tablesInTheBackup();
    expect(tables.length).toBe(65);
    for (const { name, rows } of tables) {
      const table = RENAMED_SINCE[name] ?? name;
      const [{ count }] = rowsOf<{ count: string }>(await handle.db.execute(sql.raw(`select count(*) as count from ${table}`))) as [{ count: string }];
      // The admin's own records of what it did grow with this version's migrations and seeds
      // (a new global is seeded on the first start); every other table holds what it held.
      if (['payload.payload_migrations', 'payload.content_seeded'].includes(name)) expect(Number(count), name).toBeGreaterThanOrEqual(rows);
      else expect(Number(count), name).toBe(rows);
    }
    const applied = rowsOf<{ name: string }>(await handle.db.execute(sql`select name from payload.payload_migrations order by id`));
    expect(applied[0]?.name).toBe('20261126_010748_staff_admin');
  });

  it('shows the training the editor added, with its schedule, fee and picture', async () => {
    const training = await getTrainingEvent('sme-tax-clinic-2027');
    expect(training).toMatchObject({
      title: 'SME Tax Clinic 2027',
      venue: 'Sarova Whitesands, Mombasa',
      address: 'Malindi Road, Bamburi, Mombasa, Kenya',
      priceKes: 24500,
      link: 'https://forms.kilele.example/sme-tax-clinic',
      image: { src: '/api/media/file/sme-tax-clinic-8bdba5071885.webp', width: 160, height: 90, alt: 'Delegates at the SME tax clinic' },
    });
    // Its text, stored then under the old JSON's names (excerpt.bold, list.data.strong, extras.para…).
    expect(training).toMatchObject({
      intro: { lead: 'Two days on VAT, eTIMS and turnover tax.', paragraphs: ['For owners and bookkeepers of small firms.'] },
      outline: { heading: 'What it covers', listHeading: 'Topics', topics: [{ name: 'eTIMS:', description: 'invoices that KRA accepts.' }], closing: '' },
      more: { heading: 'Who should attend', text: 'Owners, bookkeepers and finance officers.', items: [] },
      cost: { title: 'Cost', description: 'KES 24,500 per delegate, lunch included.' },
      closingNote: '',
    });
    // 8:30am on 18 August to 4:00pm on 19 August 2027, Nairobi time.
    expect(new Date(training!.starts).toISOString()).toBe('2027-08-18T05:30:00.000Z');
    expect(new Date(training!.ends).toISOString()).toBe('2027-08-19T13:00:00.000Z');
    // The seed's trainings are there too.
    expect(await getTrainingEvent('tax-updates-seminar-2025')).toMatchObject({ title: 'Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance' });
  });

  it('keeps the uploaded picture, byte for byte', async () => {
    const media = await cms!.payload.find({ collection: 'media', where: { alt: { equals: 'Delegates at the SME tax clinic' } }, overrideAccess: true });
    expect(media.docs.map((doc) => [doc.filename, doc.mimeType, doc.width, doc.height])).toEqual([['sme-tax-clinic-8bdba5071885.webp', 'image/webp', 160, 90]]);
    const bytes = readFileSync(path.join(restored, 'uploads', 'media', 'sme-tax-clinic-8bdba5071885.webp'));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe('986aaf3f10b8d96cc3a44f3e306f9e09b05a0f7283b84093bda2b995f6a46ddc');
  });

  it('shows the contact details the editor changed', async () => {
    const firm = await getFirm();
    expect(firm.email).toBe('desk@kilele-firm.example');
    expect(firm.phones).toHaveLength(3);
    expect(firm.phones[0]).toMatchObject({ label: 'Reception', display: '+254 20 555 0192' });
  });

  it('shows the team member the editor renamed, with her new biography', async () => {
    expect(await getTeamMember('grace-achieng-otieno')).toMatchObject({
      name: 'Grace Achieng Otieno, FCPA',
      description: [
        'Grace leads the firm’s tax practice in Mombasa.',
        'She advises manufacturers and exporters on VAT, customs and transfer pricing.',
      ],
    });
  });

  it('keeps the visitor’s enquiry, as the firm’s command exports it', () => {
    expect(contacts.code, contacts.stderr).toBe(0);
    const rows = JSON.parse(contacts.stdout) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        name: 'Otieno Baraka',
        email: 'baraka@otieno-traders.example',
        company: 'Otieno Traders Ltd',
        subject: 'Statutory audit for 2026',
        source: 'api',
        received_at: '2026-11-27T07:39:21.147Z',
        message: 'We need our first statutory audit for the year ending December 2026. Could we meet in January?',
      },
    ]);
  });

  it('keeps the newsletter sign-up waiting for its confirmation', async () => {
    const subscribers = rowsOf<{ email: string; status: string }>(await handle.db.execute(sql`select email, status from subscribers`));
    expect(subscribers).toEqual([{ email: 'reader.049@example.com', status: 'pending' }]);
  });

  it('lets the editor sign in with her password, as an editor', async () => {
    const { user } = await cms!.payload.login({
      collection: 'users',
      data: { email: 'wanjiku.editor@kilele.example', password: 'a long and private passphrase 049' },
    });
    expect([user?.email, user?.role]).toEqual(['wanjiku.editor@kilele.example', 'editor']);
  });
});
