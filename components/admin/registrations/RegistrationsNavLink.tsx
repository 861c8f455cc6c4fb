/** The admin's menu link to the training registrations, beside the leads inbox's and shown to the same staff (admins and the leads team, with a second factor on record). */
import Link from 'next/link';
import type { PayloadRequest } from 'payload';
import { leadsAccess } from '../../../lib/cms/leads/staff';
import { REGISTRATIONS_ADMIN_PATH } from '../../../lib/registrations/links';
import styles from '../leads/leads.module.css';

export async function RegistrationsNavLink({ user, payload }: { user?: PayloadRequest['user']; payload: PayloadRequest['payload'] }) {
  if (!(await leadsAccess({ user: user ?? null, payload })).ok) return null;
  return (
    <Link prefetch={false} className={styles.navLink} href={REGISTRATIONS_ADMIN_PATH}>
      Training registrations
    </Link>
  );
}
