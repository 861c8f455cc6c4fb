/**
 * One training's registrations (`/admin/registrations/training/:trainingId`): who registered,
 * the attendees and seats, where each registration stands, how it was paid (the M-Pesa receipt,
 * the invoice), the amount with its VAT and the eTIMS number; what was paid by M-Pesa and by
 * invoice; and the attendance sheet, printable or as CSV.
 */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { viewTraining } from '../../../lib/cms/registrations/audited';
import { methodLabels, statusLabels } from '../../../lib/cms/registrations/forms';
import { trainingName } from '../../../lib/cms/registrations/trainings';
import { seatTakingStatuses } from '../../../lib/db/schema';
import { REGISTRATIONS_ADMIN_PATH } from '../../../lib/registrations/links';
import { formatCents } from '../../../lib/tax/money';
import { BackLink, Details, ScrollTable } from '../leads/frame';
import styles from '../leads/leads.module.css';
import own from './registrations.module.css';
import { AmountCell, ReferenceCell, RegistrantCell, TrainingFrame } from './parts';

export function TrainingRegistrations(view: AdminViewServerProps) {
  return (
    <TrainingFrame view={view}>
      {async (access, trainingId, db) => {
        const { training, registrations, totals } = await viewTraining(view.initPageResult.req.payload, db, access.staff, trainingId);
        const taken = registrations.filter((line) => (seatTakingStatuses as readonly string[]).includes(line.status)).reduce((sum, line) => sum + line.seats, 0);
        const attendance = `${REGISTRATIONS_ADMIN_PATH}/training/${trainingId}/attendance`;
        return (
          <>
            <BackLink href={REGISTRATIONS_ADMIN_PATH}>All trainings</BackLink>
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
              <ScrollTable label="Registrations">
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
                        <ReferenceCell id={line.id} reference={line.reference} />
                        <RegistrantCell name={line.name} organisation={line.organisation} />
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
                        <AmountCell totalCents={line.totalCents} vatCents={line.vatCents} />
                        <td>{line.etimsNumber ?? (line.paidAt ? 'to issue' : '')}</td>
                      </tr>
                    ))}
                  </tbody>
              </ScrollTable>
            )}
          </>
        );
      }}
    </TrainingFrame>
  );
}
