'use client';

import { useId } from 'react';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import type { FormState } from '@/lib/forms/form-state';
import type { FormFields } from '@/lib/forms/schemas';
import { FormStatus } from './FormStatus';
import { Honeypot } from './Honeypot';
import { useFormController } from './use-form-controller';
import styles from './Form.module.css';

type LeadKind = 'contact' | 'booking';

/** What a field of a lead form needs from the form: its id prefix, error and refill value. */
export type FieldBinding = { formId: string; name: string; error?: string; defaultValue?: string; autoFocus: boolean };

type LeadFormProps<K extends LeadKind> = {
  /** The form's accessible name. */
  label: string;
  /** The submit button's label in each phase (docs/forms.md). */
  buttonLabels: { idle: string; submitting: string; succeeded: string };
  /** Announced while the request is in flight. */
  sendingLabel: string;
  /** How long "Submitted"/"Booked" and the message stay after success (docs/forms.md: 4 s). */
  successHoldMs: number;
  /** The form's page: where a browser without JavaScript posts it and sees the result. */
  permalink: string;
  /** The fields in page order: a no-JS post's first invalid one gets focus. */
  fieldOrder: readonly FormFields<K>[];
  loadSchema: () => Promise<z.ZodMiniObject>;
  action: (previous: FormState<K>, formData: FormData) => Promise<FormState<K>>;
  /** Values the fields start with (a service chosen by the link that led here). */
  defaults?: Partial<Record<FormFields<K>, string>>;
  /** The firm's email as staff set it, named if the request fails (useFormController). */
  contactEmail: string;
  /** Lays out the fields; `field(name)` binds one to the form's state. */
  children: (field: (name: FormFields<K>) => FieldBinding) => React.ReactNode;
};

/**
 * The contact and booking forms' shared shell: a real `<form action>` (works without
 * JavaScript), the honeypot, the submit button's phases, the status region and the loading
 * overlay. The forms themselves only lay out their fields.
 */
export function LeadForm<K extends LeadKind>({
  label,
  buttonLabels,
  sendingLabel,
  successHoldMs,
  permalink,
  fieldOrder,
  loadSchema,
  action,
  defaults = {},
  contactEmail,
  children,
}: LeadFormProps<K>) {
  const formId = useId();
  const form = useFormController<K>({ loadSchema, action, permalink, successHoldMs, contactEmail });
  const { state, phase, formRef, formAction, onSubmit, onChange, onFocus, renderedFromPost, values } = form;
  const errors = state.errors as Partial<Record<string, string>>;
  // After a post, the visitor's own values; before, the defaults.
  const refill = (renderedFromPost ? values : { ...defaults, ...values }) as Partial<Record<string, string>>;
  const firstInvalid = renderedFromPost ? fieldOrder.find((name) => errors[name]) : undefined;
  const field = (name: FormFields<K>): FieldBinding => ({
    formId,
    name,
    error: errors[name],
    defaultValue: refill[name],
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
      aria-label={label}
    >
      <div className={styles.grid}>{children(field)}</div>
      <Honeypot formId={formId} />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={phase === 'submitting' || undefined}>
          {buttonLabels[phase]}
        </Button>
      </div>
      <FormStatus status={state.status} message={state.message} autoFocus={renderedFromPost && !firstInvalid} />
      {phase === 'submitting' ? (
        <div className={styles.overlay} aria-hidden="true" data-testid="form-loading">
          <Spinner label={sendingLabel} />
        </div>
      ) : null}
    </form>
  );
}
