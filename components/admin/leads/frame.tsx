/**
 * What every leads page shares: Payload's admin template around it, and the role check. A
 * custom view is reachable by anyone who knows its address (Payload leaves custom views to
 * check for themselves), so each page checks here, on the server, before it reads a lead: a
 * stranger is sent to sign in, an editor (or an account without a second factor on record) is
 * told the page is not for them.
 */
import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import Link from 'next/link';
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

/** A wide table: on a phone it scrolls inside a region a keyboard can focus, not the page. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/**
 * One thing staff can do on a page: a headed section with a plain form that posts to `action`
 * (an endpoint that answers with a redirect back), its fields, and its button (red when it
 * cannot be undone), with `beside` next to the button.
 */
export function ActionForm({
  id,
  heading,
  action,
  submit,
  danger = false,
  beside,
  children,
}: {
  id: string;
  heading: string;
  action: string;
  submit: string;
  danger?: boolean;
  beside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <form method="post" action={action} className={styles.form}>
        {children}
        <div className={styles.actions}>
          <button type="submit" className={danger ? `${styles.button} ${styles.danger}` : styles.button}>
            {submit}
          </button>
          {beside}
        </div>
      </form>
    </section>
  );
}

/** The way back to the page above this one, at the top of a page. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link prefetch={false} href={href}>
        ← {children}
      </Link>
    </p>
  );
}
