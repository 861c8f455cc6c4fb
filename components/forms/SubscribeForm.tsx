'use client';

import { usePathname } from 'next/navigation';
import { useId } from 'react';
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
  /** `footer`: an email input on the dark footer; `popup`: a plain text input in the article popup. */
  variant: 'footer' | 'popup';
};

/** The newsletter sign-up: one address, confirmed by a link we mail to it. */
export function SubscribeForm({ variant }: SubscribeFormProps) {
  const formId = useId();
  const pathname = usePathname();
  const form = useFormController({
    loadSchema: () => import('@/lib/forms/subscribe-schema').then((module) => module.subscribeSchema),
    action: subscribeAction,
    // Without JavaScript the sign-up posts back to the page it is on, which shows the result.
    permalink: publicPathOf(pathname),
    successHoldMs: SUBSCRIBE_MESSAGE_MS,
  });
  const { state, phase, formRef, formAction, onSubmit, onChange, onFocus, renderedFromPost, values } = form;
  const submitting = phase === 'submitting';
  const invalid = Boolean(state.errors.email);

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
      aria-label={variant === 'footer' ? 'Newsletter sign-up' : 'Newsletter sign-up from this article'}
    >
      <input type="hidden" name="source" value={variant} />
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
            autoFocus={renderedFromPost && invalid}
            tone={variant === 'footer' ? 'dark' : 'light'}
          />
        </div>
        <button type="submit" className={styles.button} aria-disabled={submitting || undefined}>
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
          Subscribe
        </button>
      </div>
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
