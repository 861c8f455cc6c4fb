/**
 * The original site's JSON endpoints (docs/forms.md): `{"<key>": {…fields}}` in,
 * `{"message"}` (and `errors` on 400) out, through the same path as the site's own forms.
 */
import { withRequestLog } from '../request-log';
import { formMessages } from './messages';
import { readJsonBody } from './request-body';
import type { FormKind } from './schemas';
import { admitSubmission, defaultSubmissionDeps, processSubmission, type SubmissionDeps, type SubmissionOutcome } from './submission';

/** The key the spec's payload wraps each form's fields in. */
export const payloadKeys = { subscribe: 'form_data', contact: 'data', booking: 'data' } as const satisfies Record<
  FormKind,
  string
>;

type Answer = Omit<SubmissionOutcome<FormKind>, 'status'> & { status: SubmissionOutcome<FormKind>['status'] | 413 | 415 };

function respond(outcome: Answer): Response {
  const body = outcome.errors ? { message: outcome.message, errors: outcome.errors } : { message: outcome.message };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (outcome.retryAfterSeconds !== undefined) headers.set('Retry-After', String(outcome.retryAfterSeconds));
  return Response.json(body, { status: outcome.status, headers });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function handle(request: Request, kind: FormKind, deps: SubmissionDeps = defaultSubmissionDeps()): Promise<Response> {
  const refused = admitSubmission(kind, request.headers, deps);
  if (refused) return respond(refused);
  const body = await readJsonBody(request);
  if (!body.ok) return respond({ status: body.status, message: body.message });
  const key = payloadKeys[kind];
  const fields = isRecord(body.value) ? body.value[key] : undefined;
  if (!isRecord(fields)) return respond({ status: 400, message: formMessages.badRequest.shape(key) });
  return respond(await processSubmission(kind, fields, 'api', deps));
}

/** Handles one POST to a form's JSON endpoint (logged, with its request id in `x-request-id`). */
export const handleJsonSubmission = withRequestLog(handle);
