/**
 * The request pipeline's question "does the admin have this slug?" asked of Payload's tables
 * (lib/cms/slug-lookup.ts), on a real database the admin migrated and seeded: published
 * documents are known, a draft never published is too (a staff member previews it at its
 * address), a newsletter only once its campaign is sent, and invented slugs are not. Then the
 * pipeline's decision on those answers, and on a database that cannot be asked.
 */
import { describe, expect, it } from 'vitest';
import { adminHasSlug } from '@/lib/cms/slug-lookup';
import { knowsSlugFrom, unknownSlugRewrite } from '@/lib/server/unknown-slug-guard';
import { lexicalBody } from './support/campaigns';
import { cmsOnFreshDatabase, SAMPLE_TRAINING } from './support/cms';

const NOT_FOUND = '/_kilele/not-found';

describe('the admin’s slugs, asked of its tables', () => {
  const cms = cmsOnFreshDatabase();
  const has = (kind: Parameters<typeof adminHasSlug>[1], slug: string) => adminHasSlug(cms.database.handle.sql, kind, slug);

  it('knows the seeded team members, services and trainings, each under its own kind, and no invented slug', async () => {
    expect(await has('team-member', 'grace-achieng-otieno')).toBe(true);
    expect(await has('service', 'tax-consulting')).toBe(true);
    expect(await has('training', 'tax-updates-seminar-2025')).toBe(true);

    expect(await has('team-member', 'tax-consulting')).toBe(false);
    expect(await has('service', 'grace-achieng-otieno')).toBe(false);
    for (const kind of ['team-member', 'service', 'training', 'newsletter'] as const) {
      for (const slug of ['wp-login.php', 'aaaa1', `'; drop table x; --`, '']) expect(await has(kind, slug), `${kind} ${slug}`).toBe(false);
    }
  });

  it('knows a draft that was never published, and the address a published document’s latest draft gives it', async () => {
    const { payload } = cms;
    const photo = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0]!;
    await payload.create({
      collection: 'team-members',
      data: { name: 'Wanjiku Draft, CPA', position: 'Associate', slug: 'wanjiku-draft', photo: photo.id, bio: 'Not yet on the site.', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    });
    await payload.create({ collection: 'training-events', data: { ...SAMPLE_TRAINING, image: photo.id, _status: 'draft' }, draft: true, overrideAccess: true });
    expect(await has('team-member', 'wanjiku-draft')).toBe(true);
    expect(await has('training', 'payroll-masterclass-2027')).toBe(true);

    const audit = (await payload.find({ collection: 'services', where: { slug: { equals: 'auditing-and-assurance' } }, overrideAccess: true })).docs[0]!;
    await payload.update({ collection: 'services', id: audit.id, data: { slug: 'audit-draft-address' }, draft: true, overrideAccess: true });
    // The published address stays the site's; the draft's opens for the preview.
    expect(await has('service', 'auditing-and-assurance')).toBe(true);
    expect(await has('service', 'audit-draft-address')).toBe(true);
    // A draft saved over it again: the earlier draft's address is no longer anyone's.
    await payload.update({ collection: 'services', id: audit.id, data: { slug: 'audit-second-draft' }, draft: true, overrideAccess: true });
    expect(await has('service', 'audit-draft-address')).toBe(false);
    expect(await has('service', 'audit-second-draft')).toBe(true);
  });

  it('knows a newsletter only once its campaign is sent', async () => {
    const { payload } = cms;
    const campaign = await payload.create({
      collection: 'campaigns',
      data: { subject: 'Budget 2026 highlights', slug: 'budget-2026-highlights', body: lexicalBody('The Budget in brief.'), topics: ['insights'], status: 'draft' },
    });
    expect(await has('newsletter', 'budget-2026-highlights')).toBe(false);
    await payload.update({ collection: 'campaigns', id: campaign.id, data: { status: 'sent', sentAt: '2026-06-13T12:00:00Z' } });
    expect(await has('newsletter', 'budget-2026-highlights')).toBe(true);
    expect(await has('newsletter', 'budget-2026')).toBe(false);
  });

  it('sends invented slugs to the not-found page and lets known ones and drafts through; with the database down, everything through', async () => {
    const sources = { heldArticles: () => new Set<string>(), inMirror: async () => false };
    const knows = knowsSlugFrom({ ...sources, inAdmin: (kind, slug) => has(kind, slug) });
    for (const url of ['/team/grace-achieng-otieno', '/team/wanjiku-draft', '/service/tax-consulting', '/kp-trainings/payroll-masterclass-2027/register', '/insights/newsletters/budget-2026-highlights']) {
      expect(await unknownSlugRewrite('GET', url, knows), url).toBeNull();
    }
    for (const url of ['/team/wp-login.php', '/service/aaaa1', '/kp-trainings/aaaa1', '/kp-trainings/aaaa1/register', '/insights/newsletters/aaaa1']) {
      expect(await unknownSlugRewrite('GET', url, knows), url).toBe(NOT_FOUND);
    }

    const other = await cms.database.openAnother();
    await other.close();
    const closed = knowsSlugFrom({ ...sources, inAdmin: (kind, slug) => adminHasSlug(other.sql, kind, slug) });
    await expect(adminHasSlug(other.sql, 'team-member', 'aaaa1')).rejects.toThrow();
    for (const url of ['/team/grace-achieng-otieno', '/team/wp-login.php', '/insights/newsletters/aaaa1']) {
      expect(await unknownSlugRewrite('GET', url, closed), url).toBeNull();
    }
  });
});
