import Link from 'next/link';
import { formatArticleDate } from '@/lib/articles/format';
import type { ArchivedNewsletter } from '@/lib/newsletters/archive';
import { routes } from '@/lib/routes';
import styles from './NewsletterList.module.css';

/** The archive's list: each sent newsletter's subject (its link), date and preheader, newest first. */
export function NewsletterList({ newsletters, sentOn }: { newsletters: Pick<ArchivedNewsletter, 'slug' | 'subject' | 'preheader' | 'sentAt'>[]; sentOn: string }) {
  return (
    <ol className={styles.list}>
      {newsletters.map((newsletter) => (
        <li key={newsletter.slug} className={styles.item}>
          <h2 className={styles.subject}>
            <Link href={routes.newsletter(newsletter.slug)}>{newsletter.subject}</Link>
          </h2>
          <p className={styles.date}>
            {sentOn} <time dateTime={newsletter.sentAt}>{formatArticleDate(newsletter.sentAt)}</time>
          </p>
          {newsletter.preheader ? <p className={styles.preheader}>{newsletter.preheader}</p> : null}
        </li>
      ))}
    </ol>
  );
}
