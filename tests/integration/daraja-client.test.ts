/**
 * The Daraja client (lib/payments/mpesa/) against a stand-in Daraja on a real HTTP server:
 * the OAuth check and the token's reuse, the exact fields of an STK push with its password
 * decoded, the query while the payer has not answered and after, and the callback read into
 * our own shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStkCallback } from '../../lib/payments/mpesa/callback';
import { DarajaClient, DarajaError } from '../../lib/payments/mpesa/daraja';
import { mpesaPhone } from '../../lib/payments/mpesa/phone';
import { parseMpesaSettings } from '../../lib/payments/mpesa/settings';
import { type FakeDaraja, startFakeDaraja } from '../support/fake-daraja';

const credentials = { consumerKey: 'test-key', consumerSecret: 'test-secret', shortcode: '174379', passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd', type: 'paybill' as const };

let daraja: FakeDaraja;

beforeAll(async () => {
  daraja = await startFakeDaraja(credentials);
});
afterAll(() => daraja.close());

function client(overrides: Record<string, string> = {}, now?: () => Date) {
  const parsed = parseMpesaSettings({
    MPESA_ENV: 'sandbox',
    MPESA_CONSUMER_KEY: credentials.consumerKey,
    MPESA_CONSUMER_SECRET: credentials.consumerSecret,
    MPESA_SHORTCODE: credentials.shortcode,
    MPESA_PASSKEY: credentials.passkey,
    MPESA_TYPE: 'paybill',
    MPESA_API_URL: daraja.url,
    ...overrides,
  });
  if (!parsed.ok || !parsed.settings) throw new Error(`settings: ${JSON.stringify(parsed)}`);
  return new DarajaClient(parsed.settings, now ? { now } : {});
}

const push = { amount: 35_000, phone: '254712345678', accountReference: 'KP-7Q2M9X', description: 'Tax seminar', callbackUrl: 'https://www.kilele.example/api/payments/mpesa/callback/abc' };

describe('the Daraja client against the stand-in', () => {
  it('sends a push Daraja accepts: every field as Daraja wants it, the password of shortcode, passkey and Nairobi time', async () => {
    // 09:05:07 UTC on 29 May 2026 is 12:05:07 in Nairobi.
    const accepted = await client({}, () => new Date('2026-05-29T09:05:07Z')).stkPush(push);
    const sent = daraja.pushes.at(-1)!;
    expect(sent.problems).toEqual([]);
    expect(sent.body).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from('174379bfb279f9aa9bdbcf158e97dd71a467cd20260529120507').toString('base64'),
      Timestamp: '20260529120507',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 35000,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: 'https://www.kilele.example/api/payments/mpesa/callback/abc',
      AccountReference: 'KP-7Q2M9X',
      TransactionDesc: 'Tax seminar',
    });
    expect(accepted.checkoutRequestId).toBe(sent.checkoutRequestId);
  });

  it('pays a till as buy goods', async () => {
    const till = await startFakeDaraja({ ...credentials, shortcode: '5123456', type: 'till' });
    try {
      await client({ MPESA_TYPE: 'till', MPESA_SHORTCODE: '5123456', MPESA_API_URL: till.url }).stkPush(push);
      expect(till.pushes[0]!.problems).toEqual([]);
      expect(till.pushes[0]!.body).toMatchObject({ TransactionType: 'CustomerBuyGoodsOnline', BusinessShortCode: '5123456', PartyB: '5123456' });
    } finally {
      await till.close();
    }
  });

  it('keeps its token, and fetches a new one once when Daraja refuses it', async () => {
    const mpesa = client();
    const before = daraja.tokensIssued;
    await mpesa.stkPush(push);
    await mpesa.stkPush(push);
    expect(daraja.tokensIssued - before).toBe(1);
    daraja.revokeTokens();
    await mpesa.stkPush(push);
    expect(daraja.tokensIssued - before).toBe(2);
  });

  it('says clearly when the credentials are wrong, and that trying again will not help', async () => {
    const wrong = client({ MPESA_CONSUMER_SECRET: 'not-the-secret' });
    await expect(wrong.stkPush(push)).rejects.toThrow(DarajaError);
    await expect(wrong.stkPush(push)).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('credentials') });
  });

  it('queries a push: pending while the phone is unanswered, then how it ended', async () => {
    daraja.script.push({ resultCode: 1032, callback: 'never', held: true });
    const mpesa = client();
    const { checkoutRequestId } = await mpesa.stkPush(push);
    expect(await mpesa.stkQuery(checkoutRequestId)).toEqual({ state: 'pending' });
    daraja.release(checkoutRequestId);
    expect(await mpesa.stkQuery(checkoutRequestId)).toEqual({ state: 'ended', resultCode: 1032, resultDesc: 'Request cancelled by user' });
  });

  it('reports Daraja out of reach as worth trying again', async () => {
    const gone = client({ MPESA_API_URL: 'http://127.0.0.1:9' });
    await expect(gone.stkPush(push)).rejects.toMatchObject({ retryable: true });
  });
});

describe('the callback', () => {
  it('reads a payment: receipt, amount, phone', () => {
    const outcome = readStkCallback({
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 35000.0 },
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: 20191219102115 },
              { Name: 'PhoneNumber', Value: 254708374149 },
            ],
          },
        },
      },
    });
    expect(outcome).toEqual({
      merchantRequestId: '29115-34620561-1',
      checkoutRequestId: 'ws_CO_191220191020363925',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 35000,
      receipt: 'NLJ7RT61SV',
      phone: '254708374149',
      transactionDate: '20191219102115',
    });
  });

  it('reads a cancellation, and refuses what is not a callback', () => {
    expect(readStkCallback({ Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'c', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } })).toEqual({
      merchantRequestId: 'm',
      checkoutRequestId: 'c',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
    for (const body of [null, 'x', {}, { Body: {} }, { Body: { stkCallback: { CheckoutRequestID: '', ResultCode: 0 } } }, { Body: { stkCallback: { CheckoutRequestID: 'c', MerchantRequestID: 'm', ResultCode: 'paid' } } }]) {
      expect(readStkCallback(body), JSON.stringify(body)).toBeNull();
    }
  });
});

describe('phone numbers and settings', () => {
  it('takes a Kenyan mobile number as people write it, and nothing else', () => {
    for (const written of ['0712345678', '0712 345 678', '+254712345678', '+254 712-345-678', '254712345678', '712345678', '(0712) 345678']) {
      expect(mpesaPhone(written), written).toBe('254712345678');
    }
    expect(mpesaPhone('0110 123 456')).toBe('254110123456');
    for (const wrong of ['', '0212345678', '+255712345678', '07123456789', '071234567', '254812345678', 'abc', '+0712345678', '07l2345678']) {
      expect(mpesaPhone(wrong), wrong).toBeNull();
    }
  });

  it('takes all six settings or none, and names what is missing or wrong', () => {
    expect(parseMpesaSettings({})).toEqual({ ok: true, settings: undefined });
    const some = parseMpesaSettings({ MPESA_CONSUMER_KEY: 'k', MPESA_TYPE: 'paybill' });
    expect(some.ok).toBe(false);
    expect(!some.ok && some.problems.map((problem) => problem.split(':')[0])).toEqual(['MPESA_ENV', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY']);
    const bad = parseMpesaSettings({ MPESA_ENV: 'live', MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_SHORTCODE: '12', MPESA_PASSKEY: 'p', MPESA_TYPE: 'card' });
    expect(!bad.ok && bad.problems.map((problem) => problem.split(':')[0])).toEqual(['MPESA_ENV', 'MPESA_TYPE', 'MPESA_SHORTCODE']);
    const production = parseMpesaSettings({ MPESA_ENV: 'production', MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_SHORTCODE: '174379', MPESA_PASSKEY: 'p', MPESA_TYPE: 'paybill' });
    expect(production.ok && production.settings?.apiUrl).toBe('https://api.safaricom.co.ke');
  });
});
