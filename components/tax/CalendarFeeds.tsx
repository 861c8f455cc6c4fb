import { taxCalendarCopy } from '@/content/tax-tools';
import type { Obligation } from '@/lib/tax/obligations';
import styles from './TaxTools.module.css';

type Feed = { id: string; name: string; href: string; webcal: string };

/** Subscribe links: `webcal:` for calendar apps, and the same feed as a file. */
export function CalendarFeeds({ all, single }: { all: Feed; single: (Feed & { obligation: Obligation })[] }) {
  return (
    <section className={styles.feeds} aria-labelledby="feeds-title">
      <h2 id="feeds-title" className={styles.sideTitle}>
        {taxCalendarCopy.subscribeTitle}
      </h2>
      <p>{taxCalendarCopy.subscribeText}</p>
      <p className={styles.feedLinks}>
        <a href={all.webcal} className={styles.feedPrimary}>
          Subscribe to every deadline
        </a>
        <a href={all.href} download>
          Download the .ics file
        </a>
      </p>
      <details className={styles.details}>
        <summary>One obligation only</summary>
        <ul className={styles.feedList}>
          {single.map((feed) => (
            <li key={feed.id}>
              <span>{feed.name}</span>{' '}
              <a href={feed.webcal}>
                Subscribe<span className="visually-hidden"> to {feed.name}</span>
              </a>{' '}
              <a href={feed.href} download>
                .ics<span className="visually-hidden"> file of {feed.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
