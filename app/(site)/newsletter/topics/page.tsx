import type { Metadata } from 'next';
import { linkState, NewsletterLinkPage } from '@/components/forms/NewsletterLinkPage';
import { TopicsForm } from '@/components/forms/TopicsForm';
import { Button } from '@/components/ui/Button';
import { newsletterTopics } from '@/content/newsletter-topics';
import { getFirm } from '@/lib/cms/read-content';
import type { FormStatus } from '@/lib/forms/form-state';
import { newsletterPageCopy, topicsMessages } from '@/lib/forms/messages';
import { type TopicsState, topicsState } from '@/lib/forms/newsletter';
import { isTopicsError } from '@/lib/forms/topics-post';
import { newsletterPaths, topicsSubmitPath, unsubscribePagePath } from '@/lib/mail/newsletter-links';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Each visit reads its token's state, so nothing here may be prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Your newsletter topics',
    description: 'Choosing which news and insights Kilele Partners sends you.',
    path: newsletterPaths.topics,
    noIndex: true,
  }),
  // As on the unsubscribe page: the token never leaves in a Referer, and the form's post keeps its Origin.
  referrer: 'same-origin',
};

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

type Outcome = { status: FormStatus; message: string };

/** What the status region says: the last post's outcome (`done=1` or `error=…`), or nothing when opened from a link. */
function outcomeOf(done: unknown, error: unknown, topics: TopicsState & { status: 'confirmed' }, email: string): Outcome {
  if (isTopicsError(error)) {
    const message = error === 'unavailable' ? topicsMessages.unavailable(email) : topicsMessages[error];
    return { status: 'error', message };
  }
  if (done === '1') return { status: 'success', message: topicsMessages.saved(topics.topics.map((topic) => newsletterTopics[topic].label)) };
  return { status: 'idle', message: '' };
}

/**
 * Where the "Change your topics" link in every newsletter lands (the subscriber's unsubscribe
 * token). Opening it changes nothing; its form posts to `/newsletter/topics/submit`, which
 * saves the ticked topics and comes back here with `done=1`, or with `error=…` when refused.
 */
export default async function TopicsPage({ searchParams }: PageProps) {
  const { token, done, error } = await searchParams;
  const state = await linkState('a topics link', (db) => topicsState(db, token));
  const { email } = await getFirm();
  const pageCopy = newsletterPageCopy(email).topics;
  if (state === 'unavailable' || state.status !== 'confirmed' || typeof token !== 'string') {
    const copy = pageCopy[state === 'unavailable' ? state : state.status === 'confirmed' ? 'invalid' : state.status];
    return (
      <NewsletterLinkPage copy={copy}>
        <Button href={routes.home}>Back to the home page</Button>
      </NewsletterLinkPage>
    );
  }
  const outcome = outcomeOf(done, error, state, email);
  const copy = outcome.status === 'success' ? pageCopy.saved : pageCopy.confirmed;
  return (
    <NewsletterLinkPage copy={copy}>
      <TopicsForm
        action={topicsSubmitPath(token)}
        token={token}
        topics={state.topics}
        unsubscribeHref={unsubscribePagePath(token)}
        status={outcome.status}
        message={outcome.message}
      />
    </NewsletterLinkPage>
  );
}
