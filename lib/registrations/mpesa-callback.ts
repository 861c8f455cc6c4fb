/**
 * The M-Pesa callback endpoint, `POST SITE_URL/api/payments/mpesa/callback/<key>`: answers
 * Daraja at once and settles the payment after the answer (`defer`, Next's `after()` on the
 * site). A wrong key is a 404, a body that is not a callback a 400; both are logged as forged.
 * The settling logs a callback for a push the site never made, or whose amount or phone differs,
 * as refused. A callback lost to a restart between the answer and the settling is recovered by
 * the sweeper's query (lib/registrations/payments.ts).
 */
import { readCappedBody } from '../forms/request-body';
import { CALLBACK_ACKNOWLEDGED, readStkCallback, type StkOutcome } from '../payments/mpesa/callback';
import { isMpesaCallbackKey } from '../payments/mpesa/callback-path';
import type { MpesaSettings } from '../payments/mpesa/settings';
import { type RegistrationDeps, registrationLog } from './deps';
import { pushesInFlight, type SettleResult, settlePayment } from './payments';

/** Daraja's callbacks are a few hundred bytes; anything much larger is not one. */
const MAX_CALLBACK_BYTES = 16 * 1024;

export type CallbackEndpointDeps = {
  settings: MpesaSettings | undefined;
  /** Runs work after the answer has gone. */
  defer: (work: () => Promise<void>) => void;
  registrationDeps: () => Promise<RegistrationDeps>;
};

/** How often, and how long at most, a callback for an id not yet known waits for a push in flight. */
const IN_FLIGHT_POLL_MS = 100;
const IN_FLIGHT_WAIT_MS = 20_000;

/**
 * Settles the callback's payment. A callback can overtake Daraja's answer to its push: while
 * some push is in flight (its id not yet recorded), an unknown id waits for it; once none is,
 * unknown means the site never made that push.
 *
 * Whether a push is in flight is asked before the payment is looked up, not after: asked after,
 * the push's id could be recorded between the two, and the callback would find neither the
 * payment nor a push in flight, and be dropped (the tests' callbacks were, now and then, under load).
 */
async function settleWhenKnown(outcome: StkOutcome, deps: RegistrationDeps): Promise<SettleResult> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const inFlight = await pushesInFlight(deps);
    const result = await settlePayment(outcome, 'callback', deps);
    if (result.result !== 'unknown' || !inFlight || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
  }
}

const json = (status: number, body: unknown) => Response.json(body, { status });

export async function handleMpesaCallback(request: Request, key: string, deps: CallbackEndpointDeps): Promise<Response> {
  if (!deps.settings || !isMpesaCallbackKey(key, deps.settings)) {
    registrationLog.warn('refused an M-Pesa callback on a wrong address (forged?)', { path: new URL(request.url).pathname.slice(0, 60) });
    return json(404, { ResultCode: 1, ResultDesc: 'Not found' });
  }
  // Declared or sent: a chunked body is cut off at the limit too (lib/forms/request-body.ts).
  const bytes = await readCappedBody(request, MAX_CALLBACK_BYTES);
  if (bytes === 'too-large') {
    registrationLog.warn('refused an M-Pesa callback too large to be one', { declared: request.headers.get('content-length') });
    return json(413, { ResultCode: 1, ResultDesc: 'Too large' });
  }
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const outcome = readStkCallback(body);
  if (!outcome) {
    registrationLog.warn('refused a body that is not an M-Pesa callback', { bytes: text.length });
    return json(400, { ResultCode: 1, ResultDesc: 'Not an STK callback' });
  }
  deps.defer(async () => {
    try {
      const registrationDeps = await deps.registrationDeps();
      const result = await settleWhenKnown(outcome, registrationDeps);
      const fields = { checkoutRequestId: outcome.checkoutRequestId, resultCode: outcome.resultCode, receipt: outcome.receipt };
      if (result.result === 'unknown') registrationLog.warn('refused an M-Pesa callback for a push this site did not make', fields);
      else if (result.result === 'refused') registrationLog.error(`refused an M-Pesa callback: ${result.problem}`, fields);
      else if (result.result === 'duplicate') registrationLog.info('an M-Pesa callback came again; nothing changed', fields);
      else registrationLog.info(`M-Pesa payment ${result.paymentStatus}; registration ${result.registrationStatus}`, fields);
    } catch (error) {
      // The payment stays pending: the sweeper's query settles it.
      registrationLog.error('could not settle an M-Pesa callback; the query will', { checkoutRequestId: outcome.checkoutRequestId, error });
    }
  });
  return json(200, CALLBACK_ACKNOWLEDGED);
}
