/**
 * Whether the server is stopping, for the health check: `server.ts` marks it when a stop
 * signal arrives, and `/healthz` (in Next's bundle) answers 503 from then on, so a load
 * balancer takes the instance out before it closes.
 */
import { processWide } from '../process-wide';

const state = () => processWide('lifecycle', () => ({ stopping: false }));

/** True once the server has been asked to stop. */
export function isStopping(): boolean {
  return state().stopping;
}

/** Called by `server.ts` when a stop signal arrives. */
export function markStopping(): void {
  state().stopping = true;
}
