import { describe, expect, it } from 'vitest';
import { trainingEventsCollection } from '@/lib/cms/collections/Trainings';
import { seedItems } from '@/lib/cms/seed-data';
import { buildEventIcs } from '@/lib/events/ics';
import { partitionEvents } from '@/lib/events/schedule';

const options = {
  organizerName: 'Kilele Partners LLP',
  organizerEmail: 'enquiries@kilele.example',
  url: 'https://www.kilele.example/kp-trainings/x',
  domain: 'www.kilele.example',
  stamp: new Date('2025-01-01T00:00:00Z'),
};

/** The sample trainings as the pages read them from a fresh database. */
const trainingEvents = seedItems(trainingEventsCollection);

describe('partitionEvents', () => {
  it('lists both sample events as past today, whatever their tag says', () => {
    const { upcoming, past } = partitionEvents(trainingEvents, new Date('2026-11-21T12:00:00+03:00'));
    expect(upcoming).toEqual([]);
    expect(past.map((event) => event.slug)).toEqual(['tax-updates-seminar-2025', 'fundraising-for-nonprofits-training']);
  });

  it('counts an event as upcoming until it ends', () => {
    const { upcoming, past } = partitionEvents(trainingEvents, new Date('2025-05-30T12:00:00+03:00'));
    expect(upcoming.map((event) => event.id)).toEqual([1]);
    expect(past.map((event) => event.id)).toEqual([2]);
  });
});

describe('buildEventIcs', () => {
  const event = trainingEvents[0]!;
  const ics = buildEventIcs(event, options);

  it('writes a valid calendar with the event times in UTC', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20250529T060000Z');
    expect(ics).toContain('DTEND:20250530T140000Z');
    expect(ics).toContain(`UID:event-1-${event.slug}@www.kilele.example`);
  });

  it('folds long lines at 75 octets and escapes text', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:The Acacia Hotel\\, Kilimani\\, Nairobi\\,');
    const tricky = buildEventIcs({ ...event, title: 'Tax; VAT, and \\ “eTIMS” — ünïcödé '.repeat(5) }, options);
    for (const line of tricky.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(tricky.replace(/\r\n /g, '')).toContain('SUMMARY:Tax\\; VAT\\, and \\\\ “eTIMS” — ünïcödé');
  });
});
