import { Picture } from '@/components/ui/Picture';
import type { TrainingEvent } from '@/content/schema';
import { Button } from '@/components/ui/Button';
import { routes } from '@/lib/routes';
import { EventFacts } from './EventFacts';
import styles from './EventCard.module.css';

export function EventCard({ event }: { event: TrainingEvent }) {
  return (
    <article className={styles.card}>
      <Picture
        src={event.image.src}
        width={event.image.width}
        height={event.image.height}
        alt=""
        sizes="(min-width: 56rem) 24rem, 92vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{event.title}</h3>
        <EventFacts event={event} compact />
        <p className={styles.excerpt}>{event.intro.lead}</p>
        <Button href={routes.event(event.slug)} variant="secondary" aria-label={`Explore More: ${event.title}`}>
          Explore More
        </Button>
      </div>
    </article>
  );
}
