/**
 * The POST behind the topics page's form (`/newsletter/topics/submit?token=…`), with the
 * guards of the other newsletter buttons (`lib/forms/consent-post.ts`): a cross-site browser
 * post is refused with 403, a body past the cap with 413, one that is not a form with 415.
 * The form posts `topics` once per ticked box; every answer is a 303 back to the page, which
 * says what happened, so it works without JavaScript and a reload posts nothing again.
 */
import { type ConsentDeps, readConsentForm, seeOther } from './consent-post';
import { changeTopics, chosenTopics, type TopicsOutcome } from './newsletter';
import { newsletterPaths } from '../mail/newsletter-links';

/** What the page shows in its status region after a post; `done` when the topics were saved. */
export type TopicsFlag = { done: '1' } | { error: TopicsError };

const topicsErrors = ['none', 'unknown', 'unavailable'] as const;
/** Nothing ticked, a topic we do not have, or a database that did not answer. */
export type TopicsError = (typeof topicsErrors)[number];

/** Whether a topics page address's `error` is one the page knows. */
export const isTopicsError = (value: unknown): value is TopicsError => topicsErrors.some((error) => error === value);

/** The topics page for `token`, with what the post did. */
function backToPage(token: string, flag?: TopicsFlag): Response {
  const query = new URLSearchParams({ token, ...flag });
  return seeOther(`${newsletterPaths.topics}?${query}`);
}

/** Answers a POST to `/newsletter/topics/submit`. */
export async function handleTopicsPost(request: Request, deps: ConsentDeps): Promise<Response> {
  const fields = await readConsentForm(request, deps);
  if (fields instanceof Response) return fields;
  const token = new URL(request.url).searchParams.get('token') ?? fields.get('token') ?? '';
  const topics = chosenTopics(fields.getAll('topics'));
  // Nothing ticked is refused, not taken as leaving: unsubscribing is the page's own link.
  if (topics === 'none' || topics === 'unknown') return backToPage(token, { error: topics });

  let outcome: TopicsOutcome;
  try {
    outcome = await changeTopics(await deps.database(), token, topics);
  } catch (error) {
    deps.log('could not change the topics of a subscriber', error);
    return backToPage(token, { error: 'unavailable' });
  }
  // A pending, unsubscribed or unknown token: the page, opened again, says which.
  return backToPage(token, outcome === 'saved' ? { done: '1' } : undefined);
}

/** A GET of the form's address: the page, changing nothing. */
export function topicsPageRedirect(request: Request): Response {
  return backToPage(new URL(request.url).searchParams.get('token') ?? '');
}
