/**
 * What the archive takes of a stored campaign (lib/newsletters/archive.ts) and what a campaign
 * becoming sent regenerates (lib/newsletters/archive-pages.ts):
 * a sent campaign only, never a draft, a scheduled or a sending one.
 */
import { describe, expect, it } from 'vitest';
import { archivedNewsletter } from '@/lib/newsletters/archive';
import { isSent, newsletterPagesOf } from '@/lib/newsletters/archive-pages';
import { storedCampaign } from '../support/newsletter-campaign';

const SITE = 'https://www.kilele.example';

describe('the archive', () => {
  it('takes a sent campaign with its subject, preheader, date and the body for the web', () => {
    const newsletter = archivedNewsletter(storedCampaign(), SITE);
    expect(newsletter).toMatchObject({
      slug: 'finance-act-2025',
      subject: 'Finance Act 2025: what changes on 1 July',
      preheader: 'PAYE bands, the housing levy and eTIMS, in five minutes.',
      sentAt: '2026-07-02T06:30:00.000Z',
    });
    expect(newsletter?.html.startsWith('<p>The Finance Act 2025 is law.')).toBe(true);
    expect(newsletter?.text).toContain('See the tax calendar (https://www.kilele.example/insights/tax-calendar)');
  });

  it('takes no campaign that is not sent, or that lacks its slug or sending time', () => {
    for (const status of ['draft', 'scheduled', 'sending'] as const) expect(archivedNewsletter(storedCampaign({ status }), SITE), status).toBeUndefined();
    expect(archivedNewsletter(storedCampaign({ slug: null }), SITE)).toBeUndefined();
    expect(archivedNewsletter(storedCampaign({ sentAt: null }), SITE)).toBeUndefined();
  });
});

describe('what a campaign regenerates', () => {
  it('is its page, the list and the feed once sent, and nothing before', () => {
    expect(isSent({ status: 'sent' })).toBe(true);
    expect(newsletterPagesOf({ status: 'sent', slug: 'finance-act-2025' })).toEqual([
      '/insights/newsletters',
      '/insights/newsletters/feed.xml',
      '/insights/newsletters/finance-act-2025',
    ]);
    for (const status of ['draft', 'scheduled', 'sending']) expect(newsletterPagesOf({ status, slug: 'finance-act-2025' }), status).toEqual([]);
  });
});
