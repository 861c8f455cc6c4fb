/**
 * The leads inbox (`/admin/leads`): contact messages, booking requests and subscribers, newest
 * first, filtered by kind, status, dates and a search through a plain GET form (it works
 * without JavaScript), with how many of each status the other filters leave, and the filtered
 * list's CSV export. The form applies on its button, not as a select changes: changing a field
 * must not move the page on its own (WCAG 3.2.2), and without JavaScript nothing could.
 */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { getDatabase } from '../../../lib/db/client';
import { leadStatuses } from '../../../lib/db/schema';
import { recordLeadAudit } from '../../../lib/cms/leads/audit';
import { filtersForAudit, filtersQuery, kindLabels, leadKinds, parseLeadFilters, SEARCH_MAX, statusLabels } from '../../../lib/cms/leads/filters';
import { countLeadsByStatus, listLeads, PAGE_SIZE } from '../../../lib/cms/leads/inbox';
import { assignableStaff } from '../../../lib/cms/leads/staff';
import { LeadsFrame, nairobiTime, queryOf, ScrollTable } from './frame';
import styles from './leads.module.css';

const listAddress = (query: string) => (query ? `/admin/leads?${query}` : '/admin/leads');

export function LeadsList(view: AdminViewServerProps) {
  return (
    <LeadsFrame view={view} path="/leads">
      {async (access) => {
        const parsed = parseLeadFilters(queryOf(view.searchParams));
        const filters = parsed.ok ? parsed.value : { page: 1 };
        const { db } = await getDatabase();
        const { leads, total } = await listLeads(db, filters);
        const byStatus = await countLeadsByStatus(db, filters);
        await recordLeadAudit(db, access.staff, {
          action: 'viewed',
          details: { list: true, filters: filtersForAudit(filters), page: filters.page, shown: leads.length },
        });
        const staff = new Map((await assignableStaff(view.initPageResult.req.payload)).map((account) => [account.id, account.name ?? account.email]));
        const exportQuery = filtersQuery({ ...filters, page: 1 });
        const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
        return (
          <>
            <h1>Leads</h1>
            {!parsed.ok && (
              <p className={styles.error} role="alert">
                {parsed.message} Showing every lead instead.
              </p>
            )}
            {/* Keyed by the filters: a count's link navigates in place, and a mounted field would keep its old value. */}
            <form key={filtersQuery(filters)} method="get" action="/admin/leads" className={styles.filters} aria-label="Filter the leads">
              <label className={styles.field}>
                Kind
                <select name="kind" defaultValue={filters.kind ?? ''}>
                  <option value="">All kinds</option>
                  {leadKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {kindLabels[kind]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                Status
                <select name="status" defaultValue={filters.status ?? ''}>
                  <option value="">Any status</option>
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {statusLabels[status]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                From
                <input type="date" name="from" defaultValue={filters.from ?? ''} />
              </label>
              <label className={styles.field}>
                To
                <input type="date" name="to" defaultValue={filters.to ?? ''} />
              </label>
              <label className={styles.field}>
                Search
                <input type="search" name="q" defaultValue={filters.q ?? ''} maxLength={SEARCH_MAX} />
              </label>
              <button type="submit" className={styles.button}>
                Filter
              </button>
              <a className={`${styles.button} ${styles.secondary}`} href={`/api/leads/export${exportQuery ? `?${exportQuery}` : ''}`}>
                Export CSV
              </a>
            </form>
            <nav aria-label="Leads by status">
              <ul className={styles.statusCounts}>
                {[undefined, ...leadStatuses].map((status) => (
                  <li key={status ?? 'any'}>
                    <Link
                      prefetch={false}
                      href={listAddress(filtersQuery({ ...filters, status, page: 1 }))}
                      aria-current={filters.status === status ? 'true' : undefined}
                    >
                      {status ? `${statusLabels[status]} ${byStatus[status]}` : `Any status ${byStatus.new + byStatus.in_progress + byStatus.done}`}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p>
              {total === 1 ? '1 lead' : `${total} leads`}
              {pages > 1 && `, page ${filters.page} of ${pages}`}
            </p>
            {leads.length > 0 && (
              <ScrollTable label="Leads">
                <thead>
                  <tr>
                    <th scope="col">Received</th>
                    <th scope="col">Kind</th>
                    <th scope="col">From</th>
                    <th scope="col">About</th>
                    <th scope="col">Status</th>
                    <th scope="col">Assigned to</th>
                  </tr>
                </thead>
                <tbody>
                  {leads.map((lead) => (
                    <tr key={`${lead.kind}-${lead.id}`}>
                      <td>
                        <Link prefetch={false} href={`/admin/leads/${lead.kind}/${lead.id}`}>{nairobiTime(lead.receivedAt)}</Link>
                      </td>
                      <td>{kindLabels[lead.kind]}</td>
                      <td>
                        {lead.name ? `${lead.name} ` : ''}
                        &lt;{lead.email}&gt;
                      </td>
                      <td>{lead.summary}</td>
                      <td>{statusLabels[lead.status]}</td>
                      <td>{lead.assigneeId === null ? '' : (staff.get(lead.assigneeId) ?? 'A removed account')}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
            <nav className={styles.actions} aria-label="Pages">
              {filters.page > 1 && <Link prefetch={false} href={`/admin/leads?${filtersQuery({ ...filters, page: filters.page - 1 })}`}>Newer</Link>}
              {filters.page < pages && <Link prefetch={false} href={`/admin/leads?${filtersQuery({ ...filters, page: filters.page + 1 })}`}>Older</Link>}
              {access.role === 'admin' && (
                <>
                  <Link prefetch={false} href="/admin/leads/erase">Erase a person</Link>
                  <Link prefetch={false} href="/admin/leads/audit">Audit log</Link>
                </>
              )}
            </nav>
          </>
        );
      }}
    </LeadsFrame>
  );
}
