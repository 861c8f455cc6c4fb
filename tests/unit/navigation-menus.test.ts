/**
 * The menus the admin keeps (the "Menus" global): the first start's seed renders today's menus
 * exactly, and a stored link resolves to its target's current title and address, or is left
 * out when the target is gone or unpublished, never rendered dead.
 */
import { describe, expect, it } from 'vitest';
import { menuAddressRule } from '@/lib/cms/globals/Navigation/link';
import { publishedService, resolveLink, resolveMenus, type StoredMenus } from '@/lib/cms/globals/Navigation/resolve';
import { seedMenus } from '@/lib/cms/globals/Navigation/seed';

const link = (name: string, href: string) => ({ name, link: href });
const services = [
  link('Auditing and Assurance', '/service/auditing-and-assurance'),
  link('Outsourced Accounting', '/service/outsourced-accounting'),
  link('Tax Consulting', '/service/tax-consulting'),
  link('Business Advisory', '/service/business-advisory'),
  link('IT Advisory', '/service/it-advisory'),
  link('Training and Workshops', '/service/training-and-workshops'),
  link('Company Secretarial Services', '/service/company-secretarial-services'),
  link('Outsourced HR and Recruitment Services', '/service/outsourced-hr-and-recruitment'),
];
const taxTools = [link('Payroll calculator', '/insights/payroll-calculator'), link('Tax deadline calendar', '/insights/tax-calendar')];

describe('the seed’s menus', () => {
  const menus = seedMenus();

  it('are the header’s menus as they were written in code, with the newsletters’ archive under Insights', () => {
    expect(menus.header).toEqual([
      { kind: 'link', item: link('Home', '/') },
      {
        kind: 'group',
        name: 'About',
        items: [link('Our story', '/about-us'), link('Team', '/team'), link('Trainings', '/kp-trainings'), link('Careers', '/careers')],
      },
      { kind: 'group', name: 'Services', items: [...services, link('View All Services', '/services')] },
      { kind: 'group', name: 'Insights', items: [link('Articles', '/insights/articles'), link('Podcast', '/insights/podcasts'), link('Newsletters', '/insights/newsletters'), ...taxTools] },
      { kind: 'link', item: link('Contact', '/contact-us') },
    ]);
  });

  it('are the sidebar’s, with the spec’s own paths', () => {
    expect(menus.sidebar).toEqual([
      { kind: 'link', item: link('Home', '/') },
      {
        kind: 'group',
        name: 'About Us',
        items: [link('Our story', '/about-us'), link('Team', '/kp-team'), link('Careers', '/careers'), link('CSR', '/kp-csr')],
      },
      {
        kind: 'group',
        name: 'Services',
        items: [
          link('Audit and Assurance', '/service/audit-and-assurance'),
          link('Tax Consultation', '/service/tax-consultation'),
          link('ICT Advisory', '/service/ict-advisory'),
          link('Outsourcing', '/service/outsourcing'),
          link('Training', '/service/training'),
          link('Business Advisory', '/service/business-advisory'),
        ],
      },
      { kind: 'link', item: link('Insights', '/insights') },
      { kind: 'link', item: link('Contact', '/contact-us') },
      { kind: 'link', item: link('Book Consultation', '/book-consultation') },
    ]);
  });

  it('are the footer’s columns', () => {
    expect(menus.footer).toEqual([
      {
        title: 'Company',
        items: [
          link('Our story', '/about-us'),
          link('Team', '/team'),
          link('Trainings', '/kp-trainings'),
          link('Careers', '/careers'),
          link('Community (CSR)', '/kp-csr'),
          link('Contact', '/contact-us'),
        ],
      },
      { title: 'Services', items: services.slice(0, 6) },
      { title: 'Tax tools', items: taxTools },
      {
        title: 'Legal',
        items: [link('Privacy policy', '/privacy-policy'), link('Terms & Conditions', '/terms-and-conditions'), link('Cookie policy', '/cookie-policy')],
      },
    ]);
  });
});

describe('a stored link', () => {
  const tax = { id: 3, title: 'Tax Consulting', slug: 'tax-consulting', _status: 'published' };

  it('shows a service’s current title and address, or its own label', () => {
    expect(resolveLink({ type: 'service', service: { ...tax, title: 'Tax Advisory', slug: 'tax-advisory' } }, publishedService)).toEqual(
      link('Tax Advisory', '/service/tax-advisory'),
    );
    expect(resolveLink({ type: 'service', service: tax, label: 'Tax' }, publishedService)).toEqual(link('Tax', '/service/tax-consulting'));
    // A blank label is no label.
    expect(resolveLink({ type: 'service', service: tax, label: '  ' }, publishedService)).toEqual(link('Tax Consulting', '/service/tax-consulting'));
  });

  it('is left out when its service was deleted, is unpublished, or was never read', () => {
    // Deleted: the database empties the reference.
    expect(resolveLink({ type: 'service', service: null, label: 'Tax' }, publishedService)).toBeUndefined();
    expect(resolveLink({ type: 'service', service: { ...tax, _status: 'draft' } }, publishedService)).toBeUndefined();
    // Read without its document (depth 0): an id is no title and no address.
    expect(resolveLink({ type: 'service', service: 3 }, publishedService)).toBeUndefined();
  });

  it('names a page from the list, and an address only with a label', () => {
    expect(resolveLink({ type: 'page', page: 'csr' }, publishedService)).toEqual(link('CSR', '/kp-csr'));
    expect(resolveLink({ type: 'page', page: 'csr', label: 'Community (CSR)' }, publishedService)).toEqual(link('Community (CSR)', '/kp-csr'));
    expect(resolveLink({ type: 'page', page: 'no-such-page' }, publishedService)).toBeUndefined();
    expect(resolveLink({ type: 'custom', url: '/insights', label: 'Insights' }, publishedService)).toEqual(link('Insights', '/insights'));
    expect(resolveLink({ type: 'custom', url: '/insights' }, publishedService)).toBeUndefined();
    expect(resolveLink({ type: 'custom', url: '', label: 'Insights' }, publishedService)).toBeUndefined();
  });

  it('leaves out a menu all of whose links are gone, and keeps the rest in order', () => {
    const stored: StoredMenus<unknown> = {
      header: [
        { type: 'link', link: { type: 'page', page: 'home' } },
        { type: 'menu', title: 'Services', items: [{ link: { type: 'service', service: null } }, { link: { type: 'service', service: { ...tax, _status: 'draft' } } }] },
        { type: 'menu', title: 'More', items: [{ link: { type: 'service', service: null } }, { link: { type: 'service', service: tax } }] },
      ],
      sidebar: [],
      footer: [{ title: 'Services', items: [{ link: { type: 'service', service: null } }] }, { title: 'Legal', items: [{ link: { type: 'page', page: 'terms' } }] }],
    };
    expect(resolveMenus(stored, publishedService)).toEqual({
      header: [
        { kind: 'link', item: link('Home', '/') },
        { kind: 'group', name: 'More', items: [link('Tax Consulting', '/service/tax-consulting')] },
      ],
      sidebar: [],
      footer: [{ title: 'Legal', items: [link('Terms & Conditions', '/terms-and-conditions')] }],
    });
  });
});

describe('an address typed into a menu link', () => {
  it('is a path on the site or a full https address', () => {
    for (const good of ['/insights', '/service/audit-and-assurance', '/', 'https://example.com/x']) expect(menuAddressRule(good), good).toBe(true);
    for (const bad of ['insights', '//evil.example', 'http://example.com', 'javascript:alert(1)', '/has space', '']) expect(menuAddressRule(bad), bad).not.toBe(true);
  });
});
