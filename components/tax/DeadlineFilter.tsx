import Link from 'next/link';
import { taxCalendarCopy } from '@/content/tax-tools';
import { Button } from '@/components/ui/Button';
import { type ApplyGroup, applyGroups } from '@/lib/tax/apply-groups';
import styles from './TaxTools.module.css';

/** "What applies to me": a plain GET form, so it works without JavaScript and the result can be shared. */
export function DeadlineFilter({ action, selected, ignored }: { action: string; selected: readonly ApplyGroup[]; ignored: boolean }) {
  return (
    <form method="get" action={action} className={styles.filter} aria-label="Deadline filter">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{taxCalendarCopy.filterLegend}</legend>
        <ul className={styles.checks}>
          {applyGroups.map((group) => (
            <li key={group.id}>
              <label className={styles.check}>
                <input type="checkbox" name="applies" value={group.id} defaultChecked={selected.includes(group.id)} />
                {group.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.filterActions}>
        <Button type="submit">{taxCalendarCopy.filterButton}</Button>
        {selected.length > 0 ? <Link href={action}>Show every deadline</Link> : null}
      </div>
      {ignored ? <p className={styles.note}>Part of the address named no deadline we know, and was left out.</p> : null}
    </form>
  );
}
