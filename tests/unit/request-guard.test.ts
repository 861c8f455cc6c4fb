import { describe, expect, it } from 'vitest';
import { isCrossSite, isDecodablePath } from '@/lib/security/request-guard';

describe('paths that are not valid percent-encoding', () => {
  it.each(['/team/%ff', '/service/100%', '/insights/article/%E0%A4%A', '/kp-trainings/%c0%af'])('%s is refused', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });

  it.each(['/', '/team/jane-doe', '/insights/article/caf%C3%A9', '/insights/articles?year=%ff'])('%s passes (the query is Next’s to read)', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });
});

describe('cross-site form posts, by Next’s own rule', () => {
  it('passes a post from the same host, or with no Origin at all', () => {
    expect(isCrossSite({ origin: 'https://www.kilele.example', host: 'www.kilele.example' })).toBe(false);
    expect(isCrossSite({ host: 'www.kilele.example' })).toBe(false);
  });

  it('compares with the forwarded host first, as a proxy sets it', () => {
    expect(
      isCrossSite({ origin: 'https://www.kilele.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'www.kilele.example' }),
    ).toBe(false);
  });

  it('refuses another site, an opaque origin and garbage', () => {
    expect(isCrossSite({ origin: 'https://evil.example', host: 'www.kilele.example' })).toBe(true);
    expect(isCrossSite({ origin: 'null', host: 'www.kilele.example' })).toBe(true);
    expect(isCrossSite({ origin: 'not a url', host: 'www.kilele.example' })).toBe(true);
  });
});
