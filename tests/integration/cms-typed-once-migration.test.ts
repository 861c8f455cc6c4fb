/**
 * A database from before each fact was typed once (issue 30) on this version: its admin tables
 * are the first migration's, with a training's date, time, fee as shown and tag, phones with
 * their dialling form, and a training's fields under the old JSON's names (url_param,
 * excerpt.bold, list.list_title, extras.para, last…) with a version of it. Restored from its
 * backup, and started as it is, it is migrated: the copies' columns are gone, the renamed
 * fields keep what they held, and what the pages show is what it showed (the phones as
 * displayed, the training's date, time and fee, now formatted from its schedule and fee).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCollections, contentGlobals } from '@/lib/cms/collections';
import { migrations } from '@/lib/cms/migrations';
import { getFirm } from '@/lib/cms/read-content';
import { formatEventDates, formatEventFee, formatEventTimes } from '@/lib/events/format';
import { openDatabase } from '../../lib/db/client';
import { type DatabaseHandle, rowsOf } from '../../lib/db/types';
import { openTestCms, type TestCms } from './support/cms';
import { runScript } from './support/processes';

const FIRST = '20261126_010748_staff_admin';

/** The admin's tables as the version before issue 30 left them, with its content in them. */
async function makeOlderDatabase(handle: DatabaseHandle): Promise<void> {
  const first = migrations.find((migration) => migration.name === FIRST)!;
  await handle.db.transaction(async (tx) => {
    await first.up({ db: tx, payload: undefined, req: undefined } as never);
    await tx.execute(sql`insert into payload.payload_migrations (name, batch) values (${FIRST}, 1)`);
    // Seeded long ago: the start seeds nothing over what the firm has.
    for (const name of [...contentCollections.map((collection) => collection.slug), ...contentGlobals.map((global) => `global:${global.slug}`)]) {
      await tx.execute(sql`insert into payload.content_seeded (name) values (${name}) on conflict (name) do nothing`);
    }
    await tx.execute(sql`
      insert into payload.firm_contact (id, email, address_street, address_building, address_locality, address_city, address_postal_code, address_country, address_country_code, address_geo_lat, address_geo_lng)
      values (1, 'enquiries@kilele.example', 'Ralph Bunche Road', 'Kilele House, 4th Floor', 'Upper Hill', 'Nairobi', '00100', 'Kenya', 'KE', -1.2966, 36.8107)`);
    await tx.execute(sql`
      insert into payload.firm_contact_phones (_order, _parent_id, id, label, display, e164) values
        (1, 1, 'p1', 'Main office', '+254 20 765 4321', '+254207654321'),
        (2, 1, 'p2', 'Mombasa office', '+254 41 222 3333', '+254412223333')`);
    await tx.execute(sql`
      insert into payload.training_events (id, title, url_param, starts, ends, date, time, venue, address, price_kes, ticket, event_type,
        excerpt_bold, list_bold, list_list_title, list_extras, extras_bold, extras_para, cost_description, last, _status)
      values (7, 'Payroll Masterclass 2027', 'payroll-masterclass-2027', '2027-03-04T06:00:00Z', '2027-03-05T13:30:00Z', '4th - 5th March 2027', '9:00am - 4:30pm',
        'The Acacia Hotel, Kilimani, Nairobi', 'Argwings Kodhek Road, Kilimani, Nairobi, Kenya', 18000, 'ksh.18,000', 'past',
        'Two days on payroll.', 'What it covers', 'Topics', 'Delegates leave with a checklist.', 'Who should attend', 'Payroll officers and:',
        'KES 18,000 per delegate.', 'Places are limited.', 'published')`);
    await tx.execute(sql`
      insert into payload.training_events_excerpt_description (_order, _parent_id, id, text) values
        (1, 7, 'e1', 'PAYE, SHIF and the housing levy.'), (2, 7, 'e2', 'With worked examples.')`);
    await tx.execute(sql`
      insert into payload.training_events_list_data (_order, _parent_id, id, strong, "desc") values
        (1, 7, 'l1', 'PAYE:', 'bands and reliefs.'), (2, 7, 'l2', 'SHIF:', 'the 2.75% deduction.')`);
    await tx.execute(sql`insert into payload.training_events_extras_list (_order, _parent_id, id, text) values (1, 7, 'x1', 'HR officers')`);
    // Its published version, with its own copy of the topics: the admin's history reads it.
    await tx.execute(sql`
      insert into payload._training_events_v (id, parent_id, version_title, version_url_param, version_excerpt_bold, version_list_bold, version_last, version__status, latest)
      values (70, 7, 'Payroll Masterclass 2027', 'payroll-masterclass-2027', 'Two days on payroll.', 'What it covers', 'Places are limited.', 'published', true)`);
    await tx.execute(sql`
      insert into payload._training_events_v_version_list_data (_order, _parent_id, strong, "desc", _uuid) values (1, 70, 'PAYE:', 'bands and reliefs.', 'l1')`);
  });
}

async function columnsOf(handle: DatabaseHandle, table: string): Promise<string[]> {
  const rows = rowsOf<{ column_name: string }>(
    await handle.db.execute(sql`select column_name from information_schema.columns where table_schema = 'payload' and table_name = ${table} order by column_name`),
  );
  return rows.map((row) => row.column_name);
}

