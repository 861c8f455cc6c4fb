/**
 * One training's registrations (`/admin/registrations/training/:trainingId`): who registered,
 * the attendees and seats, where each registration stands, how it was paid (the M-Pesa receipt,
 * the invoice), the amount with its VAT and the eTIMS number; what was paid by M-Pesa and by
 * invoice; and the attendance sheet, printable or as CSV.
 */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { viewTraining } from '../../../lib/cms/registrations/audited';
import { isTrainingId, methodLabels, statusLabels } from '../../../lib/cms/registrations/forms';
import { trainingName } from '../../../lib/cms/registrations/trainings';
import { getDatabase } from '../../../lib/db/client';
import { seatTakingStatuses } from '../../../lib/db/schema';
import { REGISTRATIONS_ADMIN_PATH, registrationAdminPath } from '../../../lib/registrations/links';
import { formatCents } from '../../../lib/tax/money';
import { Details, LeadsFrame } from '../leads/frame';
import styles from '../leads/leads.module.css';
import own from './registrations.module.css';
import { NoSuchTraining } from './parts';

export function TrainingRegistrations(view: AdminViewServerProps) {
  const segments = Array.isArray(view.params?.segments) ? view.params.segments : [];
  const trainingId = String(segments[2] ?? '');
  return (
    <LeadsFrame view={view} path={`/${segments.join('/')}`}>
      {async (access) => {
        if (!isTrainingId(trainingId)) return <NoSuchTraining />;
        const { db } = await getDatabase();
        const { training, registrations, totals } = await viewTraining(view.initPageResult.req.payload, db, access.staff, trainingId);
        const taken = registrations.filter((line) => (seatTakingStatuses as readonly string[]).includes(line.status)).reduce((sum, line) => sum + line.seats, 0);
        const attendance = `${REGISTRATIONS_ADMIN_PATH}/training/${trainingId}/attendance`;
        return (
          <>
            <p>
              <Link prefetch={false} href={REGISTRATIONS_ADMIN_PATH}>
                ← All trainings
              </Link>
            </p>
            <h1>{trainingName(trainingId, training)}</h1>
            <Details
              fields={[
                { label: 'First day', value: training?.starts ?? null },
                { label: 'Seats in the room', value: training?.capacity ? String(training.capacity) : 'Not sold on the site' },
                { label: 'Seats taken (held, invoiced or paid)', value: String(taken) },
                { label: 'Paid by M-Pesa', value: `KES ${formatCents(totals.paidMpesaCents)}` },
                { label: 'Paid by invoice', value: `KES ${formatCents(totals.paidInvoiceCents)}` },
                { label: 'Refunded', value: `KES ${formatCents(totals.refundedCents)}` },
              ]}
            />
            <nav className={styles.actions} aria-label="Attendance sheet">
              <Link prefetch={false} className={`${styles.button} ${styles.secondary}`} href={attendance}>
                Attendance sheet (to print)
              </Link>
              <a className={`${styles.button} ${styles.secondary}`} href={`/api/staff/registrations/training/${trainingId}/attendance`}>
                Download the attendance sheet (CSV)
              </a>
            </nav>
            {registrations.length === 0 ? (
              <p>No registrations for this training.</p>
            ) : (
              <div className={styles.tableScroll} role="region" aria-label="Registrations" tabIndex={0}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Reference</th>
                      <th scope="col">Registered by</th>
                      <th scope="col">Attendees</th>
                      <th scope="col">Seats</th>
                      <th scope="col">Status</th>
                      <th scope="col">Paid how</th>
                      <th scope="col">M-Pesa receipt</th>
                      <th scope="col">Amount (KES, VAT included)</th>
                      <th scope="col">eTIMS number</th>
                    </tr>
                  </thead>
                  <tbody>
                    {registrations.map((line) => (
                      <tr key={line.id}>
                        <th scope="row">
                          <Link prefetch={false} href={registrationAdminPath(line.id)}>
                            {line.reference}
                          </Link>
                        </th>
                        <td>
                          {line.name}
                          {line.organisation && (
                            <>
                              <br />
                              {line.organisation}
                            </>
                          )}
                        </td>
                        <td>{line.attendees.join(', ')}</td>
                        <td className={own.numbers}>{line.seats}</td>
                        <td>
                          {statusLabels[line.status]}
                          {line.refundedCents > 0 && `, KES ${formatCents(line.refundedCents)} refunded`}
                        </td>
                        <td>
                          {methodLabels[line.paymentMethod]}
                          {line.invoiceNumber && ` ${line.invoiceNumber}`}
                        </td>
                        <td>{line.receipt ?? ''}</td>
                        <td className={own.numbers}>
                          {formatCents(line.totalCents)}
                          <br />
                          <small>VAT {formatCents(line.vatCents)}</small>
                        </td>
                        <td>{line.etimsNumber ?? (line.paidAt ? 'to issue' : '')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        );
      }}
    </LeadsFrame>
  );
}
