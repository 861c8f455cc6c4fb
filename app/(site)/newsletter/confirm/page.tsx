import type { Metadata } from 'next';
import { ConsentButton } from '@/components/forms/ConsentButton';
import { linkState, NewsletterLinkPage } from '@/components/forms/NewsletterLinkPage';
import { Button } from '@/components/ui/Button';
import { getFirm } from '@/lib/cms/read-content';
import { newsletterPageCopy } from '@/lib/forms/messages';
import { confirmationState } from '@/lib/forms/newsletter';
import { confirmSubmitPath, newsletterPaths } from '@/lib/mail/newsletter-links';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Each visit reads its token's state, so nothing here may be prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Confirm your subscription',
    description: 'Confirming your subscription to news and insights from Kilele Partners.',
    path: newsletterPaths.confirm,
    noIndex: true,
  }),
  // Tokens never leave for another site (not even in Referer); the page's own button post keeps
  // its Origin, which no-referrer would turn into "null", a cross-site post to the request guard.
  referrer: 'same-origin',
};

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the confirmation link in the double opt-in mail lands. Opening it changes nothing
 * (mail scanners open every link); its button posts to `/newsletter/confirm/submit`, which
 * records consent and comes back here with `done=1`.
 */
export default async function ConfirmSubscriptionPage({ searchParams }: PageProps) {
  const { token, done } = await searchParams;
  const state = await linkState('a confirmation link', (db) => confirmationState(db, token));
  const pageCopy = newsletterPageCopy((await getFirm()).email).confirm;
  const copy = state === 'already-confirmed' && done === '1' ? pageCopy.confirmed : pageCopy[state];
  return (
    <NewsletterLinkPage copy={copy}>
      {state === 'pending' && typeof token === 'string' ? (
        <ConsentButton action={confirmSubmitPath(token)} token={token} label="Confirm my subscription" />
      ) : (
        <Button href={routes.articles}>Read our latest insights</Button>
      )}
    </NewsletterLinkPage>
  );
}
