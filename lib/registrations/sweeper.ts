/**
 * The registrations' sweeper, run by the site's background jobs every
 * {@link SWEEP_INTERVAL_MS}: asks Daraja about payments whose callback has not come, lapses holds
 * past their time, and offers free seats to whoever waits. After a kill -9 it is what finishes
 * the interrupted work: a payment settled by nobody is queried, a hold nobody released lapses.
 */
import { type RegistrationDeps, registrationLog } from './deps';
import { lapseExpiredHolds, offerWaitingSeats } from './lapse';
import { abandonStalePushes, queryDuePayments } from './payments';

export const SWEEP_INTERVAL_MS = 15_000;

export type SweepReport = { paymentsSettled: number; holdsLapsed: number; offers: number };

/** One pass; each step's failure is logged and the others still run. */
export async function sweepRegistrations(deps: RegistrationDeps): Promise<SweepReport> {
  const step = async (name: string, work: () => Promise<number>) => {
    try {
      return await work();
    } catch (error) {
      registrationLog.error(`the sweeper could not ${name}; it tries again at its next pass`, { error });
      return 0;
    }
  };
  await step('end pushes a stopped site never heard back about', () => abandonStalePushes(deps));
  return {
    paymentsSettled: await step('query pending payments', () => queryDuePayments(deps)),
    holdsLapsed: await step('lapse expired holds', () => lapseExpiredHolds(deps)),
    offers: await step('offer free seats', () => offerWaitingSeats(deps)),
  };
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;

/** Starts the sweeper on the running site. */
export function startRegistrationSweeper(deps: () => Promise<RegistrationDeps>): void {
  const pass = async () => {
    if (running) return;
    running = deps()
      .then(sweepRegistrations)
      .catch((error: unknown) => registrationLog.error('the sweeper could not start a pass', { error }))
      .finally(() => (running = undefined));
  };
  timer = setInterval(() => void pass(), SWEEP_INTERVAL_MS);
  timer.unref();
  void pass();
}

/** Stops it; a pass under way finishes first. */
export async function stopRegistrationSweeper(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
