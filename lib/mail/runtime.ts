/**
 * The one outbox worker of a running site: started by `server.ts`, woken by each submission
 * (from Next's bundles, hence one per process), stopped when the server stops. If the
 * database cannot be reached at start (a PostgreSQL server still booting), it keeps trying
 * instead of leaving the queue unattended until the next restart.
 */
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import { log } from '../log';
import { processWide } from '../process-wide';
import { createConfiguredTransport, type MailTransport } from './transport';
import { OutboxWorker } from './worker';

type Shared = {
  wanted?: boolean;
  worker?: OutboxWorker;
  transport?: MailTransport;
  starting?: Promise<void>;
  interruptWait?: () => void;
};

const shared = () => processWide<Shared>('mail-worker', () => ({}));

const RETRY_MS = { first: 5_000, max: 60_000 } as const;

/** Starts the process's outbox worker once; resolves when it runs (or it is stopped first). */
export function startMailWorker(): Promise<void> {
  const state = shared();
  if (state.starting) return state.starting;
  state.wanted = true;
  state.starting = (async () => {
    let delay: number = RETRY_MS.first;
    while (state.wanted) {
      try {
        const handle = await getDatabase();
        if (!state.wanted) return;
        const transport = createConfiguredTransport(getConfig());
        const worker = new OutboxWorker({ db: handle.db, transport, releaseAllClaimsOnStart: handle.kind === 'embedded' });
        worker.start();
        state.worker = worker;
        state.transport = transport;
        log.info(`[mail] delivering the outbox from the ${handle.description} to ${transport.description}`);
        return;
      } catch (error) {
        log.error(`[mail] cannot reach the database to deliver mail; retrying in ${delay / 1000} s`, { error });
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          timer.unref();
          state.interruptWait = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        delay = Math.min(delay * 2, RETRY_MS.max);
      }
    }
  })();
  return state.starting;
}

/** Tells the worker new mail is queued; a no-op where none runs (scripts, tests). */
export function wakeMailWorker(): void {
  shared().worker?.wake();
}

/** Stops the worker after the mail in hand. */
export async function stopMailWorker(): Promise<void> {
  const state = shared();
  state.wanted = false;
  state.interruptWait?.();
  await state.starting;
  const { worker, transport } = state;
  state.worker = undefined;
  state.transport = undefined;
  state.starting = undefined;
  state.interruptWait = undefined;
  if (!worker) return;
  await worker.stop();
  transport?.close();
  // The counterpart of the start line: operators (and the shutdown test) see the worker end.
  log.info('[mail] stopped delivering the outbox');
}
