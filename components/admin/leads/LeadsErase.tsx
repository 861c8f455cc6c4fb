/**
 * Erasing a person (`/admin/leads/erase`, admins only): the right to erasure under Kenya's
 * Data Protection Act 2019. The form posts to `/api/leads/erase`, which erases and comes back
 * here with the erasure's reference; what was removed is read back from the audit log, which
 * holds counts and the reference, never the address.
 */
import { and, eq } from 'drizzle-orm';
import type { AdminViewServerProps } from 'payload';
import { getDatabase } from '../../../lib/db/client';
import { leadAudit } from '../../../lib/db/schema';
import { formErrorText } from '../../../lib/cms/leads/filters';
import { BackLink, LeadsFrame, Outcome, queryOf } from './frame';
import styles from './leads.module.css';

export function LeadsErase(view: AdminViewServerProps) {
  return (
    <LeadsFrame view={view} path="/leads/erase" roles={['admin']}>
      {async () => {
        const query = queryOf(view.searchParams);
        const reference = query.get('reference');
        const error = formErrorText(query.get('error'));
        let done: Record<string, unknown> | undefined;
        if (reference && /^ER-[0-9A-F]{10}$/.test(reference)) {
          const { db } = await getDatabase();
          const [entry] = await db
            .select({ details: leadAudit.details })
            .from(leadAudit)
            .where(and(eq(leadAudit.action, 'erased'), eq(leadAudit.reference, reference)));
          done = entry?.details;
        }
        const count = (name: string) => Number(done?.[name] ?? 0);
        return (
          <>
            <BackLink href="/admin/leads">All leads</BackLink>
            <h1>Erase a person</h1>
            <Outcome
              notice={
                done &&
                `Erased (${reference}): ${count('subscribers')} subscription(s), ${count('contactMessages')} contact message(s), ${count('bookings')} booking request(s), ${count('registrations')} training registration(s), ${count('mails')} mail(s). Mail already delivered to the firm's mailboxes is not touched: delete it there too.`
              }
              error={error}
            />
            <p>
              Deletes everything the site holds about one email address: subscription, contact messages, booking requests, the firm&apos;s
              notes on them and the mail about them. It cannot be undone. The audit log records that an erasure happened, who did it and
              how much was removed, under a reference you can give the person; it does not record the address.
            </p>
            <form method="post" action="/api/leads/erase" className={styles.form}>
              <label className={styles.field}>
                Email address
                <input type="email" name="email" required autoComplete="off" />
              </label>
              <label className={styles.check}>
                <input type="checkbox" name="confirm" value="yes" required /> I understand: erase everything about this person
              </label>
              <div className={styles.actions}>
                <button type="submit" className={`${styles.button} ${styles.danger}`}>
                  Erase
                </button>
              </div>
            </form>
          </>
        );
      }}
    </LeadsFrame>
  );
}
