import { taxConsultationService, taxTeamCta } from '@/content/tax-tools';
import { routes } from '@/lib/routes';
import { Button } from '@/components/ui/Button';
import styles from './TaxTools.module.css';

/** The tools' offer of a consultation: the booking form with Tax Consultation already chosen. */
export function TaxTeamCta({ disclaimer }: { disclaimer: string }) {
  return (
    <aside className={styles.cta} aria-labelledby="tax-team-title">
      <h2 id="tax-team-title" className={styles.ctaTitle}>
        {taxTeamCta.title}
      </h2>
      <p>{taxTeamCta.text}</p>
      <Button href={routes.bookingFor(taxConsultationService)}>{taxTeamCta.label}</Button>
      <p className={styles.disclaimer}>{disclaimer}</p>
    </aside>
  );
}
