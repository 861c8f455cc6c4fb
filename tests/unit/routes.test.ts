import { describe, expect, it } from 'vitest';
import { publicPathOf } from '@/lib/routes';

describe('publicPathOf: the address a prerendered page is visited at (a form without JavaScript posts there)', () => {
  it('gives the firm-named address for the folders behind it', () => {
    expect(publicPathOf('/trainings')).toBe('/kp-trainings');
    expect(publicPathOf('/trainings/tax-updates-seminar-2025')).toBe('/kp-trainings/tax-updates-seminar-2025');
    expect(publicPathOf('/csr')).toBe('/kp-csr');
    expect(publicPathOf('/network')).toBe('/meridian-international');
  });

  it('keeps every other path, including ones that only start like a folder', () => {
    for (const path of ['/', '/about-us', '/contact-us', '/kp-trainings', '/trainingsx', '/networking', '/service/training']) {
      expect(publicPathOf(path)).toBe(path);
    }
  });

  it('sends the prerendered 404 page’s forms home', () => {
    expect(publicPathOf('/_not-found')).toBe('/');
  });
});
