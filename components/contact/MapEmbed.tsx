'use client';

import { Picture } from '@/components/ui/Picture';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './MapEmbed.module.css';

type MapEmbedProps = {
  /** The embedded map's address; requested only after the visitor asks (docs/site.md). */
  embedUrl: string;
  /** A link that opens the map in a new tab, for those who prefer not to load it here. */
  openUrl: string;
  previewAlt: string;
  loadLabel: string;
  title: string;
};

/** A static map preview that becomes the interactive map when the visitor asks for it. */
export function MapEmbed({ embedUrl, openUrl, previewAlt, loadLabel, title }: MapEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.frame}>
      {loaded ? (
        <iframe src={embedUrl} title={title} className={styles.map} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <>
          <Picture src="/images/contact/map-preview.webp" width={1200} height={600} alt={previewAlt} sizes="(min-width: 64rem) 72rem, 100vw" className={styles.preview} />
          <div className={styles.overlay}>
            <button type="button" className={styles.load} onClick={() => setLoaded(true)}>
              <Icon name="map-pin" size={18} /> {loadLabel}
            </button>
            <a href={openUrl} target="_blank" rel="noopener noreferrer" className={styles.open}>
              Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </>
      )}
    </div>
  );
}
