/**
 * The two small JSON answers the visitor's pages ask for, so that the pages themselves stay
 * static or cheap: a training's seats (its page is static and cached; the figure comes from
 * here, cacheable for {@link SEATS_MAX_AGE_SECONDS} seconds) and a registration's payment state
 * (the status page polls it while the prompt is on the phone).
 */
import { withRequestLog } from '../request-log';
import type { RegistrationDeps } from './deps';
import { registrationIdOf } from './links';
import { seatsLeft } from './seats';
import { hasStarted } from './terms';
import { paymentStatus } from './status';
import { isDocumentNumber } from '../cms/document-number';

/** How long a browser or proxy may reuse the seats figure: a display, not a promise (the form decides under the lock). */
export const SEATS_MAX_AGE_SECONDS = 5;

export type SeatsAnswer =
  | { sold: false }
  /** `open` false once the training has started: its page offers no registration. */
  | { sold: true; capacity: number; seatsLeft: number; full: boolean; open: boolean };

/** A training's seats, or `sold: false` when the site does not sell them (no capacity, a draft, not a training). */
export async function trainingSeats(trainingId: string, deps: Pick<RegistrationDeps, 'db' | 'terms' | 'now'>): Promise<SeatsAnswer> {
  const terms = await deps.terms(trainingId);
  if (!terms) return { sold: false };
  const left = await seatsLeft(deps.db, terms.trainingId, terms.capacity);
  const open = !hasStarted(terms, deps.now());
  return { sold: true, capacity: terms.capacity, seatsLeft: left, full: left === 0, open };
}

const json = (status: number, body: unknown, cacheControl: string) => Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });

/** GET /api/trainings/<id>/seats. */
export async function answerTrainingSeats(trainingId: string, deps: () => Promise<Pick<RegistrationDeps, 'db' | 'terms' | 'now'>>): Promise<Response> {
  if (!isDocumentNumber(trainingId)) return json(404, { message: 'There is no training with this id.' }, 'no-store');
  const answer = await trainingSeats(trainingId, await deps());
  return json(200, answer, `public, max-age=${SEATS_MAX_AGE_SECONDS}`);
}

/** What the status page needs to know to decide whether to show itself afresh. */
export type StatusAnswer = { status: string; payment: 'pending' | 'paid' | 'failed' | 'none' };

/** GET /api/registrations/status?token=…: private, never cached; 404 for a token the site did not sign. */
export async function answerRegistrationStatus(token: string, deps: () => Promise<Pick<RegistrationDeps, 'db'>>): Promise<Response> {
  const id = registrationIdOf(token);
  const status = id ? await paymentStatus((await deps()).db, id) : undefined;
  if (!status) return json(404, { message: 'This registration link is not valid.' }, 'no-store');
  const answer: StatusAnswer = { status: status.status, payment: status.mpesa?.state ?? 'none' };
  return json(200, answer, 'private, no-store');
}

/**
 * The route handler of `GET /api/registrations/status?token=…`: the token from the query, and
 * the request's log line (lib/request-log.ts), which names the path alone, so no log keeps it.
 */
export function registrationStatusHandler(deps: () => Promise<Pick<RegistrationDeps, 'db'>>): (request: Request) => Promise<Response> {
  return withRequestLog((request: Request) => answerRegistrationStatus(new URL(request.url).searchParams.get('token') ?? '', deps));
}
