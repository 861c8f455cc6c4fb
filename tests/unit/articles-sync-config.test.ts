/**
 * ARTICLES_SYNC_SECONDS: how often the blog's mirror asks WordPress for changes. 60 seconds
 * unless set; the tests set 5, the least it takes; anything less or not a whole number stops
 * the start with a message naming it (docs/articles.md).
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';

describe('ARTICLES_SYNC_SECONDS', () => {
  it('is 60 seconds when not set', () => {
    expect(parseConfig({}).ARTICLES_SYNC_SECONDS).toBe(60);
  });

  it('takes 5 seconds, the least, for tests', () => {
    expect(parseConfig({ ARTICLES_SYNC_SECONDS: '5' }).ARTICLES_SYNC_SECONDS).toBe(5);
  });

  for (const value of ['4', '0', '-60', '2.5', 'often']) {
    it(`refuses ${JSON.stringify(value)}, naming the variable`, () => {
      expect(() => parseConfig({ ARTICLES_SYNC_SECONDS: value })).toThrow(/ARTICLES_SYNC_SECONDS/);
    });
  }
});
