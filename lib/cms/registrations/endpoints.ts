/**
 * The staff's endpoints for training registrations, under Payload's API (`/api/staff/registrations…`),
 * so that Payload has read the staff member's session (`req.user`) before they run:
 *
 *   GET  /api/staff/registrations                                 the trainings with registrations, seats and takings (JSON)
 *   GET  /api/staff/registrations/etims                           paid registrations whose eTIMS invoice is still to issue (JSON)
 *   GET  /api/staff/registrations/training/:trainingId            a training's registrations and takings (JSON)
 *   GET  /api/staff/registrations/training/:trainingId/attendance the training's attendance sheet as CSV
 *   GET  /api/staff/registrations/:id                             one registration, its payments and refunds (JSON)
 *   POST /api/staff/registrations/:id/paid                        an invoice is paid (`confirm`): the confirmation mail goes
 *   POST /api/staff/registrations/:id/cancel                      cancel (`reason`): the seats go to the waitlist
 *   POST /api/staff/registrations/:id/etims                       the eTIMS invoice's number (`etimsNumber`)
 *   POST /api/staff/registrations/:id/refund                      note a refund (`amount` in shillings, `refundedOn`, `note`)
 *
 * As the leads inbox's (lib/cms/leads/staff-endpoint.ts): admins and the leads team only, on an
 * account with a second factor on record; anyone else gets 403 (401 when not signed in); a post
 * from another site is refused. Every read, export and change is in the audit log. A post takes
 * JSON (answered with JSON) or a form from the admin's pages (answered with a redirect back to
 * the page with `?done=…` or `?error=…`, so the pages work without JavaScript).
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { toCsv } from '../../forms/records';
import { defaultRegistrationDeps } from '../../registrations/deps';
import { REGISTRATIONS_ADMIN_PATH, registrationAdminPath } from '../../registrations/links';
import { cancelRegistration, markInvoicePaid, noteRefund, recordEtimsNumber } from '../../registrations/staff-actions';
import { type Granted, json, problem, readBody, seeOther, staffEndpoint, withQuery } from '../leads/staff-endpoint';
import { attendanceOf, recordRegistrationAudit, viewEtimsTasks, viewRegistration, viewTraining, viewTrainings } from './audited';
import { type ActionError, actionErrors, confirmed, type Done, doneMessages, isRegistrationId, isTrainingId, parseCancel, parseEtims, parseRefund } from './forms';
import { attendanceTable, registrationDetail } from './overview';

/** Where the endpoints are, under Payload's `/api`. */
export const REGISTRATIONS_API = '/staff/registrations';

const NO_SUCH_REGISTRATION = 'There is no such registration (it may have been erased).';
const NO_SUCH_TRAINING = 'A training is named by its number.';

const registrationIdOf = (req: PayloadRequest) => {
  const id = req.routeParams?.id;
  return isRegistrationId(id) ? id.toLowerCase() : undefined;
};

const list = staffEndpoint(REGISTRATIONS_API, 'get', async ({ req, staff, db }) => json(await viewTrainings(req.payload, db, staff)));

const etims = staffEndpoint(`${REGISTRATIONS_API}/etims`, 'get', async ({ req, staff, db }) => json({ tasks: await viewEtimsTasks(req.payload, db, staff) }));

const training = staffEndpoint(`${REGISTRATIONS_API}/training/:trainingId`, 'get', async ({ req, staff, db }) => {
  const trainingId = req.routeParams?.trainingId;
  if (!isTrainingId(trainingId)) return problem(404, NO_SUCH_TRAINING);
  return json(await viewTraining(req.payload, db, staff, trainingId));
});