/** What the older database held, as this version reads and shows it. */
async function expectCarriedOver(handle: DatabaseHandle, cms: TestCms): Promise<void> {
  expect(await columnsOf(handle, 'firm_contact_phones')).toEqual(['_order', '_parent_id', 'display', 'id', 'label']);
  const trainingColumns = await columnsOf(handle, 'training_events');
  for (const gone of ['date', 'time', 'ticket', 'event_type']) expect(trainingColumns).not.toContain(gone);
  expect(await columnsOf(handle, '_training_events_v')).not.toContain('version_ticket');
  const applied = rowsOf<{ name: string }>(await handle.db.execute(sql`select name from payload.payload_migrations order by name`));
  expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));

  expect((await getFirm()).phones).toEqual([
    { label: 'Main office', display: '+254 20 765 4321' },
    { label: 'Mombasa office', display: '+254 41 222 3333' },
  ]);
  const training = await cms.payload.findByID({ collection: 'training-events', id: 7, depth: 0, overrideAccess: true });
  const schedule = { starts: String(training.starts), ends: String(training.ends) };
  expect([formatEventDates(schedule), formatEventTimes(schedule), formatEventFee(Number(training.priceKes))]).toEqual([
    '4th - 5th March 2027',
    '9:00am - 4:30pm',
    'ksh.18,000',
  ]);
  // The fields renamed to say what they hold keep what they held, in the document and its version.
  expect(training).toMatchObject({
    slug: 'payroll-masterclass-2027',
    intro: { lead: 'Two days on payroll.', paragraphs: [{ text: 'PAYE, SHIF and the housing levy.' }, { text: 'With worked examples.' }] },
    outline: {
      heading: 'What it covers',
      listHeading: 'Topics',
      topics: [
        { name: 'PAYE:', description: 'bands and reliefs.' },
        { name: 'SHIF:', description: 'the 2.75% deduction.' },
      ],
      closing: 'Delegates leave with a checklist.',
    },
    more: { heading: 'Who should attend', text: 'Payroll officers and:', items: [{ text: 'HR officers' }] },
    closingNote: 'Places are limited.',
  });
  const versions = await cms.payload.findVersions({ collection: 'training-events', where: { parent: { equals: 7 } }, depth: 0, overrideAccess: true });
  expect(versions.docs.map((version) => version.version)).toEqual([
    expect.objectContaining({
      slug: 'payroll-masterclass-2027',
      intro: expect.objectContaining({ lead: 'Two days on payroll.' }),
      outline: expect.objectContaining({ heading: 'What it covers', topics: [expect.objectContaining({ name: 'PAYE:', description: 'bands and reliefs.' })] }),
      closingNote: 'Places are limited.',
    }),
  ]);
  for (const gone of ['url_param', 'excerpt_bold', 'list_bold', 'list_list_title', 'list_extras', 'extras_bold', 'extras_para', 'last']) {
    expect(trainingColumns).not.toContain(gone);
  }
  // Tables, constraints, indexes and sequences carry the new names, as a fresh database's do.
  const named = rowsOf<{ name: string }>(
    await handle.db.execute(sql`
      select relname as name from pg_class join pg_namespace on pg_namespace.oid = relnamespace where nspname = 'payload'
      union all select conname from pg_constraint join pg_namespace on pg_namespace.oid = connamespace where nspname = 'payload'`),
  ).map((row) => row.name);
  expect(named.filter((name) => /training_events.*(url_param|excerpt|list_data|extras)/.test(name))).toEqual([]);
  expect(named.filter((name) => /^_?training_events_(v_version_)?outline_topics/.test(name) && !name.endsWith('_not_null')).sort()).toEqual([
    '_training_events_v_version_outline_topics',
    '_training_events_v_version_outline_topics_id_seq',
    '_training_events_v_version_outline_topics_order_idx',
    '_training_events_v_version_outline_topics_parent_id_fk',
    '_training_events_v_version_outline_topics_parent_id_idx',
    '_training_events_v_version_outline_topics_pkey',
    '_training_events_v_version_outline_topics_pkey',
    'training_events_outline_topics',
    'training_events_outline_topics_order_idx',
    'training_events_outline_topics_parent_id_fk',
    'training_events_outline_topics_parent_id_idx',
    'training_events_outline_topics_pkey',
    'training_events_outline_topics_pkey',
  ]);
}

describe('a database from before each fact was typed once', () => {
  const older = mkdtempSync(path.join(os.tmpdir(), 'kilele-typed-once-older-'));
  const restored = mkdtempSync(path.join(os.tmpdir(), 'kilele-typed-once-restored-'));
  const files = mkdtempSync(path.join(os.tmpdir(), 'kilele-typed-once-file-'));
  const file = path.join(files, 'older.backup');
  let site: DatabaseHandle;
  let cms: TestCms | undefined;

  beforeAll(async () => {
    site = await openDatabase({ dataDir: older });
    await makeOlderDatabase(site);
  }, 120_000);

  afterAll(async () => {
    await cms?.close();
    await site?.close();
    for (const dir of [older, restored, files]) rmSync(dir, { recursive: true, force: true });
  });

  it('restores from its backup into this version, migrated, with nothing lost', { timeout: 300_000 }, async () => {
    const backup = await runScript('scripts/backup.ts', [file], { DATA_DIR: older });
    expect(backup.code, backup.stderr).toBe(0);
    const restore = await runScript('scripts/restore.ts', [file], { DATA_DIR: restored });
    expect(restore.code, restore.stderr).toBe(0);
    const copy = await openDatabase({ dataDir: restored });
    try {
      cms = await openTestCms({ handle: copy, dataDir: restored });
      await expectCarriedOver(copy, cms);
    } finally {
      await cms?.close();
      cms = undefined;
      await copy.close();
    }
  });

  it('is migrated when the site starts on it, with nothing lost', { timeout: 300_000 }, async () => {
    cms = await openTestCms({ handle: site, dataDir: older });
    await expectCarriedOver(site, cms);
  });
});
