/**
 * What the staff's registrations screens accept (lib/cms/registrations/forms.ts): amounts in
 * shillings as staff type them, refund days in Nairobi, eTIMS numbers as KRA writes them, and the
 * page messages an address may name, never a sentence of its own.
 */
import { describe, expect, it } from 'vitest';
import { actionErrors, doneMessages, messageFor, parseCancel, parseEtims, parseRefund } from '../../lib/cms/registrations/forms';

/** 23:30 in Nairobi on 1 June 2030 (20:30 UTC). */
const NOW = new Date('2030-06-01T20:30:00Z');

describe('a refund as staff note it', () => {
  it('reads shillings with or without commas and cents, into cents', () => {
    for (const [amount, cents] of [
      ['35000', 3_500_000],
      ['35,000', 3_500_000],
      ['35000.5', 3_500_050],
      ['35,000.50', 3_500_050],
      [' 0.01 ', 1],
      [12_500.25, 1_250_025],
    ] as const) {
      expect(parseRefund({ amount, refundedOn: '2030-06-01', note: 'Bank transfer FT1' }, NOW), String(amount)).toEqual({
        ok: true,
        value: { amountCents: cents, refundedOn: '2030-06-01', note: 'Bank transfer FT1' },
      });
    }
  });

  it('refuses what is not an amount, a day after today in Nairobi, and an empty or long note', () => {
    for (const amount of ['', '0', '0.00', '-5', '1e5', '35 000', '12.345', 'KES 100', '1234567890', Number.NaN, null]) {
      expect(parseRefund({ amount, refundedOn: '2030-06-01', note: 'x' }, NOW), String(amount)).toEqual({ ok: false, error: 'bad-amount' });
    }
    // 23:30 on 1 June in Nairobi: the 2nd is tomorrow there, though UTC is still on the 1st.
    expect(parseRefund({ amount: '100', refundedOn: '2030-06-02', note: 'x' }, NOW)).toEqual({ ok: false, error: 'bad-date' });
    for (const refundedOn of ['2030-02-30', '01/06/2030', '', '1999-12-31']) expect(parseRefund({ amount: '100', refundedOn, note: 'x' }, NOW), refundedOn).toEqual({ ok: false, error: 'bad-date' });
    expect(parseRefund({ amount: '100', refundedOn: '2030-06-01', note: ' \n ' }, NOW)).toEqual({ ok: false, error: 'no-note' });
    expect(parseRefund({ amount: '100', refundedOn: '2030-06-01', note: 'x'.repeat(501) }, NOW)).toEqual({ ok: false, error: 'note-too-long' });
  });
});

describe('an eTIMS number and a cancellation', () => {
  it('takes an eTIMS number as KRA writes it, and nothing that is not one', () => {
    expect(parseEtims({ etimsNumber: '  KRAMW012/2030/0000042 ' })).toEqual({ ok: true, value: 'KRAMW012/2030/0000042' });
    expect(parseEtims({ etimsNumber: '0040-1234.5  A' })).toEqual({ ok: true, value: '0040-1234.5 A' });
    expect(parseEtims({})).toEqual({ ok: false, error: 'no-etims' });
    for (const etimsNumber of ['=HYPERLINK("x")', '<b>1</b>', '/leading', 'x'.repeat(61), 42]) {
      expect(parseEtims({ etimsNumber }), String(etimsNumber)).toEqual({ ok: false, error: typeof etimsNumber === 'number' ? 'no-etims' : 'bad-etims' });
    }
  });

  it('needs a reason to cancel, kept to 300 characters', () => {
    expect(parseCancel({ reason: ' Asked by phone\r\n ' })).toEqual({ ok: true, value: 'Asked by phone' });
    expect(parseCancel({ reason: '' })).toEqual({ ok: false, error: 'no-reason' });
    expect(parseCancel({ reason: 'x'.repeat(301) })).toEqual({ ok: false, error: 'reason-too-long' });
  });
});

it('shows a page message only for a code it knows', () => {
  expect(messageFor(doneMessages, 'refund')).toBe('Refund noted.');
  expect(messageFor(actionErrors, 'over-refund')).toBe('That is more than is left to refund of what this registration paid.');
  for (const code of ['Your session expired. Call IT now', 'toString', '__proto__', 'constructor', '', null, undefined]) {
    expect(messageFor(actionErrors, code), String(code)).toBeUndefined();
    expect(messageFor(doneMessages, code), String(code)).toBeUndefined();
  }
});
