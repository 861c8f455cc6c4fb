/**
 * What every leads page shares: Payload's admin template around it, and the role check. A
 * custom view is reachable by anyone who knows its address (Payload leaves custom views to
 * check for themselves), so each page checks here, on the server, before it reads a lead: a
 * stranger is sent to sign in, an editor (or an account without a second factor on record) is
 * told the page is not for them.
 */
import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import type { ReactNode } from 'react';
import type { Role } from '../../../lib/cms/roles';
import { type LeadsAccess, leadsAccess, LEADS_ROLES } from '../../../lib/cms/leads/staff';
import styles from './leads.module.css';

type FrameProps = {
  view: AdminViewServerProps;
  /** Where this page is, under /admin, to come back to after signing in. */
  path: string;
  roles?: readonly Role[];
  children: (access: Extract<LeadsAccess, { ok: true }>) => ReactNode | Promise<ReactNode>;
};

export async function LeadsFrame({ view, path, roles = LEADS_ROLES, children }: FrameProps) {
  const { initPageResult, params, searchParams } = view;
  const { req } = initPageResult;
  const access = await leadsAccess(req, roles);
  if (!access.ok && access.status === 401) redirect(`/admin/login?redirect=${encodeURIComponent(`/admin${path}`)}`);
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <div className={styles.page}>
          {access.ok ? (
            await children(access)
          ) : (
            <>
              <h1>Not allowed</h1>
              <p className={styles.error} role="alert">
                {access.message} Ask an administrator if you need it.
              </p>
            </>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  );
}

/** One value of a page's query (Payload gives each as a string or a list). */
export function queryOf(searchParams: AdminViewServerProps['searchParams']): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams ?? {})) {
    if (Array.isArray(value)) for (const each of value) query.append(name, String(each));
    else if (value !== undefined) query.append(name, String(value));
  }
  return query;
}

const nairobi = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

/** A moment as the firm reads it: Nairobi time. */
export const nairobiTime = (date: Date) => nairobi.format(date);

/** What a page's last action did, or why it was refused: a status line, or an alert. */
export function Outcome({ notice, error }: { notice?: ReactNode; error?: string }) {
  return (
    <>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A value of a record as the pages show it: a moment in Nairobi time, a dash for nothing. */
export type DetailValue = ReactNode | Date | null;

/** A record's fields as label and value, in the order given (a lead, a registration). */
export function Details({ fields }: { fields: readonly { label: string; value: DetailValue }[] }) {
  return (
    <dl className={styles.details}>
      {fields.map((field) => (
        <div key={field.label} className={styles.pair}>
          <dt>{field.label}</dt>
          <dd>{field.value instanceof Date ? `${nairobiTime(field.value)} (Nairobi)` : field.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
