'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { contactAction } from '@/lib/forms/actions';
import { FormField } from './FormField';
import { FormStatus } from './FormStatus';
import { Honeypot } from './Honeypot';
import { useFormController } from './use-form-controller';
import styles from './Form.module.css';

/** Spec §4: the label and message return to idle 4 s after a successful send. */
export const CONTACT_HOLD_MS = 4_000;

const labels = { idle: 'Submit Message', submitting: 'Submitting...', succeeded: 'Submitted' } as const;

const fieldOrder = ['name', 'email', 'company', 'subject', 'content'] as const;

/** The contact page's form: name, email, optional company, subject and message. */
export function ContactForm() {
  const formId = useId();
  const form = useFormController({
    loadSchema: () => import('@/lib/forms/contact-schema').then((module) => module.contactSchema),
    action: contactAction,
    successHoldMs: CONTACT_HOLD_MS,
  });
  const { state, phase, formRef, formAction, onSubmit, onChange, onFocus, renderedFromPost, values } = form;
  const { errors } = state;
  const firstInvalid = renderedFromPost ? fieldOrder.find((name) => errors[name]) : undefined;
  const field = (name: (typeof fieldOrder)[number]) => ({
    formId,
    name,
    error: errors[name],
    defaultValue: values[name],
    autoFocus: firstInvalid === name,
  });

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      noValidate
      {...form.enhancedProps}
      className={styles.form}
      aria-busy={phase === 'submitting'}
      aria-label="Contact form"
    >
      <div className={styles.grid}>
        <FormField {...field('name')} label="Name" required autoComplete="name" />
        <FormField {...field('email')} label="Email" type="email" required autoComplete="email" inputMode="email" />
        <FormField {...field('company')} label="Company (optional)" autoComplete="organization" />
        <FormField {...field('subject')} label="Subject" required />
        <div className={styles.wide}>
          <FormField {...field('content')} as="textarea" label="Message" required rows={6} />
        </div>
      </div>
      <Honeypot formId={formId} />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={phase === 'submitting' || undefined}>
          {labels[phase]}
        </Button>
      </div>
      <FormStatus status={state.status} message={state.message} autoFocus={renderedFromPost && !firstInvalid} />
      {phase === 'submitting' ? (
        <div className={styles.overlay} aria-hidden="true" data-testid="form-loading">
          <Spinner label="Sending your message" />
        </div>
      ) : null}
    </form>
  );
}
