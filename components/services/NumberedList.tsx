import styles from './NumberedList.module.css';

/** The numbered list of what a service or sub-service covers. */
export function NumberedList({ items }: { items: { id: number; name: string; description: string }[] }) {
  return (
    <ol className={styles.numbered}>
      {items.map((item) => (
        <li key={item.id}>
          <h3 className={styles.numberedName}>{item.name}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
