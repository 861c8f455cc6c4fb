/**
 * Daraja's STK callback (`Body.stkCallback`), read into our own shape at the edge. Nothing past
 * this module sees Daraja's field names. A body that is not a callback is null: the route
 * answers it, logs it and does nothing else.
 */
import { z } from 'zod';

export type StkOutcome = {
  merchantRequestId: string;
  checkoutRequestId: string;
  /** 0 paid; 1 insufficient funds; 1032 cancelled on the phone; 1037 no answer from the phone; 2001 wrong PIN; others as Daraja says. */
  resultCode: number;
  resultDesc: string;
  /** For a payment (result 0): what was paid, the receipt, from which number, when (Nairobi time, as sent). */
  amount?: number;
  receipt?: string;
  phone?: string;
  transactionDate?: string;
};

const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

const callbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number),
      ResultDesc: z.string().max(500).default(''),
      CallbackMetadata: z.object({ Item: z.array(item).max(20) }).optional(),
    }),
  }),
});

/** The callback's outcome, or null when the body is not an STK callback. */
export function readStkCallback(body: unknown): StkOutcome | null {
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const callback = parsed.data.Body.stkCallback;
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((entry) => [entry.Name, entry.Value]));
  const text = (name: string) => (items.get(name) === undefined ? undefined : String(items.get(name)));
  const amount = items.get('Amount');
  return {
    merchantRequestId: callback.MerchantRequestID,
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
    resultDesc: callback.ResultDesc,
    ...(amount !== undefined && Number.isFinite(Number(amount)) ? { amount: Number(amount) } : {}),
    ...(text('MpesaReceiptNumber') ? { receipt: text('MpesaReceiptNumber') } : {}),
    ...(text('PhoneNumber') ? { phone: text('PhoneNumber') } : {}),
    ...(text('TransactionDate') ? { transactionDate: text('TransactionDate') } : {}),
  };
}

/** What Daraja expects back from a callback: an acknowledgement, whatever we made of it. */
export const CALLBACK_ACKNOWLEDGED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
