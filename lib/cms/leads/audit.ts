/**
 * The leads' audit log: who viewed, exported, changed or erased which lead or training
 * registration, and when (`lead_audit`). Admins read it. It names a lead by its random id and an
 * erasure by a reference made for it. The one thing in it a person typed about someone is a
 * search of the inbox (`filters.q`), kept to say who looked whom up; erasing a person blanks the
 * searches that were part of their address or of a name they gave, so the erasure leaves nothing
 * in it that names them that way.
 */
import { randomBytes } from 'node:crypto';
import { desc, lt, sql } from 'drizzle-orm';
import { leadAudit, type LeadAuditAction, type LeadAuditRow } from '../../db/schema';
import { type Db, rowsOf } from '../../db/types';
import { eraseByEmail, type ErasureReport } from '../../forms/records';
import type { LeadKind } from './filters';

/** The staff member acting, as the audit log names them. */
export type Staff = { id: number; email: string };

/** What the log's entries are about: the inbox's leads, and training registrations (lib/cms/registrations/). */
export type AuditedKind = LeadKind | 'registration';

export type AuditEntry = {
  action: LeadAuditAction;
  leadKind?: AuditedKind;
  leadId?: string;
  reference?: string;
  /** What was done, without any visitor's personal data (no addresses, names or notes) but for a search's text. */
  details?: Record<string, unknown>;
};

export async function recordLeadAudit(db: Db, staff: Staff, entry: AuditEntry): Promise<void> {
  await db.insert(leadAudit).values({
    staffUserId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    leadKind: entry.leadKind ?? null,
    leadId: entry.leadId ?? null,
    reference: entry.reference ?? null,
    details: entry.details ?? {},
  });
}

export const AUDIT_PAGE_SIZE = 100;

/** The log, newest first: a page of it, after the entry `before` (an id) when given. */
export async function readLeadAudit(db: Db, before?: number): Promise<LeadAuditRow[]> {
  const query = db.select().from(leadAudit);
  return (before === undefined ? query : query.where(lt(leadAudit.id, before)))
    .orderBy(desc(leadAudit.at), desc(leadAudit.id))
    .limit(AUDIT_PAGE_SIZE);
}

/** A reference for one erasure, to quote to the person who asked: random, so it says nothing of them. */
export const newErasureReference = () => `ER-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Erases everything about one address (the forms' own erasure, `npm run submissions -- erase`,
 * lib/forms/records.ts) and records it in the same transaction: who, when, how many rows of
 * each kind, and a reference. The address is not recorded.
 */
export async function eraseAndRecord(
  db: Db,
  staff: Staff,
  email: string,
  mailDirectory: string | undefined,
): Promise<{ reference: string; report: ErasureReport }> {
  const reference = newErasureReference();
  return db.transaction(async (tx) => {
    const address = email.trim().toLowerCase();
    // Read before the erasure takes them: the names the person gave with their messages and bookings.
    const names = rowsOf<{ name: string }>(
      await tx.execute(sql`select name from contact_messages where lower(email) = ${address} union select name from bookings where lower(email) = ${address}`),
    );
    const texts = sql.join([address, ...names.map((row) => row.name.toLowerCase())].map((text) => sql`${text}`), sql`, `);
    await tx.execute(sql`
      update lead_audit set details = jsonb_set(details, '{filters,q}', '"(erased)"')
       where details->'filters'->>'q' is not null
         and exists (select from unnest(array[${texts}]::text[]) as text where strpos(text, lower(details->'filters'->>'q')) > 0)`);
    const report = await eraseByEmail(tx, email, mailDirectory);
    await recordLeadAudit(tx, staff, { action: 'erased', reference, details: { ...report } });
    return { reference, report };
  });
}
