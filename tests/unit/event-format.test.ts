/** An event's date, time and fee as the pages show them, formatted from Starts, Ends and Fee (lib/events/format.ts). */
import { describe, expect, it } from 'vitest';
import { formatEventDates, formatEventFee, formatEventTimes, ordinal } from '@/lib/events/format';

const at = (starts: string, ends: string) => ({ starts, ends });

describe('the date an event shows', () => {
  it('a one-day event: its day', () => {
    expect(formatEventDates(at('2025-03-13T08:30:00+03:00', '2025-03-13T16:30:00+03:00'))).toBe('13th March 2025');
  });

  it('days within a month: both days, one month and year', () => {
    expect(formatEventDates(at('2025-05-29T09:00:00+03:00', '2025-05-30T17:00:00+03:00'))).toBe('29th - 30th May 2025');
    expect(formatEventDates(at('2026-05-29T09:00:00+03:00', '2026-05-30T17:00:00+03:00'))).toBe('29th - 30th May 2026');
  });

  it('across months: both months, one year', () => {
    expect(formatEventDates(at('2026-05-30T09:00:00+03:00', '2026-06-02T17:00:00+03:00'))).toBe('30th May - 2nd June 2026');
  });

  it('across years: both years', () => {
    expect(formatEventDates(at('2025-12-30T09:00:00+03:00', '2026-01-02T17:00:00+03:00'))).toBe('30th December 2025 - 2nd January 2026');
  });

  it('is the day in Nairobi, not in UTC or on the server', () => {
    // 21:30 UTC on 31 May is 00:30 on 1 June in Nairobi; 20:00 UTC is still 31 May there.
    expect(formatEventDates(at('2026-05-31T21:30:00Z', '2026-06-01T05:00:00Z'))).toBe('1st June 2026');
    expect(formatEventDates(at('2026-05-31T20:00:00Z', '2026-06-01T05:00:00Z'))).toBe('31st May - 1st June 2026');
  });

  it('numbers days as English does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '24th', '30th', '31st',
    ]);
  });

  it('refuses a date that is not one', () => {
    expect(() => formatEventDates(at('29th May', '2026-05-30T17:00:00+03:00'))).toThrow('Cannot format an invalid date-time: "29th May"');
  });
});

describe('the time an event shows', () => {
  it('the hours of each day on a 12-hour clock, in Nairobi', () => {
    expect(formatEventTimes(at('2025-05-29T09:00:00+03:00', '2025-05-30T17:00:00+03:00'))).toBe('9:00am - 5:00pm');
    expect(formatEventTimes(at('2025-03-13T08:30:00+03:00', '2025-03-13T16:30:00+03:00'))).toBe('8:30am - 4:30pm');
    // As the admin stores them: UTC.
    expect(formatEventTimes(at('2026-06-04T09:30:00.000Z', '2026-06-04T14:05:00.000Z'))).toBe('12:30pm - 5:05pm');
  });

  it('noon is 12pm and midnight 12am', () => {
    expect(formatEventTimes(at('2026-06-04T12:00:00+03:00', '2026-06-04T23:59:00+03:00'))).toBe('12:00pm - 11:59pm');
    expect(formatEventTimes(at('2026-06-04T00:00:00+03:00', '2026-06-04T00:45:00+03:00'))).toBe('12:00am - 12:45am');
  });
});

describe('the fee an event shows', () => {
  it('whole shillings with thousands separators', () => {
    expect(formatEventFee(35000)).toBe('ksh.35,000');
    expect(formatEventFee(20000)).toBe('ksh.20,000');
    expect(formatEventFee(950)).toBe('ksh.950');
    expect(formatEventFee(1000)).toBe('ksh.1,000');
    expect(formatEventFee(1250000)).toBe('ksh.1,250,000');
  });

  it('refuses a fee that is not whole shillings', () => {
    expect(() => formatEventFee(35000.5)).toThrow('Cannot format a fee of 35000.5 shillings');
    expect(() => formatEventFee(-1)).toThrow('Cannot format a fee of -1 shillings');
  });
});
