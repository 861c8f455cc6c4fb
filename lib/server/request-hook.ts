/**
 * Runs code on every HTTP request this process's servers receive, before Next handles it.
 * Next gives its handlers no access to the socket or the raw response, so the modules that
 * need them (the client's address, the graceful stop, the script policy, the request guard)
 * hook Node's `http.Server` here instead of each patching it their own way.
 *
 * Hooks run last-installed first. A hook that answers the request itself returns `true`, and
 * neither the hooks installed before it nor Next see the request.
 */
import http from 'node:http';

/**
 * A request URL's path (before any `?` or `#`), percent-decoded; null when it is not valid
 * UTF-8 percent-encoding (the request guard answers those 400 before any other hook runs).
 */
export function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return null;
  }
}

export type RequestHook = (request: http.IncomingMessage, response: http.ServerResponse) => boolean | void;

/** Installs `hook` once per process under `key` (a module may be loaded by several bundles). */
export function hookRequests(key: string, hook: RequestHook): void {
  const installed = Symbol.for(`kilele.request-hook.${key}`);
  const scope = globalThis as typeof globalThis & { [installed]?: boolean };
  if (scope[installed]) return;
  scope[installed] = true;
  const prototype = http.Server.prototype as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = prototype.emit;
  prototype.emit = function emitWithHook(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args;
      if (request instanceof http.IncomingMessage && response instanceof http.ServerResponse && hook(request, response)) {
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
}
