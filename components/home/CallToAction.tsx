import { Button } from '@/components/ui/Button';
import styles from './CallToAction.module.css';

type CallToActionProps = { title: string; text: string; cta: { label: string; href: string } };

/** A closing band inviting the visitor to act: booking on the home page, careers on the about page. */
export function CallToAction({ title, text, cta }: CallToActionProps) {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <Button href={cta.href} variant="onDark">
          {cta.label}
        </Button>
      </div>
    </section>
  );
}
