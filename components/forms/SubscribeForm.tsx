'use client';

import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { newsletterTopics } from '@/content/newsletter-topics';
import { subscribeAction } from '@/lib/forms/actions';
import { publicPathOf } from '@/lib/routes';
import { FormField } from './FormField';
import { FormStatus } from './FormStatus';
import { Honeypot } from './Honeypot';
import { useFormController } from './use-form-controller';
import styles from './SubscribeForm.module.css';

/** Spec §4 and §9: the server's message shows for 4.5 s. */
export const SUBSCRIBE_MESSAGE_MS = 4_500;

type SubscribeFormProps = {
  /**
   * `footer`: an email input on the dark footer, with a choice of topics; `popup`: a plain
   * text input in the article popup (Insights); `reminders`: tax deadline reminders for the
   * deadline calendar's current filter.
   */
  variant: 'footer' | 'popup' | 'reminders';
  /** For `reminders`: the filter's groups, comma-separated; empty for every deadline. */
  deadlineGroups?: string;
  /**
   * Where the form posts without JavaScript, when not back to the page it is on: the 404 page
   * exists at every unknown address, so its sign-up posts to the home page, which answers it.
   */
  postTo?: string;
  /** The firm's email as staff set it in the admin, named if the request fails. */
  contactEmail: string;
};

const labels = {
  footer: 'Newsletter sign-up',
  popup: 'Newsletter sign-up from this article',
  reminders: 'Tax deadline reminders sign-up',
} as const;

/** The newsletter sign-up: one address, confirmed by a link we mail to it. */
export function SubscribeForm({ variant, deadlineGroups = '', postTo, contactEmail }: SubscribeFormProps) {
  const formId = useId();
  const pathname = usePathname();
  const form = useFormController({
    loadSchema: () => import('@/lib/forms/subscribe-schema').then((module) => module.subscribeSchema),
    action: subscribeAction,
    // Without JavaScript the sign-up posts back to the page it is on, which shows the result.
    permalink: postTo ?? publicPathOf(pathname),
    successHoldMs: SUBSCRIBE_MESSAGE_MS,
    contactEmail,
  });
  const { state, phase, formRef, formAction, onSubmit, onChange, onFocus, renderedFromPost, values } = form;
  const submitting = phase === 'submitting';
  const invalid = Boolean(state.errors.email || state.errors.insights);
  // After a post without JavaScript the ticks come back as posted; otherwise Insights starts ticked.
  const posted = values.topicChoice !== undefined;
  const topicsErrorId = `${formId}-topics-error`;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      noValidate
      {...form.enhancedProps}
      className={`${styles.form} ${styles[variant]}`}
      aria-busy={submitting}
      aria-label={labels[variant]}
    >
      <input type="hidden" name="source" value={variant === 'reminders' ? 'tax-calendar' : variant} />
      {variant === 'reminders' ? (
        <>
          <input type="hidden" name="topicChoice" value="yes" />
          <input type="hidden" name="taxDeadlines" value="yes" />
          <input type="hidden" name="deadlineGroups" value={deadlineGroups} />
        </>
      ) : null}
      <div className={styles.row}>
        <div className={styles.input}>
          <FormField
            formId={formId}
            name="email"
            label="Email address"
            hideLabel
            type={variant === 'footer' ? 'email' : 'text'}
            inputMode="email"
            autoComplete="email"
            placeholder="Your email address"
            required
            error={state.errors.email}
            defaultValue={values.email}
            autoFocus={renderedFromPost && Boolean(state.errors.email)}
            tone={variant === 'footer' ? 'dark' : 'light'}
          />
        </div>
        <button type="submit" className={styles.button} aria-disabled={submitting || undefined}>
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
          Subscribe
        </button>
      </div>
      {variant === 'footer' ? (
        <fieldset className={styles.topics} aria-describedby={state.errors.insights ? topicsErrorId : undefined}>
          <legend className="visually-hidden">Topics</legend>
          <input type="hidden" name="topicChoice" value="yes" />
          <label className={styles.topic}>
            <input
              type="checkbox"
              name="insights"
              value="yes"
              defaultChecked={posted ? Boolean(values.insights) : true}
              autoFocus={renderedFromPost && !state.errors.email && Boolean(state.errors.insights)}
            />
            {newsletterTopics.insights.label}
          </label>
          <label className={styles.topic}>
            <input type="checkbox" name="taxDeadlines" value="yes" defaultChecked={posted && Boolean(values.taxDeadlines)} />
            {newsletterTopics['tax-deadlines'].label}
          </label>
          {state.errors.insights ? (
            <p id={topicsErrorId} className={styles.topicsError}>
              {state.errors.insights}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Honeypot formId={formId} />
      <FormStatus
        status={state.status}
        message={state.message}
        autoFocus={renderedFromPost && !invalid}
        tone={variant === 'footer' ? 'dark' : 'light'}
      />
    </form>
  );
}
