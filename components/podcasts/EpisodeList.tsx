import Image from 'next/image';
import type { PodcastEpisode } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import styles from './EpisodeList.module.css';

/** Podcast episodes as cards; Listen Now opens the video page in a new tab. */
export function EpisodeList({ episodes, listenLabel = 'Listen Now' }: { episodes: PodcastEpisode[]; listenLabel?: string }) {
  return (
    <ul className={styles.list}>
      {episodes.map((episode) => (
        <li key={episode.id} className={styles.episode}>
          <Image
            src={episode.image.src}
            width={episode.image.width}
            height={episode.image.height}
            alt={episode.image.alt}
            sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
            className={styles.image}
          />
          <div className={styles.body}>
            <p className={styles.number}>Episode {episode.episode}</p>
            <h3 className={styles.title}>{episode.title}</h3>
            <p className={styles.summary}>{episode.summary}</p>
            <a href={episode.href} target="_blank" rel="noopener noreferrer" className={styles.listen}>
              <Icon name="play" size={20} />
              {listenLabel}
              <span className="visually-hidden">: {episode.title} (opens in a new tab)</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
