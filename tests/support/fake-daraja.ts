/**
 * A stand-in for Safaricom's Daraja API on a real HTTP server, for the M-Pesa tests: it checks
 * what the site sends as Daraja would (the app's credentials, the bearer token, every field of
 * the push, the password decoded against the shortcode, passkey and timestamp), records each
 * request, and answers a push with a callback to the site when and how the test says:
 * paid, cancelled, timed out, twice, out of order, late, or never (then only the query tells).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type DarajaCredentials = { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string; type: 'paybill' | 'till' };

/** How the stand-in ends a push: the result, and whether and when the callback goes. */
export type PushScript = {
  resultCode: number;
  resultDesc?: string;
  /** `never`: no callback (lost); the query still answers. Default `once`. */
  callback?: 'once' | 'twice' | 'never';
  /** Milliseconds before the callback goes (and before the query stops saying "being processed"). */
  delayMs?: number;
  /** The payer has not answered until the test calls `release`: the query says "being processed", no callback goes. */
  held?: boolean;
  receipt?: string;
  /** The amount the callback reports, if not the one pushed (a tampered or partial payment). */
  amount?: number;
};

export type RecordedPush = {
  body: Record<string, unknown>;
  checkoutRequestId: string;
  merchantRequestId: string;
  /** Problems the stand-in found in the request, as Daraja would refuse it; empty when correct. */
  problems: string[];
};

export type FakeDaraja = {
  url: string;
  pushes: RecordedPush[];
  queries: string[];
  tokensIssued: number;
  /** The script for the next pushes, first in first out; without one a push is paid at once. */
  script: PushScript[];
  /** Sends the callback of `checkoutRequestId` now, as scripted or with these changes (a forged or duplicate one). */
  sendCallback: (checkoutRequestId: string, changes?: Partial<PushScript> & { checkoutRequestId?: string; phone?: string }) => Promise<number>;
  /** The payer of a held push answers now: the query tells the outcome, and the callback goes as scripted. */
  release: (checkoutRequestId: string) => void;
  /** Makes every token issued so far invalid, as when Daraja's token expires early. */
  revokeTokens: () => void;
  close: () => Promise<void>;
};

const nairobiTimestamp = (at: Date) => new Date(at.getTime() + 3 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);

