/**
 * The staff admin's doors that the request pipeline watches (server.ts, stage 3): the ones
 * that must stay shut, and the ones a stranger may knock on only so often.
 *
 * - **No account for a stranger.** While `users` is empty, Payload lets whoever comes first
 *   make an admin account (`/admin/create-first-user`, `POST /api/users/first-register`).
 *   Staff accounts come only from `npm run admin:create-user`, so both addresses are shut,
 *   always: the page says how to make an account, the API answers 404.
 * - **Sign-in under the rate limit.** Sign-in, password-reset and unlock posts count against
 *   the same per-client limit as the site's forms (`FORM_RATE_LIMIT` a minute), on top of
 *   Payload's lockout of an account after five failures in a row.
 */
import { formRateLimiter, type RateLimiter } from '../forms/rate-limit';
import { escapeHtml } from '../mail/escape';

export const CREATE_USER_COMMAND = 'npm run admin:create-user -- --email ADDRESS --role admin';

const FIRST_USER_PAGE = '/admin/create-first-user';
const FIRST_USER_API = '/api/users/first-register';
const SIGN_IN_POSTS = new Set(['/api/users/login', '/api/users/forgot-password', '/api/users/reset-password', '/api/users/unlock']);

/** What the pipeline answers instead of Next. */
export type DoorAnswer = { status: number; contentType: string; body: string; retryAfterSeconds?: number };

/** A path as the router would match it: decoded, single slashes, no trailing slash, lower case. */
function routedPath(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1').toLowerCase();
  } catch {
    return null;
  }
}

function noFirstUserPage(): string {
  const title = 'No staff account yet';
  return `<!doctype html>
<html lang="en-KE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<main><h1>${title}</h1>
<p>Staff accounts are never made through the website. Whoever runs the server makes the first one there:</p>
<pre style="white-space:pre-wrap;background:#f3f4f6;padding:1rem">${escapeHtml(CREATE_USER_COMMAND)}</pre>
<p>The command asks for the password, and prints the code to add to an authenticator app. Then <a href="/admin">sign in</a>.</p></main>
</body></html>
`;
}

/** The answer for a request to one of the admin's watched doors, or null to let it through. */
export function adminDoorAnswer(
  method: string | undefined,
  url: string,
  client: string,
  limiter: Pick<RateLimiter, 'hit'> = formRateLimiter(),
): DoorAnswer | null {
  const path = routedPath(url);
  if (path === null) return null;
  if (path === FIRST_USER_PAGE) return { status: 404, contentType: 'text/html; charset=utf-8', body: noFirstUserPage() };
  if (path === FIRST_USER_API) {
    return {
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: `Staff accounts are made on the server: ${CREATE_USER_COMMAND}` }] }),
    };
  }
  if (method === 'POST' && SIGN_IN_POSTS.has(path)) {
    const decision = limiter.hit(`staff-sign-in|${client}`);
    if (!decision.allowed) {
      return {
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Too many attempts from this address. Please wait a minute and try again.' }] }),
        retryAfterSeconds: decision.retryAfterSeconds,
      };
    }
  }
  return null;
}
