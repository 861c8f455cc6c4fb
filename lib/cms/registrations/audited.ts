/**
 * The staff's reads of training registrations, each written to the leads' audit log
 * (`lead_audit`, `lead_kind` `registration`) as it is made, so that no screen or endpoint can
 * show a registration without the log knowing: who looked at which list, registration or
 * attendance sheet, and who exported what. The log holds ids, counts and filters, never a name.
 */
import type { Payload } from 'payload';
import type { Db } from '../../db/types';
import { type AuditEntry, recordLeadAudit, type Staff } from '../leads/audit';
import {
  attendanceSheet,
  etimsTasks,
  registrationDetail,
  registrationsOfTraining,
  takingsOf,
  totalTakings,
  trainingSummaries,
} from './overview';
import { trainingsByIds } from './trainings';

/** One entry of the log about registrations. */
export const recordRegistrationAudit = (db: Db, staff: Staff, entry: Omit<AuditEntry, 'leadKind'>) => recordLeadAudit(db, staff, { ...entry, leadKind: 'registration' });

/** The trainings that have registrations, their seats and takings, and the takings of them all. */
export async function viewTrainings(payload: Payload, db: Db, staff: Staff) {
  const summaries = await trainingSummaries(db);
  const trainings = await trainingsByIds(payload, summaries.map((summary) => summary.trainingId));
  await recordRegistrationAudit(db, staff, { action: 'viewed', details: { list: 'trainings', shown: summaries.length } });
  return { summaries: summaries.map((summary) => ({ ...summary, training: trainings.get(summary.trainingId) })), totals: totalTakings(summaries) };
}

/** One training's registrations and their takings. */
export async function viewTraining(payload: Payload, db: Db, staff: Staff, trainingId: string) {
  const [registrations, trainings] = await Promise.all([registrationsOfTraining(db, trainingId), trainingsByIds(payload, [trainingId])]);
  await recordRegistrationAudit(db, staff, { action: 'viewed', details: { list: 'training', training: trainingId, shown: registrations.length } });
  return { training: trainings.get(trainingId), registrations, totals: takingsOf(registrations) };
}

/** One registration with its payments, waitlist place and refunds; null (and nothing logged) when there is none. */
export async function viewRegistration(payload: Payload, db: Db, staff: Staff, id: string) {
  const detail = await registrationDetail(db, id);
  if (!detail) return null;
  await recordRegistrationAudit(db, staff, { action: 'viewed', leadId: id });
  const trainings = await trainingsByIds(payload, [detail.registration.trainingId]);
  return { ...detail, training: trainings.get(detail.registration.trainingId) };
}

/** The paid registrations whose eTIMS invoices are still to be issued. */
export async function viewEtimsTasks(payload: Payload, db: Db, staff: Staff) {
  const tasks = await etimsTasks(db);
  const trainings = await trainingsByIds(payload, tasks.map((task) => task.trainingId));
  await recordRegistrationAudit(db, staff, { action: 'viewed', details: { list: 'etims', shown: tasks.length } });
  return tasks.map((task) => ({ ...task, training: trainings.get(task.trainingId) }));
}

/** A training's attendance sheet: `printed` when shown as the printable page, else exported (the CSV). */
export async function attendanceOf(payload: Payload, db: Db, staff: Staff, trainingId: string, use: 'printed' | 'exported') {
  const [attendees, trainings] = await Promise.all([attendanceSheet(db, trainingId), trainingsByIds(payload, [trainingId])]);
  await recordRegistrationAudit(db, staff, {
    action: use === 'exported' ? 'exported' : 'viewed',
    details: { list: 'attendance', training: trainingId, rows: attendees.length, ...(use === 'printed' ? { printable: true } : {}) },
  });
  return { training: trainings.get(trainingId), attendees };
}
