import styles from './Form.module.css';

/**
 * The trap field robots fill and people never see: off-screen, hidden from assistive
 * technology, out of the tab order and ignored by autofill.
 */
export function Honeypot({ formId }: { formId: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${formId}-honey`}>Leave this field empty</label>
      <input id={`${formId}-honey`} type="text" name="honey" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
