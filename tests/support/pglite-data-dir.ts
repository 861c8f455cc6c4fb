/**
 * A DATA_DIR as the site made it before the embedded PostgreSQL server (main at 6f9de67):
 * a PGlite database in `DATA_DIR/db`, migrated, holding what the forms and the blog's mirror
 * wrote. For the tests of its import (lib/db/pglite-import.ts).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from '../../lib/db/migrate';
import type { Db } from '../../lib/db/types';

/** Makes the PGlite database in `DATA_DIR/db`, lets `fill` write to it, and closes it. */
export async function makePgliteDataDir(dataDir: string, fill: (db: Db, pglite: PGlite) => Promise<void>): Promise<void> {
  const pglite = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const db = drizzle(pglite);
    await migrate(db);
    await fill(db, pglite);
    await db.execute(sql`checkpoint`);
  } finally {
    await pglite.close();
  }
}
