/**
 * The menus in the admin (the "Menus" global) on a real database: a fresh database is seeded
 * with today's menus, a service's rename and new slug reach every menu, a service unpublished,
 * saved as a draft or deleted leaves them (never a dead link), and a change to the menus or to
 * a service regenerates every page.
 */
import { describe, expect, it, vi } from 'vitest';
import { getMenus } from '@/lib/cms/read-content';
import type { Menus } from '@/lib/cms/globals/Navigation/resolve';
import { cmsOnFreshDatabase } from './support/cms';

const groupItems = (entries: Menus['header'], name: string) => {
  const group = entries.find((entry) => entry.kind === 'group' && entry.name === name);
  return group?.kind === 'group' ? group.items : [];
};
const footerItems = (menus: Menus, title: string) => menus.footer.find((column) => column.title === title)?.items ?? [];

describe('the menus in the admin', () => {
  const cms = cmsOnFreshDatabase();

  const serviceId = async (slug: string) =>
    (await cms.payload.find({ collection: 'services', where: { slug: { equals: slug } }, overrideAccess: true, depth: 0 })).docs[0]!.id;

  it('are seeded with today’s menus, each service stored as a link to its document', async () => {
    const menus = await getMenus();
    expect(menus.header.map((entry) => (entry.kind === 'link' ? entry.item.name : entry.name))).toEqual(['Home', 'About', 'Services', 'Insights', 'Contact']);
    expect(groupItems(menus.header, 'Services').map((item) => item.name)).toEqual([
      'Auditing and Assurance',
      'Outsourced Accounting',
      'Tax Consulting',
      'Business Advisory',
      'IT Advisory',
      'Training and Workshops',
      'Company Secretarial Services',
      'Outsourced HR and Recruitment Services',
      'View All Services',
    ]);
    expect(footerItems(menus, 'Services').map((item) => item.link)).toEqual([
      '/service/auditing-and-assurance',
      '/service/outsourced-accounting',
      '/service/tax-consulting',
      '/service/business-advisory',
      '/service/it-advisory',
      '/service/training-and-workshops',
    ]);
    expect(groupItems(menus.sidebar, 'Services').map((item) => item.link)).toEqual([
      '/service/audit-and-assurance',
      '/service/tax-consultation',
      '/service/ict-advisory',
      '/service/outsourcing',
      '/service/training',
      '/service/business-advisory',
    ]);
    const stored = (await cms.payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })) as { header: { items?: { link: { type: string; service?: unknown } }[] }[] };
    const services = stored.header[2]?.items ?? [];
    expect(services.slice(0, 8).map((item) => [item.link.type, item.link.service])).toEqual(
      await Promise.all(
        ['auditing-and-assurance', 'outsourced-accounting', 'tax-consulting', 'business-advisory', 'it-advisory', 'training-and-workshops', 'company-secretarial-services', 'outsourced-hr-and-recruitment'].map(
          async (slug) => ['service', await serviceId(slug)],
        ),
      ),
    );
  });

  it('are read from the admin once for a crowd of pages rendered per visit, and again after a change', async () => {
    const asked = vi.spyOn(cms.payload, 'findGlobal');
    try {
      await Promise.all(Array.from({ length: 10 }, () => getMenus()));
      for (let visit = 0; visit < 5; visit += 1) await getMenus();
      const navigationReads = () => asked.mock.calls.filter(([options]) => options.slug === 'navigation').length;
      expect(navigationReads()).toBeLessThanOrEqual(1);
      const before = navigationReads();
      await cms.payload.updateGlobal({ slug: 'navigation', data: {}, overrideAccess: true });
      await getMenus();
      expect(navigationReads()).toBe(before + 1);
    } finally {
      asked.mockRestore();
    }
  });

  it('follow a service’s new name and slug everywhere, and regenerate every page', async () => {
    await cms.signalsDelivered();
    cms.plans.length = 0;
    await cms.payload.update({
      collection: 'services',
      id: await serviceId('business-advisory'),
      data: { title: 'Strategy and Growth Advisory', slug: 'strategy-and-growth' },
      overrideAccess: true,
    });
    await cms.signalsDelivered();
    expect(cms.plans).toEqual([
      { everything: false, paths: ['/', '/*', '/insights/articles', '/service/business-advisory', '/service/strategy-and-growth', '/services'] },
    ]);
    const menus = await getMenus();
    const renamed = { name: 'Strategy and Growth Advisory', link: '/service/strategy-and-growth' };
    expect(groupItems(menus.header, 'Services')[3]).toEqual(renamed);
    expect(footerItems(menus, 'Services')[3]).toEqual(renamed);
    expect(groupItems(menus.sidebar, 'Services')[5]).toEqual(renamed);
    const links = [...menus.header, ...menus.sidebar].flatMap((entry) => (entry.kind === 'link' ? [entry.item] : entry.items)).map((item) => item.link);
    expect(links).not.toContain('/service/business-advisory');
  });

  it('leave out a service that is unpublished, and show it again once it is published', async () => {
    const id = await serviceId('it-advisory');
    await cms.payload.update({ collection: 'services', id, data: { _status: 'draft' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(groupItems((await getMenus()).header, 'Services').map((item) => item.name)).not.toContain('IT Advisory');
    expect(footerItems(await getMenus(), 'Services')).toHaveLength(5);
    await cms.payload.update({ collection: 'services', id, data: { _status: 'published' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(groupItems((await getMenus()).header, 'Services')[4]).toEqual({ name: 'IT Advisory', link: '/service/it-advisory' });
  });

  it('keep a published service’s name while a renamed draft of it waits', async () => {
    await cms.payload.update({ collection: 'services', id: await serviceId('tax-consulting'), data: { title: 'Tax Draft Title' }, draft: true, overrideAccess: true });
    await cms.signalsDelivered();
    expect(groupItems((await getMenus()).header, 'Services')[2]).toEqual({ name: 'Tax Consulting', link: '/service/tax-consulting' });
  });

  it('leave out a deleted service, with no link left behind, and regenerate every page', async () => {
    await cms.signalsDelivered();
    cms.plans.length = 0;
    await cms.payload.delete({ collection: 'services', id: await serviceId('outsourced-hr-and-recruitment'), overrideAccess: true });
    await cms.signalsDelivered();
    expect(cms.plans.flatMap((plan) => (plan.everything ? [] : plan.paths))).toContain('/*');
    const menus = await getMenus();
    expect(groupItems(menus.header, 'Services').map((item) => item.link)).toEqual([
      '/service/auditing-and-assurance',
      '/service/outsourced-accounting',
      '/service/tax-consulting',
      '/service/strategy-and-growth',
      '/service/it-advisory',
      '/service/training-and-workshops',
      '/service/company-secretarial-services',
      '/services',
    ]);
  });

  it('take a staff member’s change to the menus, a link emptied by a deleted service and all, and regenerate every page', async () => {
    await cms.signalsDelivered();
    cms.plans.length = 0;
    const stored = await cms.payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true });
    await cms.payload.updateGlobal({
      slug: 'navigation',
      data: { footer: [...(stored.footer ?? []), { title: 'Network', items: [{ link: { type: 'page', page: 'network', label: 'International network' } }, { link: { type: 'custom', url: '/insights', label: 'Insights' } }] }] },
      overrideAccess: true,
    });
    await cms.signalsDelivered();
    expect(cms.plans).toEqual([{ everything: false, paths: ['/*'] }]);
    expect((await getMenus()).footer.at(-1)).toEqual({
      title: 'Network',
      items: [
        { name: 'International network', link: '/meridian-international' },
        { name: 'Insights', link: '/insights' },
      ],
    });
  });

  it('refuse a link that points at nothing', async () => {
    await expect(
      cms.payload.updateGlobal({ slug: 'navigation', data: { footer: [{ title: 'Bad', items: [{ link: { type: 'custom', url: 'javascript:alert(1)', label: 'x' } }] }] }, overrideAccess: true }),
    ).rejects.toThrow(/Address/);
    await expect(cms.payload.updateGlobal({ slug: 'navigation', data: { footer: [{ title: 'Bad', items: [{ link: { type: 'page' } }] }] }, overrideAccess: true })).rejects.toThrow(/Page/);
    await expect(
      cms.payload.updateGlobal({ slug: 'navigation', data: { footer: [{ title: 'Bad', items: [{ link: { type: 'custom', url: '/insights' } }] }] }, overrideAccess: true }),
    ).rejects.toThrow(/Label/);
  });
});
