/** What a form's server action returns and the form renders (docs/forms.md). */
import type { FieldErrors, FormFields, FormKind } from './schemas';

export type FormStatus = 'idle' | 'success' | 'invalid' | 'error';

export type FormState<K extends FormKind> = {
  status: FormStatus;
  message: string;
  errors: FieldErrors<K>;
  /** The visitor's input, to refill the fields after a failed attempt; empty after success. */
  values: Partial<Record<FormFields<K>, string>>;
};

export function initialFormState<K extends FormKind>(): FormState<K> {
  return { status: 'idle', message: '', errors: {}, values: {} };
}
