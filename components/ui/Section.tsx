import styles from './Section.module.css';

type SectionProps = {
  /** The section's heading; omit for a section that continues the one above. */
  title?: string;
  eyebrow?: string;
  intro?: string;
  /** `alt` gives the section the warm background that separates it from its neighbours. */
  tone?: 'plain' | 'alt' | 'brand';
  width?: 'content' | 'prose';
  id?: string;
  headingLevel?: 'h2' | 'h3';
  children?: React.ReactNode;
};

/** A full-width band of the page with a centred column: the site's one section layout. */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  width = 'content',
  id,
  headingLevel: Heading = 'h2',
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`${styles.section} ${styles[tone]}`} id={id} aria-labelledby={title ? headingId : undefined}>
      <div className={`${styles.inner} ${width === 'prose' ? styles.prose : ''}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {title ? (
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
