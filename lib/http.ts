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
