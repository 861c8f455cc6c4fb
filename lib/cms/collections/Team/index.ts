/**
 * The firm's people (seeded from content/seed/team.ts): `/team`, `/team/<slug>`, the about page's grid.
 * Staff drag members into the order the pages show them (Payload's orderable list); a
 * member's bio is paragraphs separated by a blank line.
 */
import type { CollectionConfig } from 'payload';
import type { TeamMember } from '../../../../content/schema';
import { teamSeed } from '../../../../content/seed/team';
import { routes } from '../../../routes';
import { publishedContent } from '../../access';
import { regenerateOnChange } from '../../revalidate';
import { imageOf } from '../../images';
import { defineCollection, type StoredDoc } from '../../content-registry';
import { paragraphsOf, slugField, text, textarea, previewOf } from '../../fields';

export const TEAM_SLUG = 'team-members';

/** The pages that show a member: their own, the team page and the about page's grid. */
const pagesOf = (doc: StoredDoc): string[] => {
  const slug = typeof doc.slug === 'string' ? doc.slug : undefined;
  return [routes.team, routes.about, ...(slug ? [routes.member(slug)] : [])];
};

const config: CollectionConfig = {
  slug: TEAM_SLUG,
  labels: { singular: 'Team member', plural: 'Team members' },
  orderable: true,
  defaultSort: '_order',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'slug', '_status'],
    group: 'Site content',
    preview: (doc) => previewOf(routes.member(String(doc.slug ?? ''))),
    description: 'The people on /team and the about page, in the order shown here: drag a row to move a person.',
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: regenerateOnChange({ slug: TEAM_SLUG, pagesOf }),
  access: publishedContent,
  fields: [
    text('name', 'Name with credentials', { admin: { description: 'As shown on the site, e.g. “Amani Wanjiru, CPA”.' } }),
    text('position', 'Position', { admin: { description: 'e.g. “Partner, Audit and Assurance”.' } }),
    slugField('The address of the person’s page: /team/<slug>. Their name in lower case, words joined by hyphens, without credentials.'),
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'A portrait, at least 600 × 750 pixels (4:5). Its alternative text is the media item’s.' },
    },
    textarea('bio', 'Biography', {
      admin: { description: 'Paragraphs separated by a blank line. The first is the page’s summary for search engines.', rows: 14 },
    }),
  ],
};

export const teamCollection = defineCollection<TeamMember, typeof TEAM_SLUG>({
  slug: TEAM_SLUG,
  config,
  storedSeed: () => teamSeed,
  fromDoc(doc) {
    return {
      // The members' numbers are their places in the staff's order; read.ts lists them in it.
      id: 0,
      name: doc.name,
      position: doc.position,
      slug: doc.slug,
      image: imageOf(doc.photo),
      description: paragraphsOf(doc.bio),
    };
  },
  pagesOf,
});
