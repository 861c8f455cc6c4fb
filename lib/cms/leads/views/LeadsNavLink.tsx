/** The admin's menu link to the leads inbox, shown only to those who may use it (admins and the leads team). */
import Link from 'next/link';
import type { PayloadRequest } from 'payload';
import { leadsAccess } from '../staff';
import styles from './leads.module.css';

export function LeadsNavLink({ user }: { user?: PayloadRequest['user'] }) {
  if (!leadsAccess({ user: user ?? null }).ok) return null;
  return (
    <Link prefetch={false} className={styles.navLink} href="/admin/leads">
      Leads inbox
    </Link>
  );
}
