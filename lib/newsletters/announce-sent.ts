/**
 * A campaign marked sent by the sending (lib/newsletters/sending.ts, in SQL, where Payload's
 * hooks do not run) is announced as a content change, within the transaction that marked it:
 * every instance, this one included, regenerates the archive's list and feed, the campaign's
 * page, the sitemap and the search index when it commits (lib/server/change-signal.ts), as a
 * change saved in the admin outside a request is (lib/cms/revalidate.ts).
 */
import type { ContentRegenerationPlan } from '../cms/regenerate-pages';
import type { Db } from '../db/types';
import { announceChange } from '../server/change-signal';
import { newsletterPagesOf } from './archive-pages';

/** The plan for a campaign that became sent: its pages (none without a slug; the sitemap and search come with every plan). */
export const sentCampaignPlan = (slug: string | null): ContentRegenerationPlan => ({
  everything: false,
  paths: newsletterPagesOf({ status: 'sent', slug }),
});

/** Announces on `channel` (lib/server/change-signal.ts's `changeChannel`) that the campaign at `slug` is sent; leaves at `tx`'s commit. */
export async function announceCampaignSent(tx: Db, channel: string, slug: string | null): Promise<void> {
  await announceChange(tx, channel, { kind: 'content', plan: sentCampaignPlan(slug) }, { thisProcessToo: true });
}
