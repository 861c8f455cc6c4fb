'use server';

/**
 * The server actions behind the site's forms. A `<form action>` posts here with or without
 * JavaScript; the JSON endpoints share everything past this point.
 */
import { headers } from 'next/headers';
import type { FormState } from './form-state';
import { submitFormPost } from './form-post';

export async function subscribeAction(
  _previous: FormState<'subscribe'>,
  formData: FormData,
): Promise<FormState<'subscribe'>> {
  const source = formData.get('source') === 'popup' ? 'popup' : 'footer';
  return submitFormPost('subscribe', formData, source, await headers());
}

export async function contactAction(_previous: FormState<'contact'>, formData: FormData): Promise<FormState<'contact'>> {
  return submitFormPost('contact', formData, 'contact-page', await headers());
}

export async function bookingAction(_previous: FormState<'booking'>, formData: FormData): Promise<FormState<'booking'>> {
  return submitFormPost('booking', formData, 'booking-page', await headers());
}
