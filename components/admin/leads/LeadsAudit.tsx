/** The leads' audit log (`/admin/leads/audit`, admins only): who did what to which lead or training registration, newest first. */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { getDatabase } from '../../../lib/db/client';
import type { LeadAuditRow } from '../../../lib/db/schema';
import { registrationAdminPath } from '../../../lib/registrations/links';
import { AUDIT_PAGE_SIZE, readLeadAudit } from '../../../lib/cms/leads/audit';
import { isLeadKind, kindLabels } from '../../../lib/cms/leads/filters';
import { BackLink, LeadsFrame, nairobiTime, queryOf, ScrollTable } from './frame';

const actionLabels = { viewed: 'Viewed', exported: 'Exported', changed: 'Changed', erased: 'Erased a person', sent: 'Sent or scheduled a newsletter' } as const;

function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([name, value]) => `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

/** What an entry is about: a lead or a training registration (linked to its page), an erasure's reference, or a list. */
function AuditTarget({ entry }: { entry: LeadAuditRow }) {
  if (entry.leadId && isLeadKind(entry.leadKind)) {
    return (
      <Link prefetch={false} href={`/admin/leads/${entry.leadKind}/${entry.leadId}`}>
        {kindLabels[entry.leadKind]} {entry.leadId.slice(0, 8)}
      </Link>
    );
  }
  if (entry.leadKind === 'registration') {
    return entry.leadId ? (
      <Link prefetch={false} href={registrationAdminPath(entry.leadId)}>
        Training registration {entry.leadId.slice(0, 8)}
      </Link>
    ) : (
      'Training registrations'
    );
  }
  return entry.reference ?? (entry.details.list ? 'The list' : '');
}

export function LeadsAudit(view: AdminViewServerProps) {
  return (
    <LeadsFrame view={view} path="/leads/audit" roles={['admin']}>
      {async () => {
        const before = queryOf(view.searchParams).get('before');
        const { db } = await getDatabase();
        const entries = await readLeadAudit(db, before && /^\d{1,15}$/.test(before) ? Number(before) : undefined);
        const last = entries.at(-1);
        return (
          <>
            <BackLink href="/admin/leads">All leads</BackLink>
            <h1>Leads audit log</h1>
            <ScrollTable label="Audit log">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Lead or reference</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{nairobiTime(entry.at)}</td>
                    <td>{entry.staffEmail}</td>
                    <td>{actionLabels[entry.action]}</td>
                    <td>
                      <AuditTarget entry={entry} />
                    </td>
                    <td>{describe(entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            {entries.length === AUDIT_PAGE_SIZE && last && <Link prefetch={false} href={`/admin/leads/audit?before=${last.id}`}>Older entries</Link>}
          </>
        );
      }}
    </LeadsFrame>
  );
}
