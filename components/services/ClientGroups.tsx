import type { ClientGroup } from '@/content/schema';
import styles from './ClientGroups.module.css';

export function ClientGroups({ groups }: { groups: ClientGroup[] }) {
  return (
    <ul className={styles.groups}>
      {groups.map((group) => (
        <li key={group.id} className={styles.group}>
          <h3 className={styles.title}>{group.title}</h3>
          <p className={styles.text}>{group.description}</p>
        </li>
      ))}
    </ul>
  );
}
