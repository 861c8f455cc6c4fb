'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { bookableServices, bookingServicePlaceholder } from '@/content/booking';
import { industries } from '@/content/industries';
import { bookingAction } from '@/lib/forms/actions';
import { FormField } from './FormField';
import { FormStatus } from './FormStatus';
import { Honeypot } from './Honeypot';
import { useFormController } from './use-form-controller';
import styles from './Form.module.css';

/** Spec §4: the label and message return to idle 4 s after a successful booking. */
export const BOOKING_HOLD_MS = 4_000;

const labels = { idle: 'Book Consultation', submitting: 'Booking...', succeeded: 'Booked' } as const;

const fieldOrder = ['name', 'email', 'phone', 'industry', 'service', 'info'] as const;

/** The consultation booking form: contact details, industry, service and a note. */
export function BookingForm() {
  const formId = useId();
  const form = useFormController({
    loadSchema: () => import('@/lib/forms/booking-schema').then((module) => module.bookingSchema),
    action: bookingAction,
    successHoldMs: BOOKING_HOLD_MS,
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
      aria-label="Consultation booking form"
    >
      <div className={styles.grid}>
        <FormField {...field('name')} label="Name" required autoComplete="name" />
        <FormField {...field('email')} label="Email" type="email" required autoComplete="email" inputMode="email" />
        <FormField {...field('phone')} label="Phone number" type="tel" required autoComplete="tel" inputMode="numeric" />
        <FormField {...field('industry')} as="select" label="Industry" required options={industries} placeholder="Select Industry" />
        <div className={styles.wide}>
          <FormField
            {...field('service')}
            as="select"
            label="Service"
            required
            options={bookableServices}
            placeholder={bookingServicePlaceholder}
          />
        </div>
        <div className={styles.wide}>
          <FormField {...field('info')} as="textarea" label="Additional information (optional)" rows={5} />
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
          <Spinner label="Sending your booking" />
        </div>
      ) : null}
    </form>
  );
}
