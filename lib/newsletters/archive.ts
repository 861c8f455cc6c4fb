/**
 * The newsletters' web archive as the pages read it: the campaigns the firm has sent, newest
 * first, each with its body rendered for the web (lib/newsletters/body.ts, the mail's own
 * converters without the mail's inline styles). Only a sent campaign is ever read: a draft, a
 * scheduled or a sending one is in none of the archive's pages, its feed, the sitemap or the
 * search. Nothing here is personal: the subscribers' links are added per mail by the sender.
 *
 * Read as the other content is (lib/cms/read.ts): no database during `next build` (no
 * newsletters then; the start regenerates the pages), the last good copy while the database is
 * unreachable, a read kept until the content changes.
 */
import { getConfig } from '../config';
import { isBuildPhase } from '../cms/read';
import { keptRead } from '../cms/kept-reads';
import { withLastGood } from '../cms/last-good';
import { CAMPAIGNS_SLUG } from '../cms/collections/Campaigns';
import type { Campaign } from '../cms/payload-types';
import { isSent } from './archive-pages';
import { bodyHtml, bodyText } from './body';

/** A sent campaign as the archive shows it. */
export type ArchivedNewsletter = {
  slug: string;
  subject: string;
  /** The line mail clients show after the subject; empty when the campaign has none. */
  preheader: string;
  /** When sending finished: ISO 8601. */
  sentAt: string;
  /** The body for the archive's page: sanitised, every link absolute. */
  html: string;
  /** The body's words, for the search index and the feed. */
  text: string;
};

/** The stored fields the archive reads. */
export type StoredCampaign = Pick<Campaign, 'slug' | 'subject' | 'preheader' | 'body' | 'status' | 'sentAt'>;

/** A stored campaign as the archive shows it; undefined for one that is not sent or lacks what a page needs. */
export function archivedNewsletter(doc: StoredCampaign, siteUrl: string): ArchivedNewsletter | undefined {
  if (!isSent(doc) || !doc.slug || !doc.subject || !doc.sentAt) return undefined;
  return {
    slug: doc.slug,
    subject: doc.subject,
    preheader: doc.preheader?.trim() ?? '',
    sentAt: new Date(doc.sentAt).toISOString(),
    html: bodyHtml(doc.body, siteUrl, 'web'),
    text: bodyText(doc.body, siteUrl),
  };
}

const KEY = `collection:${CAMPAIGNS_SLUG}`;

async function readSent(): Promise<ArchivedNewsletter[]> {
  const { getCms } = await import('../cms/runtime');
  const payload = await getCms();
  const { docs } = await payload.find({
    collection: CAMPAIGNS_SLUG,
    where: { status: { equals: 'sent' } },
    // Images and internal links populated: the body names them by id otherwise.
    depth: 1,
    pagination: false,
    sort: '-sentAt',
    overrideAccess: false,
  });
  const siteUrl = getConfig().SITE_URL;
  return docs.flatMap((doc) => archivedNewsletter(doc, siteUrl) ?? []);
}

/** Every sent campaign, newest first. */
export async function getSentNewsletters(): Promise<ArchivedNewsletter[]> {
  if (isBuildPhase()) return [];
  return keptRead(KEY, (answered) =>
    withLastGood(KEY, false, async () => {
      const newsletters = await readSent();
      answered();
      return newsletters;
    }, () => []),
  );
}

/** The sent campaign at `slug`, or undefined (a draft's slug included). */
export async function getSentNewsletter(slug: string): Promise<ArchivedNewsletter | undefined> {
  return (await getSentNewsletters()).find((newsletter) => newsletter.slug === slug);
}
