/**
 * The menus as the layout shows them, from the "Navigation" global (stored, services
 * populated) or from its seed: each link resolved to a name and an address. A service link
 * takes the service's current title (unless it gives a label) and its current slug, so a rename
 * or a new slug follows by itself; a link whose service was deleted or is not published, or
 * that names no page or address, is left out, and so is a menu left with no link. Framework-free:
 * the unit tests run it as it is.
 */
import { routes } from '../../../routes';
import { isMenuPage, MENU_PAGES } from './pages';

/** One link of a menu: the name shown and the address it leads to. */
export type MenuLink = { name: string; link: string };

/** A top-level entry of the header or the sidebar: a link, or a menu of links under a name. */
export type MenuEntry = { kind: 'link'; item: MenuLink } | { kind: 'group'; name: string; items: MenuLink[] };

export type FooterColumn = { title: string; items: MenuLink[] };

export type Menus = { header: MenuEntry[]; sidebar: MenuEntry[]; footer: FooterColumn[] };

/** A link as stored: what it points at, and the label that overrides the target's own name. */
export type StoredLink<Ref> = {
  type?: string | null;
  service?: Ref | null;
  page?: string | null;
  url?: string | null;
  label?: string | null;
};

type Rows<T> = readonly T[] | null | undefined;

export type StoredMenus<Ref> = {
  header?: Rows<{ type?: string | null; link?: StoredLink<Ref> | null; title?: string | null; items?: Rows<{ link?: StoredLink<Ref> | null }> }>;
  sidebar?: Rows<{ type?: string | null; link?: StoredLink<Ref> | null; title?: string | null; items?: Rows<{ link?: StoredLink<Ref> | null }> }>;
  footer?: Rows<{ title?: string | null; items?: Rows<{ link?: StoredLink<Ref> | null }> }>;
};

/** The service a reference names, if the public site shows it: its title and slug. */
export type ServiceLookup<Ref> = (ref: Ref) => { title: string; slug: string } | undefined;

const filled = (value: string | null | undefined): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A link's name and address, or `undefined` when it points at nothing the site shows. */
export function resolveLink<Ref>(link: StoredLink<Ref> | null | undefined, serviceOf: ServiceLookup<Ref>): MenuLink | undefined {
  if (!link) return undefined;
  const label = filled(link.label);
  switch (link.type) {
    case 'service': {
      const service = link.service === null || link.service === undefined ? undefined : serviceOf(link.service);
      return service ? { name: label ?? service.title, link: routes.service(service.slug) } : undefined;
    }
    case 'page':
      return isMenuPage(link.page) ? { name: label ?? MENU_PAGES[link.page].label, link: MENU_PAGES[link.page].path } : undefined;
    case 'custom': {
      const url = filled(link.url);
      return url && label ? { name: label, link: url } : undefined;
    }
    default:
      return undefined;
  }
}

function resolveItems<Ref>(rows: Rows<{ link?: StoredLink<Ref> | null }>, serviceOf: ServiceLookup<Ref>): MenuLink[] {
  return (rows ?? []).flatMap((row) => resolveLink(row.link, serviceOf) ?? []);
}

function resolveEntries<Ref>(rows: StoredMenus<Ref>['header'], serviceOf: ServiceLookup<Ref>): MenuEntry[] {
  return (rows ?? []).flatMap((row): MenuEntry[] => {
    if (row.type === 'menu') {
      const name = filled(row.title);
      const items = resolveItems(row.items, serviceOf);
      return name && items.length > 0 ? [{ kind: 'group', name, items }] : [];
    }
    const item = resolveLink(row.link, serviceOf);
    return item ? [{ kind: 'link', item }] : [];
  });
}

export function resolveMenus<Ref>(stored: StoredMenus<Ref>, serviceOf: ServiceLookup<Ref>): Menus {
  return {
    header: resolveEntries(stored.header, serviceOf),
    sidebar: resolveEntries(stored.sidebar, serviceOf),
    footer: (stored.footer ?? []).flatMap((column) => {
      const title = filled(column.title);
      const items = resolveItems(column.items, serviceOf);
      return title && items.length > 0 ? [{ title, items }] : [];
    }),
  };
}

/**
 * A stored service reference, populated (`depth` 1): shown when the document is there and
 * published. A deleted service leaves the reference empty, or, read at depth 0, a bare id.
 */
export function publishedService(ref: unknown): { title: string; slug: string } | undefined {
  if (typeof ref !== 'object' || ref === null) return undefined;
  const doc = ref as { title?: unknown; slug?: unknown; _status?: unknown };
  if (doc._status !== undefined && doc._status !== null && doc._status !== 'published') return undefined;
  if (typeof doc.title !== 'string' || typeof doc.slug !== 'string' || doc.slug === '') return undefined;
  return { title: doc.title, slug: doc.slug };
}
