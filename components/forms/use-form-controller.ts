'use client';

/**
 * One form's life in the browser. Without JavaScript the `<form action>` posts to the
 * server action and the page comes back with its state. With JavaScript the submit is
 * intercepted: the shared schema checks the fields first (the spec's texts, beneath each
 * field), then the same server action is called directly so the spec's button states and
 * timings can run, and a failed request is reported instead of silently dropped. The
 * schema (and zod with it) is fetched when the visitor first focuses the form, not with
 * the page: the footer's form is on every page.
 */
import { type ChangeEvent, type FormEvent, useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { type FormState, initialFormState } from '@/lib/forms/form-state';
import { formMessages } from '@/lib/forms/messages';
import type { FormKind } from '@/lib/forms/schemas';
import { formFields, isHoneypotFilled, validateWith } from '@/lib/forms/validation';

export type FormPhase = 'idle' | 'submitting' | 'succeeded';

type FormAction<K extends FormKind> = (previous: FormState<K>, formData: FormData) => Promise<FormState<K>>;

type Options<K extends FormKind> = {
  /** Imports the form's schema, e.g. `() => import('…/contact-schema').then((m) => m.contactSchema)`. */
  loadSchema: () => Promise<z.ZodMiniObject>;
  action: FormAction<K>;
  /**
   * The page a browser without JavaScript posts the form to, and which shows the result
   * (`useActionState`'s permalink). React writes it as the form's `action`; without one it
   * writes `action=""`, which is not valid HTML (docs/testing.md, the HTML check).
   */
  permalink: string;
  /** How long "Submitted" and the success message stay before the form returns to idle. */
  successHoldMs: number;
  /** The firm's email as staff set it in the admin, named when the request itself fails (from the page's server component). */
  contactEmail: string;
};

const noSubscription = () => () => undefined;

/** Empties every field (not `reset()`, which would bring back a no-JS post's values). */
function clearFields(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) element.selectedIndex = 0;
    else if (element instanceof HTMLTextAreaElement) element.value = '';
    else if (element instanceof HTMLInputElement && element.type !== 'hidden') element.value = '';
  }
}

function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement => element instanceof HTMLElement && 'name' in element && Boolean(errors[String(element.name)]),
  );
  first?.focus();
}

export function useFormController<K extends FormKind>({ loadSchema, action, permalink, successHoldMs, contactEmail }: Options<K>) {
  const [serverState, formAction] = useActionState(action, initialFormState<K>(), permalink);
  const [state, setState] = useState<FormState<K>>(serverState);
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [focusRequest, setFocusRequest] = useState(0);
  // False in the server's HTML and during hydration, true once this browser runs the form.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const formRef = useRef<HTMLFormElement>(null);
  const holdTimer = useRef<number | undefined>(undefined);
  const schemaLoad = useRef<Promise<z.ZodMiniObject | undefined> | undefined>(undefined);
  const schema = useRef<z.ZodMiniObject | undefined>(undefined);
  // Set in the same tick as the submit event: `phase` only changes on the next render, after
  // the schema has loaded, so a double click would otherwise post the form twice.
  const inFlight = useRef(false);

  /** The schema, loaded once; `undefined` if it cannot be fetched (the server still checks). */
  function getSchema(): Promise<z.ZodMiniObject | undefined> {
    schemaLoad.current ??= loadSchema().then(
      (loaded) => (schema.current = loaded),
      () => {
        schemaLoad.current = undefined;
        return undefined;
      },
    );
    return schemaLoad.current;
  }

  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  useEffect(() => {
    if (focusRequest > 0 && formRef.current) focusFirstInvalid(formRef.current, state.errors);
    // Only a new request moves focus, not every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      inFlight.current = false;
    }
  }

  async function submit(form: HTMLFormElement) {
    const formData = new FormData(form);
    const fields = formFields(formData);
    window.clearTimeout(holdTimer.current);

    // A robot that filled the honeypot goes straight to the server, which pretends to accept it.
    const rules = isHoneypotFilled(fields.honey) ? undefined : await getSchema();
    if (rules) {
      const check = validateWith(rules, fields);
      if (!check.success) {
        setPhase('idle');
        setState({ status: 'invalid', message: formMessages.invalid, errors: check.errors, values: {} });
        setFocusRequest((count) => count + 1);
        return;
      }
    }

    setPhase('submitting');
    setState((previous) => ({ ...previous, status: 'idle', message: '', errors: {} }));
    let result: FormState<K>;
    try {
      result = await action(state, formData);
    } catch {
      // The request itself failed (offline, a 5xx): say so and keep what was typed.
      result = { status: 'error', message: formMessages.network(contactEmail), errors: {}, values: {} };
    }
    setState(result);
    if (result.status === 'success') {
      clearFields(form);
      setPhase('succeeded');
      holdTimer.current = window.setTimeout(() => {
        setPhase('idle');
        setState(initialFormState<K>());
      }, successHoldMs);
      return;
    }
    setPhase('idle');
    if (result.status === 'invalid') setFocusRequest((count) => count + 1);
  }

  /** Once a flagged field is edited, its message follows the field's new value. */
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !(name in state.errors) || !formRef.current || !schema.current) return;
    const check = validateWith(schema.current, formFields(new FormData(formRef.current)));
    const message = check.success ? undefined : (check.errors as Record<string, string | undefined>)[name];
    if (message === (state.errors as Record<string, string | undefined>)[name]) return;
    setState((previous) => {
      const errors: Record<string, string | undefined> = { ...previous.errors };
      if (message) errors[name] = message;
      else delete errors[name];
      return { ...previous, errors: errors as FormState<K>['errors'] };
    });
  }

  return {
    state,
    phase,
    formRef,
    /** The real `<form action>`: what runs when JavaScript does not. */
    formAction,
    onSubmit,
    onChange,
    /** Starts fetching the schema as soon as the visitor turns to the form. */
    onFocus: () => void getSchema(),
    /** The page was rendered from a no-JavaScript post: focus goes to its result. */
    renderedFromPost: serverState.status !== 'idle' && state === serverState,
    /** The values to refill fields with after a no-JavaScript post. */
    values: serverState.values,
    /** Spread on the `<form>`: marks it once JavaScript handles its submit (tests wait for it). */
    enhancedProps: { 'data-enhanced': enhanced ? 'true' : undefined },
  };
}
