'use server';

/**
 * The server actions behind the site's forms. A `<form action>` posts here with or without
 * JavaScript; the JSON endpoints share everything past this point.
 */
import { headers } from 'next/headers';
import type { FormState } from './form-state';
import { submitFormPost } from './form-post';

/**
 * Anyone can call a server action with arguments of their choosing (any value React can
 * serialise), not only the form's own FormData. Anything else reads as an empty form, which
 * gets the usual field errors instead of a TypeError and a 500.
 */
const postedForm = (formData: unknown): FormData => (formData instanceof FormData ? formData : new FormData());

export async function subscribeAction(
  _previous: FormState<'subscribe'>,
  formData: FormData,
): Promise<FormState<'subscribe'>> {
  const form = postedForm(formData);
  const posted = form.get('source');
  const source = posted === 'popup' || posted === 'tax-calendar' ? posted : 'footer';
  return submitFormPost('subscribe', form, source, await headers());
}

export async function contactAction(_previous: FormState<'contact'>, formData: FormData): Promise<FormState<'contact'>> {
  return submitFormPost('contact', postedForm(formData), 'contact-page', await headers());
}

export async function bookingAction(_previous: FormState<'booking'>, formData: FormData): Promise<FormState<'booking'>> {
  return submitFormPost('booking', postedForm(formData), 'booking-page', await headers());
}
