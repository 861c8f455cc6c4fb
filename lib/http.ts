/**
 * Small HTTP helpers shared by the server's request pipeline (`server.ts`, Node's request
 * objects) and the app's own handlers (the Fetch API's `Headers`).
 */
import type { IncomingHttpHeaders } from 'node:http';

/** What the checks need of a request's headers: the Fetch API's `Headers` fits, and so does {@link headerSource}. */
export type HeaderSource = { get(name: string): string | null };

/** Node's header object seen through {@link HeaderSource} (repeated headers joined with commas, as `Headers` does). */
export function headerSource(headers: IncomingHttpHeaders): HeaderSource {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** A request URL's path without its query or fragment: what logs may show (a query can hold a token). */
export function pathOf(url: string | undefined): string {
  return (url ?? '/').split(/[?#]/, 1)[0] || '/';
}

/**
 * A request URL with the dot segments of its path (`.` and `..`, also spelled `%2e`) resolved as
 * `new URL()` resolves them, as Next does before it routes: `/api/users/x/%2e%2e/login` is
 * `/api/users/login`. The request pipeline resolves them first (server.ts, stage 2), so every
 * stage matches the path Next will serve. The rest of the URL is left as it was sent.
 */
export function withDotSegmentsResolved(url: string): string {
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(pathname)) return url;
  // The path alone, after an origin of our own: a path starting `//` stays a path.
  const resolved = new URL(`http://localhost${pathname.startsWith('/') ? '' : '/'}${pathname}`).pathname;
  return resolved + (queryAt === -1 ? '' : url.slice(queryAt));
}

/** A request URL's path, percent-decoded; null when it is not valid UTF-8 percent-encoding. */
export function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return null;
  }
}

/** A chunk written to a Node response (a string in `encoding`, or bytes) as a Buffer. */
export function chunkBuffer(chunk: string | Uint8Array, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}
