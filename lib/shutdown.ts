/**
 * A graceful stop for `next start` on SIGTERM or SIGINT. Next's own handler closes the HTTP
 * server at once, and Node's `server.close()` destroys every connection with no request
 * parsed yet, including ones whose request bytes are already waiting in the socket: under
 * load those posts were reset, not answered. Next then calls `process.exit()` straight
 * away, which would cut off closing the database. So on a signal this module:
 *
 * 1. stops reusing connections (each answer carries `Connection: close`) and counts the
 *    requests in flight;
 * 2. waits until none has been in flight for a short quiet spell, so every request already
 *    sent is read and answered, then hands over to Next's handler;
 * 3. when Next calls `process.exit()`, runs the stop hooks (close the database) first;
 * 4. exits anyway once a hard deadline passes, so a hung request cannot keep it alive.
 */
import { log } from './log';
import { hookRequests } from './server/request-hook';

/** Quiet time with nothing in flight before the server closes its idle connections. */
const QUIET_MS = 300;
/** Longest wait for requests in flight before handing over to Next regardless. */
const DRAIN_MAX_MS = 6_000;
/** Longest time the stop hooks get once Next is done. */
const HOOKS_MAX_MS = 2_000;
/** The process ends by this time after the signal, whatever is still running. */
const HARD_DEADLINE_MS = 9_000;

type State = {
  installed: boolean;
  inFlight: number;
  lastActivity: number;
  draining: boolean;
  hooks: (() => Promise<void>)[];
};

const STATE_KEY = Symbol.for('kilele.shutdown');

function state(): State {
  const scope = globalThis as typeof globalThis & { [STATE_KEY]?: State };
  scope[STATE_KEY] ??= { installed: false, inFlight: 0, lastActivity: 0, draining: false, hooks: [] };
  return scope[STATE_KEY];
}

/** True once the process has been asked to stop (health checks report it to load balancers). */
export function isDraining(): boolean {
  return state().draining;
}

const exitCodes: Record<'SIGTERM' | 'SIGINT', number> = { SIGTERM: 143, SIGINT: 130 };

function trackRequests(): void {
  const shared = state();
  hookRequests('shutdown', (_request, response) => {
    shared.inFlight += 1;
    shared.lastActivity = Date.now();
    if (shared.draining) response.shouldKeepAlive = false;
    response.once('close', () => {
      shared.inFlight -= 1;
      shared.lastActivity = Date.now();
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function drain(started: number): Promise<void> {
  const shared = state();
  while (Date.now() - started < DRAIN_MAX_MS) {
    if (shared.inFlight === 0 && Date.now() - shared.lastActivity >= QUIET_MS) return;
    await sleep(50);
  }
  log.warn('[shutdown] requests still in flight after the drain period; closing anyway', { inFlight: shared.inFlight });
}

async function runHooks(): Promise<void> {
  const hooks = state().hooks.splice(0);
  const all = Promise.allSettled(hooks.map((hook) => hook())).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') log.error('[shutdown] a stop step failed', { error: result.reason });
    }
  });
  await Promise.race([all, sleep(HOOKS_MAX_MS)]);
}

function onSignal(signal: 'SIGTERM' | 'SIGINT', nextHandlers: ((signal: NodeJS.Signals) => void)[]): void {
  const shared = state();
  if (shared.draining) return;
  shared.draining = true;
  const started = Date.now();
  log.info(`[shutdown] ${signal}: finishing requests in flight`, { inFlight: shared.inFlight });

  const realExit = process.exit.bind(process);
  let exiting = false;
  const finish = (code: number | string | null | undefined) => {
    if (exiting) return;
    exiting = true;
    void runHooks().then(() => {
      log.info('[shutdown] stopped', { ms: Date.now() - started });
      realExit(code ?? exitCodes[signal]);
    });
  };
  // Next exits as soon as its server is closed; the database must be closed first.
  process.exit = ((code?: number | string | null) => finish(code)) as typeof process.exit;
  setTimeout(() => {
    log.error('[shutdown] still running at the deadline; exiting now', { ms: Date.now() - started });
    realExit(exitCodes[signal]);
  }, HARD_DEADLINE_MS).unref();

  void drain(started).then(() => {
    if (nextHandlers.length === 0) finish(exitCodes[signal]);
    for (const handler of nextHandlers) handler(signal);
  });
}

/**
 * Installs the graceful stop once per process, taking over the signal handlers registered
 * so far (Next's) and calling them after the drain. `hooks` run after the HTTP server has
 * closed, before the process exits.
 */
export function installGracefulShutdown(hook: () => Promise<void>): void {
  const shared = state();
  shared.hooks.push(hook);
  if (shared.installed) return;
  shared.installed = true;
  trackRequests();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const nextHandlers = process.listeners(signal);
    for (const handler of nextHandlers) process.off(signal, handler);
    // Kept (not `once`): a second signal, as shells send on Ctrl-C, must not kill the drain.
    process.on(signal, () => onSignal(signal, nextHandlers));
  }
}
