/**
 * NEWSLETTER_RATE: newsletter mails a minute, all instances together (lib/newsletters/). 60 unless
 * set; anything not a whole number from 1 to 10,000 stops the start with a message naming it.
 * The feed spreads a minute's mails over its passes, every 2 s.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { perPass } from '../../lib/newsletters/runtime';

describe('NEWSLETTER_RATE', () => {
  it('is 60 a minute when not set, 2 a pass', () => {
    expect(parseConfig({}).NEWSLETTER_RATE).toBe(60);
    expect(perPass(60)).toBe(2);
  });

  it('takes a relay’s own pace, at least 1 a pass', () => {
    expect(parseConfig({ NEWSLETTER_RATE: '600' }).NEWSLETTER_RATE).toBe(600);
    expect(perPass(600)).toBe(20);
    expect(perPass(1)).toBe(1);
  });

  for (const value of ['0', '-5', '2.5', 'fast', '10001']) {
    it(`refuses ${JSON.stringify(value)}, naming the variable`, () => {
      expect(() => parseConfig({ NEWSLETTER_RATE: value })).toThrow(/NEWSLETTER_RATE/);
    });
  }
});
