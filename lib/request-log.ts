/**
 * One log line per request to the site's own route handlers, tied together by a request id
 * that the response returns in `x-request-id` (Next has no request hook for pages; its route
 * handlers are where our own code answers). A proxy's id is kept when it is a sane token, so
 * one id follows a request from the load balancer to the database error it caused.
 */
import { randomUUID } from 'node:crypto';
import { log, withLogContext } from './log';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is a plain token of 8 to 128 characters, else a new UUID. */
export function requestIdFor(incoming: string | null | undefined): string {
  const trimmed = incoming?.trim();
  return trimmed && SANE_ID.test(trimmed) ? trimmed : randomUUID();
}

function withHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Some responses (redirects, fetched ones) have immutable headers: answer with a copy.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/** Wraps a route handler: a request id for its logs and its answer, and one line when it answers. */
export function withRequestLog<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Response | Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return (request, ...rest) => {
    const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
    return withLogContext({ requestId }, async () => {
      const started = performance.now();
      const path = new URL(request.url, 'http://site.invalid').pathname;
      try {
        const response = await handler(request, ...rest);
        const fields = { method: request.method, path, status: response.status, ms: Math.round(performance.now() - started) };
        if (response.status >= 500) log.warn('request answered', fields);
        else log.info('request answered', fields);
        return withHeader(response, requestId);
      } catch (error) {
        log.error('request failed', { method: request.method, path, ms: Math.round(performance.now() - started), error });
        throw error;
      }
    });
  };
}
