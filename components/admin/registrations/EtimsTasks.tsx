/**
 * The eTIMS tasks (`/admin/registrations/etims`): "issue the eTIMS invoice" for each paid
 * registration that has no eTIMS number yet, with what KRA's system asks for (bill to, KRA PIN,
 * amount and VAT, how it was paid) and a field for the number once it is issued. Each row's form
 * posts to `/api/staff/registrations/:id/etims` and comes back here; a row with its number leaves
 * the list.
 */
import type { AdminViewServerProps } from 'payload';
import { viewEtimsTasks } from '../../../lib/cms/registrations/audited';
import { actionErrors, doneMessages, ETIMS_MAX, messageFor, methodLabels } from '../../../lib/cms/registrations/forms';
import { trainingName } from '../../../lib/cms/registrations/trainings';
import { getDatabase } from '../../../lib/db/client';
import { REGISTRATIONS_ADMIN_PATH } from '../../../lib/registrations/links';
import { BackLink, LeadsFrame, nairobiTime, Outcome, queryOf, ScrollTable } from '../leads/frame';
import styles from '../leads/leads.module.css';
import { AmountCell, ReferenceCell, RegistrantCell } from './parts';
import own from './registrations.module.css';

export function EtimsTasks(view: AdminViewServerProps) {
  return (
    <LeadsFrame view={view} path="/registrations/etims">
      {async (access) => {
        const { db } = await getDatabase();
        const tasks = await viewEtimsTasks(view.initPageResult.req.payload, db, access.staff);
        const query = queryOf(view.searchParams);
        const reference = /^KP-[A-Z0-9]{8}$/.test(query.get('reference') ?? '') ? query.get('reference') : null;
        const done = messageFor(doneMessages, query.get('done'));
        const error = messageFor(actionErrors, query.get('error'));
        return (
          <>
            <BackLink href={REGISTRATIONS_ADMIN_PATH}>All trainings</BackLink>
            <h1>eTIMS invoices to issue</h1>
            <Outcome notice={done && `${reference ? `${reference}: ` : ''}${done}`} error={error && `${reference ? `${reference}: ` : ''}${error}`} />
            <p>
              Each paid registration needs a tax invoice issued in KRA&apos;s eTIMS (the site does not issue them). Issue it there, then record its
              number here: the registration leaves this list.
            </p>
            {tasks.length === 0 ? (
              <p>Nothing to issue: every paid registration has its eTIMS number.</p>
            ) : (
              <ScrollTable label="eTIMS invoices to issue">
                  <thead>
                    <tr>
                      <th scope="col">Registration</th>
                      <th scope="col">Bill to</th>
                      <th scope="col">Amount (KES, VAT included)</th>
                      <th scope="col">Paid</th>
                      <th scope="col">eTIMS number</th>
                    </tr>
                  </thead>
                  <tbody>
                    {tasks.map((task) => (
                      <tr key={task.id}>
                        <ReferenceCell id={task.id} reference={task.reference}>
                          <br />
                          {trainingName(task.trainingId, task.training)}, {task.seats === 1 ? '1 seat' : `${task.seats} seats`}
                        </ReferenceCell>
                        <RegistrantCell name={task.name} organisation={task.organisation}>
                          <br />
                          KRA PIN: {task.kraPin ?? 'not given'}
                        </RegistrantCell>
                        <AmountCell totalCents={task.totalCents} vatCents={task.vatCents} />
                        <td>
                          {nairobiTime(task.paidAt)}
                          <br />
                          {methodLabels[task.paymentMethod]} {task.paymentMethod === 'mpesa' ? (task.receipt ?? '') : (task.invoiceNumber ?? '')}
                        </td>
                        <td>
                          <form method="post" action={`/api/staff/registrations/${task.id}/etims`} className={own.rowForm}>
                            <input type="hidden" name="back" value="etims" />
                            <label className={styles.field}>
                              <span className={own.visuallyHidden}>eTIMS invoice number for {task.reference}</span>
                              <input type="text" name="etimsNumber" maxLength={ETIMS_MAX} required autoComplete="off" />
                            </label>
                            <button type="submit" className={styles.button}>
                              Save<span className={own.visuallyHidden}> the eTIMS number for {task.reference}</span>
                            </button>
                          </form>
                        </td>
                      </tr>
                    ))}
                  </tbody>
              </ScrollTable>
            )}
          </>
        );
      }}
    </LeadsFrame>
  );
}
