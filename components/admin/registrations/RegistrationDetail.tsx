/**
 * One training registration (`/admin/registrations/:id`): everything the registrant gave, where
 * it stands, its M-Pesa payments, invoice, eTIMS number and refunds, and what staff may do with
 * it now, each a plain form posting to `/api/staff/registrations/:id/…` that comes back here with
 * what it did: mark an invoice paid, record the eTIMS number, note a refund, cancel.
 */
import type { AdminViewServerProps } from 'payload';
import { viewRegistration } from '../../../lib/cms/registrations/audited';
import {
  actionErrors,
  doneMessages,
  ETIMS_MAX,
  isRegistrationId,
  messageFor,
  methodLabels,
  REASON_MAX,
  REFUND_NOTE_MAX,
  statusLabels,
} from '../../../lib/cms/registrations/forms';
import { trainingName } from '../../../lib/cms/registrations/trainings';
import { getDatabase } from '../../../lib/db/client';
import { nairobiToday } from '../../../lib/nairobi-time';
import { REGISTRATIONS_ADMIN_PATH } from '../../../lib/registrations/links';
import { refundableStatuses } from '../../../lib/registrations/staff-actions';
import { formatDate } from '../../../lib/tax/civil-date';
import { formatCents } from '../../../lib/tax/money';
import { ActionForm, BackLink, Details, LeadsFrame, nairobiTime, Outcome, queryOf, ScrollTable } from '../leads/frame';
import styles from '../leads/leads.module.css';
import own from './registrations.module.css';
import { NoSuchRegistration } from './parts';

const kes = (cents: number) => `KES ${formatCents(cents)}`;

