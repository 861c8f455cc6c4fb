import Link from 'next/link';
import type { HomeCopy } from '@/content/pages';
import { Icon } from '@/components/ui/Icon';
import styles from './Highlights.module.css';
import { pagePath } from '@/lib/routes';

type HighlightsProps = Pick<HomeCopy, 'yearsBadge' | 'association' | 'podcastCard' | 'insightsCard'>;

/** The row under the home hero: years of service, the network, the podcast and the insights. */
export function Highlights({ yearsBadge, association, podcastCard, insightsCard }: HighlightsProps) {
  return (
    <section className={styles.row} aria-label="Highlights">
      <div className={`${styles.card} ${styles.badge}`}>
        <p className={styles.value}>{yearsBadge.value}</p>
        <p className={styles.label}>{yearsBadge.label}</p>
        <Link href={pagePath(yearsBadge.cta.to)} className={styles.cta}>
          {yearsBadge.cta.label} <Icon name="arrow-right" size={16} />
        </Link>
      </div>
      {[association, podcastCard, insightsCard].map((card) => (
        <div key={card.title} className={styles.card}>
          <h2 className={styles.title}>{card.title}</h2>
          <p className={styles.text}>{card.text}</p>
          <Link href={pagePath(card.cta.to)} className={styles.cta}>
            {card.cta.label} <Icon name="arrow-right" size={16} />
          </Link>
        </div>
      ))}
    </section>
  );
}
