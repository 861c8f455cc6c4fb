/**
 * Where Daraja posts a push's outcome: `SITE_URL/api/payments/mpesa/callback/<key>`, the key an
 * HMAC of the app's secrets. Nobody without the secrets can find the address, so a forged
 * outcome cannot even reach the handler; every instance and every restart derives the same
 * key (pushes in flight keep working), and a new passkey or secret moves the address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MpesaSettings } from './settings';

export const MPESA_CALLBACK_PREFIX = '/api/payments/mpesa/callback/';

/** The unguessable last segment of the callback's path: 32 hex characters. */
export function mpesaCallbackKey(settings: Pick<MpesaSettings, 'consumerSecret' | 'passkey' | 'shortcode'>): string {
  return createHmac('sha256', `${settings.consumerSecret}\n${settings.passkey}`).update(`kilele mpesa callback ${settings.shortcode}`).digest('hex').slice(0, 32);
}

/** The `CallBackURL` of every push. */
export const mpesaCallbackUrl = (siteUrl: string, settings: Pick<MpesaSettings, 'consumerSecret' | 'passkey' | 'shortcode'>) =>
  `${siteUrl}${MPESA_CALLBACK_PREFIX}${mpesaCallbackKey(settings)}`;

/** True when `key` is this site's callback key (compared in constant time). */
export function isMpesaCallbackKey(key: string, settings: Pick<MpesaSettings, 'consumerSecret' | 'passkey' | 'shortcode'>): boolean {
  const expected = Buffer.from(mpesaCallbackKey(settings));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
