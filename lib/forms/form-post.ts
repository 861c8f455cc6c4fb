/**
 * The site's own forms' side of the submit path: a posted `FormData` in, the `FormState`
 * the form renders out. The server actions in `actions.ts` are thin wrappers over this.
 */
import type { SubmissionSource } from '../db/schema';
import type { HeaderSource } from '../http';
import type { FormState } from './form-state';
import { type FormFields, type FormKind, formSchemas } from './schemas';
import { formFields } from './validation';
import { admitSubmission, defaultSubmissionDeps, processSubmission, type SubmissionDeps } from './submission';

function echoedValues<K extends FormKind>(kind: K, fields: Record<string, string>): FormState<K>['values'] {
  const values: Record<string, string> = {};
  for (const name of Object.keys(formSchemas[kind].shape)) {
    const value = fields[name];
    if (value !== undefined) values[name] = value.slice(0, 10_000);
  }
  return values as Partial<Record<FormFields<K>, string>>;
}

/** Runs one form post through the shared submit path and says what the form should show. */
export async function submitFormPost<K extends FormKind>(
  kind: K,
  formData: FormData,
  source: SubmissionSource,
  headers: HeaderSource,
  deps: SubmissionDeps = defaultSubmissionDeps(),
): Promise<FormState<K>> {
  const fields = formFields(formData);
  const outcome = admitSubmission(kind, headers, deps) ?? (await processSubmission(kind, fields, source, deps));
  if (outcome.status === 200) return { status: 'success', message: outcome.message, errors: {}, values: {} };
  return {
    status: outcome.status === 400 ? 'invalid' : 'error',
    message: outcome.message,
    errors: outcome.errors ?? {},
    values: echoedValues(kind, fields),
  };
}
