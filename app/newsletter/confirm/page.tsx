import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getDatabase } from '@/lib/db/client';
import { newsletterPageCopy } from '@/lib/forms/messages';
import { type ConfirmOutcome, confirmSubscription } from '@/lib/forms/newsletter';
import { newsletterPaths } from '@/lib/forms/newsletter-tokens';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Each visit acts on its token, so nothing here may be prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Confirm your subscription',
    description: 'Confirming your subscription to news and insights from Kilele Partners.',
    path: newsletterPaths.confirm,
    noIndex: true,
  }),
  referrer: 'no-referrer',
};

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the confirmation link in the double opt-in mail lands. */
export default async function ConfirmSubscriptionPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  let outcome: ConfirmOutcome | 'unavailable';
  try {
    outcome = await confirmSubscription((await getDatabase()).db, token);
  } catch (error) {
    console.error('[forms] could not confirm a subscription', error);
    outcome = 'unavailable';
  }
  const copy = newsletterPageCopy.confirm[outcome];
  return (
    <>
      <PageHero eyebrow="Newsletter" title={copy.title} intro={copy.text} />
      <Section>
        <Button href={routes.articles}>Read our latest insights</Button>
      </Section>
    </>
  );
}
