/**
 * When a campaign is public and where it shows: what the campaigns collection's hooks regenerate
 * (lib/cms/revalidate.ts) and what the archive reads (lib/newsletters/archive.ts). Apart from
 * both, so the collection can name it without loading the archive's reads.
 */
import { routes } from '../routes';

/** The stored fields that decide it. */
export type CampaignVisibility = { status?: unknown; slug?: unknown };

/** Whether the public may see a campaign: once it is sent, never before. */
export const isSent = (doc: CampaignVisibility): boolean => doc.status === 'sent';

/** The public addresses a sent campaign shows on: its page, and the archive's list and feed. */
export function newsletterPagesOf(doc: CampaignVisibility): string[] {
  if (!isSent(doc) || typeof doc.slug !== 'string' || doc.slug === '') return [];
  return [routes.newsletters, routes.newslettersFeed, routes.newsletter(doc.slug)];
}
