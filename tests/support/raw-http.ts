/**
 * HTTP requests with nothing smoothed over, for the hostile-input tests: any method, path,
 * headers and body, including bodies of many megabytes streamed slowly, with a note of how
 * much had been sent when the answer came. A connection closed before an answer rejects.
 */
import http from 'node:http';

export type RawAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Body bytes written before the answer arrived (all of them for a plain body). */
  bytesSentBeforeAnswer: number;
};

export type RawRequest = {
  method?: string;
  /** Sent as it is: percent-encode anything odd. */
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Uint8Array;
  /** Streams `chunk` over and over up to `totalBytes`, stopping as soon as the server answers. */
  stream?: { chunk: Uint8Array; totalBytes: number };
  timeoutMs?: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one request on its own connection to `baseUrl` and reads the whole answer. */
export function rawRequest(baseUrl: string, options: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const body = options.body ?? '';
  const headers = { ...options.headers };
  // A server that answers before reading a whole body and then closes the connection makes
  // the kernel reset it, which can swallow the very answer being tested. A browser keeps the
  // connection alive, and Node then drains what is left of the body: do as a browser does.
  headers.connection ??= 'keep-alive';
  // Node frames a GET or DELETE body only when told its length; a browser always says it.
  if (!options.stream && body.length > 0 && !Object.keys(headers).some((name) => /^content-length$/i.test(name))) {
    headers['content-length'] = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  }
  return new Promise<RawAnswer>((resolve, reject) => {
    let sent = 0;
    let sentBeforeAnswer: number | undefined;
    const request = http.request({
      host: hostname,
      port,
      method: options.method ?? 'POST',
      path: options.path,
      headers,
      agent: false,
    });
    request.on('response', (response) => {
      sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          bytesSentBeforeAnswer: sentBeforeAnswer ?? sent,
        });
        // Nothing more is sent on this connection: close it rather than wait for the server.
        request.destroy();
      });
      response.on('error', reject);
    });
    // Once answered, the server may close while the rest of a refused body is on its way.
    request.on('error', (error) => {
      if (sentBeforeAnswer === undefined) reject(error);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));

    if (!options.stream) {
      sent = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
      request.end(body);
      return;
    }
    const { chunk, totalBytes } = options.stream;
    void (async () => {
      while (sent < totalBytes && sentBeforeAnswer === undefined && !request.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, totalBytes - sent));
        const flushed = request.write(piece);
        sent += piece.byteLength;
        if (!flushed) {
          await new Promise<void>((resume) => {
            const done = () => {
              request.off('drain', done);
              request.off('close', done);
              resume();
            };
            request.on('drain', done);
            request.on('close', done);
          });
        }
        // A little slower than the loopback allows, as a client over a real network would be.
        await pause(1);
      }
      if (!request.destroyed) request.end();
    })();
  });
}
