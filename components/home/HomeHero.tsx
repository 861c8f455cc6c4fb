import { Picture } from '@/components/ui/Picture';
import type { HomeCopy } from '@/content/pages';
import { Button } from '@/components/ui/Button';
import styles from './HomeHero.module.css';
import { pagePath } from '@/lib/routes';

export function HomeHero({ hero }: { hero: HomeCopy['hero'] }) {
  return (
    <header className={styles.hero}>
      <Picture
        src="/images/home/hero.webp"
        alt=""
        fill
        priority
        sizes="100vw"
        className={styles.image}
      />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 className={styles.title}>{hero.title}</h1>
        <p className={styles.intro}>{hero.intro}</p>
        <div className={styles.actions}>
          <Button href={pagePath(hero.primaryCta.to)} variant="onDark">
            {hero.primaryCta.label}
          </Button>
          <Button href={pagePath(hero.secondaryCta.to)} variant="ghost" className={styles.secondary}>
            {hero.secondaryCta.label}
          </Button>
        </div>
      </div>
    </header>
  );
}
