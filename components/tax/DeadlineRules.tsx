import { formatDate } from '@/lib/tax/civil-date';
import { holidaySources, type Holiday } from '@/lib/tax/holidays';
import { type Obligation, taxProceduresRule } from '@/lib/tax/obligations';
import styles from './TaxTools.module.css';

const weekendRule: Record<Obligation['nonWorkingDay'], string> = {
  'tpa-s77': 'Tax Procedures Act rule: the previous working day, unless filed or paid electronically',
  'outside-tpa': 'The Tax Procedures Act does not apply: pay by the previous working day to be safe',
  'working-days': 'Counted in working days',
};

/** Every obligation's rule, source and review date; the weekend rule; the holidays the dates use. */
export function DeadlineRules({ obligations, holidays }: { obligations: readonly Obligation[]; holidays: Holiday[] }) {
  return (
    <section aria-labelledby="rules-title" className={styles.rulesSection}>
      <h2 id="rules-title">The rules behind the dates</h2>
      <p>
        {taxProceduresRule.text} ({taxProceduresRule.source}.) Filing or paying electronically is enough on its own, and
        today every KRA return is filed on iTax, so the statutory date is the one to keep.
      </p>
      <ul className={styles.ruleCards}>
        {obligations.map((obligation) => (
          <li key={obligation.id} id={`rule-${obligation.id}`}>
            <h3 className={styles.ruleName}>{obligation.name}</h3>
            <dl className={styles.ruleFacts}>
              <dt>Due</dt>
              <dd>{obligation.dueText}</dd>
              <dt>On a weekend or holiday</dt>
              <dd>{weekendRule[obligation.nonWorkingDay]}</dd>
              <dt>Filed or paid with</dt>
              <dd>{obligation.payTo}</dd>
              <dt>Source</dt>
              <dd>{obligation.source}</dd>
              <dt>Last reviewed</dt>
              <dd>{formatDate(obligation.reviewed)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary>The public holidays these dates use</summary>
        <p>
          Fixed-date holidays: {holidaySources.fixed}. Good Friday and Easter Monday follow Easter. Holidays gazetted each year,
          Eid al-Fitr and Eid al-Adha, and one-off holidays are added once gazetted: {holidaySources.gazetted}.{' '}
          {holidaySources.sundayRule}.
        </p>
        <ul className={styles.holidays}>
          {holidays.map((holiday) => (
            <li key={holiday.date}>
              <time dateTime={holiday.date}>{formatDate(holiday.date)}</time>: {holiday.name}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
