/**
 * The M-Pesa settings at the server's start (lib/config.ts, validateServerStart): none set, the
 * site starts with M-Pesa off; all six, with it on; some, the start stops and names each
 * missing variable. The parsing itself is tested with the Daraja client
 * (tests/integration/daraja-client.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { validateServerStart } from '../../lib/config';

const allSix = {
  MPESA_ENV: 'sandbox',
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_TYPE: 'till',
};

describe('the M-Pesa settings at start', () => {
  it('starts without M-Pesa when none is set', () => {
    expect(validateServerStart({}).mpesa).toBeUndefined();
  });

  it('starts with M-Pesa when all six are set, on the host MPESA_ENV names', () => {
    expect(validateServerStart(allSix).mpesa).toEqual({
      env: 'sandbox',
      apiUrl: 'https://sandbox.safaricom.co.ke',
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortcode: '174379',
      passkey: 'passkey',
      type: 'till',
    });
  });

  it('refuses to start with some set, naming what is missing', () => {
    const four = Object.fromEntries(Object.entries(allSix).filter(([name]) => name !== 'MPESA_PASSKEY' && name !== 'MPESA_ENV'));
    expect(() => validateServerStart(four)).toThrow(
      'Invalid configuration:\n' +
        '  MPESA_ENV: must be set with the other M-Pesa settings (MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_TYPE are set); set all six or none\n' +
        '  MPESA_PASSKEY: must be set with the other M-Pesa settings (MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_TYPE are set); set all six or none',
    );
  });
});
