import type { z } from 'zod';
import type { clientGroupSchema } from '@/content/schema';
import styles from './ClientGroups.module.css';

type ClientGroup = z.infer<typeof clientGroupSchema>;

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
