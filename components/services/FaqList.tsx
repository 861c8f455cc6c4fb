import type { FaqItem } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import styles from './FaqList.module.css';

/** The FAQ accordion: native disclosure widgets, so each question toggles without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary className={styles.question}>
            <span>{item.question}</span>
            <Icon name="plus" className={styles.icon} />
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
