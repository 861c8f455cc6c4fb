/**
 * A restored DATA_DIR runs: the built site on one DATA_DIR (seeded on its first start), a
 * training changed there, `npm run backup` while it runs, `npm run restore` into a new
 * DATA_DIR, and the built site started on that one shows the changed training and serves its
 * picture, byte for byte, from the restored uploads.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedForCommand } from '@/lib/db/client';
import { runScript } from '../integration/support/processes';
import { requireBuiltSite } from '../support/built-site';
import { type SiteProcess, startSite } from '../support/next-server';

const PORT = 4400;
const SITE_URL = `http://127.0.0.1:${PORT}`;
const RESTORED_PORT = 4401;
const RESTORED_URL = `http://127.0.0.1:${RESTORED_PORT}`;
const TRAINING_PAGE = '/kp-trainings/tax-updates-seminar-2025';
const CHANGED_TITLE = 'Tax Updates Seminar 2025, as the staff last edited it';

let folder: string;
let first: SiteProcess | undefined;
let restored: SiteProcess | undefined;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'site-backup-'));
});

afterAll(async () => {
  await first?.stop();
  await restored?.stop();
  await rm(folder, { recursive: true, force: true });
});

/** The page's HTML once it holds `text` (the start regenerates content pages after it listens). */
async function pageHolding(url: string, text: string): Promise<string> {
  let html = '';
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const response = await fetch(url);
    html = await response.text();
    if (response.status === 200 && html.includes(text)) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never showed ${JSON.stringify(text)}; last answer:\n${html.slice(0, 500)}`);
}

describe('a site started on a restored DATA_DIR', () => {
  it('shows the restored training and serves its picture', { timeout: 300_000 }, async () => {
    const from = path.join(folder, 'from');
    const to = path.join(folder, 'to');
    const file = path.join(folder, 'site.backup');
    first = await startSite(requireBuiltSite(), PORT, { DATA_DIR: from, SITE_URL });
    // The staff's edit, as it lands in the database (the admin's own test covers editing).
    const database = await openEmbeddedForCommand(from);
    try {
      await database.db.execute(sql`update payload.training_events set title = ${CHANGED_TITLE} where slug = 'tax-updates-seminar-2025'`);
    } finally {
      await database.close();
    }
    const backup = await runScript('scripts/backup.ts', [file], { DATA_DIR: from, SITE_URL });
    expect(backup.code, backup.stderr).toBe(0);
    // The first start seeded the sample content, and said so.
    expect(first.output()).toContain('seeded the content of a new database');
    await first.stop();
    first = undefined;

    const restore = await runScript('scripts/restore.ts', [file], { DATA_DIR: to, SITE_URL: RESTORED_URL });
    expect(restore.code, restore.stderr).toBe(0);
    restored = await startSite(requireBuiltSite(), RESTORED_PORT, { DATA_DIR: to, SITE_URL: RESTORED_URL });
    const html = await pageHolding(`${RESTORED_URL}${TRAINING_PAGE}`, CHANGED_TITLE);
    const picture = /\/api\/media\/file\/tax-updates-seminar-2025-[0-9a-f]{12}\.webp/.exec(decodeURIComponent(html))?.[0];
    expect(picture, 'the page shows the training’s uploaded picture').toBeDefined();
    const served = await fetch(`${RESTORED_URL}${picture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const original = await readFile(path.join(from, 'uploads', 'media', path.basename(picture!)));
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
    // The start found the admin's migration applied and its content seeded: nothing was seeded again.
    expect(restored.output()).not.toContain('seeded the content of a new database');
  });
});
