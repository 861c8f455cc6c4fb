/**
 * The one outbox worker of a running site: started by `server.ts`, woken by each submission
 * (from Next's bundles, hence one per process), stopped when the server stops. If the
 * database cannot be reached at start (a PostgreSQL server still booting), it keeps trying
 * instead of leaving the queue unattended until the next restart.
 */
import { getServerConfig } from '../config';
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
        const transport = createConfiguredTransport(getServerConfig());
        const worker = new OutboxWorker({ db: handle.db, transport, releaseAllClaimsOnStart: handle.kind === 'embedded' });
        worker.start();
        state.worker = worker;
        state.transport = transport;
        const signed = transport.signedAs ? `, DKIM-signed with ${transport.signedAs}` : ', unsigned (no DKIM key)';
        log.info(`[mail] delivering the outbox from the ${handle.description} to ${transport.description}${signed}`);
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

/** How this process sends mail, for the health check; null while no worker runs here. */
export function mailTransportStatus(): { kind: MailTransport['kind']; description: string; dkim: string | null } | null {
  const transport = shared().transport;
  if (!transport) return null;
  // The log names the folder; an answer anyone may fetch does not show the server's paths.
  const description = transport.kind === 'files' ? '.eml files in DATA_DIR/mail' : transport.description;
  return { kind: transport.kind, description, dkim: transport.signedAs };
}

/**
 * How many rounds this process's outbox worker has finished, failed ones included; null while
 * none runs here. For the health check: a count that grows shows the worker is alive, and a
 * test outside the process waits for more rounds where it would otherwise guess with a sleep.
 */
export function mailWorkerRounds(): number | null {
  return shared().worker?.rounds ?? null;
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
