/**
 * A training's attendance sheet to print (`/admin/registrations/training/:trainingId/attendance`):
 * one line per seat held, invoiced or paid, by attendee's name, with a column to sign. Printed,
 * the admin's menu, header and links are left off (registrations.module.css). The same sheet
 * downloads as CSV from the training's page.
 */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { attendanceOf } from '../../../lib/cms/registrations/audited';
import { methodLabels, statusLabels } from '../../../lib/cms/registrations/forms';
import { trainingName } from '../../../lib/cms/registrations/trainings';
import { REGISTRATIONS_ADMIN_PATH } from '../../../lib/registrations/links';
import { nairobiTime, ScrollTable } from '../leads/frame';
import own from './registrations.module.css';
import { TrainingFrame } from './parts';

export function AttendanceSheet(view: AdminViewServerProps) {
  return (
    <TrainingFrame view={view}>
      {async (access, trainingId, db) => {
        const { training, attendees } = await attendanceOf(view.initPageResult.req.payload, db, access.staff, trainingId, 'printed');
        return (
          <div className={own.sheet}>
            <p className={own.screenOnly}>
              <Link prefetch={false} href={`${REGISTRATIONS_ADMIN_PATH}/training/${trainingId}`}>
                ← The training&apos;s registrations
              </Link>{' '}
              · Print this page from the browser (Ctrl+P) for a sheet to sign.
            </p>
            <h1>Attendance: {trainingName(trainingId, training)}</h1>
            <p>
              {training ? `${nairobiTime(training.starts)} (Nairobi). ` : ''}
              {attendees.length === 1 ? '1 attendee' : `${attendees.length} attendees`}: every seat held, invoiced or paid.
            </p>
            {attendees.length > 0 && (
              <ScrollTable label="Attendees">
                  <thead>
                    <tr>
                      <th scope="col">No.</th>
                      <th scope="col">Attendee</th>
                      <th scope="col">Organisation</th>
                      <th scope="col">Registered by</th>
                      <th scope="col">Reference</th>
                      <th scope="col">Status</th>
                      <th scope="col">Paid how</th>
                      <th scope="col" className={own.signature}>
                        Signature
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {attendees.map((line, index) => (
                      <tr key={`${line.reference}-${index}`}>
                        <td className={own.numbers}>{index + 1}</td>
                        <th scope="row">{line.attendee}</th>
                        <td>{line.organisation ?? ''}</td>
                        <td>{line.registrant}</td>
                        <td>{line.reference}</td>
                        <td>{statusLabels[line.status]}</td>
                        <td>{methodLabels[line.paymentMethod]}</td>
                        <td className={own.signature} />
                      </tr>
                    ))}
                  </tbody>
              </ScrollTable>
            )}
          </div>
        );
      }}
    </TrainingFrame>
  );
}
