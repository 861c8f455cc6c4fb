/** The firm's clock (lib/nairobi-time.ts): instants as Nairobi days and times, and back. */
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/dates';
import { msToNairobiMidnight, nairobiDateTime, nairobiDayStart, nairobiInstant, nairobiNoon, nairobiToday } from '@/lib/nairobi-time';

describe('the day in Nairobi', () => {
  it('turns at 21:00 UTC', () => {
    expect(nairobiToday(new Date('2026-05-28T20:59:59.999Z'))).toBe('2026-05-28');
    expect(nairobiToday(new Date('2026-05-28T21:00:00Z'))).toBe('2026-05-29');
    expect(nairobiToday(new Date('2026-05-29T06:00:00Z'))).toBe('2026-05-29');
  });

  it('crosses months and years', () => {
    expect(nairobiToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(nairobiToday(new Date('2028-02-28T21:30:00Z'))).toBe('2028-02-29');
  });

  it('begins at 21:00 UTC the day before, and its noon is 09:00 UTC', () => {
    expect(nairobiDayStart('2026-05-29').toISOString()).toBe('2026-05-28T21:00:00.000Z');
    expect(nairobiDayStart('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(nairobiNoon('2026-12-18').toISOString()).toBe('2026-12-18T09:00:00.000Z');
  });
});

describe('times in Nairobi', () => {
  it('9:00am on 29 May 2026 is 06:00 UTC, and 5:00pm is 14:00 UTC', () => {
    expect(nairobiInstant('2026-05-29', 9).toISOString()).toBe('2026-05-29T06:00:00.000Z');
    expect(nairobiInstant('2026-05-29', 17).toISOString()).toBe('2026-05-29T14:00:00.000Z');
  });

  it('writes an instant in ISO 8601 on Nairobi’s clock', () => {
    expect(nairobiDateTime(new Date('2026-05-29T06:00:00Z'))).toBe('2026-05-29T09:00:00+03:00');
    expect(nairobiDateTime(new Date('2026-05-28T22:30:15.250Z'))).toBe('2026-05-29T01:30:15+03:00');
    expect(nairobiDateTime(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01T00:00:00+03:00');
  });

  it('refuses an instant that is not one', () => {
    expect(() => nairobiDateTime(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('the next midnight in Nairobi', () => {
  it('is counted from any instant, and a whole day away at midnight itself', () => {
    expect(msToNairobiMidnight(new Date('2026-12-18T20:00:00Z'))).toBe(60 * 60 * 1000);
    expect(msToNairobiMidnight(new Date('2026-12-18T20:30:00Z'))).toBe(30 * 60 * 1000);
    expect(msToNairobiMidnight(new Date('2026-12-18T21:00:00Z'))).toBe(24 * 60 * 60 * 1000);
    expect(msToNairobiMidnight(new Date('2026-12-18T21:00:00.001Z'))).toBe(24 * 60 * 60 * 1000 - 1);
  });
});

describe('dates as the site writes them', () => {
  it('writes the day it is in Nairobi, and a bare date as that day', () => {
    expect(formatLongDate('2026-05-29T06:00:00Z')).toBe('May 29, 2026');
    expect(formatLongDate('2026-05-28T21:00:00Z')).toBe('May 29, 2026');
    expect(formatLongDate('2026-05-28T20:59:59Z')).toBe('May 28, 2026');
    expect(formatLongDate('2026-12-31T21:00:00Z')).toBe('January 1, 2027');
    expect(formatLongDate('2026-05-29')).toBe('May 29, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(() => formatLongDate('2026-13-01')).toThrow(/invalid date/);
  });
});
