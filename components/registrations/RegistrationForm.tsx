'use client';

import { useActionState, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { FormField } from '@/components/forms/FormField';
import { Honeypot } from '@/components/forms/Honeypot';
import { Button } from '@/components/ui/Button';
import { registerAction } from '@/lib/registrations/actions';
import { attendeeField, initialRegistrationFormState, registrationFieldOrder, registrationMessages } from '@/lib/registrations/form';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Registration.module.css';

type Props = {
  trainingId: string;
  seatLimit: number;
  /** Whether M-Pesa is offered (the site has its settings). */
  mpesa: boolean;
  /** The form's page: where a browser without JavaScript posts it. */
  permalink: string;
  /** The page was opened to join the waitlist (the training is full). */
  waitlist: boolean;
};

const noSubscription = () => () => undefined;

const fieldLabels = (n: number): Record<string, string> => ({
  name: 'Your name',
  email: 'Email',
  phone: 'Phone number',
  organisation: 'Organisation',
  seats: 'Number of seats',
  kraPin: 'KRA PIN',
  payment: 'How to pay',
  ...Object.fromEntries(Array.from({ length: n }, (_, i) => [attendeeField(i + 1), `Attendee ${i + 1}`])),
});

/**
 * A training's registration form: contact details, seats with one name each, the KRA PIN for
 * the invoice and how to pay. A real `<form action>`: without JavaScript every name field shows
 * and the server says which to fill; with it, only as many as the seats chosen. The result (an
 * error summary, "fully booked" with the waitlist offered, or the waitlist's confirmation) is
 * announced and focused.
 */
export function RegistrationForm({ trainingId, seatLimit, mpesa, permalink, waitlist }: Props) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(registerAction, initialRegistrationFormState, permalink);
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const values = state.values;
  // The seats chosen since the last answer; an answer brings back the seats it was posted with.
  const [chosen, setChosen] = useState<{ answer: typeof state; seats: number } | undefined>(undefined);
  const seats = chosen?.answer === state ? chosen.seats : Number(values.seats) || 1;
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const labels = fieldLabels(seatLimit);
  const errorNames = registrationFieldOrder(seatLimit).filter((name) => state.errors[name]);
  // Fully booked: the waitlist alone. Fewer seats left than asked for: register for fewer, or wait for all.
  const fewerLeft = state.status === 'full' && (state.seatsLeft ?? 0) > 0 ? state.seatsLeft : undefined;
  const joinWaitlist = waitlist || (state.status === 'full' && fewerLeft === undefined);
  // Which button sent the form (implicit submission clicks the first), for its "Sending…".
  const [pressed, setPressed] = useState<'register' | 'waitlist'>('register');

  useEffect(() => {
    if (state.status === 'invalid' && errorNames.length > 0) summaryRef.current?.focus();
    else if (state.status !== 'idle') statusRef.current?.focus();
    // Focus moves once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const field = (name: string) => ({ formId, name, error: state.errors[name], defaultValue: values[name] });
  const shownAttendees = enhanced ? Math.min(Math.max(seats, 1), seatLimit) : seatLimit;
  const chosenPayment = values.payment ?? (mpesa ? undefined : 'invoice');

  if (state.status === 'waitlisted') {
    return (
      <p role="status" className={`${formStyles.status} ${formStyles.success}`} tabIndex={-1} ref={statusRef} autoFocus>
        {state.message}
      </p>
    );
  }

  return (
    <form action={formAction} noValidate className={formStyles.form} aria-label="Training registration form" aria-busy={pending} data-enhanced={enhanced ? 'true' : undefined}>
      {errorNames.length > 0 ? (
        <div className={styles.summary} tabIndex={-1} ref={summaryRef} autoFocus role="group" aria-labelledby={`${formId}-summary`}>
          <h2 id={`${formId}-summary`}>{state.message}</h2>
          <ul>
            {errorNames.map((name) => (
              <li key={name}>
                <a href={`#${formId}-${name}`}>
                  {labels[name]}: {state.errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="training" value={trainingId} />
      <div className={formStyles.grid}>
        <FormField {...field('name')} label="Your name" required autoComplete="name" />
        <FormField {...field('email')} label="Email" type="email" required autoComplete="email" inputMode="email" />
        <FormField {...field('phone')} label="Phone number (for M-Pesa, the phone that pays)" type="tel" required autoComplete="tel" inputMode="tel" />
        <FormField {...field('organisation')} label="Organisation (optional)" autoComplete="organization" />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Seats and attendees</legend>
        <div className={formStyles.field}>
          <label htmlFor={`${formId}-seats`} className={formStyles.label}>
            Number of seats
          </label>
          <select
            id={`${formId}-seats`}
            name="seats"
            className={`${formStyles.control} ${state.errors.seats ? formStyles.invalid : ''}`}
            defaultValue={values.seats ?? '1'}
            aria-invalid={state.errors.seats ? true : undefined}
            aria-describedby={state.errors.seats ? `${formId}-seats-error` : `${formId}-seats-hint`}
            onChange={(event) => setChosen({ answer: state, seats: Number(event.target.value) })}
          >
            {Array.from({ length: seatLimit }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
          <p id={`${formId}-seats-hint`} className={styles.hint}>
            {fewerLeft !== undefined ? `${registrationMessages.seatsLeft(fewerLeft)} ` : null}
            Up to {seatLimit}, each with the attendee’s name as it should appear on the attendance list.
            {enhanced ? null : ' Fill in one name for each seat and leave the rest empty.'}
          </p>
          {state.errors.seats ? (
            <p id={`${formId}-seats-error`} className={formStyles.error}>
              {state.errors.seats}
            </p>
          ) : null}
        </div>
        {Array.from({ length: shownAttendees }, (_, i) => (
          <FormField key={i + 1} {...field(attendeeField(i + 1))} label={`Attendee ${i + 1}`} required={i < seats} autoComplete={i === 0 ? 'name' : 'off'} />
        ))}
      </fieldset>
      <div className={formStyles.grid}>
        <FormField {...field('kraPin')} label="KRA PIN (optional, for the invoice)" autoComplete="off" placeholder="A123456789B" />
      </div>
      <fieldset className={styles.fieldset} aria-describedby={state.errors.payment ? `${formId}-payment-error` : undefined}>
        <legend>How to pay</legend>
        {mpesa ? (
          <label className={styles.choice}>
            <input type="radio" name="payment" value="mpesa" id={`${formId}-payment`} defaultChecked={chosenPayment === 'mpesa'} />
            <span>M-Pesa: a payment prompt for the whole amount goes to the phone number above.</span>
          </label>
        ) : null}
        <label className={styles.choice}>
          <input type="radio" name="payment" value="invoice" id={mpesa ? undefined : `${formId}-payment`} defaultChecked={chosenPayment === 'invoice'} />
          <span>Invoice: a pro-forma invoice by email, to pay by bank transfer or cheque by its due date.</span>
        </label>
        {state.errors.payment ? (
          <p id={`${formId}-payment-error`} className={formStyles.error}>
            {state.errors.payment}
          </p>
        ) : null}
      </fieldset>
      <Honeypot formId={formId} />
      <div className={formStyles.actions}>
        {joinWaitlist ? null : (
          <Button type="submit" name="intent" value="register" aria-disabled={pending || undefined} onClick={() => setPressed('register')}>
            {pending && pressed === 'register' ? 'Sending…' : 'Register'}
          </Button>
        )}
        {joinWaitlist || fewerLeft !== undefined ? (
          <Button type="submit" name="intent" value="waitlist" variant={joinWaitlist ? 'primary' : 'secondary'} aria-disabled={pending || undefined} onClick={() => setPressed('waitlist')}>
            {pending && pressed === 'waitlist' ? 'Sending…' : 'Join the waitlist'}
          </Button>
        ) : null}
      </div>
      <p role="status" tabIndex={-1} ref={statusRef} className={`${formStyles.status} ${state.status === 'idle' || state.status === 'invalid' ? '' : formStyles.failure}`}>
        {state.status === 'invalid' ? '' : state.message}
      </p>
    </form>
  );
}
