/**
 * A request whose body has been read already, handed on as if it had not been: the request
 * guard (stage 2 of `server.ts`) reads a post to a page to check it, then Next must read it
 * again. The copy is a real `IncomingMessage` on the same socket, with the same method, URL,
 * headers and HTTP version, that streams the bytes that were read.
 *
 * Why a new `IncomingMessage` fed with `push()`, and not something else:
 * - the guard must read the whole body before it can decide, and `readable.unshift()` (the
 *   public way to give bytes back to a stream) throws once the stream has ended;
 * - Next's request handler needs an `http.IncomingMessage` (its socket, headers, HTTP version
 *   and `complete`), so a plain `Readable.from(body)` will not do;
 * - Node has no public factory for a request from bytes. `http.IncomingMessage` is a
 *   documented export and a `stream.Readable`, and `push()` is the documented way to feed a
 *   Readable; every field set here is a documented, writable property. Nothing private
 *   (`_dump`, `_consuming`, parser state) is touched, which is what would break across
 *   Node versions. The system tests post through this path on every run.
 */
import http from 'node:http';

/** `original`'s request line and headers with `body` as its (complete) body. */
export function requestWithBody(original: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const copy = new http.IncomingMessage(original.socket);
  copy.method = original.method;
  copy.url = original.url;
  copy.httpVersion = original.httpVersion;
  copy.httpVersionMajor = original.httpVersionMajor;
  copy.httpVersionMinor = original.httpVersionMinor;
  // The body is now a known length, whatever framing it arrived in.
  const headers: http.IncomingHttpHeaders = { ...original.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  copy.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value ?? '']).flatMap((one) => [name, one]),
  );
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}
