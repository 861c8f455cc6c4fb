/**
 * The deadline calendar: Kenya's public holidays (fixed, Easter-based, gazetted, Sunday
 * substitutes), each obligation's dates, the weekend and holiday rule, and the iCalendar
 * feed read back with a real parser (ical.js).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatDateWithWeekday } from '@/lib/tax/civil-date';
import { buildDeadlineFeed } from '@/lib/tax/deadline-feed';
import { nonWorkingDayNote, pendingHolidayNote } from '@/lib/tax/deadline-notes';
import { deadlinesBetween, groupByDate, nextTwelveMonths, obligationsFor } from '@/lib/tax/deadlines';
import { easterSunday, holidaysOf, nonWorkingReason, pendingHolidayBetween } from '@/lib/tax/holidays';
import { getObligation } from '@/lib/tax/obligations';

const line = (deadlines: ReturnType<typeof deadlinesBetween>) =>
  deadlines.map((deadline) => `${deadline.date} ${deadline.obligation.id} ${deadline.periodKey}${deadline.movedTo ? ` → ${deadline.movedTo}` : ''}`);

describe('public holidays', () => {
  it('computes Easter, so Good Friday and Easter Monday move with it', () => {
    expect(['2024', '2025', '2026', '2027', '2028'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
    ]);
  });

  it('lists 2027 with the fixed days, Easter and the Mondays after holidays on a Sunday', () => {
    expect(holidaysOf(2027).map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual([
      '2027-01-01 New Year’s Day',
      '2027-03-26 Good Friday',
      '2027-03-29 Easter Monday',
      '2027-05-01 Labour Day',
      '2027-06-01 Madaraka Day',
      '2027-10-10 Mazingira Day',
      '2027-10-11 Mazingira Day (observed)',
      '2027-10-20 Mashujaa Day',
      '2027-12-12 Jamhuri Day',
      '2027-12-13 Jamhuri Day (observed)',
      '2027-12-25 Christmas Day',
      '2027-12-26 Boxing Day',
      '2027-12-27 Boxing Day (observed)',
    ]);
  });

  it('lists 2024 and 2025 with both Eids and the one-off days gazetted', () => {
    expect(holidaysOf(2024).map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual([
      '2024-01-01 New Year’s Day',
      '2024-03-29 Good Friday',
      '2024-04-01 Easter Monday',
      '2024-04-10 Eid al-Fitr',
      '2024-05-01 Labour Day',
      '2024-05-10 Day of mourning for the flood victims and tree planting (one-off)',
      '2024-06-01 Madaraka Day',
      '2024-06-17 Eid al-Adha',
      '2024-10-10 Mazingira Day',
      '2024-10-20 Mashujaa Day',
      '2024-10-21 Mashujaa Day (observed)',
      '2024-12-12 Jamhuri Day',
      '2024-12-25 Christmas Day',
      '2024-12-26 Boxing Day',
    ]);
    expect(holidaysOf(2025).map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual([
      '2025-01-01 New Year’s Day',
      '2025-03-31 Eid al-Fitr',
      '2025-04-18 Good Friday',
      '2025-04-21 Easter Monday',
      '2025-05-01 Labour Day',
      '2025-06-01 Madaraka Day',
      '2025-06-02 Madaraka Day (observed)',
      '2025-06-06 Eid al-Adha',
      '2025-10-10 Mazingira Day',
      '2025-10-17 Day of national mourning for Raila Odinga (one-off)',
      '2025-10-20 Mashujaa Day',
      '2025-12-12 Jamhuri Day',
      '2025-12-25 Christmas Day',
      '2025-12-26 Boxing Day',
    ]);
  });

  it('moves nothing for a holiday only expected', () => {
    expect(nonWorkingReason('2025-03-31')).toBe('Eid al-Fitr');
    expect(nonWorkingReason('2025-06-06')).toBe('Eid al-Adha');
    // Expected but not gazetted: a working day until the notice is in the data.
    expect(nonWorkingReason('2026-03-20')).toBeNull();
    expect(nonWorkingReason('2026-05-27')).toBeNull();
    expect(nonWorkingReason('2027-03-10')).toBeNull();
    expect(nonWorkingReason('2025-06-02')).toBe('Madaraka Day (observed)');
    expect(nonWorkingReason('2026-12-12')).toBe('Saturday');
    expect(nonWorkingReason('2026-12-20')).toBe('Sunday');
  });

  it('knows which spans still depend on a holiday not yet gazetted, Eid al-Fitr or Eid al-Adha', () => {
    expect(pendingHolidayBetween('2027-03-09', '2027-03-09')).toEqual({ name: 'Eid al-Fitr', expected: '2027-03-10' });
    expect(pendingHolidayBetween('2027-03-12', '2027-03-20')).toBeNull();
    // Eid al-Fitr 2026 is expected on 20 March 2026: no gazette notice is in the data.
    expect(pendingHolidayBetween('2026-03-19', '2026-03-21')).toEqual({ name: 'Eid al-Fitr', expected: '2026-03-20' });
    expect(pendingHolidayBetween('2026-05-26', '2026-05-26')).toEqual({ name: 'Eid al-Adha', expected: '2026-05-27' });
    // 16 May 2027 is a Sunday: the Monday after it is within the spread too.
    expect(pendingHolidayBetween('2027-05-17', '2027-05-17')).toEqual({ name: 'Eid al-Adha', expected: '2027-05-16' });
    expect(pendingHolidayBetween('2028-05-04', '2028-05-04')).toEqual({ name: 'Eid al-Adha', expected: '2028-05-05' });
    expect(pendingHolidayBetween('2025-06-05', '2025-06-07')).toBeNull();
    expect(pendingHolidayBetween('2029-01-09', '2029-01-09')).toEqual({ name: 'Eid al-Fitr', expected: null });
  });
});

describe('deadlines', () => {
  it('puts payroll on the 9th, the housing levy on the 9th working day and VAT and the rest on the 20th', () => {
    expect(line(deadlinesBetween('2026-11-23', '2026-12-31'))).toEqual([
      '2026-12-09 paye 2026-11',
      '2026-12-09 nssf 2026-11',
      '2026-12-09 shif 2026-11',
      '2026-12-11 housing-levy 2026-11',
      '2026-12-20 vat 2026-11 → 2026-12-18',
      '2026-12-20 excise 2026-11 → 2026-12-18',
      '2026-12-20 turnover-tax 2026-11 → 2026-12-18',
      '2026-12-20 rental-income 2026-11 → 2026-12-18',
      '2026-12-20 instalment-tax 2026-i4 → 2026-12-18',
    ]);
  });

  it('counts the housing levy’s working days past weekends and holidays', () => {
    const levy = [getObligation('housing-levy')!];
    // January 2027 starts on a holiday (New Year's Day, a Friday).
    expect(line(deadlinesBetween('2027-01-01', '2027-06-30', levy))).toEqual([
      '2027-01-14 housing-levy 2026-12',
      '2027-02-11 housing-levy 2027-01',
      '2027-03-11 housing-levy 2027-02',
      '2027-04-13 housing-levy 2027-03',
      '2027-05-13 housing-levy 2027-04',
      '2027-06-14 housing-levy 2027-05',
    ]);
    // Madaraka Day (1 June 2025, a Sunday) gives Monday 2 June 2025, and Eid al-Adha is Friday 6 June 2025.
    expect(line(deadlinesBetween('2025-06-01', '2025-06-30', levy))).toEqual(['2025-06-16 housing-levy 2025-05']);
    // Labour Day (Wednesday 1 May 2024) and the one-off holiday on Friday 10 May 2024.
    expect(line(deadlinesBetween('2024-05-01', '2024-05-31', levy))).toEqual(['2024-05-15 housing-levy 2024-04']);
  });

  it('puts instalment tax on 20 April, June, September and December, and returns on 30 June', () => {
    const dates = line(deadlinesBetween('2027-01-01', '2027-12-31', obligationsFor(['income-tax'])));
    expect(dates).toEqual([
      '2027-04-20 instalment-tax 2027-i1',
      '2027-06-20 instalment-tax 2027-i2 → 2027-06-18',
      '2027-06-30 income-tax-return 2026',
      '2027-09-20 instalment-tax 2027-i3',
      '2027-12-20 instalment-tax 2027-i4',
    ]);
  });

  it('moves a date on a holiday for a taxpayer filing and paying by other means, under the Tax Procedures Act only', () => {
    const [vat] = deadlinesBetween('2027-10-20', '2027-10-20', [getObligation('vat')!]);
    expect(vat).toMatchObject({ date: '2027-10-20', nonWorking: 'Mashujaa Day', movedTo: '2027-10-19' });
    expect(nonWorkingDayNote([vat!])).toBe(
      '20 October 2027 is Mashujaa Day, a public holiday. Filed or paid electronically (iTax), it stays due that day; ' +
        'otherwise it is due on Tuesday 19 October 2027, the previous working day (Tax Procedures Act 2015, s.77).',
    );
    const [nssf] = deadlinesBetween('2027-01-09', '2027-01-09', [getObligation('nssf')!]);
    expect(nssf).toMatchObject({ date: '2027-01-09', nonWorking: 'Saturday', movedTo: null });
    expect(nonWorkingDayNote([nssf!])).toBe(
      '9 January 2027 is a Saturday. The Tax Procedures Act’s rule does not apply to NSSF ' +
        '(the Interpretation and General Provisions Act, s.57, may allow the next working day): ' +
        'to be safe, pay by the previous working day, Friday 8 January 2027.',
    );
  });

  it('moves September 2025’s VAT past Mashujaa Day, the weekend and the one-off holiday of 17 October 2025', () => {
    const [vat] = deadlinesBetween('2025-10-20', '2025-10-20', [getObligation('vat')!]);
    expect(vat).toMatchObject({ periodKey: '2025-09', date: '2025-10-20', nonWorking: 'Mashujaa Day', movedTo: '2025-10-16' });
    expect(nonWorkingDayNote([vat!])).toBe(
      '20 October 2025 is Mashujaa Day, a public holiday. Filed or paid electronically (iTax), it stays due that day; ' +
        'otherwise it is due on Thursday 16 October 2025, the previous working day (Tax Procedures Act 2015, s.77).',
    );
  });

  it('names both groups when payroll deadlines on a weekend share a date', () => {
    const day = groupByDate(deadlinesBetween('2027-01-09', '2027-01-09'))[0]!;
    expect(nonWorkingDayNote(day.deadlines)).toBe(
      '9 January 2027 is a Saturday. Filed or paid electronically (iTax), PAYE stays due that day; ' +
        'otherwise it is due on Friday 8 January 2027, the previous working day (Tax Procedures Act 2015, s.77). ' +
        'The Tax Procedures Act’s rule does not apply to NSSF and SHIF ' +
        '(the Interpretation and General Provisions Act, s.57, may allow the next working day): ' +
        'to be safe, pay by the previous working day, Friday 8 January 2027.',
    );
  });

  it('marks dates near an expected Eid al-Fitr as provisional', () => {
    const [paye] = deadlinesBetween('2027-03-09', '2027-03-09', [getObligation('paye')!]);
    expect(pendingHolidayNote(paye!)).toBe(
      'Eid al-Fitr is expected on or about Wednesday 10 March 2027 but is not gazetted yet; if it falls near this date, the date or the rule applied may change.',
    );
    const [april] = deadlinesBetween('2027-04-09', '2027-04-09', [getObligation('paye')!]);
    expect(april!.pendingHoliday).toBeNull();
  });

  it('marks dates near an expected Eid al-Adha as provisional', () => {
    // April 2028's housing levy is counted in working days from 1 May 2028, across the expected Eid.
    const [levy] = deadlinesBetween('2028-05-12', '2028-05-12', [getObligation('housing-levy')!]);
    expect(levy).toMatchObject({ date: '2028-05-12', periodKey: '2028-04' });
    expect(pendingHolidayNote(levy!)).toBe(
      'Eid al-Adha is expected on or about Friday 5 May 2028 but is not gazetted yet; if it falls near this date, the date or the rule applied may change.',
    );
  });

  it('lists the next twelve months from 23 November 2026: 101 deadlines on 37 dates', () => {
    const deadlines = nextTwelveMonths('2026-11-23');
    expect(deadlines).toHaveLength(101);
    const days = groupByDate(deadlines);
    expect(days).toHaveLength(37);
    expect(days[0]!.date).toBe('2026-12-09');
    expect(days.at(-1)!.date).toBe('2027-11-20');
    expect(formatDateWithWeekday(days[0]!.date)).toBe('Wednesday 9 December 2026');
    // Payroll only: PAYE, NSSF, SHIF and the housing levy, 12 each.
    expect(nextTwelveMonths('2026-11-23', obligationsFor(['payroll'])).map((deadline) => deadline.obligation.id).sort()).toEqual(
      [...Array(12).fill('housing-levy'), ...Array(12).fill('nssf'), ...Array(12).fill('paye'), ...Array(12).fill('shif')],
    );
  });
});

describe('the iCalendar feed', () => {
  const context = {
    firmName: 'Kilele Partners LLP',
    siteUrl: 'https://www.kilele.example',
    pageUrl: 'https://www.kilele.example/insights/tax-calendar',
    now: new Date('2026-11-23T09:30:00Z'),
  };
  const feed = buildDeadlineFeed(context, { title: 'Kenya tax deadlines', today: '2026-11-23' });

  it('is valid RFC 5545 text: CRLF line ends and lines folded at 75 octets', () => {
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const text of feed.body.split('\r\n')) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(75);
  });

  it('parses with ical.js into one event per deadline, each with a stable UID and an alarm two days before', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent');
    // A year back and two ahead: 23 November 2025 to 22 November 2028.
    expect(events).toHaveLength(feed.events);
    expect(events).toHaveLength(303);
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('P1D');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('P1D');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kenya tax deadlines');

    const uids = events.map((event) => new ICAL.Event(event).uid);
    expect(new Set(uids).size).toBe(uids.length);
    const december = events.map((event) => new ICAL.Event(event)).find((event) => event.uid === 'tax-deadline-vat-2026-11@www.kilele.example');
    expect(december).toBeDefined();
    expect(december!.startDate.isDate).toBe(true);
    expect(december!.startDate.toString()).toBe('2026-12-20');
    expect(december!.endDate.toString()).toBe('2026-12-21');
    expect(december!.summary).toBe('VAT due (November 2026)');
    expect(december!.description).toContain('20 December 2026 is a Sunday. Filed or paid electronically (iTax), it stays due that day; otherwise it is due on Friday 18 December 2026');
    const alarm = december!.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration && trigger.toSeconds()).toBe(-(24 + 15) * 3600);
    for (const event of events) {
      expect(event.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-23T09:30:00Z');
      expect(event.getFirstSubcomponent('valarm')).not.toBeNull();
    }
  });

  it('keeps each UID when the feed is rebuilt on a later day', () => {
    const later = buildDeadlineFeed({ ...context, now: new Date('2026-12-15T00:00:00Z') }, { title: 'Kenya tax deadlines', today: '2026-12-15' });
    const uidsOf = (body: string) =>
      new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid')));
    const before = new Set(uidsOf(feed.body));
    const shared = uidsOf(later.body).filter((uid) => before.has(uid));
    expect(shared.length).toBeGreaterThan(280);
    expect(shared).toContain('tax-deadline-paye-2027-06@www.kilele.example');
  });

  it('escapes commas and semicolons in text and gives a per-obligation feed', () => {
    const single = buildDeadlineFeed(context, { title: 'PAYE; deadlines, Kenya', among: [getObligation('paye')!], today: '2026-11-23' });
    expect(single.body).toContain('X-WR-CALNAME:PAYE\\; deadlines\\, Kenya');
    const calendar = new ICAL.Component(ICAL.parse(single.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(new ICAL.Event(events[0]).description).toContain('Source: Income Tax Act (Cap. 470), s.37; Income Tax (PAYE) Rules; KRA guidance on PAYE');
    expect(events).toHaveLength(36);
    expect(events.every((event) => String(event.getFirstPropertyValue('uid')).startsWith('tax-deadline-paye-'))).toBe(true);
  });
});
