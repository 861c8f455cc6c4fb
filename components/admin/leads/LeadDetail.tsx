/**
 * One lead (`/admin/leads/:kind/:id`): everything the visitor sent, and the firm's handling
 * of it (status, assignee, internal notes), changed through a plain form that posts to
 * `/api/leads/:kind/:id` and comes back here.
 */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { getDatabase } from '../../../lib/db/client';
import { leadStatuses } from '../../../lib/db/schema';
import { recordLeadAudit } from '../../../lib/cms/leads/audit';
import { formErrorText, isLeadId, isLeadKind, kindLabels, NOTES_MAX, statusLabels } from '../../../lib/cms/leads/filters';
import { getLead } from '../../../lib/cms/leads/inbox';
import { assignableStaff } from '../../../lib/cms/leads/staff';
import { ActionForm, BackLink, Details, LeadsFrame, nairobiTime, Outcome, queryOf } from './frame';
import styles from './leads.module.css';

export function LeadDetail(view: AdminViewServerProps) {
  const segments = Array.isArray(view.params?.segments) ? view.params.segments : [];
  const [, kind, rawId] = segments;
  const id = typeof rawId === 'string' ? rawId.toLowerCase() : '';
  return (
    <LeadsFrame view={view} path={`/${segments.join('/')}`}>
      {async (access) => {
        const notFound = (
          <>
            <h1>No such lead</h1>
            <p>It may have been erased. <Link prefetch={false} href="/admin/leads">Back to the leads</Link></p>
          </>
        );
        if (!isLeadKind(kind) || !isLeadId(id)) return notFound;
        const { db } = await getDatabase();
        const lead = await getLead(db, kind, id);
        if (!lead) return notFound;
        await recordLeadAudit(db, access.staff, { action: 'viewed', leadKind: kind, leadId: id });
        const staff = await assignableStaff(view.initPageResult.req.payload);
        const query = queryOf(view.searchParams);
        const error = formErrorText(query.get('error'));
        return (
          <>
            <BackLink href="/admin/leads">All leads</BackLink>
            <h1>
              {kindLabels[lead.kind]} from {lead.name ?? lead.email}
            </h1>
            <Outcome notice={query.get('saved') === '1' ? 'Saved.' : undefined} error={error} />
            <section aria-labelledby="sent">
              <h2 id="sent">What was sent</h2>
              <Details
                fields={[{ label: 'Received', value: lead.receivedAt }, { label: 'Sent from', value: lead.source }, ...lead.fields]}
              />
            </section>
            <ActionForm
              id="handling"
              heading="Handling"
              action={`/api/leads/${lead.kind}/${lead.id}`}
              submit="Save"
              beside={lead.handledAt && <span>Last changed {nairobiTime(lead.handledAt)}</span>}
            >
              <label className={styles.field}>
                Status
                <select name="status" defaultValue={lead.status}>
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {statusLabels[status]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                Assigned to
                <select name="assignee" defaultValue={lead.assigneeId === null ? '' : String(lead.assigneeId)}>
                  <option value="">Nobody</option>
                  {staff.map((account) => (
                    <option key={account.id} value={String(account.id)}>
                      {account.name ? `${account.name} (${account.email})` : account.email}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                Internal notes (never sent to the visitor)
                <textarea name="notes" defaultValue={lead.notes} maxLength={NOTES_MAX} />
              </label>
            </ActionForm>
            {access.role === 'admin' && (
              <ActionForm id="erase" heading="Erase this person" action="/api/leads/erase" submit="Erase this person" danger>
                <input type="hidden" name="kind" value={lead.kind} />
                <input type="hidden" name="id" value={lead.id} />
                <p>
                  Deletes everything the site holds about {lead.email}: their subscription, contact messages, booking requests and the mail
                  about them. It cannot be undone.
                </p>
                <label className={styles.check}>
                  <input type="checkbox" name="confirm" value="yes" required /> I understand: erase everything about this person
                </label>
              </ActionForm>
            )}
          </>
        );
      }}
    </LeadsFrame>
  );
}
