import type { FormStatus as Status } from '@/lib/forms/form-state';
import styles from './Form.module.css';

type FormStatusProps = {
  status: Status;
  message: string;
  /** Focus the message on load: the page was rendered from a no-JavaScript post. */
  autoFocus?: boolean;
  tone?: 'light' | 'dark';
  /** For a control that the message is about to name it in `aria-describedby`. */
  id?: string;
};

/**
 * The form's result, in a live region that is always in the page so that screen readers
 * announce each new message.
 */
export function FormStatus({ status, message, autoFocus, tone = 'light', id }: FormStatusProps) {
  const toneClass = status === 'success' ? styles.success : status === 'idle' ? '' : styles.failure;
  return (
    <p
      id={id}
      role="status"
      className={`${styles.status} ${toneClass} ${tone === 'dark' ? styles.onDark : ''}`}
      tabIndex={autoFocus ? -1 : undefined}
      autoFocus={autoFocus}
    >
      {message}
    </p>
  );
}