export function RegistrationDetail(view: AdminViewServerProps) {
  const segments = Array.isArray(view.params?.segments) ? view.params.segments : [];
  const id = String(segments[1] ?? '').toLowerCase();
  return (
    <LeadsFrame view={view} path={`/${segments.join('/')}`}>
      {async (access) => {
        if (!isRegistrationId(id)) return <NoSuchRegistration />;
        const { db } = await getDatabase();
        const found = await viewRegistration(view.initPageResult.req.payload, db, access.staff, id);
        if (!found) return <NoSuchRegistration />;
        const { registration, payments, refunds, training } = found;
        const query = queryOf(view.searchParams);
        const action = `/api/staff/registrations/${registration.id}`;
        const paidReceipt = payments.find((payment) => payment.status === 'paid');
        const refunded = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
        const canMarkPaid = registration.paymentMethod === 'invoice' && !['paid', 'paid_no_seat', 'waitlisted'].includes(registration.status);
        const canRefund = Boolean(registration.paidAt) && (refundableStatuses as readonly string[]).includes(registration.status) && refunded < registration.totalCents;
        return (
          <>
            <BackLink href={`${REGISTRATIONS_ADMIN_PATH}/training/${registration.trainingId}`}>{trainingName(registration.trainingId, training)}</BackLink>
            <h1>Registration {registration.reference}</h1>
            <Outcome notice={messageFor(doneMessages, query.get('done'))} error={messageFor(actionErrors, query.get('error'))} />
            <section aria-labelledby="registration">
              <h2 id="registration">The registration</h2>
              <Details
                fields={[
                  { label: 'Status', value: `${statusLabels[registration.status]}${registration.statusReason ? ` (${registration.statusReason})` : ''}` },
                  { label: 'Training', value: trainingName(registration.trainingId, training) },
                  { label: 'Registered', value: registration.createdAt },
                  { label: 'Name', value: registration.name },
                  { label: 'Email', value: registration.email },
                  { label: 'Phone', value: registration.phone },
                  { label: 'Organisation', value: registration.organisation },
                  { label: 'KRA PIN', value: registration.kraPin },
                  { label: 'Attendees', value: registration.attendees.join('\n') },
                  { label: 'Seats', value: String(registration.seats) },
                  { label: 'Paid how', value: methodLabels[registration.paymentMethod] },
                  { label: 'Amount', value: `${kes(registration.totalCents)} (VAT ${kes(registration.vatCents)} included; ${kes(registration.feePerSeatCents)} a seat)` },
                  {
                    label: 'Pro-forma invoice',
                    value: registration.invoiceNumber && `${registration.invoiceNumber}${registration.invoiceDueDate ? `, due ${formatDate(registration.invoiceDueDate)}` : ''}`,
                  },
                  { label: 'Seats held until', value: registration.holdExpiresAt },
                  { label: 'Paid', value: registration.paidAt },
                  { label: 'M-Pesa receipt', value: paidReceipt?.receipt ?? (paidReceipt ? 'confirmed by query; the receipt is not known yet' : null) },
                  { label: 'eTIMS number', value: registration.etimsNumber ?? (registration.paidAt ? 'to issue' : null) },
                  { label: 'Refunded', value: refunded > 0 ? kes(refunded) : null },
                  { label: 'On the waitlist', value: found.waitlist ? (found.waitlist.offerExpiresAt ? `offered seats until ${nairobiTime(found.waitlist.offerExpiresAt)}` : `since ${nairobiTime(found.waitlist.createdAt)}`) : null },
                ]}
              />
            </section>
            {payments.length > 0 && (
              <section aria-labelledby="payments">
                <h2 id="payments">M-Pesa payment prompts</h2>
                <ScrollTable label="M-Pesa payment prompts">
                  <thead>
                    <tr>
                      <th scope="col">Sent</th>
                      <th scope="col">Phone</th>
                      <th scope="col">Amount (KES)</th>
                      <th scope="col">Outcome</th>
                      <th scope="col">Receipt</th>
                    </tr>
                  </thead>
                  <tbody>
                    {payments.map((payment) => (
                      <tr key={payment.id}>
                        <td>{nairobiTime(payment.createdAt)}</td>
                        <td>{payment.phone}</td>
                        <td className={own.numbers}>{payment.amount.toLocaleString('en-GB')}</td>
                        <td>
                          {payment.status === 'pending' ? 'Waiting for the payer' : payment.status === 'paid' ? 'Paid' : 'Not paid'}
                          {payment.resultDesc && ` (${payment.resultCode ?? ''} ${payment.resultDesc})`}
                        </td>
                        <td>{payment.receipt ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
              </section>
            )}
            {refunds.length > 0 && (
              <section aria-labelledby="refunds">
                <h2 id="refunds">Refunds</h2>
                <ul>
                  {refunds.map((refund) => (
                    <li key={refund.id}>
                      {kes(refund.amountCents)} on {formatDate(refund.refundedOn)}: {refund.note}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {canMarkPaid && (
              <ActionForm id="mark-paid" heading="Mark the invoice paid" action={`${action}/paid`} submit="Mark paid">
                <p>
                  When {kes(registration.totalCents)} for {registration.invoiceNumber ?? registration.reference} has reached the firm&apos;s account. The
                  registrant is mailed the confirmation with the event&apos;s calendar file. If the seats went to others meanwhile, it becomes &ldquo;Paid, no
                  seat&rdquo; instead and the firm is mailed.
                </p>
                <label className={styles.check}>
                  <input type="checkbox" name="confirm" value="yes" required /> The payment has reached the firm&apos;s account
                </label>
              </ActionForm>
            )}
            {registration.paidAt && (
              <ActionForm id="etims" heading="eTIMS tax invoice" action={`${action}/etims`} submit="Save the eTIMS number">
                <p>Once the tax invoice is issued in KRA&apos;s eTIMS, record its number here.</p>
                <label className={styles.field}>
                  eTIMS invoice number
                  <input type="text" name="etimsNumber" defaultValue={registration.etimsNumber ?? ''} maxLength={ETIMS_MAX} required autoComplete="off" />
                </label>
              </ActionForm>
            )}
            {canRefund && (
              <ActionForm id="refund" heading="Note a refund" action={`${action}/refund`} submit="Note the refund">
                <p>Once the money has gone back (an M-Pesa reversal, a bank transfer): at most {kes(registration.totalCents - refunded)} is left to refund.</p>
                <label className={styles.field}>
                  Amount refunded (KES)
                  <input type="text" name="amount" inputMode="decimal" required autoComplete="off" />
                </label>
                <label className={styles.field}>
                  Refunded on
                  <input type="date" name="refundedOn" max={nairobiToday(new Date())} required />
                </label>
                <label className={styles.field}>
                  How it was refunded (reference)
                  <textarea name="note" maxLength={REFUND_NOTE_MAX} required />
                </label>
              </ActionForm>
            )}
            {registration.status !== 'cancelled' && (
              <ActionForm id="cancel" heading="Cancel the registration" action={`${action}/cancel`} submit="Cancel the registration" danger>
                <p>
                  Frees its seats, which are offered to the waitlist at once. The registrant is mailed that it is cancelled (and, if they paid, that you will contact them about a refund).
                  {registration.paidAt && ' It was paid: note the refund here once it is made.'}
                </p>
                <label className={styles.field}>
                  Reason (kept with the registration)
                  <input type="text" name="reason" maxLength={REASON_MAX} required autoComplete="off" />
                </label>
              </ActionForm>
            )}
          </>
        );
      }}
    </LeadsFrame>
  );
}
