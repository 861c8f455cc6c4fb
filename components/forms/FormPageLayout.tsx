import styles from './FormPageLayout.module.css';

type FormPageLayoutProps = {
  heading?: string;
  intro: string;
  /** What sits beside the form: contact details, what happens next. */
  aside: React.ReactNode;
  children: React.ReactNode;
};

/** The contact and booking pages' body: the form with its introduction, and a panel beside it. */
export function FormPageLayout({ heading, intro, aside, children }: FormPageLayoutProps) {
  return (
    <div className={styles.layout}>
      <div>
        {heading ? <h2>{heading}</h2> : null}
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
      <div className={styles.panel}>{aside}</div>
    </div>
  );
}
