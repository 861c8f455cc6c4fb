import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getDatabase } from '@/lib/db/client';
import { newsletterPageCopy } from '@/lib/forms/messages';
import { type UnsubscribeOutcome, unsubscribe } from '@/lib/forms/newsletter';
import { newsletterPaths } from '@/lib/forms/newsletter-tokens';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Each visit acts on its token, so nothing here may be prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Unsubscribe',
    description: 'Unsubscribing from news and insights from Kilele Partners.',
    path: newsletterPaths.unsubscribe,
    noIndex: true,
  }),
  referrer: 'no-referrer',
};

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the unsubscribe link in every newsletter mail lands. */
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  let outcome: UnsubscribeOutcome | 'unavailable';
  try {
    outcome = await unsubscribe((await getDatabase()).db, token);
  } catch (error) {
    console.error('[forms] could not unsubscribe an address', error);
    outcome = 'unavailable';
  }
  const copy = newsletterPageCopy.unsubscribe[outcome];
  return (
    <>
      <PageHero eyebrow="Newsletter" title={copy.title} intro={copy.text} />
      <Section>
        <Button href={routes.home}>Back to the home page</Button>
      </Section>
    </>
  );
}
