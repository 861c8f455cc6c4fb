import { Picture } from '@/components/ui/Picture';
import type { PodcastEpisode } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import card from '@/components/ui/Card.module.css';
import styles from './EpisodeList.module.css';

/** Podcast episodes as cards; Listen Now opens the video page in a new tab. */
export function EpisodeList({
  episodes,
  listenLabel = 'Listen Now',
  priorityImages = 0,
}: {
  episodes: PodcastEpisode[];
  listenLabel?: string;
  /** How many leading images a phone shows when the page opens (the grid opens the page): fetched at once. */
  priorityImages?: number;
}) {
  return (
    <ul className={card.grid}>
      {episodes.map((episode, index) => (
        <li key={episode.id}>
          <article className={card.card}>
            <Picture
              src={episode.image.src}
              width={episode.image.width}
              height={episode.image.height}
              alt={episode.image.alt}
              sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
              className={card.image}
              priority={index < priorityImages}
            />
            <div className={card.body}>
              <p className={`${card.eyebrow} ${styles.number}`}>Episode {episode.episode}</p>
              <h3 className={card.title}>{episode.title}</h3>
              <p className={card.text}>{episode.summary}</p>
              <a href={episode.href} target="_blank" rel="noopener noreferrer" className={styles.listen}>
                <Icon name="play" size={20} />
                {listenLabel}
                <span className="visually-hidden">: {episode.title} (opens in a new tab)</span>
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
