/** When closed openings leave, and where a content change is regenerated (lib/cms). */
import { describe, expect, it } from 'vitest';
import { isOpen } from '@/lib/cms/read';
import { internalPathOf, parseContentRegenerationPlan } from '@/lib/cms/regenerate-pages';
import { regenerationPlanFor } from '@/lib/cms/revalidate';

describe('closing dates in Nairobi (UTC+3)', () => {
  it('keeps an opening through its closing day in Nairobi, not in UTC', () => {
    expect(isOpen({ validThrough: '2026-12-18' }, new Date('2026-12-18T20:59:59Z'))).toBe(true);
    expect(isOpen({ validThrough: '2026-12-18' }, new Date('2026-12-18T21:00:00Z'))).toBe(false);
  });
});

describe('a content change', () => {
  it('regenerates each address once, in order', () => {
    expect(regenerationPlanFor(['/careers', '/service/x', '/careers'])).toEqual({
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
