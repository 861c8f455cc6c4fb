import type { Metadata } from 'next';
import { ConsentButton } from '@/components/forms/ConsentButton';
import { PageHero } from '@/components/layout/PageHero';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getFirm } from '@/lib/cms/read-content';
import { getDatabase } from '@/lib/db/client';
import { log } from '@/lib/log';
import { newsletterPageCopy } from '@/lib/forms/messages';
import { type ConfirmState, confirmationState } from '@/lib/forms/newsletter';
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
  let state: ConfirmState | 'unavailable';
  try {
    state = await confirmationState((await getDatabase()).db, token);
  } catch (error) {
    log.error('[newsletter] could not read a confirmation link', { error });
    state = 'unavailable';
  }
  const pageCopy = newsletterPageCopy((await getFirm()).email).confirm;
  const copy = state === 'already-confirmed' && done === '1' ? pageCopy.confirmed : pageCopy[state];
  return (
    <>
      <PageHero eyebrow="Newsletter" title={copy.title} intro={copy.text} />
      <Section>
        {state === 'pending' && typeof token === 'string' ? (
          <ConsentButton action={confirmSubmitPath(token)} token={token} label="Confirm my subscription" />
        ) : (
          <Button href={routes.articles}>Read our latest insights</Button>
        )}
      </Section>
    </>
  );
}
