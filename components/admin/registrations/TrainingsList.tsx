/**
 * The training registrations (`/admin/registrations`): each training that has registrations,
 * with its seats and what was paid for it by M-Pesa and by invoice, and the totals of them all.
 * Admins and the leads team only (the frame checks), every visit in the audit log.
 */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { viewTrainings } from '../../../lib/cms/registrations/audited';
import { trainingName } from '../../../lib/cms/registrations/trainings';
import { getDatabase } from '../../../lib/db/client';
import { REGISTRATIONS_ADMIN_PATH } from '../../../lib/registrations/links';
import { formatCents } from '../../../lib/tax/money';
import { LeadsFrame, nairobiTime, ScrollTable } from '../leads/frame';
import styles from '../leads/leads.module.css';
import own from './registrations.module.css';
import { TakingsCells } from './parts';

export function TrainingsList(view: AdminViewServerProps) {
  return (
    <LeadsFrame view={view} path="/registrations">
      {async (access) => {
        const { db } = await getDatabase();
        const { summaries, totals } = await viewTrainings(view.initPageResult.req.payload, db, access.staff);
        return (
          <>
            <h1>Training registrations</h1>
            <p>
              Trainings with registrations, the latest registered first. <em>Paid</em> is what was received (VAT included), whatever became of the
              registration since; refunds are counted apart.
            </p>
            <nav className={styles.actions} aria-label="Registrations">
              <Link prefetch={false} href={`${REGISTRATIONS_ADMIN_PATH}/etims`}>
                eTIMS invoices to issue
              </Link>
            </nav>
            {summaries.length === 0 ? (
              <p>No registrations yet.</p>
            ) : (
              <ScrollTable label="Trainings with registrations">
                  <thead>
                    <tr>
                      <th scope="col">Training</th>
                      <th scope="col">First day</th>
                      <th scope="col" className={own.numbers}>Seats in the room</th>
                      <th scope="col" className={own.numbers}>Seats taken</th>
                      <th scope="col" className={own.numbers}>Seats paid</th>
                      <th scope="col" className={own.numbers}>On the waitlist</th>
                      <th scope="col" className={own.numbers}>Paid by M-Pesa (KES)</th>
                      <th scope="col" className={own.numbers}>Paid by invoice (KES)</th>
                      <th scope="col" className={own.numbers}>Refunded (KES)</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summaries.map((summary) => (
                      <tr key={summary.trainingId}>
                        <th scope="row">
                          <Link prefetch={false} href={`${REGISTRATIONS_ADMIN_PATH}/training/${summary.trainingId}`}>
                            {trainingName(summary.trainingId, summary.training)}
                          </Link>
                          {summary.training && !summary.training.published && ' (not on the site)'}
                        </th>
                        <td>{summary.training ? nairobiTime(summary.training.starts) : '—'}</td>
                        <td className={own.numbers}>{summary.training?.capacity ?? 'not sold'}</td>
                        <td className={own.numbers}>{summary.seatsTaken}</td>
                        <td className={own.numbers}>{summary.seatsPaid}</td>
                        <td className={own.numbers}>{summary.waitlisted}</td>
                        <TakingsCells takings={summary} />
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className={own.totals}>
                    <tr>
                      <th scope="row" colSpan={6}>
                        All trainings
                      </th>
                      <TakingsCells takings={totals} />
                    </tr>
                  </tfoot>
              </ScrollTable>
            )}
            <p>
              Amounts are in shillings, VAT included. Received in all: KES {formatCents(totals.paidMpesaCents + totals.paidInvoiceCents)}, of which KES{' '}
              {formatCents(totals.refundedCents)} refunded.
            </p>
          </>
        );
      }}
    </LeadsFrame>
  );
}
