/**
 * The newsletter sign-up (footer, article popup and the tax calendar): an email address and
 * the topics wanted. Forms that offer a choice of topics post `topicChoice`; a form or JSON
 * client that posts none gets Insights, as every sign-up did before topics existed.
 */
import * as z from 'zod/mini';
import { type ApplyGroup, parseApplyGroups } from '../tax/apply-groups';
import type { SubscriberTopic } from '../../content/newsletter-topics';
import { emailField, formTexts } from './fields';

/**
 * A ticked checkbox posts its value; JSON may send `true`. Normalised to `yes` or `` so the
 * form's values stay text, like every other field's, and refill the form as they are.
 */
const checkbox = () =>
  z.pipe(
    z.transform((value: unknown): string => (value === true || (typeof value === 'string' && value.trim() !== '') ? 'yes' : '')),
    z.string(),
  );

/** The calendar filter's groups, comma-separated (normalised to the filter's order); empty for every deadline. */
const deadlineGroups = () =>
  z.pipe(
    z.transform((value: unknown, context) => {
      if (value === undefined || value === null || value === '') return '';
      const groups = typeof value === 'string' && value.length <= 200 ? parseApplyGroups(value) : null;
      if (groups) return groups.join(',');
      context.issues.push({ code: 'custom', message: formTexts.deadlineGroupsUnknown, input: value });
      return z.NEVER;
    }),
    z.string(),
  );

export const subscribeSchema = z
  .object({
    email: emailField(formTexts.subscribeEmailRequired),
    insights: checkbox(),
    taxDeadlines: checkbox(),
    topicChoice: checkbox(),
    deadlineGroups: deadlineGroups(),
  })
  .check(
    z.refine((input) => !input.topicChoice || Boolean(input.insights || input.taxDeadlines), {
      path: ['insights'],
      error: formTexts.topicRequired,
    }),
  );

export type SubscribeInput = z.output<typeof subscribeSchema>;

/** The topics a valid sign-up asks for. */
export function requestedTopics(input: SubscribeInput): SubscriberTopic[] {
  const topics: SubscriberTopic[] = [];
  if (input.insights || (!input.topicChoice && !input.taxDeadlines)) topics.push('insights');
  if (input.taxDeadlines) topics.push('tax-deadlines');
  return topics;
}

/** The reminder groups a valid sign-up asks for: null (every deadline) when none. */
export function requestedDeadlineGroups(input: SubscribeInput): ApplyGroup[] | null {
  const groups = input.deadlineGroups ? parseApplyGroups(input.deadlineGroups) : null;
  return groups && groups.length > 0 ? groups : null;
}
