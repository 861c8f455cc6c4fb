/**
 * A menu link in the admin, as Payload's website template writes its `link` field: it points at
 * a service (a document: its title and address follow it), at one of the site's pages (chosen
 * from a list, lib/cms/globals/Navigation/pages.ts), or at an address typed out; the label, when
 * given, is shown instead of the service's title or the page's usual name.
 */
import type { Field } from 'payload';
import { MENU_PAGES } from './pages';

/** lib/cms/collections/Services/index.ts's slug, written out: that module loads the list of globals, which loads this one. */
const SERVICES = 'services';

type Sibling = { type?: string; label?: string | null };
const pointsAt = (type: string) => (_data: unknown, sibling: Sibling | undefined) => sibling?.type === type;
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A path on this site (`/insights`) or a full address (`https://…`). */
export function menuAddressRule(value: unknown): true | string {
  if (typeof value !== 'string') return 'An address, e.g. /insights';
  if (/^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\S*$/.test(value)) return true;
  return 'A path on this site starting with / (e.g. /insights), or a full address starting with https://';
}

/** The `link` group of a menu item. */
export function linkField(): Field {
  return {
    name: 'link',
    label: false,
    type: 'group',
    fields: [
      {
        name: 'type',
        label: 'Points at',
        type: 'radio',
        required: true,
        defaultValue: 'service',
        options: [
          { label: 'A service', value: 'service' },
          { label: 'A page of the site', value: 'page' },
          { label: 'Another address', value: 'custom' },
        ],
        admin: { layout: 'horizontal' },
      },
      {
        name: 'service',
        label: 'Service',
        type: 'relationship',
        relationTo: SERVICES,
        admin: {
          condition: pointsAt('service'),
          description: 'The menu shows its title and links to its page. A service unpublished or deleted leaves the menu; a link left with no service is not shown.',
        },
        // Not required: a deleted service empties its links, and the menus must still be savable.
      } as Field,
      {
        name: 'page',
        label: 'Page',
        type: 'select',
        options: Object.entries(MENU_PAGES).map(([value, page]) => ({ label: `${page.label} (${page.path})`, value })),
        admin: { condition: pointsAt('page') },
        validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => (siblingData.type !== 'page' || value ? true : 'Choose a page'),
      } as Field,
      {
        name: 'url',
        label: 'Address',
        type: 'text',
        admin: { condition: pointsAt('custom'), description: 'A path on this site (e.g. /insights) or a full address (https://…).' },
        validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => (siblingData.type !== 'custom' ? true : menuAddressRule(value)),
      } as Field,
      {
        name: 'label',
        label: 'Label',
        type: 'text',
        admin: { description: 'Leave empty to show the service’s title or the page’s usual name. Needed for another address.' },
        validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => (siblingData.type === 'custom' && blank(value) ? 'A label for the address' : true),
      } as Field,
    ],
  };
}
