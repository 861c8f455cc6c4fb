/**
 * The newsletter campaigns collection (lib/cms/collections/Campaigns): editors and admins write
 * them, visitors read only sent ones (the archive), nobody sets the status through the admin or
 * the API (the status given at creation is ignored), nobody changes one past its draft, and a
 * campaign without a slug gets one from its subject.
 */
import { describe, expect, it } from 'vitest';
import { lexicalBody } from './support/campaigns';
import { cmsOnFreshDatabase } from './support/cms';

const user = (role: string) => ({ id: 9, role, collection: 'users' }) as never;

const body = lexicalBody('The Finance Act 2026 changes PAYE bands.');

describe('newsletter campaigns in the admin', () => {
  const cms = cmsOnFreshDatabase();

  it('are written by editors as drafts with a slug from the subject; the status is not theirs to set', async () => {
    const first = await cms.payload.create({
      collection: 'campaigns',
      data: { subject: 'Finance Act 2026: what changes for PAYE', body, topics: ['insights'], status: 'sent' },
      overrideAccess: false,
      user: user('editor'),
    });
    expect(first).toMatchObject({ slug: 'finance-act-2026-what-changes-for-paye', status: 'draft' });
    const second = await cms.payload.create({
      collection: 'campaigns',
      data: { subject: 'Finance Act 2026 — what changes for PAYE?', body, topics: ['tax-deadlines'], status: 'draft' },
      overrideAccess: false,
      user: user('editor'),
    });
    expect(second.slug).toBe('finance-act-2026-what-changes-for-paye-2');
    const updated = await cms.payload.update({ collection: 'campaigns', id: first.id, data: { status: 'sent', sentAt: '2026-01-01T00:00:00Z' } as never, overrideAccess: false, user: user('admin') });
    expect(updated).toMatchObject({ status: 'draft', sentAt: null });
    await expect(
      cms.payload.create({ collection: 'campaigns', data: { subject: 'No topics', body, topics: [], status: 'draft' }, overrideAccess: false, user: user('editor') }),
    ).rejects.toThrow(/Topics/);
    await expect(
      cms.payload.create({ collection: 'campaigns', data: { subject: 'Bad slug', slug: 'Not A Slug', body, topics: ['insights'], status: 'draft' }, overrideAccess: false, user: user('editor') }),
    ).rejects.toThrow(/Address \(slug\)/);
    for (const stranger of [null, user('leads')]) {
      await expect(cms.payload.create({ collection: 'campaigns', data: { subject: 'X', body, topics: ['insights'], status: 'draft' }, overrideAccess: false, user: stranger })).rejects.toMatchObject({ status: 403 });
    }
  });

  it('shows visitors only the sent ones, and keeps sent ones from deletion', async () => {
    const draft = await cms.payload.create({ collection: 'campaigns', data: { subject: 'Budget 2026 draft', body, topics: ['insights'], status: 'draft' } });
    const sent = await cms.payload.create({ collection: 'campaigns', data: { subject: 'Budget 2026 highlights', body, topics: ['insights'], status: 'draft' } });
    await cms.payload.update({ collection: 'campaigns', id: sent.id, data: { status: 'sent', sentAt: '2026-06-13T12:00:00Z' } });
    const visible = await cms.payload.find({ collection: 'campaigns', overrideAccess: false, user: null, where: { slug: { like: 'budget-2026' } } });
    expect(visible.docs.map((doc) => doc.subject)).toEqual(['Budget 2026 highlights']);
    const editors = await cms.payload.find({ collection: 'campaigns', overrideAccess: false, user: user('editor'), where: { slug: { like: 'budget-2026' } } });
    expect(editors.docs.map((doc) => doc.subject).sort()).toEqual(['Budget 2026 draft', 'Budget 2026 highlights']);
    await expect(cms.payload.delete({ collection: 'campaigns', id: sent.id, overrideAccess: false, user: user('admin') })).rejects.toMatchObject({ status: 403 });
    await cms.payload.delete({ collection: 'campaigns', id: draft.id, overrideAccess: false, user: user('editor') });
  });

  it('lets nobody change a campaign once it is scheduled, sending, sent or stopped: what was chosen is what is mailed and archived', async () => {
    for (const status of ['scheduled', 'sending', 'sent', 'stopped'] as const) {
      const campaign = await cms.payload.create({ collection: 'campaigns', data: { subject: `Budget 2026, ${status}`, body, topics: ['insights'], status: 'draft' } });
      await cms.payload.update({ collection: 'campaigns', id: campaign.id, data: { status } });
      for (const role of ['editor', 'admin']) {
        await expect(
          cms.payload.update({ collection: 'campaigns', id: campaign.id, data: { subject: 'Changed after the fact', slug: 'changed', topics: ['tax-deadlines'] }, overrideAccess: false, user: user(role) }),
          `${role} changes a ${status} campaign`,
        ).rejects.toMatchObject({ status: 403 });
      }
      expect(await cms.payload.findByID({ collection: 'campaigns', id: campaign.id })).toMatchObject({ subject: `Budget 2026, ${status}`, topics: ['insights'], status });
      // Visitors see a campaign once it is sent; a stopped one, part sent, never.
      const visible = await cms.payload.find({ collection: 'campaigns', overrideAccess: false, user: null, where: { id: { equals: campaign.id } } });
      expect(visible.docs.length, `visitors see a ${status} campaign`).toBe(status === 'sent' ? 1 : 0);
    }
    // A draft stays the editors' to change.
    const draft = await cms.payload.create({ collection: 'campaigns', data: { subject: 'Budget 2026, a draft', body, topics: ['insights'], status: 'draft' } });
    const changed = await cms.payload.update({ collection: 'campaigns', id: draft.id, data: { subject: 'Budget 2026: the highlights' }, overrideAccess: false, user: user('editor') });
    expect(changed.subject).toBe('Budget 2026: the highlights');
  });
});
