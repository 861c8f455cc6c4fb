import type { Metadata } from 'next';
import { ConsentButton } from '@/components/forms/ConsentButton';
import { linkState, NewsletterLinkPage } from '@/components/forms/NewsletterLinkPage';
import { Button } from '@/components/ui/Button';
import { getFirm } from '@/lib/cms/read-content';
import { newsletterPageCopy } from '@/lib/forms/messages';
import { unsubscribeState } from '@/lib/forms/newsletter';
import { newsletterPaths, unsubscribeSubmitPath } from '@/lib/mail/newsletter-links';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Each visit reads its token's state, so nothing here may be prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Unsubscribe',
    description: 'Unsubscribing from news and insights from Kilele Partners.',
    path: newsletterPaths.unsubscribe,
    noIndex: true,
  }),
  // Tokens never leave for another site (not even in Referer); the page's own button post keeps
  // its Origin, which no-referrer would turn into "null", a cross-site post to the request guard.
  referrer: 'same-origin',
};

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the unsubscribe link in every mail to a subscriber lands. Opening it changes
 * nothing (mail scanners open every link); its button posts to
 * `/newsletter/unsubscribe/submit`, which unsubscribes and comes back here with `done=1`.
 */
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const { token, done } = await searchParams;
  const state = await linkState('an unsubscribe link', (db) => unsubscribeState(db, token));
  const pageCopy = newsletterPageCopy((await getFirm()).email).unsubscribe;
  const copy = state === 'already-unsubscribed' && done === '1' ? pageCopy.unsubscribed : pageCopy[state];
  return (
    <NewsletterLinkPage copy={copy}>
      {state === 'subscribed' && typeof token === 'string' ? (
        <ConsentButton action={unsubscribeSubmitPath(token)} token={token} label="Unsubscribe" />
      ) : (
        <Button href={routes.home}>Back to the home page</Button>
      )}
    </NewsletterLinkPage>
  );
}
