import styles from './Spinner.module.css';

/** A loading indicator announced to screen readers by its label. */
export function Spinner({ label, size = 'page' }: { label: string; size?: 'page' | 'inline' }) {
  return (
    <span className={`${styles.wrap} ${styles[size]}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