const attendance = staffEndpoint(`${REGISTRATIONS_API}/training/:trainingId/attendance`, 'get', async ({ req, staff, db }) => {
  const trainingId = req.routeParams?.trainingId;
  if (!isTrainingId(trainingId)) return problem(404, NO_SUCH_TRAINING);
  const { attendees } = await attendanceOf(req.payload, db, staff, trainingId, 'exported');
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(attendanceTable(attendees)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="attendance-training-${trainingId}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});

const detail = staffEndpoint(`${REGISTRATIONS_API}/:id`, 'get', async ({ req, staff, db }) => {
  const id = registrationIdOf(req);
  const found = id ? await viewRegistration(req.payload, db, staff, id) : null;
  return found ? json(found) : problem(404, NO_SUCH_REGISTRATION);
});

type Outcome = { ok: true; done: Done; details: Record<string, unknown> } | { ok: false; error: ActionError };

/** The answer for a refusal: 404 when there is no such registration, 409 when its state forbids it, 400 for what was sent. */
const refusalStatus = (error: ActionError) =>
  error === 'not-found' ? 404 : (['not-an-invoice', 'already-ended', 'not-paid', 'not-refundable', 'over-refund'] as string[]).includes(error) ? 409 : 400;

/**
 * One action on a registration: its id from the address, its fields from JSON or a form, then
 * `act`; a change is written to the audit log. A form from the eTIMS tasks page (`back=etims`)
 * is answered with that page, any other with the registration's.
 */
function action(name: string, act: (granted: Granted, id: string, data: Record<string, unknown>) => Promise<Outcome>): Endpoint {
  return staffEndpoint(`${REGISTRATIONS_API}/:id/${name}`, 'post', async (granted) => {
    const id = registrationIdOf(granted.req);
    if (!id) return problem(404, NO_SUCH_REGISTRATION);
    const body = await readBody(granted.req);
    if (!body) return problem(415, 'Send the fields as JSON or a form.');
    const outcome = await act(granted, id, body.data);
    if (outcome.ok) await recordRegistrationAudit(granted.db, granted.staff, { action: 'changed', leadId: id, details: outcome.details });
    if (!body.form) {
      if (!outcome.ok) return problem(refusalStatus(outcome.error), actionErrors[outcome.error]);
      return json({ done: outcome.done, message: doneMessages[outcome.done], ...(await registrationDetail(granted.db, id)) });
    }
    const back = body.data.back === 'etims' ? `${REGISTRATIONS_ADMIN_PATH}/etims` : registrationAdminPath(id);
    const reference = (await registrationDetail(granted.db, id))?.registration.reference;
    const answer: Record<string, string> = outcome.ok ? { done: outcome.done } : { error: outcome.error };
    return seeOther(withQuery(back, { ...answer, ...(back.endsWith('/etims') && reference ? { reference } : {}) }));
  });
}

/** The registration's status before an action, for the log's "from". */
async function statusBefore({ db }: Granted, id: string) {
  return (await registrationDetail(db, id))?.registration.status;
}

const markPaid = action('paid', async (granted, id, data) => {
  if (!confirmed(data)) return { ok: false, error: 'not-confirmed' };
  const from = await statusBefore(granted, id);
  const result = await markInvoicePaid(id, await defaultRegistrationDeps());
  if (!result.ok) return { ok: false, error: result.reason };
  return { ok: true, done: result.status === 'paid' ? 'paid' : 'paid-no-seat', details: { status: { from, to: result.status } } };
});

const cancel = action('cancel', async (granted, id, data) => {
  const reason = parseCancel(data);
  if (!reason.ok) return reason;
  const from = await statusBefore(granted, id);
  const result = await cancelRegistration(id, reason.value, await defaultRegistrationDeps());
  // The reason stays with the registration, not in the log: it may name people.
  return result.ok ? { ok: true, done: 'cancelled', details: { status: { from, to: 'cancelled' }, reason: true } } : { ok: false, error: result.reason };
});

const recordEtims = action('etims', async ({ db }, id, data) => {
  const number = parseEtims(data);
  if (!number.ok) return number;
  const result = await recordEtimsNumber(id, number.value, { db, now: () => new Date() });
  return result.ok ? { ok: true, done: 'etims', details: { etimsNumber: number.value } } : { ok: false, error: result.reason };
});

const refund = action('refund', async ({ db, staff }, id, data) => {
  const now = new Date();
  const parsed = parseRefund(data, now);
  if (!parsed.ok) return parsed;
  const result = await noteRefund(id, parsed.value, staff.id, { db, now: () => now });
  if (!result.ok) return { ok: false, error: result.reason };
  return { ok: true, done: 'refund', details: { refund: { amountCents: parsed.value.amountCents, refundedOn: parsed.value.refundedOn }, refundedCents: result.refundedCents } };
});

/** In matching order: the fixed paths before `/:id`. */
export const registrationsEndpoints: Endpoint[] = [list, etims, training, attendance, detail, markPaid, cancel, recordEtims, refund];
