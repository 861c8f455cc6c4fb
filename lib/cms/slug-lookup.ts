/**
 * Whether the admin has a document at a slug, asked of Payload's tables directly: the request
 * pipeline asks (lib/server/unknown-slug-guard.ts) and runs in `server.ts`, outside Next's
 * bundle, where Payload's local API is not loaded. One indexed query per question, on the
 * site's own connections. The tables and columns are those of the admin's migrations
 * (lib/cms/migrations/): Payload names its schema `payload` in every statement.
 */
import type { Sql } from 'postgres';
import type { AdminSlugKind } from '../server/unknown-slug-guard';

/**
 * A collection with drafts keeps each document's published fields (or, never published, its
 * draft's) in its table, and every saved version in `_<table>_v`, the latest marked. A slug is
 * the collection's when either has it: the published address, or the latest draft's.
 */
const withDrafts = (table: string) => `
  select 1 from payload.${table} where slug = $1
  union all
  select 1 from payload._${table}_v where version_slug = $1 and latest
  limit 1`;

const QUERIES: Record<AdminSlugKind, string> = {
  'team-member': withDrafts('team_members'),
  service: withDrafts('services'),
  training: withDrafts('training_events'),
  // The archive shows sent campaigns only (lib/newsletters/archive.ts); campaigns have no drafts.
  newsletter: `select 1 from payload.campaigns where slug = $1 and status = 'sent' limit 1`,
};

/** Whether the admin has a document of `kind` at `slug` (for a newsletter: a sent campaign). */
export async function adminHasSlug(sql: Sql, kind: AdminSlugKind, slug: string): Promise<boolean> {
  const rows = await sql.unsafe(QUERIES[kind], [slug], { prepare: true });
  return rows.length > 0;
}
