/** Submission dependencies for tests: a given database, a fresh rate limiter, a wake counter. */
import { firmContactSeed } from '../../../lib/cms/globals/ContactDetails/reshape';
import type { Db } from '../../../lib/db/types';
import { CLIENT_ADDRESS_HEADER } from '../../../lib/server/client-address';
import { RateLimiter } from '../../../lib/forms/rate-limit';
import type { SubmissionDeps } from '../../../lib/forms/submission';
import { NO_PROXY } from '../../../lib/server/trust-proxy';

export const TEST_SITE_URL = 'https://www.kilele.example';
export const TEST_NOTIFY_TO = 'enquiries@kilele.example';

export function testDeps(db: Db, overrides: Partial<SubmissionDeps> = {}): SubmissionDeps & { wakes: () => number } {
  let wakes = 0;
  return {
    database: async () => db,
    siteUrl: TEST_SITE_URL,
    notifyTo: TEST_NOTIFY_TO,
    // Today's contact details, as a site whose admin nobody has changed reads them.
    firmContact: async () => firmContactSeed(),
    trustProxy: NO_PROXY,
    limiter: new RateLimiter({ limit: 1000 }),
    wake: () => {
      wakes += 1;
    },
    log: () => undefined,
    wakes: () => wakes,
    ...overrides,
  };
}

type PostOptions = { headers?: Record<string, string>; client?: string };

/** A JSON POST as a browser on the site itself would send it, from `client`. */
export function jsonPost(path: string, body: unknown, { headers = {}, client = '203.0.113.7' }: PostOptions = {}): Request {
  return new Request(`${TEST_SITE_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'www.kilele.example',
      [CLIENT_ADDRESS_HEADER]: client,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
