import styles from './PageHero.module.css';

type PageHeroProps = {
  title: string;
  /** One or two sentences under the title. */
  intro?: string;
  /** Small label above the title, e.g. the section name. */
  eyebrow?: string;
  children?: React.ReactNode;
};

/** The band at the top of every inner page: the page's one `<h1>`. */
export function PageHero({ title, intro, eyebrow, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
