'use client';

import { bookableServices, bookingServicePlaceholder } from '@/content/booking';
import { industries } from '@/content/industries';
import { bookingAction } from '@/lib/forms/actions';
import { routes } from '@/lib/routes';
import { FormField } from './FormField';
import { LeadForm } from './LeadForm';
import styles from './Form.module.css';

/** Spec §4: the label and message return to idle 4 s after a successful booking. */
export const BOOKING_HOLD_MS = 4_000;

/** The consultation booking form: contact details, industry, service and a note. */
export function BookingForm({
  service,
  contactEmail,
}: {
  /** A service chosen in advance (one of the list). */
  service?: string;
  /** The firm's email as staff set it in the admin. */
  contactEmail: string;
}) {
  return (
    <LeadForm<'booking'>
      contactEmail={contactEmail}
      defaults={service ? { service } : {}}
      label="Consultation booking form"
      buttonLabels={{ idle: 'Book Consultation', submitting: 'Booking...', succeeded: 'Booked' }}
      sendingLabel="Sending your booking"
      permalink={routes.booking}
      successHoldMs={BOOKING_HOLD_MS}
      fieldOrder={['name', 'email', 'phone', 'industry', 'service', 'info']}
      loadSchema={() => import('@/lib/forms/booking-schema').then((module) => module.bookingSchema)}
      action={bookingAction}
    >
      {(field) => (
        <>
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
        </>
      )}
    </LeadForm>
  );
}
