import styles from './PointGrid.module.css';

type Point = { title: string; description: string };

/** Titled points in a responsive grid: reasons, values, steps. */
export function PointGrid({ points, numbered = false }: { points: Point[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={styles.grid} data-numbered={numbered || undefined}>
      {points.map((point) => (
        <li key={point.title} className={styles.point}>
          <h3 className={styles.title}>{point.title}</h3>
          <p className={styles.text}>{point.description}</p>
        </li>
      ))}
    </List>
  );
}
