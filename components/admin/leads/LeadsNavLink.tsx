/** The admin's menu link to the leads inbox, shown only to those who may use it (admins and the leads team, with a second factor on record). */
import Link from 'next/link';
import type { PayloadRequest } from 'payload';
import { leadsAccess } from '../../../lib/cms/leads/staff';
import styles from './leads.module.css';

export async function LeadsNavLink({ user, payload }: { user?: PayloadRequest['user']; payload: PayloadRequest['payload'] }) {
  if (!(await leadsAccess({ user: user ?? null, payload })).ok) return null;
  return (
    <Link prefetch={false} className={styles.navLink} href="/admin/leads">
      Leads inbox
    </Link>
  );
}
