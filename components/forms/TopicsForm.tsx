import Link from 'next/link';
import { newsletterTopics, type SubscriberTopic, subscriberTopics } from '@/content/newsletter-topics';
import type { FormStatus as Status } from '@/lib/forms/form-state';
import { Button } from '@/components/ui/Button';
import { FormStatus } from './FormStatus';
import formStyles from './Form.module.css';
import styles from './TopicsForm.module.css';

type TopicsFormProps = {
  /** Where the form posts: `/newsletter/topics/submit?token=…`. */
  action: string;
  token: string;
  /** The subscriber's topics now, ticked. */
  topics: readonly SubscriberTopic[];
  /** The unsubscribe page for the same token. */
  unsubscribeHref: string;
  /** What the last post did; `idle` when the page was opened from a link. */
  status: Status;
  message: string;
};

const STATUS_ID = 'topics-status';

/**
 * A subscriber's topics, one checkbox each, and the button that saves them: a plain form post,
 * so it works without JavaScript; the page it comes back to says what happened.
 */
export function TopicsForm({ action, token, topics, unsubscribeHref, status, message }: TopicsFormProps) {
  const refused = status === 'error' || status === 'invalid';
  return (
    <form method="post" action={action} className={formStyles.form} aria-label="Your newsletter topics">
      <input type="hidden" name="token" value={token} />
      <fieldset className={styles.topics} aria-describedby={refused ? STATUS_ID : undefined}>
        <legend className={styles.legend}>Your topics</legend>
        {subscriberTopics.map((topic) => (
          <div key={topic} className={styles.topic}>
            <input
              type="checkbox"
              id={`topic-${topic}`}
              name="topics"
              value={topic}
              defaultChecked={topics.includes(topic)}
              aria-describedby={`topic-${topic}-description`}
            />
            <label htmlFor={`topic-${topic}`} className={styles.label}>
              {newsletterTopics[topic].label}
            </label>
            <span id={`topic-${topic}-description`} className={styles.description}>
              {newsletterTopics[topic].description}
            </span>
          </div>
        ))}
      </fieldset>
      {/* Focused after a post, so a screen reader reads the outcome first. */}
      <FormStatus id={STATUS_ID} status={status} message={message} autoFocus={status !== 'idle'} />
      <div className={formStyles.actions}>
        <Button type="submit">Save my topics</Button>
        <Link href={unsubscribeHref} prefetch={false} className={styles.leave}>
          Unsubscribe from everything
        </Link>
      </div>
    </form>
  );
}
