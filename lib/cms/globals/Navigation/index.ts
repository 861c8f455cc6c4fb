/**
 * The "Menus" global: the header's menu, the mobile sidebar and the footer's columns, on every
 * page (as Payload's website template keeps its Header and Footer). Each link points at a
 * service, a page of the site or an address (./link.ts); the layout reads them resolved
 * (./resolve.ts), through lib/cms/read-content.ts's `getMenus()`.
 */
import type { Field, GlobalConfig } from 'payload';
import { navigationSeed, type SeedEntry, type SeedLink } from '../../../../content/seed/navigation';
import type { SeedGlobalData } from '../../../../content/seed/stored';
import { contentStaff } from '../../access';
import { defineGlobal, type SeedContext } from '../../content-registry';
import { EVERY_PAGE, regenerateOnGlobalChange } from '../../revalidate';
import { SERVICES_SLUG } from '../../collections/Services';
import { linkField } from './link';
import { type Menus, publishedService, resolveMenus, type StoredMenus } from './resolve';
import { seedMenus } from './seed';

export const NAVIGATION_SLUG = 'navigation';

/** The menus are on every page. */
const pages = (): string[] => [EVERY_PAGE];

const isMenu = (_data: unknown, sibling: { type?: string } | undefined) => sibling?.type === 'menu';
const isLink = (_data: unknown, sibling: { type?: string } | undefined) => sibling?.type !== 'menu';

/** The header's or the sidebar's entries: each a link, or a menu of links under a name. */
const entries = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'array',
  admin: { description },
  fields: [
    {
      name: 'type',
      label: 'Entry',
      type: 'radio',
      required: true,
      defaultValue: 'link',
      options: [
        { label: 'A link', value: 'link' },
        { label: 'A menu of links', value: 'menu' },
      ],
      admin: { layout: 'horizontal' },
    },
    { ...linkField(), admin: { condition: isLink } } as Field,
    {
      name: 'title',
      label: 'Menu name',
      type: 'text',
      admin: { condition: isMenu },
      validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) =>
        siblingData.type === 'menu' && (typeof value !== 'string' || value.trim() === '') ? 'A name for the menu' : true,
    } as Field,
    { name: 'items', label: 'Links', type: 'array', admin: { condition: isMenu }, fields: [linkField()] },
  ],
});

const config: GlobalConfig = {
  slug: NAVIGATION_SLUG,
  label: 'Menus',
  admin: {
    group: 'Site content',
    description:
      'The header’s menu, the mobile sidebar and the footer’s columns, on every page. A link to a service shows its current title and address; one whose service is deleted or unpublished is left out.',
  },
  access: { read: () => true, update: contentStaff },
  hooks: { afterChange: regenerateOnGlobalChange({ slug: NAVIGATION_SLUG, pages }) },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Header', fields: [entries('header', 'Header menu', 'Left to right, at 1280 px and wider. The Book Consultation button and the search stay as they are.')] },
        { label: 'Mobile sidebar', fields: [entries('sidebar', 'Sidebar menu', 'Top to bottom, in the menu phones open.')] },
        {
          label: 'Footer',
          fields: [
            {
              name: 'footer',
              label: 'Footer columns',
              type: 'array',
              fields: [
                { name: 'title', label: 'Column title', type: 'text', required: true },
                { name: 'items', label: 'Links', type: 'array', fields: [linkField()] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** content/seed/navigation.ts as Payload stores it: each service by its id (one no longer there is left out). */
async function storedSeed({ payload }: SeedContext): Promise<SeedGlobalData<typeof NAVIGATION_SLUG>> {
  const ids = new Map<string, number | string>();
  const { docs } = await payload.find({ collection: SERVICES_SLUG, depth: 0, pagination: false, overrideAccess: true, select: { slug: true } });
  for (const doc of docs) ids.set(String((doc as { slug?: unknown }).slug), doc.id);
  type Row = { link: Record<string, unknown> };
  const row = (link: SeedLink): Row[] => {
    if (link.type !== 'service') return [{ link }];
    const id = ids.get(link.service);
    return id === undefined ? [] : [{ link: { ...link, service: id } }];
  };
  const items = (rows: { link: SeedLink }[]) => rows.flatMap((item) => row(item.link));
  const entries = (rows: SeedEntry[]) =>
    rows.flatMap((entry): Record<string, unknown>[] =>
      entry.type === 'menu' ? [{ type: 'menu', title: entry.title, items: items(entry.items) }] : row(entry.link).map((item) => ({ type: 'link', ...item })),
    );
  // The seed's own types are looser than the stored ones (a page by any key): Payload checks each link at the save.
  return {
    header: entries(navigationSeed.header),
    sidebar: entries(navigationSeed.sidebar),
    footer: navigationSeed.footer.map((column) => ({ title: column.title, items: items(column.items) })),
  } as SeedGlobalData<typeof NAVIGATION_SLUG>;
}

export const navigationGlobal = defineGlobal<Menus, typeof NAVIGATION_SLUG>({
  slug: NAVIGATION_SLUG,
  config,
  // Its links point at services by id, so it is seeded once the services are (a LinkedSeedGlobal, lib/cms/content-registry.ts).
  storedSeed,
  buildSeed: seedMenus,
  fromDoc: (doc) => resolveMenus(doc as StoredMenus<unknown>, publishedService),
  pages,
});
