/**
 * One value per process, whichever copy of a module asks for it.
 *
 * `server.ts` loads our modules once, and Next bundles them again into its route handlers,
 * pages and server actions, so a plain module variable would exist once per bundle. State that
 * must be one per process (the open database, the mail worker, the rate limiter, whether the
 * server is stopping) is kept on `globalThis` under a registry key instead.
 */
const registry = Symbol.for('kilele.process-wide');

type Registry = Map<string, unknown>;

function values(): Registry {
  const scope = globalThis as typeof globalThis & { [registry]?: Registry };
  scope[registry] ??= new Map();
  return scope[registry];
}

/** The process's value under `name`, made by `create` the first time anyone asks. */
export function processWide<T>(name: string, create: () => T): T {
  const all = values();
  if (!all.has(name)) all.set(name, create());
  return all.get(name) as T;
}

/** Forgets every process-wide value (tests that start the site's pieces more than once). */
export function forgetProcessWideValues(): void {
  values().clear();
}
