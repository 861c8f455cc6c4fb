import { Picture } from '@/components/ui/Picture';
import type { Affiliation } from '@/content/pages';
import styles from './Affiliations.module.css';

export function Affiliations({ items }: { items: Affiliation[] }) {
  return (
    <ul className={styles.logos}>
      {items.map((item) => (
        <li key={item.name}>
          <Picture src={item.logo.src} width={item.logo.width} height={item.logo.height} alt={item.logo.alt} className={styles.logo} />
        </li>
      ))}
    </ul>
  );
}