export async function startFakeDaraja(credentials: DarajaCredentials): Promise<FakeDaraja> {
  const tokens = new Set<string>();
  const pushes: RecordedPush[] = [];
  const queries: string[] = [];
  const script: PushScript[] = [];
  const outcomes = new Map<string, { push: RecordedPush; script: PushScript; settlesAt: number }>();

  function scheduleCallbacks(push: RecordedPush, plan: PushScript) {
    const sends = plan.callback === 'never' ? 0 : plan.callback === 'twice' ? 2 : 1;
    for (let n = 0; n < sends; n += 1) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        postCallback(push, plan).catch(() => undefined);
      }, plan.delayMs ?? 0);
      timers.add(timer);
    }
  }
  const timers = new Set<NodeJS.Timeout>();
  let tokensIssued = 0;

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  function callbackBody(push: RecordedPush, plan: PushScript & { checkoutRequestId?: string; phone?: string }) {
    const paid = plan.resultCode === 0;
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: plan.checkoutRequestId ?? push.checkoutRequestId,
          ResultCode: plan.resultCode,
          ResultDesc: plan.resultDesc ?? (paid ? 'The service request is processed successfully.' : 'Request cancelled by user'),
          ...(paid
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: plan.amount ?? Number(push.body.Amount) },
                    { Name: 'MpesaReceiptNumber', Value: plan.receipt ?? `T${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}` },
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(nairobiTimestamp(new Date())) },
                    { Name: 'PhoneNumber', Value: Number(plan.phone ?? push.body.PhoneNumber) },
                  ],
                },
              }
            : {}),
        },
      },
    };
  }

  async function postCallback(push: RecordedPush, plan: PushScript & { checkoutRequestId?: string; phone?: string }): Promise<number> {
    const response = await fetch(String(push.body.CallBackURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callbackBody(push, plan)),
      signal: AbortSignal.timeout(10_000),
    });
    await response.text();
    return response.status;
  }

  function checkPush(body: Record<string, unknown>): string[] {
    const problems: string[] = [];
    const expectType = credentials.type === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline';
    const timestamp = String(body.Timestamp ?? '');
    if (body.BusinessShortCode !== credentials.shortcode) problems.push(`BusinessShortCode ${String(body.BusinessShortCode)}`);
    if (!/^\d{14}$/.test(timestamp)) problems.push(`Timestamp ${timestamp}`);
    const password = Buffer.from(String(body.Password ?? ''), 'base64').toString();
    if (password !== `${credentials.shortcode}${credentials.passkey}${timestamp}`) problems.push('Password does not decode to shortcode + passkey + timestamp');
    if (body.TransactionType !== expectType) problems.push(`TransactionType ${String(body.TransactionType)}`);
    if (!Number.isInteger(body.Amount) || Number(body.Amount) < 1) problems.push(`Amount ${String(body.Amount)}`);
    for (const field of ['PartyA', 'PhoneNumber'] as const) if (!/^254[17]\d{8}$/.test(String(body[field]))) problems.push(`${field} ${String(body[field])}`);
    if (body.PartyB !== credentials.shortcode) problems.push(`PartyB ${String(body.PartyB)}`);
    if (typeof body.CallBackURL !== 'string' || !URL.canParse(body.CallBackURL)) problems.push(`CallBackURL ${String(body.CallBackURL)}`);
    const reference = String(body.AccountReference ?? '');
    if (reference.length < 1 || reference.length > 12) problems.push(`AccountReference ${reference}`);
    const description = String(body.TransactionDesc ?? '');
    if (description.length < 1 || description.length > 13) problems.push(`TransactionDesc ${description}`);
    return problems;
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://daraja.invalid');
      const authorization = request.headers.authorization ?? '';
      if (url.pathname === '/oauth/v1/generate') {
        const expected = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64')}`;
        if (request.method !== 'GET' || url.searchParams.get('grant_type') !== 'client_credentials' || authorization !== expected) {
          return json(response, 400, { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
        }
        const token = randomBytes(14).toString('base64url');
        tokens.add(token);
        tokensIssued += 1;
        return json(response, 200, { access_token: token, expires_in: '3599' });
      }
      if (!tokens.has(authorization.replace(/^Bearer /, ''))) {
        return json(response, 401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(response, 400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid body' });
      }
      if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
        const push: RecordedPush = {
          body,
          checkoutRequestId: `ws_CO_${Date.now()}${randomBytes(4).toString('hex')}`,
          merchantRequestId: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}-1`,
          problems: checkPush(body),
        };
        pushes.push(push);
        if (push.problems.length > 0) return json(response, 400, { errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${push.problems.join('; ')}` });
        const plan = script.shift() ?? { resultCode: 0 };
        outcomes.set(push.checkoutRequestId, { push, script: plan, settlesAt: plan.held ? Infinity : Date.now() + (plan.delayMs ?? 0) });
        json(response, 200, {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        });
        if (!plan.held) scheduleCallbacks(push, plan);
        return;
      }
      if (url.pathname === '/mpesa/stkpushquery/v1/query') {
        const id = String(body.CheckoutRequestID ?? '');
        queries.push(id);
        const outcome = outcomes.get(id);
        if (!outcome) return json(response, 500, { errorCode: '500.001.1001', errorMessage: 'The transaction does not exist' });
        if (Date.now() < outcome.settlesAt) return json(response, 500, { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
        return json(response, 200, {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: outcome.push.merchantRequestId,
          CheckoutRequestID: id,
          ResultCode: String(outcome.script.resultCode),
          ResultDesc: outcome.script.resultDesc ?? (outcome.script.resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user'),
        });
      }
      json(response, 404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    queries,
    get tokensIssued() {
      return tokensIssued;
    },
    script,
    async sendCallback(checkoutRequestId, changes = {}) {
      const outcome = outcomes.get(checkoutRequestId);
      if (!outcome) throw new Error(`the stand-in issued no push ${checkoutRequestId}`);
      return postCallback(outcome.push, { ...outcome.script, ...changes });
    },
    release(checkoutRequestId) {
      const outcome = outcomes.get(checkoutRequestId);
      if (!outcome) throw new Error(`the stand-in issued no push ${checkoutRequestId}`);
      outcome.settlesAt = Date.now();
      scheduleCallbacks(outcome.push, { ...outcome.script, delayMs: 0 });
    },
    revokeTokens: () => tokens.clear(),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };
}
