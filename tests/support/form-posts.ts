/**
 * Form submissions for the system tests, through the JSON endpoints the README documents:
 * valid bodies, each with its own email address so a test can follow a submission into the
 * database and the mail, and a poster that says what the server did with it.
 */
import type { FormKind } from '../../lib/forms/schemas';
import { formEndpoints } from '../../lib/routes';

export type { FormKind };

export const formKinds: readonly FormKind[] = ['subscribe', 'contact', 'booking'];

/** Mails one stored submission queues: a confirmation link, or a notification and a receipt. */
export const mailsPerSubmission: Record<FormKind, number> = { subscribe: 1, contact: 2, booking: 2 };

export type FormPost = { kind: FormKind; email: string; path: string; body: string };

/** A valid post of `kind` from `email` (lower case, as the database keeps subscribers). */
export function formPost(kind: FormKind, email: string): FormPost {
  const name = `Visitor ${email.split('@')[0]}`;
  const fields = {
    subscribe: { form_data: { email } },
    contact: { data: { name, email, company: 'Fault Drill Ltd', honey: '', subject: 'Audit', content: `Question from ${email}` } },
    booking: {
      data: { name, email, phone: '0712 345678', industry: 'Retail', service: 'Tax Consultation', honey: '', info: `From ${email}` },
    },
  }[kind];
  return { kind, email, path: formEndpoints[kind], body: JSON.stringify(fields) };
}

/** Headers of a same-origin post: the endpoints refuse cross-site browser posts (403). */
export const formHeaders = (siteUrl: string) => ({ 'content-type': 'application/json', origin: siteUrl });

/** What became of one post: the status it was answered with, or why it got none. */
export type PostOutcome = { post: FormPost; status: number } | { post: FormPost; error: string };

export const answeredOk = (outcome: PostOutcome) => 'status' in outcome && outcome.status === 200;

/** Posts `post` to the site at `siteUrl`; a network failure is an outcome, not a throw. */
export async function sendFormPost(siteUrl: string, post: FormPost, timeoutMs = 15_000): Promise<PostOutcome> {
  try {
    const response = await fetch(siteUrl + post.path, {
      method: 'POST',
      headers: formHeaders(siteUrl),
      body: post.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.text();
    return { post, status: response.status };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { post, error: code ?? String(error) };
  }
}
