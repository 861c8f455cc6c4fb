/**
 * Safaricom's Daraja API for Lipa na M-Pesa Online (STK Push), called directly with `fetch`:
 * the OAuth token, the push that puts a payment prompt on the payer's phone, and the query
 * that asks how a push ended when its callback never came. (The npm packages for Daraja are
 * unmaintained; these are three small JSON calls.)
 *
 * - The token is kept until a minute before its `expires_in`, and fetched again once if
 *   Daraja refuses it.
 * - `Password` is base64(shortcode + passkey + timestamp), the timestamp `YYYYMMDDHHmmss` in
 *   Nairobi time.
 * - Every call has a timeout; a failure is a {@link DarajaError} that says whether trying
 *   again later may work.
 */
import { nairobiDateTime } from '../../nairobi-time';
import type { MpesaSettings } from './settings';

export class DarajaError extends Error {
  constructor(
    message: string,
    /** True when the same call may succeed later (Daraja down or slow, a 5xx, a timeout). */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DarajaError';
  }
}

export type StkPushRequest = {
  /** Whole shillings. */
  amount: number;
  /** `2547…`/`2541…` (lib/payments/mpesa/phone.ts). */
  phone: string;
  /** At most 12 characters: what the payer sees as the account. */
  accountReference: string;
  /** At most 13 characters: what the push is for. */
  description: string;
  callbackUrl: string;
};

export type StkPushAccepted = { merchantRequestId: string; checkoutRequestId: string; customerMessage: string };

/** How a push ended, as the query tells it; `pending` while the payer has not answered. */
export type StkQueryAnswer = { state: 'pending' } | { state: 'ended'; resultCode: number; resultDesc: string };

type Fetch = typeof fetch;

export type DarajaOptions = { fetch?: Fetch; now?: () => Date; timeoutMs?: number };

const TOKEN_MARGIN_MS = 60_000;

/** `YYYYMMDDHHmmss` in Nairobi time, as Daraja expects. */
export function darajaTimestamp(at: Date): string {
  return nairobiDateTime(at).replace(/\D/g, '').slice(0, 14);
}

/** base64(shortcode + passkey + timestamp). */
export const stkPassword = (settings: Pick<MpesaSettings, 'shortcode' | 'passkey'>, timestamp: string) =>
  Buffer.from(`${settings.shortcode}${settings.passkey}${timestamp}`).toString('base64');

export class DarajaClient {
  private token: { value: string; expiresAt: number } | undefined;
  private readonly fetch: Fetch;
  private readonly now: () => Date;
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: MpesaSettings,
    options: DarajaOptions = {},
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** Puts a payment prompt on the payer's phone; resolves once Daraja has accepted the request. */
  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    const timestamp = darajaTimestamp(this.now());
    const { shortcode, type } = this.settings;
    const body = await this.call('/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: shortcode,
      Password: stkPassword(this.settings, timestamp),
      Timestamp: timestamp,
      TransactionType: type === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
      Amount: Math.round(request.amount),
      PartyA: request.phone,
      PartyB: shortcode,
      PhoneNumber: request.phone,
      CallBackURL: request.callbackUrl,
      AccountReference: request.accountReference.slice(0, 12),
      TransactionDesc: request.description.slice(0, 13),
    });
    const accepted = body as { ResponseCode?: unknown; MerchantRequestID?: unknown; CheckoutRequestID?: unknown; CustomerMessage?: unknown };
    if (String(accepted.ResponseCode) !== '0' || typeof accepted.CheckoutRequestID !== 'string') {
      throw new DarajaError(`Daraja did not accept the push: ${JSON.stringify(body).slice(0, 300)}`, false);
    }
    return {
      merchantRequestId: String(accepted.MerchantRequestID ?? ''),
      checkoutRequestId: accepted.CheckoutRequestID,
      customerMessage: String(accepted.CustomerMessage ?? ''),
    };
  }

  /** Asks how the push `checkoutRequestId` ended. */
  async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
    const timestamp = darajaTimestamp(this.now());
    let body: unknown;
    try {
      body = await this.call('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: this.settings.shortcode,
        Password: stkPassword(this.settings, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
    } catch (error) {
      // "The transaction is being processed" comes as an error answer: ask again later.
      if (error instanceof DarajaError && /being processed/i.test(error.message)) return { state: 'pending' };
      throw error;
    }
    const answer = body as { ResponseCode?: unknown; ResultCode?: unknown; ResultDesc?: unknown };
    if (answer.ResultCode === undefined || answer.ResultCode === null || answer.ResultCode === '') return { state: 'pending' };
    const resultCode = Number(answer.ResultCode);
    if (!Number.isInteger(resultCode)) throw new DarajaError(`Daraja's query answer has no result: ${JSON.stringify(body).slice(0, 300)}`, true);
    return { state: 'ended', resultCode, resultDesc: String(answer.ResultDesc ?? '') };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now().getTime()) return this.token.value;
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    const response = await this.send('/oauth/v1/generate?grant_type=client_credentials', { method: 'GET', headers: { authorization: `Basic ${basic}` } });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new DarajaError(`Daraja refused the app's credentials (${response.status})`, response.status >= 500);
    }
    const lifetimeMs = (Number(body.expires_in) || 3599) * 1000;
    this.token = { value: body.access_token, expiresAt: this.now().getTime() + lifetimeMs - TOKEN_MARGIN_MS };
    return this.token.value;
  }

  /** A JSON post with the token; a refused token is fetched again once. */
  private async call(pathname: string, payload: Record<string, unknown>): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.accessToken();
      const response = await this.send(pathname, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (response.status === 401 && attempt === 1) {
        this.token = undefined;
        continue;
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new DarajaError(`Daraja answered ${response.status} with something that is not JSON`, response.status >= 500);
      }
      if (!response.ok) {
        const { errorMessage, errorCode } = body as { errorMessage?: unknown; errorCode?: unknown };
        throw new DarajaError(`Daraja answered ${response.status} ${String(errorCode ?? '')}: ${String(errorMessage ?? text.slice(0, 200))}`, response.status >= 500 || response.status === 429);
      }
      return body;
    }
  }

  private async send(pathname: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(`${this.settings.apiUrl}${pathname}`, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new DarajaError(`Daraja could not be reached: ${(error as Error).message}`, true, { cause: error });
    }
  }
}
