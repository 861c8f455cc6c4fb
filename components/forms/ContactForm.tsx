'use client';

import { contactAction } from '@/lib/forms/actions';
import { routes } from '@/lib/routes';
import { FormField } from './FormField';
import { LeadForm } from './LeadForm';
import styles from './Form.module.css';

/** Spec §4: the label and message return to idle 4 s after a successful send. */
export const CONTACT_HOLD_MS = 4_000;

/** The contact page's form: name, email, optional company, subject and message. */
export function ContactForm({ contactEmail }: { /** The firm's email as staff set it in the admin. */ contactEmail: string }) {
  return (
    <LeadForm<'contact'>
      contactEmail={contactEmail}
      label="Contact form"
      buttonLabels={{ idle: 'Submit Message', submitting: 'Submitting...', succeeded: 'Submitted' }}
      sendingLabel="Sending your message"
      permalink={routes.contact}
      successHoldMs={CONTACT_HOLD_MS}
      fieldOrder={['name', 'email', 'company', 'subject', 'content']}
      loadSchema={() => import('@/lib/forms/contact-schema').then((module) => module.contactSchema)}
      action={contactAction}
    >
      {(field) => (
        <>
          <FormField {...field('name')} label="Name" required autoComplete="name" />
          <FormField {...field('email')} label="Email" type="email" required autoComplete="email" inputMode="email" />
          <FormField {...field('company')} label="Company (optional)" autoComplete="organization" />
          <FormField {...field('subject')} label="Subject" required />
          <div className={styles.wide}>
            <FormField {...field('content')} as="textarea" label="Message" required rows={6} />
          </div>
        </>
      )}
    </LeadForm>
  );
}
