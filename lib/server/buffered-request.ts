/**
 * A request whose body has been read already, handed on as if it had not been: the request
 * guard (stage 2 of `server.ts`) reads a post to a page to check it, then Next must read it
 * again. The copy is a real `IncomingMessage` on the same socket, with the same method, URL,
 * headers and HTTP version, that streams the bytes that were read.
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
