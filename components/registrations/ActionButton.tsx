'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/Button';
import type { ButtonState } from '@/lib/registrations/actions';
import formStyles from '@/components/forms/Form.module.css';

type Props = {
  /** A server action with the page's token bound to it. */
  action: (previous: ButtonState, formData: FormData) => Promise<ButtonState>;
  label: string;
  /** The page: where a browser without JavaScript posts and sees the result. */
  permalink: string;
  variant?: 'primary' | 'secondary';
};

/** One button posting one server action (Try again, Take up the offer), with its result announced. */
export function ActionButton({ action, label, permalink, variant = 'primary' }: Props) {
  const [state, formAction, pending] = useActionState(action, { message: '' }, permalink);
  return (
    <form action={formAction} className={formStyles.form}>
      <div className={formStyles.actions}>
        <Button type="submit" variant={variant} aria-disabled={pending || undefined}>
          {pending ? 'Sending…' : label}
        </Button>
      </div>
      <p role="status" className={`${formStyles.status} ${state.message ? formStyles.failure : ''}`}>
        {state.message}
      </p>
    </form>
  );
}
