'use server';

/**
 * The server actions behind the registration pages (issue 31): the form, "Try again" on a
 * payment, and taking up a waitlist offer. Each works as a plain `<form action>` without
 * JavaScript; Next refuses a cross-site post to a server action, and the form's own path checks
 * again (lib/registrations/form-post.ts).
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { defaultRegistrationDeps, registrationLog } from './deps';
import { registrationMessages, type RegistrationFormState } from './form';
import { defaultRegistrationFormDeps, submitRegistrationForm } from './form-post';
import { registrationIdOf, registrationPath } from './links';
import { payByInvoiceInstead } from './invoice-instead';
import { acceptOffer } from './offer';
import { payAgain } from './payments';
import { formRateLimiter } from '../forms/rate-limit';
import { stampedClientAddress } from '../server/client-address';

const postedForm = (formData: unknown): FormData => (formData instanceof FormData ? formData : new FormData());

export async function registerAction(_previous: RegistrationFormState, formData: FormData): Promise<RegistrationFormState> {
  const result = await submitRegistrationForm(postedForm(formData), await headers(), defaultRegistrationFormDeps(defaultRegistrationDeps));
  if ('redirect' in result) redirect(result.redirect);
  return result;
}

/** What "Try again" and the offer's button tell the page they return to. */
export type ButtonState = { message: string };

async function withinRate(kind: string): Promise<boolean> {
  return formRateLimiter().hit(`${kind}|${stampedClientAddress(await headers())}`).allowed;
}

/** "Try again" on a registration's page: a new M-Pesa prompt (the token is the page's, bound by the page). */
export async function payAgainAction(token: string): Promise<ButtonState> {
  const id = typeof token === 'string' ? registrationIdOf(token) : undefined;
  if (!id) return { message: 'This registration link is not valid.' };
  if (!(await withinRate('pay-again'))) return { message: 'You have tried several times in a short while. Please wait a minute and try again.' };
  let outcome: Awaited<ReturnType<typeof payAgain>>;
  try {
    outcome = await payAgain(id, await defaultRegistrationDeps());
  } catch (error) {
    registrationLog.error('"Try again" failed', { error });
    return { message: 'We could not send a new payment prompt just now. Please try again in a few minutes.' };
  }
  if (!outcome.started) {
    if (outcome.reason === 'training-started') return { message: registrationMessages.started };
    if (outcome.reason === 'full') return { message: 'The seats were taken by others meanwhile, so we cannot hold them for you again. You can join the waitlist from the training’s page.' };
    if (outcome.reason === 'unpaid-held') return { message: registrationMessages.unpaidHeld };
    if (outcome.reason === 'address-held') return { message: registrationMessages.addressHeld };
    if (outcome.reason === 'pending') return { message: 'The previous prompt is still on your phone: answer it, or wait a minute for it to end.' };
    if (outcome.reason === 'too-many') return { message: 'Several payment prompts went to this phone in the last hour, so we will not send another now. Please pay by invoice instead, or try again in an hour.' };
    if (outcome.reason === 'daraja') return { message: 'M-Pesa did not take the prompt just now. Please try again in a minute, or pay by invoice.' };
    return { message: 'There is nothing left to pay on this registration.' };
  }
  redirect(registrationPath(id));
}

/** "Pay by invoice instead" on a registration's page: the same registration becomes an invoice one, shown on the same page. */
export async function payByInvoiceAction(token: string): Promise<ButtonState> {
  const id = typeof token === 'string' ? registrationIdOf(token) : undefined;
  if (!id) return { message: 'This registration link is not valid.' };
  if (!(await withinRate('invoice-instead'))) return { message: 'You have tried several times in a short while. Please wait a minute and try again.' };
  let outcome: Awaited<ReturnType<typeof payByInvoiceInstead>>;
  try {
    outcome = await payByInvoiceInstead(id, await defaultRegistrationDeps());
  } catch (error) {
    registrationLog.error('"Pay by invoice instead" failed', { error });
    return { message: 'We could not issue the invoice just now. Please try again in a few minutes.' };
  }
  if (outcome.outcome === 'refused') {
    switch (outcome.reason) {
      case 'pending':
        return { message: 'A payment prompt is still on your phone: answer it, or wait a minute for it to end, then choose the invoice.' };
      case 'started':
        return { message: registrationMessages.started };
      case 'no-invoice-details':
        return { message: 'We cannot issue invoices at the moment. Please try M-Pesa again, or contact us and we will hold your place.' };
      case 'full':
        return { message: 'The seats were taken by others meanwhile, so we cannot hold them for you again. You can join the waitlist from the training’s page.' };
      case 'unpaid-held':
        return { message: registrationMessages.unpaidHeld };
      case 'address-held':
        return { message: registrationMessages.addressHeld };
      case 'not-mpesa':
        return { message: 'There is nothing left to pay by M-Pesa on this registration.' };
    }
  }
  redirect(registrationPath(id));
}

/** The waitlist offer page's one button: takes up the offer its link carries. */
export async function acceptOfferAction(token: string): Promise<ButtonState> {
  if (typeof token !== 'string' || token.length > 200) return { message: 'This offer link is not valid.' };
  if (!(await withinRate('offer'))) return { message: 'You have tried several times in a short while. Please wait a minute and try again.' };
  let outcome: Awaited<ReturnType<typeof acceptOffer>>;
  try {
    outcome = await acceptOffer(token, await defaultRegistrationDeps());
  } catch (error) {
    registrationLog.error('a waitlist offer could not be taken up', { error });
    return { message: 'We could not take up the offer just now. Please try again in a few minutes: the seats stay held for you until the time shown.' };
  }
  if (outcome.outcome === 'invalid') return { message: 'This offer has ended or was already taken up.' };
  if (outcome.outcome === 'refused' && outcome.reason === 'started') return { message: registrationMessages.started };
  if (outcome.outcome === 'refused') return { message: 'We cannot issue invoices at the moment. Please contact us: the seats stay held for you until the time shown.' };
  redirect(registrationPath(outcome.registrationId));
}
