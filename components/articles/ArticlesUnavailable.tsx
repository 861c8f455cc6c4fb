import styles from './ArticlesUnavailable.module.css';

/** Said plainly when no copy of the blog has ever been fetched (WordPress down since start). */
export function ArticlesUnavailable({ what = 'Our articles' }: { what?: string }) {
  return (
    <p className={styles.notice} role="status">
      {what} can&apos;t be loaded right now because our blog is not responding. Please try again in a few minutes.
    </p>
  );
}
