/** When closed openings leave, and where a content change is regenerated (lib/cms). */
import { describe, expect, it } from 'vitest';
import { isOpen, nairobiDate } from '@/lib/cms/read';
import { parseContentRegenerationPlan } from '@/lib/cms/regeneration';
import { internalPathOf, regenerationPlanFor } from '@/lib/cms/revalidate';
import { msToNairobiMidnight } from '@/lib/server/background-jobs';

describe('closing dates in Nairobi (UTC+3)', () => {
  it('takes the day in Nairobi, not in UTC', () => {
    expect(nairobiDate(new Date('2026-12-18T20:59:59Z'))).toBe('2026-12-18');
    expect(nairobiDate(new Date('2026-12-18T21:00:00Z'))).toBe('2026-12-19');
  });

  it('keeps an opening through its closing day', () => {
    expect(isOpen({ validThrough: '2026-12-18' }, new Date('2026-12-18T23:00:00+03:00'))).toBe(true);
    expect(isOpen({ validThrough: '2026-12-18' }, new Date('2026-12-19T00:00:00+03:00'))).toBe(false);
  });

  it('regenerates at the next midnight in Nairobi', () => {
    expect(msToNairobiMidnight(new Date('2026-12-18T23:00:00+03:00'))).toBe(60 * 60 * 1000);
    expect(msToNairobiMidnight(new Date('2026-12-18T20:30:00Z'))).toBe(30 * 60 * 1000);
    expect(msToNairobiMidnight(new Date('2026-12-19T00:00:00+03:00'))).toBe(24 * 60 * 60 * 1000);
  });
});

describe('a content change', () => {
  it('regenerates each address once, in order', () => {
    expect(regenerationPlanFor({ source: 'job-openings', operation: 'update', pages: ['/careers', '/service/x', '/careers'] })).toEqual({
      everything: false,
      paths: ['/careers', '/service/x'],
    });
  });

  it('finds the route folder of a config-named address', () => {
    expect(internalPathOf('/kp-trainings/tax-updates-2026')).toBe('/trainings/tax-updates-2026');
    expect(internalPathOf('/kp-trainings')).toBe('/trainings');
    expect(internalPathOf('/careers')).toBe('/careers');
  });

  it('accepts only plans it understands on the internal route', () => {
    expect(parseContentRegenerationPlan('{"everything":true}')).toEqual({ everything: true });
    expect(parseContentRegenerationPlan('{"everything":false,"paths":["/careers"]}')).toEqual({ everything: false, paths: ['/careers'] });
    for (const body of ['', 'null', '[]', '{"everything":false}', '{"everything":false,"paths":["careers"]}', '{"everything":false,"paths":[1]}']) {
      expect(parseContentRegenerationPlan(body)).toBeNull();
    }
  });
});
